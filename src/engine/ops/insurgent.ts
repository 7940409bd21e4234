// Shared pieces of the Insurgent Operations Rally and March (3.3.1, 3.3.2).

import { SAS_OF, type SaName, saDef } from "../activities/registry";
import { choiceOf } from "../choice";
import { ruleError } from "../core/errors";
import { type Ctx, log } from "../core/mutate";
import { ACTIVE_OF, type Insurgent, UNDERGROUND_OF } from "../core/pieces";
import { guerrillas, shipmentsIn } from "../core/queries";
import { SPACE_IDS, spaceIdx } from "../data/map";
import type { ActionFrame } from "../flow/action";
import { choose } from "../flow/decide";
import type { CommandBody, GameState, Option, PieceKind, RuleError } from "../types";

/** Special Activities that can bring in Resources before the Op pays (3.1 note, 4.1 example). */
const FUNDING: readonly SaName[] = ["extort", "kidnap", "process"];

export const BRIBE_COST = 3;

/**
 * 3.1 note: Insurgents pay space by space, so a Faction short of Resources may still start
 * the Op when one of its Special Activities could raise them first.
 */
export function fundable(s: GameState, a: ActionFrame): boolean {
  if (!a.saAllowed || a.sa) return false;
  return SAS_OF[a.f].some((n) => FUNDING.includes(n) && !!saDef(n)?.canStart(s, a));
}

/** Why a Special Activity choice made during Rally/March is refused (when it is not offered). */
export function explainSaChoice(s: GameState, a: ActionFrame, c: CommandBody): RuleError | null {
  const ch = choiceOf(c);
  if (ch?.k !== "sa") return null;
  if (!a.saAllowed) return ruleError("insurgent.noSa", a.limited ? "2.3.5" : "4.1");
  if (a.sa) return ruleError("insurgent.oneSa", "4.1");
  if (ch.sa === "bribe" && s.resources.cartels < BRIBE_COST) return ruleError("bribe.cost", "4.5.4");
  return null;
}

// 4.5.3 Shipments travel under their Guerrilla. mutate.move() takes them along when the owner's
// last Guerrilla leaves a space; while others stay, the owner chooses which Guerrilla holds them,
// so a moving Guerrilla may carry 1 or more of them (a `carry` Choice).

/** Append the carrying variants of a move of an own Guerrilla of kind k from x to y. */
export function carryOptions(s: GameState, f: Insurgent, k: PieceKind, x: number, y: number, out: Option[]) {
  const n = shipmentsIn(s, x, f);
  // the last Guerrilla leaving takes every Shipment anyway (mutate.move)
  if (n === 0 || guerrillas(s, x, f) < 2) return;
  for (let m = 1; m <= n; m++)
    out.push(choose({ k: "carry", from: SPACE_IDS[x], to: SPACE_IDS[y], piece: k, n: m }));
}

export interface Carry {
  k: PieceKind;
  from: number;
  to: number;
  n: number;
}

/** Parse a carry choice of Faction f (only ever one of the Decision's own options). */
export function parseCarry(f: Insurgent, c: CommandBody): Carry | null {
  const ch = choiceOf(c);
  if (ch?.k !== "carry") return null;
  if (ch.piece !== UNDERGROUND_OF[f] && ch.piece !== ACTIVE_OF[f]) return null;
  return { k: ch.piece, from: spaceIdx(ch.from), to: spaceIdx(ch.to), n: ch.n };
}

/** After the Guerrilla of a carry moved: its n Shipments follow it. */
export function carryShipments(ctx: Ctx, f: Insurgent, cr: Carry): void {
  let left = cr.n;
  for (const sh of ctx.s.shipments)
    if (left > 0 && sh.s === cr.from && sh.f === f) {
      sh.s = cr.to;
      left--;
    }
  if (left < cr.n)
    log(ctx, "log.shipmentCarried", {
      n: cr.n - left,
      from: SPACE_IDS[cr.from],
      to: SPACE_IDS[cr.to],
      faction: f,
    });
}
