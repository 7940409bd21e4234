// Card 70 Ayahuasca Tourism: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c70-ayahuasca-tourism/.

import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import { eventTurn } from "../bots/events/ev-helpers";
import { narration, npFixture } from "../bots/helpers";
import { c, fixture, idx, options, pieces, play } from "../fixture";

const e70 = eventDef(70)!;

describe("card 70: Event", () => {
  describe("card 70 Ayahuasca Tourism", () => {
    it("card 70 unshaded: Govt Resources +6 per Forest without Guerrillas (a Base does not count)", () => {
      let s = fixture({
        deck: [70, 2],
        pieces: {
          narino: { farcU: 1 },
          guaviare: { aucA: 1 },
          amazonas: { cartelsU: 1 },
          putumayo: { farcBase: 1 },
        },
        resources: { govt: 10 },
      });
      s = play(s, c("event:unshaded"));
      // 9 Forests on the map, 3 with Guerrillas
      expect(s.resources.govt).toBe(10 + 6 * 6);
    });

    it("card 70 (8.1) unshaded: ineffective at 99 Resources or with Guerrillas in every Forest", () => {
      expect(e70.unshaded!.effective(fixture({ resources: { govt: 99 } }), "govt")).toBe(false);
      expect(e70.unshaded!.effective(fixture({ resources: { govt: 98 } }), "govt")).toBe(true);
      const everyForest = Object.fromEntries(
        [
          "atlantico",
          "choco",
          "narino",
          "meta-west",
          "guaviare",
          "putumayo",
          "guainia",
          "vaupes",
          "amazonas",
        ].map((id) => [id, { farcU: 1 }]),
      );
      expect(e70.unshaded!.effective(fixture({ pieces: everyForest, resources: { govt: 0 } }), "govt")).toBe(
        false,
      );
    });

    it("card 70 shaded (3.3.4, 5.5): the named Faction Terrors with 1 Guerrilla in each Forest; +3 Resources each; one Aid Cut", () => {
      let s = fixture({
        deck: [70, 2],
        pieces: {
          narino: { aucU: 2 },
          guaviare: { aucA: 1, aucU: 1 },
          amazonas: { aucU: 1 },
          huila: { aucU: 1 },
          putumayo: { farcU: 1 },
        },
        levels: { narino: 1 },
        resources: { auc: 2 },
        aid: 20,
      });
      s = play(s, c("event:shaded"));
      expect(getDecision(s).faction).toBe("cartels");
      expect(options(s).sort()).toEqual(["c|faction:auc", "c|faction:farc"]);
      s = play(s, c("faction:auc"));
      expect(pieces(s, "narino", "aucA")).toBe(1); // an Underground one Activated
      expect(pieces(s, "guaviare", "aucU")).toBe(1); // the Active one served: nothing flips
      expect(pieces(s, "amazonas", "aucA")).toBe(1);
      expect(pieces(s, "huila", "aucU")).toBe(1); // not a Forest
      for (const id of ["narino", "guaviare", "amazonas"]) expect(s.spaces[idx(id)].terror).toBe(1);
      expect(s.spaces[idx("putumayo")].terror).toBe(0); // FARC not named
      expect(s.spaces[idx("narino")].sup).toBe(0);
      expect(s.resources.auc).toBe(2 + 9);
      expect(s.aid).toBe(15); // AUC Terror in 2+ spaces: −5 once
    });

    it("card 70 shaded (5.1.3): a single Faction able is named at once; effective only with a Guerrilla in a Forest", () => {
      let s = fixture({ deck: [70, 2], pieces: { choco: { farcU: 1 } }, resources: { farc: 0 } });
      s = play(s, c("event:shaded"));
      expect(pieces(s, "choco", "farcA")).toBe(1);
      expect(s.resources.farc).toBe(3);
      expect(e70.shaded!.effective(fixture({ pieces: { huila: { farcU: 3 } } }), "cartels")).toBe(false);
      expect(e70.shaded!.effective(fixture({ pieces: { choco: { cartelsA: 1 } } }), "cartels")).toBe(true);
    });
  });
});

describe("card 70: Non-player", () => {
  describe("8.4.4 card 70 Ayahuasca Tourism (shaded)", () => {
    it("the Cartels name themselves: Terror and Resources are theirs", () => {
      const s0 = npFixture({ deck: [70, 2], pieces: { guaviare: { cartelsU: 1 }, choco: { farcU: 1 } } });
      const r = eventTurn(s0);
      expect(narration(r.steps)).toContain("np.ev.70.self");
      expect(r.state.resources.cartels).toBe(s0.resources.cartels + 3);
    });

    it("without a Guerrilla in a Forest: the Insurgent furthest behind on victory margin", () => {
      // AUC: 0 − 1 FARC Base = −1; FARC: 1 Base − 25 = −24 → FARC
      const s0 = npFixture({
        deck: [70, 2],
        pieces: { guaviare: { farcU: 1, farcBase: 1 }, choco: { aucU: 1 }, huila: { cartelsU: 1 } },
      });
      const r = eventTurn(s0);
      expect(narration(r.steps)).toContain("np.ev.70.trailing");
      expect(r.state.resources.farc).toBe(s0.resources.farc + 3);
    });
  });
});
