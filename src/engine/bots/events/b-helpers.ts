// Small tools the per-card instructions of cards 37–72 share (cards-b.ts, cards-b2.ts): which
// step of the card is asking, the offered Factions / modes / spaces, and the two 8.4.3 shift
// policies. docs/nonplayer-events-b.md.
import { margins } from "../../core/queries";
import { SPACE_INDEX } from "../../data/map";
import { stepKind } from "../../step";
import type { Faction, Option } from "../../types";
import type { BotCtx } from "../context";
import { pickShift, pickSpaceIn } from "./generic";

/** the answer key of the Event step on top (`ev.space` / `ev.choice` frames), else its frame kind */
export function stepOf(ctx: BotCtx): string {
  const t = ctx.step.top;
  return t.k === "ev.space" || t.k === "ev.choice" ? t.key : stepKind(t);
}

/** the answers recorded so far by the Event under way (the `ev.seq` frame) */
export function evData(ctx: BotCtx): Record<string, unknown> {
  return ctx.step.event?.data ?? {};
}

/** how many spaces the `ev.space` step on top has already taken */
export function pickedSoFar(ctx: BotCtx): number {
  const t = ctx.step.top;
  return t.k === "ev.space" ? t.picked.length : 0;
}

/** the offered Factions of a Faction choice, in the Decision's order */
export function factionOptions(ctx: BotCtx): { o: Option; f: Faction }[] {
  const out: { o: Option; f: Faction }[] = [];
  for (const o of ctx.d.options) if (o.t === "choose" && o.c.k === "faction") out.push({ o, f: o.c.faction });
  return out;
}

/** the option of a card's mode, if offered */
export const modeOption = (ctx: BotCtx, mode: string): Option | undefined => ctx.exact({ k: "mode", mode });

/** the offered spaces with the highest value of `v` (none when the best is 0 or below) */
export function top(
  ctx: BotCtx,
  v: (i: number) => number,
  among = ctx.spaceOptions(),
): { spaces: number[]; n: number } {
  const n = among.length ? Math.max(...among.map(v)) : 0;
  return { spaces: n > 0 ? among.filter((i) => v(i) === n) : [], n };
}

/** the offered space with the most of `v` (ties and "none above 0": 8.2 at random), narrated */
export function most(ctx: BotCtx, v: (i: number) => number, key: string): Option | null {
  const t = top(ctx, v);
  const o = pickSpaceIn(ctx, [t.spaces]);
  if (o?.t === "space") ctx.say(key, { space: o.s, n: t.n });
  return o ?? null;
}

/**
 * A Faction named by the executor (cards 46, 53, 70): itself when offered (it gets the free
 * action), else the Insurgent furthest behind on victory margin (7.3: it helps the leader least).
 */
export function selfOrTrailing(ctx: BotCtx, card: number): Option | null {
  if (ctx.d.kind !== "chooseFaction") return null;
  const offered = factionOptions(ctx);
  const self = offered.find((x) => x.f === ctx.f);
  if (self) {
    ctx.say(`np.ev.${card}.self`, { faction: self.f });
    return self.o;
  }
  const m = margins(ctx.s);
  const pick = offered.sort((a, b) => m[a.f] - m[b.f])[0];
  if (!pick) return null;
  ctx.say(`np.ev.${card}.trailing`, { faction: pick.f });
  return pick.o;
}

/** 8.4.3 a shift step of `levels` (− toward Active Opposition): where the totals change most */
export const shiftBy =
  (levels: number) =>
  (ctx: BotCtx): Option | null =>
    ctx.d.kind === "selectSpace" ? (pickShift(ctx, (i) => ctx.s.spaces[i].sup + levels) ?? null) : null;

/** 8.4.3 a step that sets spaces to one level: where the totals change most */
export const setTo =
  (lv: number) =>
  (ctx: BotCtx): Option | null =>
    ctx.d.kind === "selectSpace" ? (pickShift(ctx, () => lv) ?? null) : null;

type MoveOpt = Extract<Option, { t: "move" }>;

export const moveOptions = (ctx: BotCtx): MoveOpt[] =>
  ctx.d.options.filter((o): o is MoveOpt => o.t === "move");

export const at = (id: string): number => SPACE_INDEX[id as keyof typeof SPACE_INDEX];

/**
 * A move chosen in two 8.2 draws: the destination from the first non-empty tier of `to`, then
 * the origin from the first non-empty tier of `from` among the moves into it.
 */
export function pickMove(
  ctx: BotCtx,
  to: (moves: MoveOpt[]) => number[][],
  from: (moves: MoveOpt[]) => number[][],
): MoveOpt | undefined {
  const opts = moveOptions(ctx);
  const dest = ctx.pick(to(opts));
  if (dest === null) return undefined;
  const into = opts.filter((o) => at(o.to) === dest);
  const origin = ctx.pick(from(into));
  return into.find((o) => at(o.from) === origin);
}
