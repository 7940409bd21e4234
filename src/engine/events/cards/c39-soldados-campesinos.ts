// Card 39 "Soldados Campesinos".
// unshaded: the executor picks 6 Departments Police may enter (no FARC Zone, 1.4.2), or as many as
// Police can be had (5.1.3), and 1 Police goes into each; a Government player executing it may
// free its own Police (1.4.1) and so picks all 6.
// shaded: in up to 3 Departments with Police, 1 Police is replaced by an AUC Guerrilla; with no
// AUC Guerrilla Available the Police is still removed (5.1.1).
import { available, canEnter, count, isDepartment } from "../../core/queries";
import { mayRemoveOwn, obtainable } from "../../ops/own-removal";
import type { Faction, GameState } from "../../types";
import type { Ev } from "../ev";
import { spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

const DEPTS_N = 6;
const REPLACED_N = 3;

const openDepts = (s: GameState) => spacesWhere((i) => isDepartment(s, i) && canEnter(s, "police", i), s);
const policeDepts = (s: GameState) => spacesWhere((i) => isDepartment(s, i) && count(s, i, "police") > 0, s);
const placeable = (s: GameState, f: Faction) => obtainable(s, "police", f) && openDepts(s).length > 0;
/** 5.1.3 how many Departments get a Police: 6, fewer when fewer can be had (1.4.1) */
const howMany = (s: GameState, f: Faction) =>
  f === "govt" && mayRemoveOwn(s, f) ? DEPTS_N : Math.min(DEPTS_N, available(s, "police"));

registerEvent(39, {
  unshaded: side<{ depts: number[] }>(
    (s, f) => placeable(s, f),
    (x) => {
      if (placeable(x.s, x.f))
        x.pickSpaces("depts", {
          cands: openDepts(x.s),
          n: howMany(x.s, x.f),
          prompt: "prompt.card39.police",
        });
    },
    (x) => {
      // frames run last-pushed first: push backwards so the first picked is served first
      for (const i of [...(x.data.depts ?? [])].reverse()) x.place({ spaces: [i], kinds: ["police"], n: 1 });
    },
  ),
  shaded: side<{ depts: number[] }>(
    (s) => policeDepts(s).length > 0,
    (x) =>
      x.pickSpaces("depts", {
        cands: policeDepts(x.s),
        n: REPLACED_N,
        upTo: true,
        prompt: "prompt.card39.replace",
      }),
    // one Department per step, in the order picked: each replacement is settled before the next,
    // so with too few AUC Guerrillas the first Departments picked get them
    ...Array.from(
      { length: REPLACED_N },
      (_, k) => (x: Ev<{ depts: number[] }>) => x.replace(x.data.depts?.[k], ["police"], "aucU", 1),
    ),
  ),
});
