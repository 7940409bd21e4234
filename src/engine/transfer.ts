// 1.5.2 Negotiated transfers: a player Faction may give Resources, or a Shipment (4.5.3: to a
// Guerrilla of the receiver in the same space), only while the giver or the receiver carries
// out its own Operation or Event on the current card. A side command: it is not among the
// Decision's options, and the Decision stays the same after it.
import { ruleError } from "./core/errors";
import { addResources, type Ctx, log } from "./core/mutate";
import { guerrillas } from "./core/queries";
import { SPACE_IDS } from "./data/map";
import { FACTIONS, type Faction, type GameState, type RuleError, type Transfer } from "./types";
import { runner } from "./victory";

/** The Faction now carrying out its own Operation or Event on the card, if any. */
export function executingFaction(s: GameState): Faction | null {
  for (let i = s.frames.length - 1; i >= 0; i--) {
    const f = s.frames[i];
    if (f.k === "action" && !f.byEvent) return f.f as Faction;
    if (f.k === "event") return f.f as Faction;
    if (f.k === "card" || f.k === "propaganda") return null;
  }
  return null;
}

export function isTransfer(c: unknown): c is Transfer {
  return typeof c === "object" && c !== null && (c as { t?: unknown }).t === "transfer";
}

/** Why this transfer is not allowed now, or null. Never throws on bad input. */
export function validateTransfer(s: GameState, c: unknown): RuleError | null {
  const o = c as Record<string, unknown>;
  const by = o.by as Faction;
  const to = o.to as Faction;
  if (!FACTIONS.includes(by) || !FACTIONS.includes(to) || by === to || typeof o.seq !== "number")
    return ruleError("malformed", "protocol");
  const hasRes = o.resources !== undefined;
  const hasShip = o.shipment !== undefined;
  if (hasRes === hasShip) return ruleError("malformed", "protocol");
  if (s.ended) return ruleError("gameOver", "7.0");
  if (o.seq !== s.seq) return ruleError("stale", "protocol", { expected: s.seq, got: o.seq as number });
  if (s.seats[by] !== "player" || s.seats[to] !== "player") return ruleError("transferNonPlayer", "1.5.2");
  if (runner(s, by) === runner(s, to)) return ruleError("transferOwnFactions", "1.5.1");
  const ex = executingFaction(s);
  if (ex !== by && ex !== to) return ruleError("transferNotNow", "1.5.2");
  if ((s.card.transfers ?? 0) >= MAX_TRANSFERS_PER_CARD)
    return ruleError("transferLimit", "1.5.2", { max: MAX_TRANSFERS_PER_CARD });
  if (hasRes) {
    const n = o.resources;
    if (typeof n !== "number" || !Number.isInteger(n) || n < 1) return ruleError("malformed", "protocol");
    if (n > s.resources[by]) return ruleError("transferTooMuch", "1.5.2", { have: s.resources[by] });
    return null;
  }
  const k = o.shipment;
  if (typeof k !== "number" || !Number.isInteger(k) || k < 0 || k >= s.shipments.length)
    return ruleError("malformed", "protocol");
  const sh = s.shipments[k];
  if (sh.f !== by) return ruleError("transferNotOwner", "4.5.3");
  if (sh.ask) return ruleError("transferHeirPending", "4.5.3");
  if (guerrillas(s, sh.s, to) === 0) return ruleError("transferNoGuerrilla", "4.5.3");
  return null;
}

/**
 * Transfers one card may see. Generous for any real negotiation; it keeps two players passing
 * 1 Resource back and forth from growing the saved log without end.
 */
export const MAX_TRANSFERS_PER_CARD = 20;

/** Carry out a validated transfer on a working copy. */
export function doTransfer(ctx: Ctx, c: Transfer): void {
  ctx.s.card.transfers = (ctx.s.card.transfers ?? 0) + 1;
  if (c.resources !== undefined) {
    // the receiver's cap (99) can swallow part of it; the giver pays only what arrives (1.7)
    const got = addResources(ctx, c.to, c.resources);
    addResources(ctx, c.by, -got);
    log(ctx, "log.transferResources", { from: c.by, to: c.to, n: got });
    return;
  }
  const sh = ctx.s.shipments[c.shipment!];
  sh.f = c.to;
  log(ctx, "log.transferShipment", { from: c.by, to: c.to, space: SPACE_IDS[sh.s] });
}
