// Card 36 "Zona de Convivencia" (single Event, 2nd edition): the Government places a FARC Zone
// in a Mountain Department per 6.4.4 (most FARC pieces; propaganda/zones.ts), a FARC Base goes
// into it (if available and room); next, 2 neighbours of the Zone move one step toward
// Active Support; the executor remains Eligible for the next card.
import { adjacentIn, hasPop } from "../../core/queries";
import { placeFarcZone, zoneCandidates } from "../../propaganda/zones";
import type { GameState } from "../../types";
import { registerEvent, side } from "../registry";

const zones = (s: GameState) => s.spaces.flatMap((sp, i) => (sp.zone ? [i] : []));

registerEvent(36, {
  unshaded: side<{ before: number[]; zone: number; shift: number[] }>(
    (s) => zoneCandidates(s, "mountain").length > 0,
    (x) => {
      x.stayEligible();
      x.set("before", zones(x.s));
      placeFarcZone(x.ctx, { terrain: "mountain" });
    },
    (x) => {
      const z = zones(x.s).find((i) => !x.data.before?.includes(i));
      if (z === undefined) return; // 5.1.3 no Mountain Department left for a Zone
      x.set("zone", z);
      x.placeIn(z, ["farcBase", 1]); // a FARC player may free one of its Bases for it (1.4.1)
    },
    (x) => {
      const z = x.data.zone;
      if (z === undefined) return;
      const near = adjacentIn(x.s, z).filter((i) => hasPop(x.s, i) && x.s.spaces[i].sup < 2);
      x.pickSpaces("shift", { cands: near, n: 2, prompt: "prompt.card36.shift" });
    },
    (x) => x.shift(x.data.shift, 1),
  ),
});
