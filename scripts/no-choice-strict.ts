/// <reference types="node" />
// Counts the dice the Non-players roll for no choice (8.2–8.3), strictly: at every random pick
// that rolls, the Faction's action is played to its end once for each other candidate the dice
// could have given (the same dice rolled, the same bots after), and the board compared. When every
// candidate leads to the same board at the end of the action, the dice decided nothing.
// Plays N seeded all-bot games (the seeds of same-games.ts "bots").
// Usage: tsx scripts/no-choice-strict.ts N   (BEFORE=1: as if no pick knew its places)
import { gameSeed } from "../src/cli/common";
import { mixSetup } from "../src/cli/sim";
import { BotCtx } from "../src/engine/bots/context";
import type { PickRecord } from "../src/engine/bots/pick-record";
import { SPACE_INDEX } from "../src/engine/data/map";
import {
  apply,
  botMove,
  createGame,
  type Faction,
  type GameState,
  getDecision,
  isRuleError,
  stepOf,
} from "../src/engine/index";

/** the candidate the next rolling pick returns instead of its result (its dice still rolled) */
let force: number | null = null;
const pick = BotCtx.prototype.pick;
BotCtx.prototype.pick = function (this: BotCtx, tiers, exclude, places) {
  const before = this.rolled.length;
  const r = pick.call(this, tiers, exclude, process.env.BEFORE ? 1 : places);
  if (force !== null && this.rolled.length > before) {
    const f = force;
    force = null;
    return f;
  }
  return r;
};

function play(s: GameState): GameState {
  const m = botMove(s);
  if (!m) throw new Error("no bot move");
  const r = apply(s, m.command);
  if (isRuleError(r)) throw new Error(r.code);
  return r.state;
}

/** the board at the end of f's action (as previewBotAction delimits it) */
function endOfAction(t: GameState, f: Faction, cardStart: number): string {
  for (let k = 0; k < 400; k++) {
    if (t.ended || t.cardStart !== cardStart) break;
    const step = stepOf(t);
    if (step.top.k === "card" || (!step.action && !step.event && getDecision(t).faction !== f)) break;
    t = play(t);
  }
  const { spaces, resources, aid, shipments, presidente, eligible, capabilities, momentum, outOfPlay } = t;
  return JSON.stringify({
    spaces,
    resources,
    aid,
    shipments,
    presidente,
    eligible,
    capabilities,
    momentum,
    outOfPlay,
  });
}

const n = Number(process.argv[2] ?? 20);
const all = ["govt", "farc", "auc", "cartels"] as const;
let rolling = 0;
let dice = 0;
let noChoice = 0;
let diceForNothing = 0;
const examples: string[] = [];
const byStep = new Map<string, number>();
for (let g = 0; g < n; g++) {
  let s = createGame(mixSetup(gameSeed(20261128, g), [...all]));
  for (let k = 0; k < 20_000 && !s.ended; k++) {
    const m = botMove(s)!;
    const top = stepOf(s).top;
    const where = `${top.k === "other" ? top.kind : top.k} ${getDecision(s).kind}`;
    const first = (m.command.meta?.picks as PickRecord[] | undefined)?.[0];
    const r = apply(s, m.command);
    if (isRuleError(r)) throw new Error(r.code);
    if (first) {
      rolling++;
      dice += first.dice.length;
      const f = m.command.by;
      const actual = endOfAction(r.state, f, s.cardStart);
      let same = true;
      for (const c of first.candidates) {
        if (c === first.space) continue;
        force = SPACE_INDEX[c];
        const alt = botMove(s);
        force = null;
        const ra =
          alt && JSON.stringify(alt.command.dice) === JSON.stringify(m.command.dice)
            ? apply(s, alt.command)
            : null;
        if (!ra || isRuleError(ra) || endOfAction(ra.state, f, s.cardStart) !== actual) {
          same = false;
          break;
        }
      }
      if (same) {
        noChoice++;
        diceForNothing += first.dice.length;
        if (examples.length < 10)
          examples.push(`game ${g} seq ${s.seq} ${f} ${where}: ${first.candidates.join(",")}`);
        byStep.set(`${f} ${where}`, (byStep.get(`${f} ${where}`) ?? 0) + first.dice.length);
      }
    }
    s = r.state;
  }
}
console.log(
  `${n} games: ${rolling} random picks rolled ${dice} dice; ${noChoice} picks (${diceForNothing} dice) decided nothing`,
);
for (const e of examples) console.log(`  ${e}`);
for (const [k, v] of [...byStep].sort((a, b) => b[1] - a[1])) console.log(`  ${v} dice: ${k}`);
