// 3.3.2 March: own Guerrillas each step once into an adjacent space (one `move` command per
// Guerrilla). 1 Resource per City/Department entered (once per destination), LoCs free.
// Guerrillas going from the same origin to the same destination are one group; the group
// turns Active when the destination is a LoC, or a City/Department with Support (AUC: Support
// or Opposition), and the group plus the cubes there (AUC: plus FARC Guerrillas) exceed 3.
// LimOp: a single destination (2.3.5). Players never March on the final Event card (2.3.9).
import { ruleError } from "../core/errors";
import { type Ctx, flip, move } from "../core/mutate";
import { ACTIVE_OF, type Insurgent, OWNER, UNDERGROUND_OF } from "../core/pieces";
import { count, cubes, guerrillas, isPopSpace } from "../core/queries";
import { adjacent, SPACES, spaceIdx } from "../data/map";
import {
  type ActionFrame,
  costOf,
  currentAction,
  finishOp,
  saOptions,
  selectSpace,
  spacesLeft,
  trySa,
} from "../flow/action";
import { DONE, decision, moveOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import type { CommandBody, Faction, Frame, GameState, PieceKind, RuleError } from "../types";
import { explainSaChoice, fundable } from "./insurgent";
import { registerOp } from "./registry";

const COST = 1;

/** one moving group: Guerrillas from origin o to destination d, by current face */
export interface MarchGroup {
  o: number;
  d: number;
  u: number;
  a: number;
}

export interface MarchFrame extends Frame {
  k: "op.march";
  groups: MarchGroup[];
  moves: number;
}

function costInto(i: number): number {
  return SPACES[i].type === "loc" ? 0 : COST;
}

/** May a Guerrilla go into space y now? Existing destinations always; new ones within limits. */
function destOk(s: GameState, a: ActionFrame, y: number, ignoreCost: boolean): boolean {
  if (a.opSpaces.includes(y)) return true;
  if (spacesLeft(a) <= 0) return false; // 2.3.5 LimOp: one destination (or an Event's limit)
  if (a.only && !a.only.includes(y)) return false;
  return ignoreCost || s.resources[a.f] >= costOf(a, costInto(y));
}

/** Guerrillas of each face that arrived in each space this March (they may not move again) */
function arrivals(f: MarchFrame): { u: number[]; a: number[] } {
  const u = new Array<number>(SPACES.length).fill(0);
  const a = new Array<number>(SPACES.length).fill(0);
  for (const g of f.groups) {
    u[g.d] += g.u;
    a[g.d] += g.a;
  }
  return { u, a };
}

function moveOptions(
  s: GameState,
  a: ActionFrame,
  f: MarchFrame,
  ignoreCost: boolean,
  out: CommandBody[],
  firstOnly = false,
): void {
  const fac = a.f as Insurgent;
  const ku = UNDERGROUND_OF[fac];
  const ka = ACTIVE_OF[fac];
  const arr = arrivals(f);
  for (let x = 0; x < SPACES.length; x++) {
    const mu = count(s, x, ku) - arr.u[x];
    const ma = count(s, x, ka) - arr.a[x];
    if (mu <= 0 && ma <= 0) continue;
    for (const y of SPACES[x].adj) {
      if (!destOk(s, a, y, ignoreCost)) continue;
      if (mu > 0) out.push(moveOpt(ku, x, y));
      if (ma > 0) out.push(moveOpt(ka, x, y));
      if (firstOnly) return;
    }
  }
}

/** 3.3.2 does this group flip Active in its destination? */
export function groupExposed(s: GameState, f: Faction, g: MarchGroup): boolean {
  const d = g.d;
  const lv = s.spaces[d].sup;
  const watched = SPACES[d].type === "loc" || (isPopSpace(d) && (lv > 0 || (f === "auc" && lv < 0)));
  if (!watched) return false;
  let n = g.u + g.a + cubes(s, d);
  if (f === "auc") n += guerrillas(s, d, "farc"); // AUC count FARC Guerrillas as cubes
  return n > 3;
}

function marchMove(ctx: Ctx, a: ActionFrame, f: MarchFrame, k: PieceKind, x: number, y: number): void {
  if (!a.opSpaces.includes(y)) selectSpace(ctx, a, y, costInto(y)); // pay once per destination
  move(ctx, k, x, y);
  f.moves++;
  let g = f.groups.find((e) => e.o === x && e.d === y);
  if (!g) {
    g = { o: x, d: y, u: 0, a: 0 };
    f.groups.push(g);
  }
  if (k === ACTIVE_OF[a.f as Insurgent]) g.a++;
  else g.u++;
  // the group grows one drag at a time: recheck and Activate its earlier members too
  if (g.u > 0 && groupExposed(ctx.s, a.f, g)) {
    const n = flip(ctx, a.f, y, true, g.u);
    g.u -= n;
    g.a += n;
  }
}

registerFrame<MarchFrame>("op.march", {
  decide(s, f) {
    const a = currentAction(s)!;
    const opts: CommandBody[] = [];
    moveOptions(s, a, f, false, opts);
    const none = opts.length === 0;
    opts.push(...saOptions(s));
    if (f.moves > 0 || none) opts.push(DONE);
    return decision(a.f, "prompt.march", opts, { op: "march", spent: a.paid }, undefined, "3.3.2");
  },
  onCommand(ctx, f, c) {
    if (trySa(ctx, c)) return;
    const a = currentAction(ctx.s)!;
    if (c.t === "done") finishOp(ctx);
    else if (c.t === "move") marchMove(ctx, a, f, c.p, spaceIdx(c.from), spaceIdx(c.to));
  },
  explain(s, f, c) {
    const a = currentAction(s)!;
    return explainSaChoice(s, a, c) ?? (c.t === "move" ? whyNotMove(s, a, f, c) : null);
  },
});

function whyNotMove(
  s: GameState,
  a: ActionFrame,
  f: MarchFrame,
  c: Extract<CommandBody, { t: "move" }>,
): RuleError | null {
  const x = spaceIdx(c.from);
  const y = spaceIdx(c.to);
  if (OWNER[c.p] !== a.f || c.p.endsWith("Base")) return ruleError("march.notOwnGuerrilla", "3.3.2");
  if (count(s, x, c.p) === 0) return null;
  if (!adjacent(x, y)) return ruleError("march.notAdjacent", "3.3.2");
  const arr = arrivals(f);
  const moved = c.p === ACTIVE_OF[a.f as Insurgent] ? arr.a[x] : arr.u[x];
  if (count(s, x, c.p) <= moved) return ruleError("march.movedTwice", "3.3.2");
  if (!a.opSpaces.includes(y)) {
    if (a.limited && spacesLeft(a) <= 0) return ruleError("march.oneDestination", "2.3.5");
    if (spacesLeft(a) <= 0 || (a.only && !a.only.includes(y))) return ruleError("march.eventLimit", "5.5");
    if (s.resources[a.f] < costOf(a, costInto(y)))
      return ruleError("march.noResources", "3.1", { cost: costInto(y) });
  }
  return null;
}

registerOp({
  name: "march",
  rule: "3.3.2",
  canStart(s, a) {
    if (a.f === "govt") return false;
    const probe: MarchFrame = { k: "op.march", groups: [], moves: 0 };
    const out: CommandBody[] = [];
    moveOptions(s, a, probe, false, out, true);
    if (out.length) return true;
    // 3.1 note: a City/Department move could be paid for after an SA raises Resources
    moveOptions(s, a, probe, true, out, true);
    return out.length > 0 && fundable(s, a);
  },
  frame: () => ({ k: "op.march", groups: [], moves: 0 }) satisfies MarchFrame,
});
