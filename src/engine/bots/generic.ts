// The steps every Non-player takes the same way (8.1.1 guidelines, 8.1.2 procedure), used when a
// Faction's flowchart says nothing more specific about the step at hand.
import { OWNER } from "../core/pieces";
import { guerrillas, underground } from "../core/queries";
import { SPACE_INDEX } from "../data/map";
import { FACTIONS, type Faction, type Option, type PieceKind } from "../types";
import type { BotCtx } from "./context";

/** 8.1.2 3rd bullet: enemy pieces go in this order */
const ENEMY_ORDER: PieceKind[][] = [
  ["govtBase", "farcBase", "aucBase", "cartelsBase"],
  ["police"],
  ["troops"],
  ["farcU", "aucU", "cartelsU"],
  ["farcA", "aucA", "cartelsA"],
];
/** 8.1.2 4th bullet: own Active Guerrillas before Underground ones; Bases last */
const OWN_ORDER: PieceKind[][] = [
  ["farcA", "aucA", "cartelsA"],
  ["farcU", "aucU", "cartelsU"],
  ["troops", "police"],
  ["govtBase", "farcBase", "aucBase", "cartelsBase"],
];
/** 8.1.2 1st bullet: Bases before Guerrillas (Underground form first), then cubes */
const PLACE_ORDER: PieceKind[][] = [
  ["govtBase", "farcBase", "aucBase", "cartelsBase"],
  ["farcU", "aucU", "cartelsU"],
  ["farcA", "aucA", "cartelsA"],
  ["troops", "police"],
];

function rank(order: PieceKind[][], p: PieceKind): number {
  const r = order.findIndex((g) => g.includes(p));
  return r < 0 ? order.length : r;
}

/** the first option by rank (stable: ties keep the Decision's order) */
function best(opts: Option[], score: (o: Option) => number): Option | undefined {
  let out: Option | undefined;
  let top = Number.POSITIVE_INFINITY;
  for (const o of opts) {
    const v = score(o);
    if (v < top) {
      top = v;
      out = o;
    }
  }
  return out;
}

/** 8.1.2 removal: enemy pieces by the 3rd bullet (among Factions: `enemies` order), own by the 4th */
export function removalScore(f: Faction, p: PieceKind, enemies: readonly Faction[] = FACTIONS): number {
  const owner = OWNER[p];
  if (owner === f) return 1000 + rank(OWN_ORDER, p);
  const e = enemies.indexOf(owner);
  return rank(ENEMY_ORDER, p) * 10 + (e < 0 ? 9 : e);
}

export function removeByPriority(ctx: BotCtx, enemies?: readonly Faction[]): Option | undefined {
  const opts = ctx.d.options.filter((o) => o.t === "remove");
  return best(opts, (o) => (o.t === "remove" ? removalScore(ctx.f, o.p, enemies) : 1e9));
}

export function placeByPriority(ctx: BotCtx): Option | undefined {
  const opts = ctx.d.options.filter((o) => o.t === "place");
  return best(opts, (o) =>
    o.t === "place" ? rank(PLACE_ORDER, o.p) * 10 + (OWNER[o.p] === ctx.f ? 0 : 1) : 1e9,
  );
}

/**
 * 8.1.2 4th bullet: a Shipment whose Guerrilla leaves goes to an own Guerrilla, then another
 * Non-player's Underground Guerrilla, then Active Guerrillas FARC, AUC, Cartels.
 */
export function heirByPriority(ctx: BotCtx): Option | undefined {
  const opts = ctx.d.options.filter((o) => o.t === "choose" && o.c.k === "heir");
  const space = ctx.d.context.space;
  const i = space ? SPACE_INDEX[space] : -1;
  return best(opts, (o) => {
    if (o.t !== "choose" || o.c.k !== "heir") return 1e9;
    const g = o.c.faction;
    if (g === ctx.f) return 0;
    const np = ctx.s.seats[g] === "nonplayer";
    if (np && i >= 0 && underground(ctx.s, i, g) > 0) return 1;
    if (i >= 0 && guerrillas(ctx.s, i, g) === 0) return 9;
    return 2 + FACTIONS.indexOf(g);
  });
}

/** the generic step for any Decision: never a dead end, always one of the options */
export function genericStep(ctx: BotCtx): Option {
  const { d } = ctx;
  const done = ctx.done();
  const first = d.options.find((o) => o.t !== "done");
  let o: Option | undefined;
  switch (d.kind) {
    case "removePiece":
      o = removeByPriority(ctx);
      break;
    case "placePiece":
      // 8.1.1 to the maximum extent: place while a placement is offered
      o = placeByPriority(ctx);
      break;
    case "selectSpace": {
      const at = ctx.pick([ctx.spaceOptions()]);
      o = at === null ? undefined : ctx.spaceOption(at);
      break;
    }
    case "movePiece":
      // moves are the Faction's own plan (March, Events); nothing planned: stop if allowed
      o = done ?? first;
      break;
    case "chooseFaction":
      o = heirByPriority(ctx) ?? ctx.choice((c) => c.k === "faction") ?? done ?? first;
      break;
    case "chooseSpecial":
      o = done ?? first;
      break;
    case "chooseAction":
      o = ctx.exact({ k: "pass" }) ?? first;
      break;
    default:
      o = first ?? done;
  }
  return o ?? done ?? (d.options[0] as Option);
}
