// Card 53 "Criminal Air Force" (single Event).
// The executor names an Insurgent Faction and, making the selections itself (5.1), moves 1 or 2
// of that Faction's Guerrillas out of one Department into one other Department (any distance;
// Ecuador counts once card 33 made it a Department, its stacking kept by core/mutate); the
// moved Guerrillas end Underground. Shipments follow their Guerrilla (4.5.3, core/mutate).
import { flip } from "../../core/mutate";
import { ACTIVE_OF, type Insurgent, UNDERGROUND_OF } from "../../core/pieces";
import { canEnter, count, guerrillas, isDepartment } from "../../core/queries";
import type { GameState } from "../../types";
import { INSURGENTS, spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

const depts = (s: GameState) => spacesWhere((i) => isDepartment(s, i), s);
const origins = (s: GameState, f: Insurgent) => depts(s).filter((i) => guerrillas(s, i, f) > 0);
const movers = (s: GameState) => (INSURGENTS as Insurgent[]).filter((f) => origins(s, f).length > 0);
const kinds = (f: Insurgent) => [UNDERGROUND_OF[f], ACTIVE_OF[f]];

type D = { faction: Insurgent; from: number; to: number; activeBefore: number };

registerEvent(53, {
  unshaded: side<D>(
    (s) => movers(s).length > 0,
    (x) => x.pickFaction("faction", { among: movers(x.s), prompt: "prompt.card53.faction" }),
    (x) => {
      const f = x.data.faction;
      if (f) x.pickSpace("from", { cands: origins(x.s, f), prompt: "prompt.card53.from" });
    },
    (x) => {
      const { faction: f, from } = x.data;
      if (!f || from === undefined) return;
      const to = depts(x.s).filter((i) => i !== from && canEnter(x.s, UNDERGROUND_OF[f], i));
      x.pickSpace("to", { cands: to, prompt: "prompt.card53.to" });
    },
    (x) => {
      const { faction: f, from, to } = x.data;
      if (!f || from === undefined || to === undefined) return;
      x.set("activeBefore", count(x.s, to, ACTIVE_OF[f]));
      // frames run last-pushed first: the optional second Guerrilla follows the forced first
      x.move({ from: [from], to: [to], kinds: kinds(f), n: 1, upTo: true, prompt: "prompt.card53.second" });
      x.move({ from: [from], to: [to], kinds: kinds(f), n: 1, prompt: "prompt.card53.move" });
    },
    (x) => {
      const { faction: f, to, activeBefore } = x.data;
      if (!f || to === undefined || activeBefore === undefined) return;
      // only the Guerrillas that just arrived Active go Underground
      const arrived = count(x.s, to, ACTIVE_OF[f]) - activeBefore;
      if (arrived > 0) flip(x.ctx, f, to, false, arrived);
    },
  ),
});
