// What a Non-player bot works with while it makes one choice: the state and the Decision (read
// only), the dice it rolls (the game's own next dice, 8.2: they travel with the Command), the
// narration of every flowchart box it passes, and its notepad for the action under way.
import { type Choice, choiceValue } from "../choice";
import { peekDice } from "../core/rng";
import { SPACE_IDS, SPACE_INDEX } from "../data/map";
import { randomSpacePurpose } from "../flow/command-dice";
import { optionKey } from "../flow/decide";
import { type Step, stepOf } from "../step";
import type { BotNote, Decision, Faction, GameState, Msg, Option } from "../types";
import type { Dice } from "./dice";
import { type PickRecord, pickParams, pickRecord } from "./pick-record";
import { pickRandom } from "./random-space";

export type Params = Record<string, string | number>;

export class BotCtx {
  readonly f: Faction;
  /** narration: flowchart boxes with their answers, picks with their reasons (lang keys) */
  readonly why: Msg[] = [];
  /** dice rolled for this choice, in order */
  readonly rolled: number[] = [];
  /** the random picks made for this choice (8.2 / 8.3), as data: candidates, dice, walk, result */
  readonly picks: PickRecord[] = [];
  readonly dice: Dice;
  private noteNow: BotNote | undefined;
  noteChanged = false;
  private offered: Set<Option> | null = null;
  private keys: Set<string> | null = null;
  private asks = 0;
  private stepNow: Step | null = null;

  /**
   * quiet: a look-ahead's choice (a copy of the game played out and thrown away): the same choice
   * and dice, no narration and no pick records (nobody reads them)
   */
  constructor(
    readonly s: GameState,
    readonly d: Decision,
    readonly quiet = false,
  ) {
    this.f = d.faction as Faction;
    this.noteNow = s.botNotes?.[this.f];
    this.dice = {
      d6: () => {
        const v = peekDice(this.s, this.rolled.length + 1, randomSpacePurpose(this.s, this.f))[
          this.rolled.length
        ];
        this.rolled.push(v);
        return v;
      },
    };
  }

  /** where the engine stands: the step on top, the action, Event and Round under way (typed) */
  get step(): Step {
    this.stepNow ??= stepOf(this.s);
    return this.stepNow;
  }

  say(key: string, params?: Params): void {
    if (!this.quiet) this.why.push(params ? { key, params } : { key });
  }

  /** a flowchart box's question answered: narrated as np.<box>.yes / .no; returns the answer */
  box(id: string, yes: boolean, params?: Params): boolean {
    if (!this.quiet) this.say(`np.${id}.${yes ? "yes" : "no"}`, { faction: this.f, ...params });
    return yes;
  }

  get note(): BotNote | undefined {
    return this.noteNow;
  }
  setNote(n: BotNote): void {
    this.noteNow = n;
    this.noteChanged = true;
  }

  // ---- the Decision's options -----------------------------------------------------------------

  has(o: Option | undefined): o is Option {
    if (!o) return false;
    // option builders share one object per option (flow/decide.ts): identity answers most asks
    // without building a key (a plain scan for the first two asks, most choices make no more;
    // a set from then on); the keys settle the rest
    if (this.offered) {
      if (this.offered.has(o)) return true;
    } else if (++this.asks > 2) {
      this.offered = new Set(this.d.options);
      if (this.offered.has(o)) return true;
    } else if (this.d.options.includes(o)) return true;
    if (!this.keys) this.keys = new Set(this.d.options.map(optionKey));
    return this.keys.has(optionKey(o));
  }

  /** the choose option whose Choice passes the test */
  choice(test: (c: Choice) => boolean): Option | undefined {
    return this.d.options.find((o) => o.t === "choose" && test(o.c));
  }

  /** the option for exactly this Choice, if offered */
  exact(c: Choice): Option | undefined {
    const v = choiceValue(c);
    return this.d.options.find((o) => o.t === "choose" && o.v === v);
  }

  done(): Option | undefined {
    return this.d.options.find((o) => o.t === "done");
  }

  /** space indices of the `space` options (selectable spaces) */
  spaceOptions(): number[] {
    const out: number[] = [];
    for (const o of this.d.options) if (o.t === "space") out.push(SPACE_INDEX[o.s]);
    return out;
  }

  spaceOption(i: number): Option | undefined {
    const id = SPACE_IDS[i];
    return this.d.options.find((o) => o.t === "space" && o.s === id);
  }

  /**
   * The spaces the step under way will still select, where the engine says so: an Event naming N
   * spaces (8.4.3: the Non-player takes as many as it may), card 19's Offensive in every space in
   * turn; 1 elsewhere (the caller knows better: it passes `places`).
   */
  placesHere(): number {
    if (this.d.kind !== "selectSpace") return 1;
    const t = this.step.top;
    if (t.k === "ev.space") return Math.max(1, t.n - t.picked.length);
    if (t.k === "other" && t.kind === "c19.offensive") return Number.POSITIVE_INFINITY;
    return 1;
  }

  /**
   * 8.2 / 8.3: the first tier that has a candidate; ties within it go to the random selection
   * (recorded in `picks` with its dice, which are sent with the Command). When the tier has no
   * more candidates than the `places` still to fill, every one of them is taken anyway: the first
   * comes without a roll (8.2 selects at random only among more candidates than places). Not
   * given: the places the engine's step names when it selects spaces (placesHere), else 1.
   * null when every tier is empty.
   */
  pick(
    tiers: readonly (readonly number[])[],
    exclude?: ReadonlySet<number>,
    places = this.placesHere(),
  ): number | null {
    for (const tier of tiers) {
      const cands = exclude ? tier.filter((i) => !exclude.has(i)) : tier;
      if (!cands.length) continue;
      if (cands.length > 1 && cands.length <= places) return cands[0];
      const before = this.rolled.length;
      const r = pickRandom(this.s, this.dice, cands);
      if (!r) continue;
      if (this.rolled.length > before && !this.quiet) {
        const rec = pickRecord(this.s, cands, r);
        this.picks.push(rec);
        this.say("np.random", pickParams(rec, this.picks.length - 1));
      }
      return r.space;
    }
    return null;
  }
}
