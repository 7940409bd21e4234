// 6.4.4 FARC Zones. The Government picks, among Departments (optionally of one terrain) that
// are not yet Zones, one with the most FARC pieces. Its Government Bases there are removed and
// its cubes leave at once to the 6.5 destinations, judged on Control at that moment. While the
// Zone stands, Government forces never enter it (mutate.canEnter). Card 36 uses placeFarcZone.
import { ruleError } from "../core/errors";
import { type Ctx, log, move, remove, writable } from "../core/mutate";
import { canEnter, count, deptSpaces, factionPieces, terrainOf } from "../core/queries";
import { SPACE_IDS, spaceIdx } from "../data/map";
import { decision, moveOpt, spaceOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import { pop, push } from "../flow/stack";
import type { Frame, GameState, Option, PieceKind, Terrain } from "../types";
import { inFinalRound } from "./frame";
import { BOGOTA, controlSnapshot, policeDestinations, troopDestinations } from "./redeploy";

export interface FarcZoneFrame extends Frame {
  k: "farcZone";
  terrain: Terrain | null;
  /** the Department that received the Zone, -1 until chosen */
  zone: number;
  /** Govt-Controlled spaces when the Zone was placed */
  ctl: number[];
}

/** Push the Government's choice of a FARC Zone (6.4.3 Pastrana, or an Event such as card 36). */
export function placeFarcZone(ctx: Ctx, o: { terrain?: Terrain } = {}): void {
  push(ctx, { k: "farcZone", terrain: o.terrain ?? null, zone: -1, ctl: [] } satisfies FarcZoneFrame);
}

/** Departments eligible for the Zone: not yet Zones, of the terrain, tied for most FARC pieces. */
export function zoneCandidates(s: GameState, terrain: Terrain | null = null): number[] {
  const open = deptSpaces(s).filter(
    (i) => !s.spaces[i].zone && (terrain === null || terrainOf(s, i) === terrain),
  );
  let most = -1;
  for (const i of open) most = Math.max(most, factionPieces(s, i, "farc"));
  return open.filter((i) => factionPieces(s, i, "farc") === most);
}

/** 6.4.3 Uribe: every FARC Zone is removed. */
export function removeAllZones(ctx: Ctx): void {
  for (let i = 0; i < ctx.s.spaces.length; i++)
    if (ctx.s.spaces[i].zone) {
      writable(ctx, i).zone = false;
      log(ctx, "log.farcZoneRemoved", { space: SPACE_IDS[i] });
    }
}

function setZone(ctx: Ctx, f: FarcZoneFrame, i: number): void {
  const s = ctx.s;
  f.ctl = controlSnapshot(s).filter((j) => j !== i);
  f.zone = i; // the marker goes down once the cubes have left (see auto), never with them inside
  log(ctx, "log.farcZone", { space: SPACE_IDS[i] });
  remove(ctx, "govtBase", i, count(s, i, "govtBase"));
}

/** where cubes of kind k may go now: those destinations that can still take one (card 33:
 * Ecuador holds 2 pieces per Faction, 1.3.5); Troops that fit nowhere go to Bogotá (6.5.1) */
function destinations(s: GameState, f: FarcZoneFrame, k: PieceKind): number[] {
  const all = k === "troops" ? troopDestinations(s, f.ctl) : policeDestinations(s, f.ctl);
  const open = all.filter((j) => canEnter(s, k, j));
  return open.length || k !== "troops" ? open : [BOGOTA];
}

/**
 * a cube kind whose move is forced to a single destination (or needs no choice), if any. Play
 * note to 6.6: in the final Round (2.4.1) the Redeploy may be skipped, since where cubes stand
 * changes no victory margin (7.3); the cubes still leave a Zone placed then (6.4.4), each kind to
 * its first destination without asking the Government.
 */
function forcedKind(s: GameState, f: FarcZoneFrame): PieceKind | null {
  const last = inFinalRound(s);
  for (const k of ["troops", "police"] as const)
    if (count(s, f.zone, k) > 0 && (last || destinations(s, f, k).length === 1)) return k;
  return null;
}

function cubeOptions(s: GameState, f: FarcZoneFrame): Option[] {
  const out: Option[] = [];
  for (const k of ["troops", "police"] as const)
    if (count(s, f.zone, k) > 0) for (const j of destinations(s, f, k)) out.push(moveOpt(k, f.zone, j));
  return out;
}

registerFrame<FarcZoneFrame>("farcZone", {
  decide(s, f) {
    if (f.zone < 0) {
      const cands = zoneCandidates(s, f.terrain);
      if (cands.length <= 1) return null;
      return decision("govt", "prompt.farcZone.place", cands.map(spaceOpt), {}, undefined, "6.4.4");
    }
    if (forcedKind(s, f)) return null;
    const opts = cubeOptions(s, f);
    if (!opts.length) return null;
    return decision(
      "govt",
      "prompt.farcZone.redeploy",
      opts,
      { space: SPACE_IDS[f.zone] },
      { space: SPACE_IDS[f.zone] },
      "6.4.4",
    );
  },
  auto(ctx, f) {
    const s = ctx.s;
    if (f.zone < 0) {
      const cands = zoneCandidates(s, f.terrain);
      if (!cands.length) {
        log(ctx, "log.farcZoneNone");
        pop(ctx);
        return;
      }
      setZone(ctx, f, cands[0]);
      return;
    }
    const k = forcedKind(s, f);
    if (k) {
      move(ctx, k, f.zone, destinations(s, f, k)[0], count(s, f.zone, k));
      return;
    }
    writable(ctx, f.zone).zone = true;
    pop(ctx);
  },
  onCommand(ctx, f, c) {
    if (c.t === "space") setZone(ctx, f, spaceIdx(c.s));
    else if (c.t === "move") move(ctx, c.p, spaceIdx(c.from), spaceIdx(c.to));
  },
  explain(s, f, c) {
    if (f.zone < 0 && c.t === "space") return ruleError("farcZoneNotMost", "6.4.4", { space: c.s });
    if (f.zone >= 0 && c.t === "move") {
      if (s.spaces[spaceIdx(c.to)].zone) return ruleError("farcZoneClosed", "6.4.4", { space: c.to });
      return ruleError(c.p === "troops" ? "redeployTroopsWhere" : "redeployPoliceWhere", "6.4.4", {
        space: c.to,
      });
    }
    return null;
  },
});
