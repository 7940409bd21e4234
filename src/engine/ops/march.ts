// 3.3.2 March: own Guerrillas each step once into an adjacent space (one `move` command per
// Guerrilla). 1 Resource per City/Department entered (once per destination), LoCs free.
// Guerrillas going from the same origin to the same destination are one group; the group
// turns Active when the destination is a LoC, or a City/Department with Support (AUC: Support
// or Opposition), and the group plus the cubes there (AUC: plus FARC Guerrillas) exceed 3.
// LimOp: a single destination (2.3.5). Players never March on the final Event card (2.3.9).
// 4.5.3 a moving Guerrilla may carry its Faction's Shipments (`carry:` choices, insurgent.ts).
import { ruleError } from "../core/errors";
import { type Ctx, flip, move } from "../core/mutate";
import { ACTIVE_OF, type Insurgent, OWNER, UNDERGROUND_OF } from "../core/pieces";
import {
  adjacentIn,
  canEnter,
  count,
  cubes,
  guerrillas,
  isCityOrDept,
  isLoC,
  shipmentsIn,
} from "../core/queries";
import { SPACE_COUNT, spaceIdx } from "../data/map";
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
import { whyNotEnter } from "../flow/refusal";
import { registerFrame } from "../flow/registry";
import type { CommandBody, Faction, Frame, GameState, Option, PieceKind, RuleError } from "../types";
import { carryOptions, carryShipments, explainSaChoice, fundable, parseCarry } from "./insurgent";
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

function costInto(s: GameState, i: number): number {
  return isLoC(s, i) ? 0 : COST;
}

/** May a Guerrilla go into space y now? Existing destinations always; new ones within limits. */
function destOk(s: GameState, a: ActionFrame, y: number, ignoreCost: boolean): boolean {
  if (a.opSpaces.includes(y)) return true;
  if (spacesLeft(a) <= 0) return false; // 2.3.5 LimOp: one destination (or an Event's limit)
  if (a.only && !a.only.includes(y)) return false;
  return ignoreCost || s.resources[a.f] >= costOf(a, costInto(s, y));
}

/** Guerrillas of each face that arrived in each space this March (they may not move again) */
export function arrivals(f: MarchFrame): { u: number[]; a: number[] } {
  const u = new Array<number>(SPACE_COUNT).fill(0);
  const a = new Array<number>(SPACE_COUNT).fill(0);
  for (const g of f.groups) {
    u[g.d] += g.u;
    a[g.d] += g.a;
  }
  return { u, a };
}

/**
 * 3.3.2 how many Guerrillas of each face may still leave space x. Arrivals are tracked by the
 * face they had on arrival; when something flipped them since (Extort during the March, 4.1),
 * more arrivals of a face than now stand there means the rest show the other face.
 */
export function leavers(
  s: GameState,
  fac: Insurgent,
  arr: { u: number[]; a: number[] },
  x: number,
): [number, number] {
  const cu = count(s, x, UNDERGROUND_OF[fac]);
  const ca = count(s, x, ACTIVE_OF[fac]);
  let au = arr.u[x];
  let aa = arr.a[x];
  if (au > cu) {
    aa += au - cu;
    au = cu;
  }
  if (aa > ca) {
    au = Math.min(cu, au + aa - ca);
    aa = ca;
  }
  return [cu - au, ca - aa];
}

// scratch for moveOptions: per destination, 0 not yet asked, 1 may be entered, 2 may not
const destKnown = new Uint8Array(SPACE_COUNT);

function moveOptions(
  s: GameState,
  a: ActionFrame,
  f: MarchFrame,
  ignoreCost: boolean,
  out: Option[],
  firstOnly = false,
): void {
  const fac = a.f as Insurgent;
  const ku = UNDERGROUND_OF[fac];
  const ka = ACTIVE_OF[fac];
  const arr = arrivals(f);
  destKnown.fill(0);
  for (let x = 0; x < SPACE_COUNT; x++) {
    if (count(s, x, ku) + count(s, x, ka) === 0) continue;
    const [mu, ma] = leavers(s, fac, arr, x);
    if (mu <= 0 && ma <= 0) continue;
    const ship = shipmentsIn(s, x, fac) > 0;
    // 1.3.6 adjacent spaces in play (Ecuador too once card 33 made it a space, 2 per Faction)
    for (const y of adjacentIn(s, x)) {
      // whether y may be entered does not depend on where the Guerrilla comes from: asked once
      if (destKnown[y] === 0) destKnown[y] = destOk(s, a, y, ignoreCost) && canEnter(s, ku, y) ? 1 : 2;
      if (destKnown[y] !== 1) continue;
      if (mu > 0) out.push(moveOpt(ku, x, y));
      if (ma > 0) out.push(moveOpt(ka, x, y));
      if (firstOnly) return;
      if (ship) {
        // 4.5.3 the moving Guerrilla may take Shipments along
        if (mu > 0) carryOptions(s, fac, ku, x, y, out);
        if (ma > 0) carryOptions(s, fac, ka, x, y, out);
      }
    }
  }
}

/** 3.3.2 does this group flip Active in its destination? */
export function groupExposed(s: GameState, f: Faction, g: MarchGroup): boolean {
  const d = g.d;
  const lv = s.spaces[d].sup;
  const watched = isLoC(s, d) || (isCityOrDept(s, d) && (lv > 0 || (f === "auc" && lv < 0)));
  if (!watched) return false;
  let n = g.u + g.a + cubes(s, d);
  if (f === "auc") n += guerrillas(s, d, "farc"); // AUC count FARC Guerrillas as cubes
  return n > 3;
}

function marchMove(ctx: Ctx, a: ActionFrame, f: MarchFrame, k: PieceKind, x: number, y: number): void {
  if (!a.opSpaces.includes(y)) selectSpace(ctx, a, y, costInto(ctx.s, y)); // pay once per destination
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
    const opts: Option[] = [];
    moveOptions(s, a, f, false, opts);
    const none = opts.length === 0;
    opts.push(...saOptions(s));
    if (f.moves > 0 || none) opts.push(DONE);
    return decision(a.f, "prompt.march", opts, { op: "march", spent: a.paid }, undefined, "3.3.2");
  },
  onCommand(ctx, f, c) {
    if (trySa(ctx, c)) return;
    const a = currentAction(ctx.s)!;
    const cr = parseCarry(a.f as Insurgent, c);
    if (c.t === "done") finishOp(ctx);
    else if (c.t === "move") marchMove(ctx, a, f, c.p, spaceIdx(c.from), spaceIdx(c.to));
    else if (cr) {
      marchMove(ctx, a, f, cr.k, cr.from, cr.to);
      carryShipments(ctx, a.f as Insurgent, cr);
    }
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
  const enter = whyNotEnter(s, c.p, y); // 1.3.5 a foreign country, or Ecuador full (card 33)
  if (enter) return enter;
  if (!adjacentIn(s, x).includes(y)) return ruleError("march.notAdjacent", "3.3.2");
  const [mu, ma] = leavers(s, a.f as Insurgent, arrivals(f), x);
  if ((c.p === ACTIVE_OF[a.f as Insurgent] ? ma : mu) <= 0) return ruleError("march.movedTwice", "3.3.2");
  if (!a.opSpaces.includes(y)) {
    if (a.limited && spacesLeft(a) <= 0) return ruleError("march.oneDestination", "2.3.5");
    if (spacesLeft(a) <= 0 || (a.only && !a.only.includes(y))) return ruleError("march.eventLimit", "5.5");
    if (s.resources[a.f] < costOf(a, costInto(s, y)))
      return ruleError("march.noResources", "3.1", { cost: costInto(s, y) });
  }
  return null;
}

registerOp({
  name: "march",
  rule: "3.3.2",
  canStart(s, a) {
    if (a.f === "govt") return false;
    const probe: MarchFrame = { k: "op.march", groups: [], moves: 0 };
    const out: Option[] = [];
    moveOptions(s, a, probe, false, out, true);
    if (out.length) return true;
    // 3.1 note: a City/Department move could be paid for after an SA raises Resources
    moveOptions(s, a, probe, true, out, true);
    return out.length > 0 && fundable(s, a);
  },
  frame: () => ({ k: "op.march", groups: [], moves: 0 }) satisfies MarchFrame,
});
