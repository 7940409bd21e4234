// 6.3 Resources Phase: Government earnings (6.3.1), Insurgent earnings (6.3.2) and Drug
// Profits (6.3.3), all within the 99 cap (1.7, enforced by addResources).

import { choiceOf } from "../choice";
import { cartelsEarnFour } from "../core/modifiers";
import { addResources, type Ctx, log, place, removeShipment } from "../core/mutate";
import { BASE_OF, type Insurgent } from "../core/pieces";
import { available, basesOnMap, canEnter, econOf, locSpaces, shipmentSpaces } from "../core/queries";
import { SPACE_IDS, spaceIdx } from "../data/map";
import { choose, decision, placeOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import { pop } from "../flow/stack";
import type { Frame, GameState, Option } from "../types";

/** 6.3.1 Econ of the LoCs without Sabotage (30 minus the Econ of Sabotaged LoCs) */
export function unsabotagedEcon(s: GameState): number {
  let n = 0;
  for (const i of locSpaces(s)) if (s.spaces[i].terror === 0) n += econOf(i);
  return n;
}

/** 6.3.1 what the Government earns: LoC Econ, plus Aid unless El Presidente is Samper */
export function govtEarnings(s: GameState): number {
  return unsabotagedEcon(s) + (s.presidente === 0 ? 0 : s.aid);
}

/** 6.3.2 what an Insurgent earns: its Bases (FARC, AUC) or 3 per Base (Cartels; 4 with card 67) */
export function insurgentEarnings(s: GameState, f: Insurgent): number {
  const bases = basesOnMap(s, f);
  if (f !== "cartels") return bases;
  return (cartelsEarnFour(s) ? 4 : 3) * bases;
}

export function earningsPhase(ctx: Ctx): void {
  addResources(ctx, "govt", govtEarnings(ctx.s));
  for (const f of ["farc", "auc", "cartels"] as const) addResources(ctx, f, insurgentEarnings(ctx.s, f));
}

// 6.3.3 Drug Profits ----------------------------------------------------------------------

export const DRUG_PROFIT = 6;
const DRUG_ORDER: readonly Insurgent[] = ["farc", "auc", "cartels"];

export interface DrugProfitsFrame extends Frame {
  k: "prop.drugs";
}

/** the first Faction, in 6.3.3 order, that still owns a Shipment */
function nextOwner(s: GameState): Insurgent | null {
  for (const f of DRUG_ORDER) if (s.shipments.some((sh) => sh.f === f)) return f;
  return null;
}

/** may the owner take a Base in space i for a Shipment there (availability, stacking)? */
export function profitBaseLegal(s: GameState, f: Insurgent, i: number): boolean {
  const k = BASE_OF[f];
  return available(s, k) > 0 && canEnter(s, k, i);
}

function profitOptions(s: GameState, f: Insurgent): Option[] {
  const out: Option[] = [];
  let base = false;
  for (const i of shipmentSpaces(s, f)) {
    if (profitBaseLegal(s, f, i)) {
      out.push(placeOpt(BASE_OF[f], i));
      base = true;
    }
    out.push(choose({ k: "cash", space: SPACE_IDS[i] }));
  }
  return base ? out : []; // with no Base possible anywhere, every Shipment simply pays +6
}

function cashIn(ctx: Ctx, f: Insurgent, i: number): void {
  const j = ctx.s.shipments.findIndex((sh) => sh.f === f && sh.s === i);
  removeShipment(ctx, j);
  addResources(ctx, f, DRUG_PROFIT);
}

registerFrame<DrugProfitsFrame>("prop.drugs", {
  decide(s) {
    const f = nextOwner(s);
    if (!f) return null;
    const opts = profitOptions(s, f);
    if (!opts.length) return null;
    return decision(
      f,
      "prompt.propaganda.drugProfits",
      opts,
      { phase: "resources" },
      { cash: DRUG_PROFIT },
      "6.3.3",
    );
  },
  auto(ctx) {
    const f = nextOwner(ctx.s);
    if (!f) {
      pop(ctx);
      return;
    }
    for (const i of shipmentSpaces(ctx.s, f))
      while (ctx.s.shipments.some((sh) => sh.f === f && sh.s === i)) cashIn(ctx, f, i);
  },
  onCommand(ctx, _f, c) {
    const f = nextOwner(ctx.s)!;
    if (c.t === "place") {
      const i = spaceIdx(c.s);
      const j = ctx.s.shipments.findIndex((sh) => sh.f === f && sh.s === i);
      removeShipment(ctx, j);
      place(ctx, c.p, i);
      log(ctx, "log.drugProfitBase", { faction: f, space: c.s });
      return;
    }
    const ch = choiceOf(c);
    if (ch?.k === "cash") cashIn(ctx, f, spaceIdx(ch.space));
  },
});
