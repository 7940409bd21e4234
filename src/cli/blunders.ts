/// <reference types="node" />
// Blunder counter: plays all-bot games (the `simulate --nonplayers all` tables, same
// seeds) and counts, by kind, the Non-players' choices a player would call blunders. Each kind is
// read from the state before and after the bots' Commands, through the engine's public index only
// (the typed step view, the Decision, the Command's Choice, queries).
// Usage: tsx src/cli/blunders.ts [--games 200] [--seed 1] [--verbose]
import {
  apply,
  botMove,
  type Command,
  choiceOf,
  createGame,
  FACTIONS,
  type Faction,
  factionPieces,
  type GameState,
  getDecision,
  govtControls,
  hasPop,
  isRuleError,
  margins,
  SPACES,
  spaceIdx,
  stepOf,
  totalSupport,
} from "../engine/index";
import { argNumber, gameSeed } from "./common";
import { mixSetup } from "./sim";

export const KINDS = {
  c69Bogota: "card 69: the Government's move leaves Bogotá without Govt Control",
  bogota: "another Government turn ends with Bogotá's Govt Control lost",
  trainEmpty: "Train paid for a space where it placed nothing (and did no Base or Civic Action)",
  trainBase: "Train replaced 3 cubes with a Base and lost Govt Control there",
  trainNothing: "a Train that placed no cube and did no Base or Civic Action",
  g1Train: "G1 said Train, and the Train did not serve its purpose (no Civic Action, Base or Control)",
  eradFirst: "Eradicate before the first Propaganda Round shifted a space toward Opposition",
  eradOpp: "Eradicate shifted a space toward Opposition (feeding FARC) while FARC led the Cartels (7.3)",
  ev36: "Event: the Government's card 36 put the FARC Zone on its own pieces",
  ev63: "Event: the Government's card 63 cost Support",
  ev26: "Event: the Cartels' card 26 shaded (paying FARC)",
  ev21: "Event: the AUC's card 21 shaded (a FARC Base and +6 FARC Resources)",
  ev60: "Event: the AUC's card 60 shaded (Cartels Bases in 2 Cities)",
} as const;
export type Kind = keyof typeof KINDS;

const BOGOTA = spaceIdx("bogota");
const IDS = SPACES.map((d) => d.id);

interface TrainRec {
  start: GameState;
  spaces: number[];
  placed: Set<number>;
  extra: number;
  base: boolean;
  ctrlBeforeBase: boolean;
  g1: boolean;
}
interface EventRec {
  f: Faction;
  n: number;
  side: string;
  start: GameState;
}

/** watches one game's Commands and counts the blunders */
export class Watcher {
  readonly counts = Object.fromEntries(Object.keys(KINDS).map((k) => [k, 0])) as Record<Kind, number>;
  readonly seen: string[] = [];
  private turnStart: GameState | null = null;
  private turn69 = false;
  private train: TrainRec | null = null;
  private g1 = false;
  private erad: GameState | null = null;
  private event: EventRec | null = null;

  constructor(private readonly game = 0) {}

  private hit(k: Kind, s: GameState, detail = ""): void {
    this.counts[k]++;
    this.seen.push(`game ${this.game} card ${s.current} (${s.played.length}): ${k} ${detail}`);
  }

  /** one Command `c` by faction `f` took state `a` to state `b`; `why` is the bot's narration */
  step(a: GameState, f: Faction, c: Command, why: readonly { key: string }[], b: GameState): void {
    const ch = choiceOf(c);
    const before = stepOf(a);
    if (ch?.k === "event" && a.current !== null) this.event = { f, n: a.current, side: ch.side, start: a };
    if (f === "govt") {
      this.turnStart ??= a;
      if (ch?.k === "event" && a.current === 69) this.turn69 = true;
      if (ch?.k === "op") this.g1 = ch.op === "train" && why.some((m) => m.key === "np.govt.train.yes");
      // Train: cubes placed, the extra step (3.2.1)
      const top = before.top;
      if (top.k === "op.train") {
        this.train ??= {
          start: a,
          spaces: [],
          placed: new Set(),
          extra: -1,
          base: false,
          ctrlBeforeBase: false,
          g1: this.g1,
        };
        if (c.t === "place") this.train.placed.add(spaceIdx(c.s));
        if ((ch?.k === "base" || ch?.k === "civic") && ch.space) {
          this.train.extra = spaceIdx(ch.space);
          if (ch.k === "base") {
            this.train.base = true;
            this.train.ctrlBeforeBase = govtControls(a, this.train.extra);
          }
        }
      }
      if (before.top.k === "sa.eradicate") this.erad ??= a;
    }
    const after = stepOf(b);
    if (this.train) {
      const act = after.action ?? before.action;
      if (act) this.train.spaces = [...act.opSpaces];
      if (!after.find("op.train")) this.endTrain(this.train, b);
    }
    if (this.erad && !after.find("sa.eradicate")) {
      this.endEradicate(this.erad, b);
      this.erad = null;
    }
    if (this.event && !after.event) {
      this.endEvent(this.event, b);
      this.event = null;
    }
    const next = b.ended ? null : getDecision(b).faction;
    if (this.turnStart && next !== "govt") {
      if (govtControls(this.turnStart, BOGOTA) && !govtControls(b, BOGOTA))
        this.hit(this.turn69 ? "c69Bogota" : "bogota", b, after.propaganda ? "(Propaganda)" : "");
      this.turnStart = null;
      this.turn69 = false;
    }
  }

  private endTrain(t: TrainRec, b: GameState): void {
    this.train = null;
    const empty = t.spaces.filter((i) => !t.placed.has(i) && i !== t.extra);
    for (const i of empty) this.hit("trainEmpty", b, IDS[i]);
    if (t.base && !govtControls(b, t.extra)) {
      if (t.ctrlBeforeBase) this.hit("trainBase", b, IDS[t.extra]);
    }
    if (t.placed.size === 0 && t.extra < 0) this.hit("trainNothing", b);
    if (t.g1) {
      const gained = t.spaces.some((i) => hasPop(b, i) && !govtControls(t.start, i) && govtControls(b, i));
      if (t.extra < 0 && !gained) this.hit("g1Train", b);
    }
  }

  private endEradicate(a: GameState, b: GameState): void {
    // a shift that adds Opposition (1.6): FARC's margin grows (7.2)
    const into = b.spaces.findIndex((sp, i) => sp.sup < 0 && sp.sup < a.spaces[i].sup);
    if (into < 0) return;
    if (a.propagandaPlayed === 0) this.hit("eradFirst", b, IDS[into]);
    const m = margins(a);
    if (m.farc >= m.cartels) this.hit("eradOpp", b, IDS[into]);
  }

  private endEvent(e: EventRec, b: GameState): void {
    const { f, n, side, start: a } = e;
    if (f === "govt" && n === 36) {
      const z = b.spaces.findIndex((sp, i) => sp.zone && !a.spaces[i].zone);
      if (z >= 0 && factionPieces(a, z, "govt") > 0) this.hit("ev36", b, IDS[z]);
    }
    if (f === "govt" && n === 63 && totalSupport(b) < totalSupport(a)) this.hit("ev63", b);
    if (f === "cartels" && n === 26 && side === "shaded") this.hit("ev26", b);
    if (f === "auc" && n === 21 && side === "shaded") this.hit("ev21", b);
    if (f === "auc" && n === 60 && side === "shaded") this.hit("ev60", b);
  }
}

/** one all-bot game (the simulate tables: mixSetup with every seat a Non-player) */
export function watchGame(seed: number, game: number): Watcher {
  const w = new Watcher(game);
  let s = createFor(seed, game);
  for (let n = 0; n < 20_000 && !s.ended; n++) {
    const move = botMove(s);
    if (!move) throw new Error(`game ${game}: no bot move`);
    const r = apply(s, move.command);
    if (isRuleError(r)) throw new Error(`game ${game}: refused ${r.code}`);
    w.step(s, move.command.by, move.command, move.why, r.state);
    s = r.state;
  }
  return w;
}

function createFor(seed: number, game: number): GameState {
  return createGame(mixSetup(gameSeed(seed, game), FACTIONS));
}

function main(): void {
  const games = argNumber("games", 200);
  const seed = argNumber("seed", 1);
  const verbose = process.argv.includes("--verbose");
  const total = Object.fromEntries(Object.keys(KINDS).map((k) => [k, 0])) as Record<Kind, number>;
  for (let g = 0; g < games; g++) {
    const w = watchGame(seed, g);
    for (const k of Object.keys(KINDS) as Kind[]) total[k] += w.counts[k];
    if (verbose) for (const l of w.seen) console.log(l);
  }
  let sum = 0;
  for (const k of Object.keys(KINDS) as Kind[]) {
    sum += total[k];
    console.log(`${String(total[k]).padStart(5)}  ${k.padEnd(13)} ${KINDS[k]}`);
  }
  console.log(`${String(sum).padStart(5)}  total over ${games} games, seed ${seed}`);
}

if (process.argv[1]?.endsWith("blunders.ts")) main();
