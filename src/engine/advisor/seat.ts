// An advised seat: at the start of each of its actions on a card it searches (advise) and then
// plays the chosen complete action step by step, each body only where the Decision offers it;
// every other decision of the seat (and any step the plan no longer fits) goes to its flowchart.
import {
  botMove,
  type Command,
  commandOf,
  type Faction,
  type GameState,
  getDecision,
  type Msg,
} from "../index";
import { describePlan, signed } from "./describe";
import { isActionRoot, isCivicRoot, PlanCursor } from "./plan";
import { type Advice, type AdvisorOptions, advise } from "./search";

export interface AdvisorSeatOptions extends Omit<AdvisorOptions, "seed"> {
  /** the seat's seed; each search mixes in the game's command number */
  seed: number;
  /** also search the Government's Civic Action in each Support Phase (6.4.1) */
  civic?: boolean;
}

export interface SeatMove {
  command: Command;
  /** set when this move began a searched action */
  advice: Advice | null;
  why: Msg[];
}

export class AdvisorSeat {
  private cursor: PlanCursor | null = null;
  /** the Propaganda Round whose Civic Action was searched (searched once, at its first step) */
  private civicRound = -1;
  constructor(
    readonly faction: Faction,
    readonly opts: AdvisorSeatOptions,
  ) {}

  /** the seat's next Command at `s` (its Faction must be deciding) */
  move(s: GameState): SeatMove {
    const d = getDecision(s);
    const f = this.faction;
    if (d.faction !== f) throw new Error(`the advised ${f} is not deciding`);
    let advice: Advice | null = null;
    if (
      isActionRoot(s, f) ||
      (this.opts.civic && isCivicRoot(s, f) && this.civicRound !== s.propagandaPlayed)
    ) {
      if (isCivicRoot(s, f)) this.civicRound = s.propagandaPlayed;
      advice = advise(s, f, { ...this.opts, seed: (this.opts.seed ^ Math.imul(s.seq, 0x2545f491)) | 0 });
      this.cursor = new PlanCursor(advice.ranked[0].plan);
    }
    const o = this.cursor && !this.cursor.done ? this.cursor.next(d) : null;
    if (o) return { command: commandOf(o, s.seq, f), advice, why: advice ? weighed(advice, s.current) : [] };
    const m = botMove(s);
    if (m) return { command: m.command, advice, why: m.why };
    return { command: commandOf(d.options[0], s.seq, f), advice, why: [] };
  }
}

/** what the search weighed: its choice and the next best, each with its mean margin change */
export function weighed(a: Advice, card: number | null): Msg[] {
  return a.ranked
    .slice(0, 2)
    .flatMap((x, i) => [
      { key: "advisor.weighed", params: { rank: i + 1, margin: signed(x.margin), playouts: x.playouts } },
      describePlan(x.plan, card),
    ]);
}
