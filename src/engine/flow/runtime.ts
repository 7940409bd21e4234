// The Decision/Command protocol: getDecision, validate (membership), apply (copy, run, settle).
import { cloneState } from "../core/clone";
import { ruleError } from "../core/errors";
import type { Ctx } from "../core/mutate";
import { isSpaceId } from "../data/map";
import { doTransfer, isTransfer, validateTransfer } from "../transfer";
import {
  type ApplyResult,
  type Command,
  type CommandBody,
  type Decision,
  FACTIONS,
  type Faction,
  type GameState,
  PIECE_KINDS,
  type RuleError,
  type Transfer,
} from "../types";
import { checkCommandDice, rollCommandDice } from "./command-dice";
import { checkBotNote, keepBotNote } from "./command-note";
import { optionKey } from "./decide";
import { explainNoMove } from "./refusal";
import { handlerOf } from "./registry";
import { askHeir } from "./ship-heir";

const MAX_AUTO_STEPS = 100_000;

interface CachedDecision {
  d: Decision;
  /** option keys, built on the second membership test of a state (drags validate repeatedly) */
  keys: Set<string> | null;
  scans: number;
}
/** A base class whose constructor returns the object it is given (see DecisionSlot). */
class Returning {
  constructor(o: object) {
    // biome-ignore lint/correctness/noConstructorReturn: lets DecisionSlot add its field to a state
    return o;
  }
}
/**
 * Each state's Decision is kept on the state itself in a private class field: the constructor
 * adds the field to the plain state object it is given. JSON, Object.keys, spreads, test
 * equality and structuredClone never see it, and adding and reading it go through the engine's
 * inline caches: several times cheaper than a non-enumerable property (Object.defineProperty)
 * or a WeakMap, once per state and on every drag.
 */
class DecisionSlot extends Returning {
  #c: CachedDecision;
  private constructor(s: GameState, c: CachedDecision) {
    super(s);
    this.#c = c;
  }
  static get(s: GameState): CachedDecision | undefined {
    return #c in s ? (s as unknown as DecisionSlot).#c : undefined;
  }
  static set(s: GameState, c: CachedDecision): void {
    if (#c in s) (s as unknown as DecisionSlot).#c = c;
    else if (Object.isExtensible(s)) new DecisionSlot(s, c);
  }
}
function cacheGet(s: GameState): CachedDecision | undefined {
  return DecisionSlot.get(s);
}
function cacheSet(s: GameState, c: CachedDecision): void {
  DecisionSlot.set(s, c);
}

const ENDED: Decision = {
  kind: "gameOver",
  faction: null,
  prompt: { key: "prompt.gameOver" },
  options: [],
  context: {},
};

/** Run automatic steps until some Faction must decide (or the game ends). */
export function runUntilDecision(ctx: Ctx): Decision {
  const s = ctx.s;
  for (let i = 0; i < MAX_AUTO_STEPS; i++) {
    if (s.ended || s.frames.length === 0) return ENDED;
    if (s.shipments.length && askHeir(ctx)) continue; // 4.5.3 an owner picks its Shipment's heir first
    const f = s.frames[s.frames.length - 1];
    const h = handlerOf(f.k);
    const d = h.decide(s, f);
    if (d) {
      if (d.options.length === 0) throw new Error(`dead end in frame ${f.k}`);
      return d;
    }
    if (!h.auto) throw new Error(`frame ${f.k} has no decision and no automatic step`);
    h.auto(ctx, f);
  }
  throw new Error("automatic steps did not settle");
}

function cached(s: GameState): CachedDecision {
  let c = cacheGet(s);
  if (!c) {
    let d: Decision;
    if (s.ended || s.frames.length === 0) d = ENDED;
    else {
      const f = s.frames[s.frames.length - 1];
      d = handlerOf(f.k).decide(s, f) ?? ENDED;
    }
    c = { d, keys: null, scans: 0 };
    cacheSet(s, c);
  }
  return c;
}

export function rememberDecision(s: GameState, d: Decision): void {
  cacheSet(s, { d, keys: null, scans: 0 });
}

export function getDecision(s: GameState): Decision {
  return cached(s).d;
}

/**
 * A Command from one of the Decision's options. Each shape is written out (no spread over the
 * shared, frozen option objects): bots and random play build one per step.
 */
export function commandOf(o: CommandBody, seq: number, by: Faction): Command {
  switch (o.t) {
    case "choose":
      return { t: "choose", v: o.v, seq, by }; // never the decoded `c` of an option
    case "space":
      return { t: "space", s: o.s, seq, by };
    case "place":
    case "remove":
    case "flip":
      return { t: o.t, p: o.p, s: o.s, seq, by };
    case "move":
      return { t: "move", p: o.p, from: o.from, to: o.to, seq, by };
    default:
      return { t: "done", seq, by };
  }
}

export function legalCommands(s: GameState): Command[] {
  const d = getDecision(s);
  if (!d.faction) return [];
  const by = d.faction;
  return d.options.map((o) => commandOf(o, s.seq, by));
}

const KINDS = new Set<string>(PIECE_KINDS);
const FACTION_SET = new Set<string>(FACTIONS);

/** Shape check for untrusted input: returns the clean body or null. */
export function parseBody(c: unknown): CommandBody | null {
  if (typeof c !== "object" || c === null) return null;
  const o = c as Record<string, unknown>;
  switch (o.t) {
    case "choose":
      return typeof o.v === "string" && o.v.length < 64 ? { t: "choose", v: o.v } : null;
    case "space":
      return isSpaceId(o.s) ? { t: "space", s: o.s } : null;
    case "place":
    case "remove":
    case "flip":
      return typeof o.p === "string" && KINDS.has(o.p) && isSpaceId(o.s)
        ? ({ t: o.t, p: o.p, s: o.s } as CommandBody)
        : null;
    case "move":
      return typeof o.p === "string" && KINDS.has(o.p) && isSpaceId(o.from) && isSpaceId(o.to)
        ? ({ t: "move", p: o.p, from: o.from, to: o.to } as CommandBody)
        : null;
    case "done":
      return { t: "done" };
    default:
      return null;
  }
}

function sameBody(a: CommandBody, b: CommandBody): boolean {
  if (a.t !== b.t) return false;
  switch (a.t) {
    case "choose":
      return a.v === (b as typeof a).v;
    case "space":
      return a.s === (b as typeof a).s;
    case "place":
    case "remove":
    case "flip":
      return a.p === (b as typeof a).p && a.s === (b as typeof a).s;
    case "move":
      return a.p === (b as typeof a).p && a.from === (b as typeof a).from && a.to === (b as typeof a).to;
    default:
      return true;
  }
}

/** Membership: a plain scan the first time (apply), a key set from then on (repeated drags). */
function isOption(c: CachedDecision, body: CommandBody): boolean {
  if (c.keys) return c.keys.has(optionKey(body));
  if (c.scans++ >= 1) {
    c.keys = new Set(c.d.options.map(optionKey));
    return c.keys.has(optionKey(body));
  }
  const opts = c.d.options;
  for (let i = 0; i < opts.length; i++) if (sameBody(opts[i], body)) return true;
  return false;
}

/** Is this command legal now? null when it is; otherwise why not. Never throws. */
export function validate(s: GameState, command: unknown): RuleError | null {
  if (isTransfer(command)) return validateTransfer(s, command) ?? transferKeepsStep(s, command);
  const body = parseBody(command);
  const o = command as Record<string, unknown> | null;
  if (!body || !o || typeof o.seq !== "number" || typeof o.by !== "string" || !FACTION_SET.has(o.by))
    return ruleError("malformed", "protocol");
  if (s.ended) return ruleError("gameOver", "7.0");
  if (o.seq !== s.seq) return ruleError("stale", "protocol", { expected: s.seq, got: o.seq });
  const c = cached(s);
  const d = c.d;
  if (d.faction !== o.by) return ruleError("notYourTurn", d.rule ?? "2.3.2", { faction: d.faction ?? "" });
  const dice = checkCommandDice(s, o.by as Faction, o.dice) ?? checkBotNote(s, o.by as Faction, o.note);
  if (dice) return dice;
  if (isOption(c, body)) return null;
  const f = s.frames[s.frames.length - 1];
  const why = handlerOf(f.k).explain?.(s, f, body) ?? explainNoMove(f, d, body);
  return why ?? ruleError("notAnOption", d.rule ?? "2.3", { prompt: d.prompt.key });
}

/**
 * 1.5.2 a transfer is a side command: what is being decided stays as it is. A transfer that would
 * end the step under way (e.g. the Cartels giving away the Resources their Bribe step is about to
 * spend, so the step would close itself) is refused; the giver may transfer after that step.
 */
function transferKeepsStep(s: GameState, command: Transfer): RuleError | null {
  const ctx: Ctx = { s: cloneState(s), log: [], owned: new Uint8Array(s.spaces.length) };
  doTransfer(ctx, command);
  const after = runUntilDecision(ctx);
  const before = getDecision(s);
  const same =
    ctx.s.frames.length === s.frames.length &&
    ctx.s.frames[ctx.s.frames.length - 1]?.k === s.frames[s.frames.length - 1]?.k &&
    after.faction === before.faction &&
    after.prompt.key === before.prompt.key;
  return same ? null : ruleError("transferEndsStep", "1.5.2");
}

/** Apply a legal command; the input state is never changed. */
export function apply(s: GameState, command: Command | Transfer): ApplyResult | RuleError {
  const err = validate(s, command);
  if (err) return err;
  if (isTransfer(command)) {
    const ctx: Ctx = { s: cloneState(s), log: [], owned: new Uint8Array(s.spaces.length) };
    ctx.s.seq++;
    doTransfer(ctx, command);
    rememberDecision(ctx.s, runUntilDecision(ctx));
    return { state: ctx.s, log: ctx.log };
  }
  const body = parseBody(command) as CommandBody;
  const ctx: Ctx = { s: cloneState(s), log: [], owned: new Uint8Array(s.spaces.length) };
  try {
    const f = ctx.s.frames[ctx.s.frames.length - 1];
    const h = handlerOf(f.k);
    if (!h.onCommand) throw new Error(`frame ${f.k} takes no commands`);
    ctx.s.seq++; // first, so a die roll or card reveal during this command sets barrier = seq
    rollCommandDice(ctx, command.by, command.dice); // 8.2 a Non-player's dice, before its choice
    keepBotNote(ctx.s, command.by, command.note);
    h.onCommand(ctx, f, body);
    rememberDecision(ctx.s, runUntilDecision(ctx));
  } catch (e) {
    return ruleError("internal", "engine", { detail: String((e as Error)?.message ?? e) });
  }
  return { state: ctx.s, log: ctx.log };
}

/**
 * Recompute the current Decision after a state was edited by hand (test fixtures, saved-game
 * loading after validation): returns a settled copy.
 */
export function settle(s: GameState, log: Ctx["log"] = []): GameState {
  const ctx: Ctx = { s: cloneState(s), log, owned: new Uint8Array(s.spaces.length) };
  rememberDecision(ctx.s, runUntilDecision(ctx));
  return ctx.s;
}
