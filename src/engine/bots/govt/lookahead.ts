// G0's look at an Event (our flowchart, docs/nonplayer-government.md): the Event played out on a
// copy of the game, every step by the Non-players' own instructions (8.4), and the change it makes
// to the Government's standing (twice its 7.3 margin minus FARC's and the Cartels', plus its
// Resources / 12).

import { basesOnMap, factionPieces, govtControls, hasPop, margins, totalSupport } from "../../core/queries";
import { card } from "../../data/cards";
import { eventDef } from "../../events/registry";
import { nonPlayerSide } from "../../flow/discord";
import { apply, commandOf, getDecision } from "../../flow/runtime";
import { stepOf } from "../../step";
import { type Faction, type GameState, isRuleError, type Option } from "../../types";
import { declineNow } from "../events/registry";
import { botMove } from "../run";
import { SECOND_OPS } from "../sequence";
import { GOVT } from "./common";

/** at most this many steps are played out (an Event is a few dozen at most) */
const MAX_STEPS = 200;

/** Government Resources worth one point of standing (Civic Action turns them into Support later) */
export const RESOURCES_PER_POINT = 12;

/**
 * The Government's standing: twice its 7.3 margin (Total Support − 60) minus FARC's (Opposition +
 * Bases − 25) and the Cartels' (the lesser of Bases − 10 and Resources − 40), the two Insurgents
 * that most often win, plus its Resources / 12 (weights measured: docs/nonplayer-government.md)
 */
export function standing(s: GameState): number {
  const m = margins(s);
  return 2 * m.govt - m.farc - m.cartels + s.resources.govt / RESOURCES_PER_POINT;
}

/**
 * The change in `standing` once the Event of option `o` is over, played out by the bots (HARM when
 * it harms the Government: `harms`); null when a player would have to decide inside it (nobody
 * can foresee that) or it cannot be played out.
 */
export function eventGain(s: GameState, o: Option): number | null {
  const first = apply(s, commandOf(o, s.seq, "govt"));
  const t = isRuleError(first) ? null : finishEvent(first.state);
  if (!t) return null;
  return harms(s, t) ? HARM : standing(t) - standing(s);
}

/**
 * The game once the Event under way is over, every step by the Non-players' bots (quiet: nobody
 * reads the narration of a copy); null when a player would decide inside it, a step is refused,
 * or it lasts more than MAX_STEPS.
 */
function finishEvent(s: GameState): GameState | null {
  let t = s;
  for (let n = 0; n < MAX_STEPS && !t.ended && stepOf(t).event; n++) {
    // botMove answers null for a player's step
    const m = botMove(t, { quiet: true });
    const r = m && apply(t, m.command);
    if (!r || isRuleError(r)) return null;
    t = r.state;
  }
  return stepOf(t).event ? null : t;
}

/** what G0 counts for an Event that harms the Government: never worth taking */
export const HARM = -99;

/**
 * Does going from s to t harm the Government whatever the margins say: Total Support lower, a
 * Govt Base gone, Govt Control of a populated space lost (1.7), or a FARC Zone on Govt pieces?
 */
export function harms(s: GameState, t: GameState): boolean {
  if (totalSupport(t) < totalSupport(s) || basesOnMap(t, "govt") < basesOnMap(s, "govt")) return true;
  for (let i = 0; i < s.spaces.length; i++) {
    if (hasPop(s, i) && govtControls(s, i) && !govtControls(t, i)) return true;
    // a FARC Zone where Government pieces stand sends them away (6.4.4)
    if (t.spaces[i].zone && !s.spaces[i].zone && factionPieces(s, i, "govt") > 0) return true;
  }
  return false;
}

/**
 * What the card's Event would cost the Government (the fall in `standing`) in the hands of the
 * next Eligible Faction: its side (8.4.1) played out on a copy by the Non-players' instructions
 * (8.4). The copy lets the Government Pass, so that Faction chooses next. Null when it would not
 * take the Event (8.1: "2nd: Ops", not effective, a card instruction's decline) or a player would
 * decide inside it (nobody can foresee that).
 */
export function eventThreat(s: GameState): { by: Faction; cost: number } | null {
  const n = s.current ?? 0;
  // 2.3.2 the next Eligible after the Government, in the card's order
  const f = card(n).factionOrder.find((x) => x !== GOVT && s.eligible[x] && !s.card.acted[x]);
  if (!f || SECOND_OPS.has(n)) return null;
  const side = nonPlayerSide(n, f);
  if (!side || !eventDef(n)?.[side]?.effective(s, f) || declineNow(s, n, side, f)) return null;
  const pass = getDecision(s).options.find((o) => o.t === "choose" && o.c.k === "pass");
  const r0 = pass && apply(s, commandOf(pass, s.seq, GOVT));
  if (!r0 || isRuleError(r0)) return null;
  const base = r0.state;
  const d = getDecision(base);
  if (d.faction !== f || stepOf(base).top.k !== "card") return null;
  const o = d.options.find((x) => x.t === "choose" && x.c.k === "event" && x.c.side === side);
  const r = o && apply(base, commandOf(o, base.seq, f));
  const t = !r || isRuleError(r) ? null : finishEvent(r.state);
  return t && { by: f, cost: standing(base) - standing(t) };
}
