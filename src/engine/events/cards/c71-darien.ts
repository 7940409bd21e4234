// Card 71 "Darién".
// unshaded: the executor removes one Guerrilla (any Faction, either face) from Chocó; that
// Faction loses 5 Resources (never below 0, 1.7).
// shaded: for the rest of the game Panamá is a space (1.3.5): a 0-Pop Forest Department, where a
// Sweep Activates no Guerrilla (core/modifiers.ts noSweepActivationIn). Then the executor
// places 1 or 2 Bases there, of any Factions (5.1.1: Available ones that fit, 1.4.2; a player
// executor may first take its own Base off the map, 1.4.1).
import { log } from "../../core/mutate";
import { canEnter, count, guerrillas } from "../../core/queries";
import { PANAMA, spaceIdx } from "../../data/map";
import { obtainable } from "../../ops/own-removal";
import type { Faction, GameState, PieceKind } from "../../types";
import { INSURGENTS } from "../helpers";
import { registerEvent, side } from "../registry";

const CHOCO = spaceIdx("choco");
const GUERRILLAS: PieceKind[] = ["farcU", "farcA", "aucU", "aucA", "cartelsU", "cartelsA"];
const BASES: PieceKind[] = ["govtBase", "farcBase", "aucBase", "cartelsBase"];

const inChoco = (s: GameState) => GUERRILLAS.filter((k) => count(s, CHOCO, k) > 0);

/** could a Base of kind k go into Panamá, were it a space */
function fitsPanama(s: GameState, k: PieceKind, by?: Faction): boolean {
  return obtainable(s, k, by) && canEnter(s.panama ? s : { ...s, panama: true }, k, PANAMA);
}

registerEvent(71, {
  unshaded: side<{ before: number[] }>(
    (s) => inChoco(s).length > 0,
    (x) => {
      x.set(
        "before",
        INSURGENTS.map((f) => guerrillas(x.s, CHOCO, f)),
      );
      x.remove({ spaces: [CHOCO], kinds: GUERRILLAS, n: 1, prompt: "prompt.card71.remove", rule: "5.1" });
    },
    // the Faction whose Guerrilla left Chocó loses 5 Resources
    (x) => {
      const before = x.data.before ?? [];
      const f = INSURGENTS.find((g, j) => guerrillas(x.s, CHOCO, g) < (before[j] ?? 0));
      if (f) x.resources(f, -5);
    },
  ),
  shaded: side(
    (s, f) => !s.panama || BASES.some((k) => fitsPanama(s, k, f)),
    (x) => {
      if (!x.s.panama) log(x.ctx, "log.panamaSpace");
      x.s.panama = true; // a lasting change of the map (1.3.5)
      x.place({ spaces: [PANAMA], kinds: BASES, n: 1, prompt: "prompt.card71.base" });
    },
    // "1 or 2": the second Base is the executor's choice
    (x) => x.place({ spaces: [PANAMA], kinds: BASES, n: 1, upTo: true, prompt: "prompt.card71.secondBase" }),
  ),
});
