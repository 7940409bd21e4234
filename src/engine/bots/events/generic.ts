// 8.4 the generic rules for a Non-player's step inside an Event, used wherever the card's own
// instruction (8.4.4, events/cards/cNN-*/nonplayer.ts) leaves the step open. docs/nonplayer-events.md.
//  - 8.4.2 as much as the Event allows: never stop while a placement (or a pick, a move) is still
//    offered; Bases before Guerrillas, Underground before Active, own pieces before others' (8.1.2).
//  - 8.4.3 spaces at random (8.2 / 8.3); shifts where they change the totals most (pickShift).
//  - 8.1.2 removals: enemy Bases, Police, Troops, Underground, Active Guerrillas — an Insurgent
//    hurts the Government first, then the other Insurgents, the one leading on margin first.
//  - an "up to" step stops rather than harm the Non-player itself (remove or expose its own
//    pieces, help the Government), which 8.4.2 does not ask of it.
import { isBase, isCube, isGuerrilla, isUnderground, OWNER } from "../../core/pieces";
import {
  factionPieces,
  govtControls,
  margins,
  popOf,
  shipmentsIn,
  totalPieces,
  underground,
} from "../../core/queries";
import { SPACE_IDS, SPACE_INDEX } from "../../data/map";
import { FACTIONS, type Faction, type GameState, type Option, type PieceKind } from "../../types";
import type { BotCtx } from "../context";
import { removalScore } from "../generic";

// ---- whom to hurt, whom to help -----------------------------------------------------------------

/** the other Insurgents, by victory margin (7.1; ties in FARC, AUC, Cartels order): leader first */
function insurgentsByMargin(s: GameState, but: Faction): Faction[] {
  const m = margins(s);
  return FACTIONS.filter((g) => g !== "govt" && g !== but).sort((a, b) => m[b] - m[a]);
}

/**
 * The Factions a Non-player hurts, most first: an Insurgent hurts the Government first, then the
 * other Insurgents, the one leading on victory margin first; the Government the Insurgents so.
 */
export function enemiesOf(s: GameState, f: Faction): Faction[] {
  const ins = insurgentsByMargin(s, f);
  return f === "govt" ? ins : ["govt", ...ins];
}

/**
 * Whose pieces a Non-player places or hands Shipments to, most willingly first: its own, then the
 * other Insurgents, the one trailing on margin first (it hurts the leader least); the Government
 * last for an Insurgent (and Insurgents last for the Government).
 */
export function helpRank(s: GameState, f: Faction, owner: Faction): number {
  if (owner === f) return 0;
  if ((f === "govt") !== (owner === "govt")) return 9;
  return 1 + insurgentsByMargin(s, f).reverse().indexOf(owner);
}

/** 8.1.2 1st bullet: Bases, then Underground Guerrillas, then Active ones, then cubes */
export function placeKindRank(p: PieceKind): number {
  if (isBase(p)) return 0;
  if (isGuerrilla(p)) return isUnderground(p) ? 1 : 2;
  return isCube(p) ? 3 : 4;
}

// ---- spaces -------------------------------------------------------------------------------------

/** the option of space i in the Decision (a `space` option) */
function spaceOpt(ctx: BotCtx, i: number | null): Option | undefined {
  return i === null ? undefined : ctx.spaceOption(i);
}

/** 8.4.3 a random offered space (8.2 / 8.3) from the first tier that has one */
export function pickSpaceIn(ctx: BotCtx, tiers: readonly (readonly number[])[]): Option | undefined {
  const offered = new Set(ctx.spaceOptions());
  return spaceOpt(ctx, ctx.pick(tiers.map((t) => t.filter((i) => offered.has(i)))));
}

/** the level a space reaches when set or shifted to `to` (1.6: five levels, −2 … +2) */
const clampLevel = (to: number) => Math.max(-2, Math.min(2, to));

/**
 * 8.4.3 how much a shift of space i to level `to` changes Total Support plus Total Opposition:
 * each level crossed moves one of the two totals by the space's Population (1.6.3).
 */
export function shiftImpact(s: GameState, i: number, to: number): number {
  return popOf(s, i) * Math.abs(clampLevel(to) - s.spaces[i].sup);
}

/**
 * 8.4.3 among the offered spaces, where setting the level to `to(i)` changes the totals most
 * (about: the highest Population); ties by 8.2. Narrated with the figure that decided it.
 */
export function pickShift(ctx: BotCtx, to: (i: number) => number): Option | undefined {
  const cands = ctx.spaceOptions();
  if (!cands.length) return undefined;
  const impact = (i: number) => shiftImpact(ctx.s, i, to(i));
  const most = Math.max(...cands.map(impact));
  const at = ctx.pick([cands.filter((i) => impact(i) === most)]);
  if (at === null) return undefined;
  ctx.say("np.ev.generic.shift", { space: SPACE_IDS[at], n: most });
  return ctx.spaceOption(at);
}

// ---- the generic step ---------------------------------------------------------------------------

/** the options with the lowest score (all of them tie on what the rules rank) */
function lowest<O>(opts: O[], score: (o: O) => number): O[] {
  if (!opts.length) return [];
  const top = Math.min(...opts.map(score));
  return opts.filter((o) => score(o) === top);
}

/** one of equally ranked options: the space drawn at random (8.2 / 8.3) among theirs */
function drawn<O>(ctx: BotCtx, best: O[], where: (o: O) => number): O | undefined {
  if (best.length <= 1) return best[0];
  const at = ctx.pick([[...new Set(best.map(where))]]);
  return best.find((o) => where(o) === at) ?? best[0];
}

const idx = (id: string) => SPACE_INDEX[id as keyof typeof SPACE_INDEX];

function stop(ctx: BotCtx): Option | undefined {
  const done = ctx.done();
  if (done) ctx.say("np.ev.generic.stop", { faction: ctx.f });
  return done;
}

type PieceOpt = Extract<Option, { t: "place" | "remove" | "flip" }>;

function place(ctx: BotCtx): Option | undefined {
  const opts = ctx.d.options.filter((o): o is PieceOpt => o.t === "place");
  const best = lowest(opts, (o) => helpRank(ctx.s, ctx.f, OWNER[o.p]) * 10 + placeKindRank(o.p));
  // an "up to" placement that would only help the other side: stop (nothing else is offered)
  if (!best.length || (ctx.done() && helpRank(ctx.s, ctx.f, OWNER[best[0].p]) === 9)) return stop(ctx);
  const o = drawn(ctx, best, (x) => idx(x.s)) as PieceOpt;
  ctx.say("np.ev.generic.place", { piece: o.p, space: o.s });
  return o;
}

/**
 * The Government's own cubes an Event makes it remove (our flowchart, docs/nonplayer-government.md):
 * first where it keeps Control of a populated space (1.7), the random pick (8.2) among those.
 */
function keepingControl(ctx: BotCtx, best: PieceOpt[]): PieceOpt[] {
  if (ctx.f !== "govt" || OWNER[best[0].p] !== "govt") return best;
  const s = ctx.s;
  const keeps = (o: PieceOpt) => {
    const i = idx(o.s);
    return (
      !(popOf(s, i) > 0 && govtControls(s, i)) ||
      2 * (factionPieces(s, i, "govt") - 1) > totalPieces(s, i) - 1
    );
  };
  const kept = best.filter(keeps);
  return kept.length ? kept : best;
}

function removal(ctx: BotCtx): Option | undefined {
  const opts = ctx.d.options.filter((o): o is PieceOpt => o.t === "remove");
  const enemies = enemiesOf(ctx.s, ctx.f);
  const best = lowest(opts, (x) => removalScore(ctx.f, x.p, enemies));
  // 8.1.2: an own piece goes only when the Event forces it
  if (!best.length || (ctx.done() && OWNER[best[0].p] === ctx.f)) return stop(ctx);
  const o = drawn(ctx, keepingControl(ctx, best), (x) => idx(x.s)) as PieceOpt;
  ctx.say("np.ev.generic.remove", { piece: o.p, space: o.s });
  return o;
}

/** a flip that helps: own Active Guerrillas back Underground, enemy Underground ones Active */
const goodFlip = (f: Faction, p: PieceKind) => (OWNER[p] === f) !== isUnderground(p);

function flip(ctx: BotCtx): Option | undefined {
  const opts = ctx.d.options.filter((o): o is PieceOpt => o.t === "flip");
  const enemies = enemiesOf(ctx.s, ctx.f);
  const score = (o: PieceOpt) => {
    const e = enemies.indexOf(OWNER[o.p]);
    return (goodFlip(ctx.f, o.p) ? 0 : 100) + (e < 0 ? 9 : e);
  };
  const best = lowest(opts, score);
  if (!best.length || (ctx.done() && !goodFlip(ctx.f, best[0].p))) return stop(ctx);
  const o = drawn(ctx, best, (x) => idx(x.s)) as PieceOpt;
  ctx.say("np.ev.generic.flip", { piece: o.p, space: o.s });
  return o;
}

type MoveOpt = Extract<Option, { t: "move" }>;

/** 8.4.2 relocate as many as allowed: a random destination, then a random origin (8.2) */
function move(ctx: BotCtx): Option | undefined {
  const opts = ctx.d.options.filter((o): o is MoveOpt => o.t === "move");
  if (!opts.length) return stop(ctx);
  const to = ctx.pick([[...new Set(opts.map((o) => idx(o.to)))]]);
  const there = opts.filter((o) => idx(o.to) === to);
  const best = lowest(there, (x) => helpRank(ctx.s, ctx.f, OWNER[x.p]) * 10 + placeKindRank(x.p));
  const o = drawn(ctx, best, (x) => idx(x.from));
  if (!o) return stop(ctx);
  ctx.say("np.ev.generic.move", { piece: o.p, space: o.to });
  return o;
}

type ShipOpt = { o: Option; space: number; faction: Faction };

function shipmentOpts(ctx: BotCtx): ShipOpt[] {
  const out: ShipOpt[] = [];
  for (const o of ctx.d.options)
    if (o.t === "choose" && o.c.k === "shipment")
      out.push({ o, space: idx(o.c.space), faction: o.c.faction });
  return out;
}

/** 8.1.2 2nd bullet: a Shipment to an Underground Guerrilla first, one already holding Shipments */
function placeShipment(ctx: BotCtx): Option | undefined {
  const score = (x: ShipOpt) =>
    helpRank(ctx.s, ctx.f, x.faction) * 10 +
    (underground(ctx.s, x.space, x.faction) > 0 ? 0 : 2) +
    (shipmentsIn(ctx.s, x.space, x.faction) > 0 ? 0 : 1);
  const best = lowest(shipmentOpts(ctx), score);
  if (!best.length || (ctx.done() && helpRank(ctx.s, ctx.f, best[0].faction) === 9)) return stop(ctx);
  const x = drawn(ctx, best, (y) => y.space) as ShipOpt;
  ctx.say("np.ev.generic.shipment", { faction: x.faction, space: SPACE_IDS[x.space] });
  return x.o;
}

/** Shipments removed: the enemies' first (Government side first, leader next), own last */
function removeShipment(ctx: BotCtx): Option | undefined {
  const enemies = enemiesOf(ctx.s, ctx.f);
  const score = (x: ShipOpt) => (x.faction === ctx.f ? 99 : enemies.indexOf(x.faction));
  const best = lowest(shipmentOpts(ctx), score);
  if (!best.length || (ctx.done() && best[0].faction === ctx.f)) return stop(ctx);
  const x = drawn(ctx, best, (y) => y.space) as ShipOpt;
  ctx.say("np.ev.generic.shipmentOff", { faction: x.faction, space: SPACE_IDS[x.space] });
  return x.o;
}

/** 8.4.3 a random space (8.2 / 8.3) among those offered; 8.4.2: never Done while one is offered */
function space(ctx: BotCtx): Option | undefined {
  const o = spaceOpt(ctx, ctx.pick([ctx.spaceOptions()]));
  if (o?.t === "space") ctx.say("np.ev.generic.space", { space: o.s });
  return o;
}

/**
 * The generic 8.4 answer to a step inside an Event, or null where the generic rules have nothing
 * to add (a Faction, a mode, an Operation…: the card's instruction or the framework decides).
 */
export function genericEventStep(ctx: BotCtx): Option | null {
  const k = ctx.step.top.k;
  let o: Option | undefined;
  switch (ctx.d.kind) {
    case "selectSpace":
      o = space(ctx);
      break;
    case "placePiece":
      o = place(ctx);
      break;
    case "removePiece":
      o = removal(ctx);
      break;
    case "flipPiece":
      o = flip(ctx);
      break;
    case "movePiece":
      o = move(ctx);
      break;
    case "chooseOption":
      if (k === "ev.shipPlace") o = placeShipment(ctx);
      else if (k === "ev.shipments") o = removeShipment(ctx);
      break;
  }
  return o ?? null;
}
