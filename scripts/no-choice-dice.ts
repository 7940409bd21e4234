/// <reference types="node" />
// Counts the dice the Non-players roll for no choice (8.2–8.3): a random pick whose every
// candidate the same Faction then takes anyway, by its picks of the same action (same card, same
// phase), so only the order was drawn; and, where the engine's frame names the places to fill
// (an Event's N spaces, card 19's every space), the picks among no more candidates than that. Plays N seeded all-bot games (the seeds of
// same-games.ts "bots") and prints the count, with the first few cases.
// Usage: tsx scripts/no-choice-dice.ts N   (BEFORE=1: as if no pick knew its places)

import { gameSeed } from "../src/cli/common";
import { mixSetup } from "../src/cli/sim";
import { BotCtx } from "../src/engine/bots/context";
import { SPACE_IDS } from "../src/engine/data/map";
import { apply, botMove, createGame, type GameState, isRuleError } from "../src/engine/index";

interface Seen {
  at: string;
  /** the places the step fills, where the engine's frame says (an Event's N spaces, card 19) */
  room: number;
  cands: number[];
  space: number;
  dice: number;
}
let seen: Seen[] = [];
const pick = BotCtx.prototype.pick;
BotCtx.prototype.pick = function (this: BotCtx, tiers, exclude, places) {
  const before = this.rolled.length;
  const r = pick.call(this, tiers, exclude, process.env.BEFORE ? 1 : places);
  if (r !== null) {
    const tier = tiers.map((t) => t.filter((i) => !exclude?.has(i))).find((t) => t.includes(r)) ?? [r];
    const top = this.step.top;
    const room =
      top.k === "ev.space"
        ? top.n - top.picked.length
        : top.k === "other" && top.kind === "c19.offensive"
          ? Number.POSITIVE_INFINITY
          : 0;
    seen.push({
      room,
      at: `${this.f} ${this.step.top.k === "other" ? this.step.top.kind : this.step.top.k} ${this.d.kind}`,
      cands: [...new Set(tier)],
      space: r,
      dice: this.rolled.length - before,
    });
  }
  return r;
};

const n = Number(process.argv[2] ?? 100);
const all = ["govt", "farc", "auc", "cartels"] as const;
let noChoice = 0;
let diceForNothing = 0;
let picksWithDice = 0;
/** the issue's own measure where the engine knows the places: Event steps (8.4.3, card 19) */
let eventNoChoice = 0;
let eventDice = 0;
const examples: string[] = [];
const byStep = new Map<string, number>();
for (let g = 0; g < n; g++) {
  let s: GameState = createGame(mixSetup(gameSeed(20261128, g), [...all]));
  // picks grouped by action: the Faction, the card, and whether a Propaganda Round is under way
  const groups = new Map<string, Seen[]>();
  let steps = 0;
  while (!s.ended && steps++ < 20_000) {
    seen = [];
    const m = botMove(s);
    if (!m) break;
    const key = `${s.cardStart}|${m.command.by}|${s.frames.some((f) => f.k === "propaganda")}`;
    const list = groups.get(key) ?? [];
    list.push(...seen);
    groups.set(key, list);
    const r = apply(s, m.command);
    if (isRuleError(r)) throw new Error(`game ${g}: ${r.code}`);
    s = r.state;
  }
  for (const [key, list] of groups)
    list.forEach((p, k) => {
      if (!p.dice) return;
      picksWithDice++;
      if (p.cands.length <= p.room) {
        eventNoChoice++;
        eventDice += p.dice;
      }
      const later = new Set(list.slice(k).map((q) => q.space));
      if (p.cands.every((c) => later.has(c))) {
        noChoice++;
        byStep.set(p.at, (byStep.get(p.at) ?? 0) + p.dice);
        diceForNothing += p.dice;
        if (examples.length < 12)
          examples.push(`game ${g} ${key}: ${p.cands.map((c) => SPACE_IDS[c]).join(",")} (${p.dice} dice)`);
      }
    });
}
console.log(
  `${n} games: ${picksWithDice} random picks with dice, ${noChoice} for no choice (${diceForNothing} dice)`,
);
console.log(
  `  of which in Event steps with no more candidates than places to fill: ${eventNoChoice} picks (${eventDice} dice)`,
);
for (const e of examples) console.log(`  ${e}`);
for (const [k, v] of [...byStep].sort((a, b) => b[1] - a[1])) console.log(`  ${v} dice: ${k}`);
