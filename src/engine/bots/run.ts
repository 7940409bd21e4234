// A Non-player's next Command: decide(state) → Command, pure (8.0). The Command carries the
// dice the bot rolled (8.2, checked and rolled by the engine), its notepad, and in `meta` the
// narration of its reasoning (flowchart boxes, questions, answers), which hosts show.
import { jsonLength } from "../core/json-length";
import { optionKey } from "../flow/decide";
import { commandOf, getDecision } from "../flow/runtime";
import { MAX_META } from "../saved-game";
import type { Command, GameState, Msg, Option } from "../types";
import { BotCtx } from "./context";
import { eventStep } from "./events/index";
import { genericStep } from "./generic";
import { sayMomentum, sayPlainStep } from "./plain-steps";
import { botOf } from "./registry";
import { sequenceChoice } from "./sequence";

export interface BotMove {
  command: Command;
  /** the narration, also in command.meta.why */
  why: Msg[];
}

/** is the Faction that must decide now a Non-player (so a bot should act)? */
export function nonPlayerToAct(s: GameState): boolean {
  const f = getDecision(s).faction;
  return !!f && s.seats[f] === "nonplayer";
}

export interface BotMoveOptions {
  /**
   * a look-ahead's move (a copy of the game played out and thrown away): the same Command body,
   * dice and notepad, without the narration and picks in its meta (why stays empty)
   */
  quiet?: boolean;
}

/** The Non-player's next Command, or null when no Non-player is to decide. */
export function botMove(s: GameState, opts?: BotMoveOptions): BotMove | null {
  const d = getDecision(s);
  if (!d.faction || s.seats[d.faction] !== "nonplayer" || !d.options.length) return null;
  const quiet = !!opts?.quiet;
  const ctx = new BotCtx(s, d, quiet);
  if (quiet) {
    const command = commandOf(choose(ctx), s.seq, d.faction);
    if (ctx.rolled.length) command.dice = ctx.rolled.slice();
    if (ctx.noteChanged && ctx.note) command.note = ctx.note;
    return { command, why: ctx.why };
  }
  sayMomentum(ctx);
  const said = ctx.why.length;
  const o = choose(ctx);
  if (ctx.why.length === said) sayPlainStep(ctx, o);
  const command = commandOf(o, s.seq, d.faction);
  if (ctx.rolled.length) command.dice = ctx.rolled.slice();
  if (ctx.noteChanged && ctx.note) command.note = ctx.note;
  command.meta = { bot: d.faction, why: ctx.why };
  // the picks as typed data, as long as the Command stays within what hosts accept (saved-game.ts);
  // their narration lines carry the same facts
  if (ctx.picks.length) {
    const withPicks = { ...command.meta, picks: ctx.picks };
    if (jsonLength(withPicks) <= MAX_META) command.meta = withPicks;
  }
  return { command, why: ctx.why };
}

/** botMove's Command alone */
export function botCommand(s: GameState): Command | null {
  return botMove(s)?.command ?? null;
}

function choose(ctx: BotCtx): Option {
  if (ctx.step.top.k === "card") return sequenceChoice(ctx);
  // 8.4 inside an Event: the Event's policy (generic rules and the card's own instruction) first
  const ev = ctx.d.context.event !== undefined ? eventStep(ctx) : null;
  if (ev && ctx.has(ev)) return ev;
  const mine = botOf(ctx.f).step(ctx);
  if (mine && ctx.has(mine)) return mine;
  const plain = mine ? optionKey(mine) : "";
  if (plain) ctx.say("np.offPlan", { faction: ctx.f });
  return genericStep(ctx);
}
