// One Faction's Operation (+ optional Special Activity) as a frame: it starts the op's own
// frame, lets the SA happen at any one time before, during or after it (4.1), and offers
// the Ship free LimOp afterwards (2.3.6).
import { SAS_OF, type SaName, saDef } from "../activities/registry";
import { choiceOf } from "../choice";
import { type Ctx, log, removeShipment } from "../core/mutate";
import { shipmentSpaces } from "../core/queries";
import { SPACE_IDS, spaceIdx } from "../data/map";
import { type OpName, opDef, opsOf } from "../ops/registry";
import type { CommandBody, Faction, GameState, Option, SpaceId } from "../types";
import type { ActionFrame } from "./action-frame";
import { choose, DONE, decision } from "./decide";
import { registerFrame } from "./registry";
import { findFrame, pop, push, top } from "./stack";

export type { ActionFrame } from "./action-frame";

export interface ActionOptions {
  limited?: boolean;
  free?: boolean;
  saAllowed?: boolean;
  byEvent?: boolean;
  ship?: boolean;
  finalCard?: boolean;
  only?: number[];
  maxSpaces?: number;
  into?: string;
}

/** A new action frame (also the probe that asks an Operation's canStart without starting it). */
export function actionFrame(f: Faction, op: OpName, o: ActionOptions = {}): ActionFrame {
  const a: ActionFrame = {
    k: "action",
    f,
    op,
    limited: !!o.limited,
    free: !!o.free,
    saAllowed: !!o.saAllowed && !o.limited,
    byEvent: !!o.byEvent,
    ship: !!o.ship,
    finalCard: !!o.finalCard,
    sa: null,
    saDone: false,
    opDone: false,
    opSpaces: [],
    paid: 0,
    stage: "op",
  };
  if (o.only) a.only = o.only;
  if (o.maxSpaces !== undefined) a.maxSpaces = o.maxSpaces;
  if (o.into) a.into = o.into;
  return a;
}

export function startAction(ctx: Ctx, f: Faction, op: OpName, o: ActionOptions = {}): void {
  const a = actionFrame(f, op, o);
  const frame = push(ctx, a);
  log(ctx, "log.operation", { faction: f, op, limited: a.limited ? 1 : 0, free: a.free ? 1 : 0 });
  push(ctx, opDef(op)!.frame(ctx.s, frame));
}

/** The action frame that owns the op frame on top, if any. */
export function currentAction(s: GameState): ActionFrame | null {
  return findFrame<ActionFrame>(s, "action");
}

/** Most spaces the op may still select (2.3.5 LimOp: one; Event limits). */
export function spacesLeft(a: ActionFrame): number {
  const max = a.limited ? 1 : (a.maxSpaces ?? Number.POSITIVE_INFINITY);
  return max - a.opSpaces.length;
}

/** Resources the op must pay for a space (0 when free, 3.1.2). */
export function costOf(a: ActionFrame, cost: number): number {
  return a.free ? 0 : cost;
}

/** May space i be selected under the action's Event limits? */
export function allowedSpace(a: ActionFrame, i: number): boolean {
  return (!a.only || a.only.includes(i)) && !a.opSpaces.includes(i);
}

/** Record a selected space and pay for it. */
export function selectSpace(ctx: Ctx, a: ActionFrame, i: number, cost: number): void {
  a.opSpaces.push(i);
  const c = costOf(a, cost);
  if (c > 0) {
    ctx.s.resources[a.f] -= c;
    a.paid += c;
  }
}

/** SA choices an op frame should add to its own decision right now (4.1). */
export function saOptions(s: GameState): Option[] {
  const a = currentAction(s);
  if (!a?.saAllowed || a.sa) return [];
  // 4.1 an SA goes with an Operation executed in at least 1 space
  if (a.opDone && a.opSpaces.length === 0) return [];
  const out: Option[] = [];
  for (const name of SAS_OF[a.f]) {
    const d = saDef(name);
    if (d?.canStart(s, a)) out.push(choose({ k: "sa", sa: name }));
  }
  return out;
}

/** If the command is an SA choice, start it and return true. */
export function trySa(ctx: Ctx, c: CommandBody): boolean {
  const ch = choiceOf(c);
  if (ch?.k !== "sa") return false;
  const a = currentAction(ctx.s)!;
  const name: SaName = ch.sa;
  a.sa = name;
  log(ctx, "log.specialActivity", { faction: a.f, sa: name });
  push(ctx, saDef(name)!.frame(ctx.s, a));
  return true;
}

/** Called by an op frame when the Operation is complete. */
export function finishOp(ctx: Ctx): void {
  pop(ctx);
  const a = top(ctx.s) as ActionFrame;
  a.opDone = true;
}

/** Called by an SA frame when the Special Activity is complete. */
export function finishSa(ctx: Ctx): void {
  pop(ctx);
  const a = currentAction(ctx.s);
  if (a) a.saDone = true;
}

/**
 * 2.3.6 the owner picks which Shipment goes: one option when they all sit in one space,
 * otherwise one per space (`<prefix>From:<space>`).
 */
function shipmentChoices(s: GameState, f: Faction, k: "ship" | "shipAgree"): Option[] {
  const where = shipmentSpaces(s, f);
  if (where.length <= 1) return where.length ? [choose({ k })] : [];
  return where.map((i) => choose({ k, from: SPACE_IDS[i] }));
}

/** remove the Shipment named by a `ship` / `shipAgree` choice (from: which space) */
function removeChosenShipment(ctx: Ctx, f: Faction, from: SpaceId | undefined): void {
  const i = from === undefined ? -1 : spaceIdx(from);
  removeShipment(
    ctx,
    ctx.s.shipments.findIndex((sh) => sh.f === f && (i < 0 || sh.s === i)),
  );
}

/** 2.3.6 may this finished action be followed by a Ship LimOp? */
/** 2.3.6 could this finished action be followed by a Ship LimOp at all? */
function mayShip(s: GameState, a: ActionFrame): boolean {
  return (
    !a.byEvent && !a.ship && !a.sa && a.paid > 0 && s.seats[a.f] === "player" && !s.card.shipped.includes(a.f)
  );
}

/**
 * 2.3.6 other player Factions that hold a Shipment and have not refused this time: the
 * executing Faction may ask one of them to remove its own Shipment for the free LimOp.
 * Non-players take no part in Shipment deals (8.1).
 */
function donors(s: GameState, a: ActionFrame): Faction[] {
  const out: Faction[] = [];
  for (const sh of s.shipments)
    if (sh.f !== a.f && s.seats[sh.f] === "player" && !out.includes(sh.f) && !a.refused?.includes(sh.f))
      out.push(sh.f);
  return out;
}

function shipOps(s: GameState, a: ActionFrame): OpName[] {
  const probe: ActionFrame = { ...a, limited: true, free: true, saAllowed: false, opSpaces: [], sa: null };
  return opsOf(a.f).filter(
    (op) => !(a.finalCard && (op === "sweep" || op === "march")) && opDef(op)?.canStart(s, { ...probe, op }),
  );
}

registerFrame<ActionFrame>("action", {
  decide(s, a) {
    if (a.stage === "op" || a.stage === "end") return null;
    if (a.stage === "sa") {
      const opts = saOptions(s);
      if (!opts.length) return null;
      return decision(a.f, "prompt.saAfterOp", [...opts, DONE], { op: a.op }, undefined, "4.1");
    }
    if (a.stage === "ship") {
      if (!mayShip(s, a) || shipOps(s, a).length === 0) return null;
      const opts: Option[] = shipmentChoices(s, a.f, "ship");
      for (const g of donors(s, a)) opts.push(choose({ k: "askShip", faction: g }));
      if (!opts.length) return null;
      return decision(a.f, "prompt.ship", [...opts, DONE], { op: a.op }, undefined, "2.3.6");
    }
    if (a.stage === "shipAsk") {
      return decision(
        a.asked!,
        "prompt.shipAsk",
        [...shipmentChoices(s, a.asked!, "shipAgree"), choose({ k: "shipRefuse" })],
        { op: a.op },
        { faction: a.f },
        "2.3.6",
      );
    }
    // shipOp: pick the free LimOp's type
    return decision(
      a.f,
      "prompt.shipOp",
      shipOps(s, a).map((op) => choose({ k: "op", op, limited: true })),
      {},
      undefined,
      "2.3.6",
    );
  },
  auto(ctx, a) {
    if (a.stage === "op") {
      a.stage = a.sa ? "ship" : "sa";
      return;
    }
    if (a.stage === "sa") {
      a.stage = "ship";
      return;
    }
    // ship stage with nothing to offer, or the end
    pop(ctx);
    // an Event that ordered this action reads the spaces it selected (e.g. a March's destinations)
    const ev = a.into ? findFrame(ctx.s, "ev.seq") : null;
    if (ev && a.into) (ev.data as Record<string, unknown>)[a.into] = [...a.opSpaces];
    // 2.3.4 / 4.1 it counts as Operation + Special Activity only if the Operation reached a space
    if (!a.byEvent && !a.ship && a.sa && a.opSpaces.length > 0 && ctx.s.card.acted[a.f] === "op")
      ctx.s.card.acted[a.f] = "opsa";
  },
  onCommand(ctx, a, c) {
    if (trySa(ctx, c)) return;
    if (c.t === "done") {
      a.stage = a.stage === "sa" ? "ship" : "end";
      return;
    }
    const ch = choiceOf(c);
    if (ch?.k === "ship") {
      removeChosenShipment(ctx, a.f, ch.from);
      ctx.s.card.shipped.push(a.f);
      a.stage = "shipOp";
      return;
    }
    if (ch?.k === "askShip") {
      a.asked = ch.faction;
      a.stage = "shipAsk";
      return;
    }
    if (ch?.k === "shipAgree" || ch?.k === "shipRefuse") {
      const g = a.asked!;
      delete a.asked;
      if (ch.k === "shipRefuse") {
        a.refused = [...(a.refused ?? []), g];
        log(ctx, "log.shipRefused", { faction: g, to: a.f });
        a.stage = "ship";
        return;
      }
      removeChosenShipment(ctx, g, ch.from);
      log(ctx, "log.shipGiven", { faction: g, to: a.f });
      ctx.s.card.shipped.push(a.f);
      a.stage = "shipOp";
    }
    if (ch?.k === "op") {
      a.stage = "end";
      startAction(ctx, a.f, ch.op, {
        limited: true,
        free: true,
        ship: true,
        finalCard: a.finalCard,
      });
    }
  },
});
