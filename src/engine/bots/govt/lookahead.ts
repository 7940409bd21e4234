// G0's look at an Event (our flowchart, docs/nonplayer-government.md): the Event played out on a
// copy of the game, every step by the Non-players' own instructions (8.4), and the change it makes
// to the Government's standing (twice its 7.3 margin minus FARC's and the Cartels').
import { margins } from "../../core/queries";
import { apply, commandOf, getDecision } from "../../flow/runtime";
import { stepOf } from "../../step";
import { type GameState, isRuleError, type Option } from "../../types";
import { botMove } from "../run";

/** at most this many steps are played out (an Event is a few dozen at most) */
const MAX_STEPS = 200;

/**
 * The Government's standing: twice its 7.3 margin (Total Support − 60) minus FARC's (Opposition +
 * Bases − 25) and the Cartels' (the lesser of Bases − 10 and Resources − 40), the two Insurgents
 * that most often win (weights measured: docs/nonplayer-government.md)
 */
export function standing(s: GameState): number {
  const m = margins(s);
  return 2 * m.govt - m.farc - m.cartels;
}

/**
 * The change in `standing` once the Event of option `o` is over, played out by the bots; null when a
 * player would have to decide inside it (nobody can foresee that) or it cannot be played out.
 */
export function eventGain(s: GameState, o: Option): number | null {
  let t: GameState = s;
  const first = apply(t, commandOf(o, t.seq, "govt"));
  if (isRuleError(first)) return null;
  t = first.state;
  for (let n = 0; n < MAX_STEPS && !t.ended && stepOf(t).event; n++) {
    const f = getDecision(t).faction;
    if (!f || t.seats[f] !== "nonplayer") return null;
    const m = botMove(t);
    if (!m) return null;
    const r = apply(t, m.command);
    if (isRuleError(r)) return null;
    t = r.state;
  }
  return stepOf(t).event ? null : standing(t) - standing(s);
}
