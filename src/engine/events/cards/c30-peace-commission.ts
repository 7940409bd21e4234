// Card 30 "Peace Commission" (2nd edition).
// unshaded: one FARC Zone is removed, with a FARC Base in it (5.1.3: a Zone holding a FARC Base
// if there is one). The Zone is only a marker: taking it away lets Government forces enter again.
// shaded: the Government places a FARC Zone per 6.4.4 (a Department with the most FARC pieces;
// propaganda/zones.ts moves Government forces out), then a FARC Base goes into it (as far as
// Available and fitting; a FARC player executing it may free one of its Bases, 1.4.1).
import { log, writable } from "../../core/mutate";
import { baseCount } from "../../core/queries";
import { SPACE_IDS } from "../../data/map";
import { placeFarcZone, zoneCandidates } from "../../propaganda/zones";
import type { GameState } from "../../types";
import { spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

/** FARC Zones, Ecuador or Panamá included once an Event made them Departments (cards 33, 71) */
const zones = (s: GameState) => spacesWhere((i) => s.spaces[i].zone, s);
/** 5.1.3 Zones holding a FARC Base, else any Zone */
const zoneTiers = (s: GameState) => [zones(s).filter((i) => baseCount(s, i, "farc") > 0), zones(s)];

registerEvent(30, {
  unshaded: side<{ zone: number }>(
    (s) => zones(s).length > 0,
    (x) => x.pickSpace("zone", { tiers: zoneTiers(x.s), prompt: "prompt.card30.remove", rule: "5.1.3" }),
    (x) => {
      const i = x.data.zone;
      if (i === undefined) return;
      writable(x.ctx, i).zone = false;
      log(x.ctx, "log.farcZoneRemoved", { space: SPACE_IDS[i] });
      x.remove({ spaces: [i], kinds: ["farcBase"], n: 1 });
    },
  ),
  shaded: side<{ before: number[] }>(
    (s) => zoneCandidates(s).length > 0,
    (x) => {
      x.set("before", zones(x.s));
      placeFarcZone(x.ctx);
    },
    (x) =>
      x.placeIn(
        zones(x.s).find((i) => !x.data.before?.includes(i)),
        ["farcBase", 1],
      ),
  ),
});
