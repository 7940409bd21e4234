// 4.5.4 Bribe (Cartels, with any Cartels Operation): in up to 3 spaces, paying 3 Cartels
// Resources for each: remove up to 2 cubes, or remove/flip up to 2 Guerrillas, or remove 1
// Base. Removal only hits other Factions' pieces; flips (expose or hide) may also be of Cartels
// Guerrillas. Contraband: a Shipment whose holder Bribe removes goes to a Cartels Guerrilla
// there if any, otherwise to the usual heir (docs/rulings/rally-march.md).
// `startFreeBribe` serves Events (card 60): a free Bribe (5.5, no Resources) in fewer spaces,
// outside any Operation.
import { ruleError } from "../core/errors";
import { addResources, type Ctx, flip, remove } from "../core/mutate";
import { isBase, isCube, isGuerrilla, isUnderground, OWNER } from "../core/pieces";
import { count } from "../core/queries";
import { SPACE_COUNT, SPACE_IDS, spaceIdx } from "../data/map";
import { currentAction, finishSa } from "../flow/action";
import { DONE, decision, flipOpt, removeOpt, spaceOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import { push } from "../flow/stack";
import { BRIBE_COST } from "../ops/insurgent";
import { type Frame, type GameState, type Option, P, type PieceKind } from "../types";
import { registerSa } from "./registry";

const MAX_SPACES = 3;
const PER_SPACE = 2;

const CUBES: readonly PieceKind[] = ["troops", "police"];
const GUERRILLAS: readonly PieceKind[] = ["farcU", "farcA", "aucU", "aucA"];
/** 4.5.4 "expose or hide Guerrillas": any Faction's, the Cartels' own included */
const FLIPPABLE: readonly PieceKind[] = [...GUERRILLAS, "cartelsU", "cartelsA"];
const BASES: readonly PieceKind[] = ["govtBase", "farcBase", "aucBase"];
const TARGETS = [...CUBES, ...FLIPPABLE, ...BASES];

export interface BribeFrame extends Frame {
  k: "sa.bribe";
  stage: "select" | "space";
  cur: number;
  mode: "open" | "cubes" | "guerrillas";
  n: number;
  spaces: number[];
  /** an Event's free Bribe (5.5): no Resources paid, at most `max` spaces */
  free?: boolean;
  max?: number;
}

function hasTarget(s: GameState, i: number): boolean {
  const c = s.spaces[i].f;
  for (const k of TARGETS) if (c[P[k]] > 0) return true;
  return false;
}

function selectable(s: GameState, f: BribeFrame): number[] {
  if (f.spaces.length >= (f.max ?? MAX_SPACES) || (!f.free && s.resources.cartels < BRIBE_COST)) return [];
  const out: number[] = [];
  for (let i = 0; i < SPACE_COUNT; i++) if (!f.spaces.includes(i) && hasTarget(s, i)) out.push(i);
  return out;
}

function spaceOptions(s: GameState, f: BribeFrame): Option[] {
  const i = f.cur;
  const out: Option[] = [];
  if (f.n >= PER_SPACE) return out;
  if (f.mode !== "guerrillas") for (const k of CUBES) if (count(s, i, k) > 0) out.push(removeOpt(k, i));
  if (f.mode !== "cubes")
    for (const k of FLIPPABLE)
      if (count(s, i, k) > 0) {
        if (OWNER[k] !== "cartels") out.push(removeOpt(k, i));
        out.push(flipOpt(k, i));
      }
  if (f.mode === "open") for (const k of BASES) if (count(s, i, k) > 0) out.push(removeOpt(k, i));
  return out;
}

registerFrame<BribeFrame>("sa.bribe", {
  decide(s, f) {
    const a = currentAction(s); // none for an Event's free Bribe
    const ctx = { ...(a ? { op: a.op } : {}), sa: "bribe" as const };
    if (f.stage === "select") {
      const opts: Option[] = selectable(s, f).map(spaceOpt);
      if (!opts.length) return null; // 3 spaces done or Resources spent: the SA is over
      if (f.spaces.length > 0) opts.push(DONE);
      if (f.free)
        return decision("cartels", "prompt.bribe.selectFree", opts, ctx, { n: f.max ?? MAX_SPACES }, "5.5");
      return decision("cartels", "prompt.bribe.select", opts, ctx, { cost: BRIBE_COST }, "4.5.4");
    }
    const opts = spaceOptions(s, f);
    if (!opts.length) return null;
    opts.push(DONE);
    return decision(
      "cartels",
      "prompt.bribe.space",
      opts,
      { ...ctx, space: SPACE_IDS[f.cur] },
      { n: PER_SPACE - f.n },
      "4.5.4",
    );
  },
  auto(ctx, f) {
    if (f.stage === "space") f.stage = "select";
    else finishSa(ctx);
  },
  onCommand(ctx, f, c) {
    if (f.stage === "select") {
      if (c.t === "done") finishSa(ctx);
      else if (c.t === "space") {
        const i = spaceIdx(c.s);
        if (!f.free) addResources(ctx, "cartels", -BRIBE_COST);
        f.spaces.push(i);
        Object.assign(f, { stage: "space", cur: i, mode: "open", n: 0 });
      }
      return;
    }
    const i = f.cur;
    if (c.t === "done") f.stage = "select";
    else if (c.t === "flip") {
      flip(ctx, OWNER[c.p], i, isUnderground(c.p));
      f.mode = "guerrillas";
      f.n++;
    } else if (c.t === "remove") {
      remove(ctx, c.p, i, 1, "cartels"); // Contraband: Cartels take the Shipment when they can
      f.n++;
      if (isBase(c.p)) f.stage = "select";
      else f.mode = isCube(c.p) ? "cubes" : isGuerrilla(c.p) ? "guerrillas" : f.mode;
    }
  },
  explain(s, f, c) {
    if (f.stage === "select" && c.t === "space" && !f.free && s.resources.cartels < BRIBE_COST)
      return ruleError("bribe.cost", "4.5.4");
    if (f.stage === "select" && c.t === "space" && f.spaces.length >= (f.max ?? MAX_SPACES))
      return ruleError("bribe.maxSpaces", "4.5.4");
    if (c.t === "remove" && OWNER[c.p] === "cartels") return ruleError("bribe.ownPiece", "4.5.4");
    if (f.stage === "space" && (c.t === "remove" || c.t === "flip") && f.n >= PER_SPACE)
      return ruleError("bribe.perSpace", "4.5.4");
    if (f.stage === "space" && (c.t === "remove" || c.t === "flip") && f.n > 0)
      return ruleError("bribe.oneKind", "4.5.4");
    return null;
  },
});

/** could a Bribe do anything somewhere (a piece to remove or flip), Resources aside? */
export function anyBribeTarget(s: GameState): boolean {
  for (let i = 0; i < SPACE_COUNT; i++) if (hasTarget(s, i)) return true;
  return false;
}

/** Event (card 60): a free Bribe (5.5) in at most `spaces` spaces, outside any Operation */
export function startFreeBribe(ctx: Ctx, spaces: number): void {
  if (!anyBribeTarget(ctx.s)) return; // 5.1.3 nothing to Bribe
  push(ctx, {
    k: "sa.bribe",
    stage: "select",
    cur: -1,
    mode: "open",
    n: 0,
    spaces: [],
    free: true,
    max: spaces,
  } satisfies BribeFrame);
}

registerSa({
  name: "bribe",
  rule: "4.5.4",
  canStart(s, a) {
    return a.f === "cartels" && s.resources.cartels >= BRIBE_COST && anyBribeTarget(s);
  },
  frame: () => ({ k: "sa.bribe", stage: "select", cur: -1, mode: "open", n: 0, spaces: [] }),
});
