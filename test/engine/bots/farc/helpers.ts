// Boards for the Non-player FARC tests: FARC is 1st Eligible on card 1 (the Government is
// Ineligible), the only Non-player, so its whole turn runs and then a player decides.

import { onMap } from "../../../../src/engine/core/queries";
import { INVENTORY } from "../../../../src/engine/data/forces";
import { settle } from "../../../../src/engine/flow/runtime";
import type { GameState } from "../../../../src/engine/types";
import type { FixtureSpec } from "../../fixture";
import { npFixture } from "../helpers";
import { planTurn, type Turn } from "../turns";

export interface FarcSpec extends FixtureSpec {
  /** FARC Guerrillas left Available (the rest of the 30 taken out of play) */
  guerrillas?: number;
  /** FARC Bases left Available */
  bases?: number;
  /** scripted dice, used before the seeded generator (8.2 walks, Attack rolls, Kidnap rolls) */
  dice?: number[];
}

/** Available FARC pieces set by taking the others out of play (1.4.1 as card 49 does) */
export function withAvailable(
  s0: GameState,
  guerrillas?: number,
  bases?: number,
  dice?: number[],
): GameState {
  const s = structuredClone(s0);
  const out = { ...s.outOfPlay };
  if (guerrillas !== undefined) out.farcG = INVENTORY.farcG - onMap(s, "farcG") - guerrillas;
  if (bases !== undefined) out.farcBase = INVENTORY.farcBase - onMap(s, "farcBase") - bases;
  s.outOfPlay = out;
  if (dice) s.dice = dice;
  return settle(s);
}

export function farcBoard(spec: FarcSpec = {}): GameState {
  const s = npFixture({
    deck: [1, 2, 3, 4, 5, 6],
    ...spec,
    resources: { farc: 10, govt: 20, auc: 5, cartels: 5, ...spec.resources },
    eligible: { govt: false, ...spec.eligible },
    seats: { auc: "player", cartels: "player", ...spec.seats },
  });
  return withAvailable(s, spec.guerrillas, spec.bases, spec.dice);
}

export type { Turn };

/** the Non-player's whole turn (no step may fall off its plan: np.offPlan) */
export function farcTurn(s: GameState): Turn {
  return planTurn(s);
}

/** the spaces selected, in order (space commands) */
export function selected(t: Turn): string[] {
  return t.commands.flatMap((c) => (c.t === "space" ? [c.s] : []));
}

/** the spaces the Operation selected, in order (space commands before its first Done) */
export function opSelected(t: Turn): string[] {
  const end = t.commands.findIndex((c) => c.t === "done");
  return selected({ ...t, commands: end < 0 ? t.commands : t.commands.slice(0, end) });
}

/** the moves made, as "piece from>to" */
export function moves(t: Turn): string[] {
  return t.commands.flatMap((c) => {
    if (c.t === "move") return [`${c.p} ${c.from}>${c.to}`];
    if (c.t === "choose" && c.v.startsWith("carry:")) {
      const [, from, to, p] = c.v.split(":");
      return [`${p} ${from}>${to} carry`];
    }
    return [];
  });
}

/** the narration keys of the FARC flowchart (np.farc.*), in order */
export function farcKeys(t: Turn): string[] {
  return t.why.filter((k) => k.startsWith("np.farc."));
}
