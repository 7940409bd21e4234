// Card 50 "Carabineros".
// unshaded: the Government (whoever executes, 5.1) places up to 3 Police in total into any
// Departments Police may enter (no FARC Zone, 1.4.2), as far as Available (1.4.1; when the
// Government itself executes as a player it may free its own).
// shaded: the executor picks, once for both, whether 2 Police are removed or replaced by AUC
// Guerrillas (rulings.md); each Police is then picked, a replacement going where its Police stood.
// With no AUC Guerrilla Available the Police is still removed (5.1.1).
import { canEnter, count, isDepartment } from "../../../core/queries";
import { obtainable } from "../../../ops/own-removal";
import type { Faction, GameState } from "../../../types";
import type { Ev } from "../../ev";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

type Mode = "policeRemoved" | "policeToAuc";
type D = { mode: Mode; first: number; second: number };

const depts = (s: GameState) => spacesWhere((i) => isDepartment(s, i), s);
const openDepts = (s: GameState) => depts(s).filter((i) => canEnter(s, "police", i));
const withPolice = (s: GameState) => spacesWhere((i) => count(s, i, "police") > 0, s);
/** the Government may free its own Police only when it is the executor f (1.4.1) */
const placeable = (s: GameState, f: Faction) => obtainable(s, "police", f) && openDepts(s).length > 0;
/** replacing is offered only when an AUC Guerrilla could come (else both modes are the same) */
const modes = (s: GameState, f: Faction): Mode[] =>
  obtainable(s, "aucU", f) ? ["policeRemoved", "policeToAuc"] : ["policeRemoved"];

/** pick a space with Police, then remove or replace one there */
const pickPolice = (key: "first" | "second") => (x: Ev<D>) =>
  x.pickSpace(key, { cands: withPolice(x.s), prompt: "prompt.card50.police" });
const takePolice = (key: "first" | "second") => (x: Ev<D>) => {
  const i = x.data[key];
  if (x.data.mode === "policeToAuc") x.replace(i, ["police"], "aucU", 1);
  else x.remove({ spaces: x.at(i), kinds: ["police"], n: 1 });
};

registerEvent(50, {
  unshaded: side(
    (s, f) => placeable(s, f),
    (x) =>
      x.place({
        spaces: depts(x.s), // the toolkit keeps Police out of FARC Zones (1.4.2)
        kinds: ["police"],
        n: 3,
        upTo: true,
        by: "govt",
        prompt: "prompt.card50.place",
      }),
  ),
  shaded: side<D>(
    (s) => withPolice(s).length > 0,
    (x) => {
      if (withPolice(x.s).length)
        x.pickMode("mode", { values: modes(x.s, x.f), prompt: "prompt.card50.mode" });
    },
    pickPolice("first"),
    takePolice("first"),
    pickPolice("second"),
    takePolice("second"),
  ),
});
