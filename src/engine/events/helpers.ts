// Reusable Event effects (5.0–5.5). A card side is a list of steps run one after another by an
// "ev.seq" frame; a step either changes the state at once (through core/mutate, which enforces
// 1.4.1 availability, 1.4.2 stacking / FARC Zones and the 1.7 bounds: 5.1.1) or pushes one of the
// small choice frames below. Their answers land in the sequence frame's `data`, where later steps
// read them. Everything on the stack is plain JSON; steps are found again by card number + side.
// 5.1.3: a forced choice with nothing left to choose ends itself; "up to" choices offer `done`.
import { ruleError } from "../core/errors";
import { type Ctx, canEnter, flip, place, remove, removeShipment } from "../core/mutate";
import { OWNER } from "../core/pieces";
import { available, count } from "../core/queries";
import { SPACES, spaceIdx } from "../data/map";
import { startAction } from "../flow/action";
import { choose, DONE, decision, flipOpt, placeOpt, removeOpt, spaceOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import { findFrame, pop, push } from "../flow/stack";
import { ownRemovalOptions, removeOwn } from "../ops/own-removal";
import type { OpName } from "../ops/registry";
import type { CommandBody, Decision, Faction, Frame, GameState, PieceKind } from "../types";
import type { EventSide, Side } from "./registry";

/** What the steps of one Event execution share: who executes, and the answers so far. */
export interface EvFrame extends Frame {
  k: "ev.seq";
  n: number;
  side: Side;
  /** the executing Faction (5.1: it makes the choices unless the card says otherwise) */
  f: Faction;
  /** next step to run */
  i: number;
  data: Record<string, number | string | number[]>;
}

export type Step = (ctx: Ctx, ev: EvFrame) => void;

const PROGRAMS = new Map<string, Step[]>();

/**
 * Build an Event side from its steps. `effective` answers 8.1 (would anything happen?);
 * when omitted the side counts as effective.
 */
export function eventSide(
  n: number,
  side: Side,
  steps: Step[],
  effective?: (s: GameState, f: Faction) => boolean,
): EventSide {
  PROGRAMS.set(`${n}.${side}`, steps);
  return {
    ...(effective ? { effective } : {}),
    run(ctx, f) {
      push(ctx, { k: "ev.seq", n, side, f, i: 0, data: {} } satisfies EvFrame);
    },
  };
}

registerFrame<EvFrame>("ev.seq", {
  decide: () => null,
  auto(ctx, ev) {
    const steps = PROGRAMS.get(`${ev.n}.${ev.side}`) ?? [];
    if (ev.i >= steps.length) {
      pop(ctx);
      return;
    }
    steps[ev.i++](ctx, ev); // may push choice frames above; they settle before the next step
  },
});

/** the Event execution that owns the frame on top */
function evOf(s: GameState): EvFrame {
  return findFrame<EvFrame>(s, "ev.seq")!;
}
function ctxOf(s: GameState): { card: number; event: string } {
  const ev = evOf(s);
  return { card: ev.n, event: ev.side };
}

/** read a space chosen earlier (first of the list) */
export function chosenSpace(ev: EvFrame, key: string): number | undefined {
  const v = ev.data[key];
  return Array.isArray(v) ? v[0] : typeof v === "number" ? v : undefined;
}
export function chosenSpaces(ev: EvFrame, key: string): number[] {
  const v = ev.data[key];
  return Array.isArray(v) ? v : typeof v === "number" ? [v] : [];
}

// ---------------------------------------------------------------------------------------------
// Choose spaces

interface SpaceFrame extends Frame {
  k: "ev.space";
  by: Faction;
  key: string;
  prompt: string;
  rule: string;
  cands: number[];
  n: number;
  upTo: boolean;
  picked: number[];
}

export interface PickSpacesOpts {
  /** where the answer goes in ev.data (a list of space indices) */
  key: string;
  cands: number[];
  /** how many spaces (default 1) */
  n?: number;
  /** "up to n": the chooser may stop early */
  upTo?: boolean;
  /** who chooses (default the executing Faction) */
  by?: Faction;
  prompt: string;
  rule: string;
}

/** Ask for n distinct spaces among `cands`. A forced pick with no real choice picks by itself. */
export function pickSpaces(ctx: Ctx, ev: EvFrame, o: PickSpacesOpts): void {
  ev.data[o.key] = [];
  push(ctx, {
    k: "ev.space",
    by: o.by ?? ev.f,
    key: o.key,
    prompt: o.prompt,
    rule: o.rule,
    cands: o.cands,
    n: o.n ?? 1,
    upTo: !!o.upTo,
    picked: [],
  } satisfies SpaceFrame);
}

function spacesLeftToPick(f: SpaceFrame): number[] {
  return f.picked.length >= f.n ? [] : f.cands.filter((i) => !f.picked.includes(i));
}

registerFrame<SpaceFrame>("ev.space", {
  decide(s, f) {
    const left = spacesLeftToPick(f);
    if (!left.length) return null;
    if (!f.upTo && left.length <= f.n - f.picked.length) return null; // all must be taken
    const opts: CommandBody[] = left.map(spaceOpt);
    if (f.upTo) opts.push(DONE);
    return decision(f.by, f.prompt, opts, ctxOf(s), { n: f.n - f.picked.length }, f.rule);
  },
  auto(ctx, f) {
    if (!f.upTo) f.picked.push(...spacesLeftToPick(f));
    evOf(ctx.s).data[f.key] = f.picked;
    pop(ctx);
  },
  onCommand(ctx, f, c) {
    if (c.t === "space") f.picked.push(spaceIdx(c.s));
    else f.n = f.picked.length; // done
    evOf(ctx.s).data[f.key] = [...f.picked];
  },
  explain(_s, f, c) {
    if (c.t === "space") return ruleError("eventSpace", f.rule, { space: c.s });
    return null;
  },
});

// ---------------------------------------------------------------------------------------------
// Place / remove / flip pieces one at a time

interface PiecesFrame extends Frame {
  k: "ev.pieces";
  by: Faction;
  mode: "place" | "remove" | "flip";
  spaces: number[];
  kinds: PieceKind[];
  n: number;
  did: number;
  upTo: boolean;
  prompt: string;
  rule: string;
  key?: string;
}

export interface PiecesOpts {
  mode: "place" | "remove" | "flip";
  spaces: number[];
  /** for "flip", the kind as it is now (farcU flips to Active, farcA to Underground) */
  kinds: PieceKind[];
  n: number;
  upTo?: boolean;
  by?: Faction;
  prompt: string;
  rule: string;
  /** record how many were done in ev.data[key] */
  key?: string;
}

/** Place, remove or flip up to n pieces, one command each, among these spaces and kinds. */
export function pickPieces(ctx: Ctx, ev: EvFrame, o: PiecesOpts): void {
  push(ctx, {
    k: "ev.pieces",
    by: o.by ?? ev.f,
    mode: o.mode,
    spaces: o.spaces,
    kinds: o.kinds,
    n: o.n,
    did: 0,
    upTo: !!o.upTo,
    prompt: o.prompt,
    rule: o.rule,
    ...(o.key ? { key: o.key } : {}),
  } satisfies PiecesFrame);
}

function pieceOptions(s: GameState, f: PiecesFrame): CommandBody[] {
  if (f.did >= f.n) return [];
  const out: CommandBody[] = [];
  for (const i of f.spaces)
    for (const k of f.kinds) {
      if (f.mode === "place") {
        if (available(s, k) > 0 && canEnter(s, k, i)) out.push(placeOpt(k, i));
      } else if (count(s, i, k) > 0) out.push(f.mode === "remove" ? removeOpt(k, i) : flipOpt(k, i));
    }
  return out;
}

/**
 * 1.4.1 a player executing the Event may take its own pieces off the map to place them: for each
 * kind to place that is not Available but would fit in one of the spaces, a `remove` option in
 * every other space holding one. Only the executing Faction, and only for its own pieces.
 */
function freeingOptions(s: GameState, f: PiecesFrame): CommandBody[] {
  const out: CommandBody[] = [];
  if (f.mode !== "place" || f.did >= f.n || evOf(s).f !== f.by) return out;
  for (const k of f.kinds) {
    if (OWNER[k] !== f.by || available(s, k) > 0) continue;
    const room = f.spaces.filter((i) => canEnter(s, k, i));
    if (room.length) ownRemovalOptions(s, f.by, [k], out, room.length === 1 ? room[0] : -1);
  }
  return out;
}

/** apply one place/remove/flip; false when nothing changed */
function applyPiece(ctx: Ctx, f: PiecesFrame, c: CommandBody): boolean {
  if (c.t !== "place" && c.t !== "remove" && c.t !== "flip") return false;
  const i = spaceIdx(c.s);
  let n: number;
  if (c.t === "place") n = place(ctx, c.p, i);
  else if (c.t === "remove") n = remove(ctx, c.p, i);
  else n = flip(ctx, OWNER[c.p], i, c.p.endsWith("U"));
  f.did += n;
  return n > 0;
}

registerFrame<PiecesFrame>("ev.pieces", {
  decide(s, f) {
    const opts = pieceOptions(s, f);
    const freeing = freeingOptions(s, f);
    // a forced step with a single possible piece needs no question
    if (!freeing.length && (!opts.length || (!f.upTo && opts.length === 1))) return null;
    // taking pieces off the map is voluntary (1.4.1): with nothing to place, one may stop
    const mayStop = f.upTo || opts.length === 0;
    opts.push(...freeing);
    if (mayStop) opts.push(DONE);
    const prompt = freeing.length ? "prompt.event.placeOwn" : f.prompt;
    return decision(f.by, prompt, opts, ctxOf(s), { n: f.n - f.did }, freeing.length ? "1.4.1" : f.rule);
  },
  auto(ctx, f) {
    const opts = pieceOptions(ctx.s, f);
    if (opts.length === 1 && !f.upTo && applyPiece(ctx, f, opts[0])) return;
    if (f.key) evOf(ctx.s).data[f.key] = f.did;
    pop(ctx);
  },
  onCommand(ctx, f, c) {
    if (c.t === "done") f.n = f.did;
    else if (c.t === "remove" && f.mode === "place")
      removeOwn(ctx, c); // 1.4.1
    else applyPiece(ctx, f, c);
  },
  explain(s, f, c) {
    if (c.t !== "place" || !f.kinds.includes(c.p) || !f.spaces.includes(spaceIdx(c.s))) return null;
    const i = spaceIdx(c.s);
    if (available(s, c.p) <= 0) return ruleError("eventUnavailable", "5.1.1", { piece: c.p });
    if (OWNER[c.p] === "govt" && s.spaces[i].zone) return ruleError("eventFarcZone", "5.1.1", { space: c.s });
    return ruleError("eventStacking", "5.1.1", { space: c.s });
  },
});

// ---------------------------------------------------------------------------------------------
// Choose one value (a Faction, a mode of the card…)

interface ChoiceFrame extends Frame {
  k: "ev.choice";
  by: Faction;
  key: string;
  values: string[];
  prompt: string;
  rule: string;
}

/** Ask for one of `values` (option bodies `choose(value)`); a single value is taken at once. */
export function pickOne(
  ctx: Ctx,
  ev: EvFrame,
  o: { key: string; values: string[]; by?: Faction; prompt: string; rule: string },
): void {
  if (o.values.length <= 1) {
    if (o.values.length) ev.data[o.key] = o.values[0];
    return;
  }
  push(ctx, {
    k: "ev.choice",
    by: o.by ?? ev.f,
    key: o.key,
    values: o.values,
    prompt: o.prompt,
    rule: o.rule,
  } satisfies ChoiceFrame);
}

registerFrame<ChoiceFrame>("ev.choice", {
  decide(s, f): Decision {
    return decision(f.by, f.prompt, f.values.map(choose), ctxOf(s), undefined, f.rule);
  },
  onCommand(ctx, f, c) {
    if (c.t !== "choose") return;
    evOf(ctx.s).data[f.key] = c.v;
    pop(ctx);
  },
});

// ---------------------------------------------------------------------------------------------
// Remove Shipments (4.5.3) held in some spaces

interface ShipmentsFrame extends Frame {
  k: "ev.shipments";
  by: Faction;
  spaces: number[];
  n: number;
  did: number;
  upTo: boolean;
  prompt: string;
  rule: string;
}

/** option value naming a Shipment by where it is and who holds it */
export const shipmentValue = (i: number, f: Faction): string => `shipment:${SPACES[i].id}:${f}`;

export function pickShipments(
  ctx: Ctx,
  ev: EvFrame,
  o: { spaces: number[]; n: number; upTo?: boolean; by?: Faction; prompt: string; rule: string },
): void {
  push(ctx, {
    k: "ev.shipments",
    by: o.by ?? ev.f,
    spaces: o.spaces,
    n: o.n,
    did: 0,
    upTo: !!o.upTo,
    prompt: o.prompt,
    rule: o.rule,
  } satisfies ShipmentsFrame);
}

function shipmentOptions(s: GameState, f: ShipmentsFrame): CommandBody[] {
  if (f.did >= f.n) return [];
  const seen = new Set<string>();
  for (const sh of s.shipments) if (f.spaces.includes(sh.s)) seen.add(shipmentValue(sh.s, sh.f));
  return [...seen].map(choose);
}

registerFrame<ShipmentsFrame>("ev.shipments", {
  decide(s, f) {
    const opts = shipmentOptions(s, f);
    if (!opts.length) return null;
    if (f.upTo) opts.push(DONE);
    return decision(f.by, f.prompt, opts, ctxOf(s), { n: f.n - f.did }, f.rule);
  },
  auto(ctx) {
    pop(ctx);
  },
  onCommand(ctx, f, c) {
    if (c.t === "done") {
      f.n = f.did;
      return;
    }
    if (c.t !== "choose") return;
    const j = ctx.s.shipments.findIndex((sh) => shipmentValue(sh.s, sh.f) === c.v);
    removeShipment(ctx, j);
    f.did++;
  },
});

// ---------------------------------------------------------------------------------------------
// Free Operations and Eligibility

/** 5.5 a free Operation by any Faction: no cost, no effect on its Eligibility. */
export function freeOp(
  ctx: Ctx,
  f: Faction,
  op: OpName,
  o: { only?: number[]; maxSpaces?: number; limited?: boolean } = {},
): void {
  startAction(ctx, f, op, { ...o, free: true, byEvent: true });
}

/** The executing Faction stays Eligible for the next card (2.3.7 exception by Event). */
export function stayEligible(ctx: Ctx, f: Faction): void {
  if (!ctx.s.card.stayEligible.includes(f)) ctx.s.card.stayEligible.push(f);
}
/** Mark a Faction Ineligible for the next card. */
export function makeIneligible(ctx: Ctx, f: Faction): void {
  if (!ctx.s.card.forceIneligible.includes(f)) ctx.s.card.forceIneligible.push(f);
}

// ---------------------------------------------------------------------------------------------
// Small queries cards share

/** indices of map spaces (foreign countries excluded) passing a test */
export function spacesWhere(test: (i: number) => boolean): number[] {
  const out: number[] = [];
  for (const d of SPACES) if (d.type !== "foreign" && test(d.idx)) out.push(d.idx);
  return out;
}
