// The Propaganda Round's frame (6.0): the phase under way and whether it is the game's last
// Round (2.4.1). Kept apart from round.ts so the phases' own modules can ask where the Round
// stands without importing the Round that imports them.
import type { Frame, GameState } from "../types";

export type PropagandaPhase =
  | "victory"
  | "sabotage"
  | "resources"
  | "civic"
  | "agitation"
  | "election"
  | "elite"
  | "redeploy"
  | "reset";

export interface PropagandaFrame extends Frame {
  k: "propaganda";
  phase: PropagandaPhase;
  /** the final Propaganda card (2.4.1): after the Support Phase the game ends (7.3) */
  final: boolean;
}

function isPropagandaFrame(f: Frame): f is PropagandaFrame {
  return f.k === "propaganda";
}

/** Is a final Propaganda Round (2.4.1, the last card) under way? */
export function inFinalRound(s: GameState): boolean {
  return s.frames.some((f) => isPropagandaFrame(f) && f.final === true);
}
