// Card 36 "Zona de Convivencia" (single Event, 2nd edition): the Government places a FARC Zone
// in a Mountain Department per 6.4.4 (most FARC pieces; propaganda/zones.ts), a FARC Base goes
// into it (if available and room); next, 2 neighbours of the Zone move one step toward
// Active Support; the executor remains Eligible for the next card.
import { shift } from "../../core/mutate";
import { hasPop } from "../../core/queries";
import { SPACES } from "../../data/map";
import { placeFarcZone, zoneCandidates } from "../../propaganda/zones";
import { chosenSpaces, eventSide, pickPieces, pickSpaces, stayEligible } from "../helpers";
import { registerEvent } from "../registry";

const zones = (s: { spaces: { zone: boolean }[] }) => s.spaces.flatMap((sp, i) => (sp.zone ? [i] : []));

registerEvent({
  number: 36,
  unshaded: eventSide(
    36,
    "unshaded",
    [
      (ctx, ev) => {
        stayEligible(ctx, ev.f);
        ev.data.before = zones(ctx.s);
        placeFarcZone(ctx, { terrain: "mountain" });
      },
      (ctx, ev) => {
        const before = ev.data.before as number[];
        const z = zones(ctx.s).find((i) => !before.includes(i));
        if (z === undefined) return; // 5.1.3 no Mountain Department left for a Zone
        ev.data.zone = z;
        // a FARC player executing the card may free one of its Bases for it (1.4.1)
        pickPieces(ctx, ev, {
          mode: "place",
          spaces: [z],
          kinds: ["farcBase"],
          n: 1,
          prompt: "prompt.event.place",
          rule: "5.1.1",
        });
      },
      (ctx, ev) => {
        const z = ev.data.zone;
        if (typeof z !== "number") return;
        const near = SPACES[z].adj.filter((i) => hasPop(i) && ctx.s.spaces[i].sup < 2);
        pickSpaces(ctx, ev, { key: "shift", cands: near, n: 2, prompt: "prompt.card36.shift", rule: "5.1" });
      },
      (ctx, ev) => {
        for (const i of chosenSpaces(ev, "shift")) shift(ctx, i, 1);
      },
    ],
    (s) => zoneCandidates(s, "mountain").length > 0,
  ),
});
