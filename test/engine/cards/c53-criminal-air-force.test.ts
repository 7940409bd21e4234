// Card 53 Criminal Air Force: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c53-criminal-air-force/.

import { describe, expect, it } from "vitest";
import { getDecision } from "../../../src/engine/flow/runtime";
import { bodies, eventTurn } from "../bots/events/ev-helpers";
import { narration, npFixture } from "../bots/helpers";
import { c, done, fixture, idx, mv, options, pieces, play, refused, sp } from "../fixture";
import { eff, prompt } from "./helpers";

describe("card 53: Event", () => {
  describe("card 53 Criminal Air Force", () => {
    it("card 53 (5.1): the executor names a Faction, flies 2 Guerrillas between any 2 Departments, they end Underground", () => {
      let s = fixture({
        deck: [53, 2],
        pieces: { huila: { farcA: 2, farcU: 1 }, cesar: { aucU: 1 }, bogota: { cartelsU: 1 } },
      });
      s = play(s, c("event:unshaded"));
      expect(options(s).sort()).toEqual(["c|faction:auc", "c|faction:farc"]); // Cartels only in a City
      s = play(s, c("faction:farc")); // Huila, the only FARC Department, is taken at once
      expect(prompt(s)).toBe("prompt.card53.to");
      expect(options(s)).toContain("s|vaupes"); // not adjacent: any Department
      expect(options(s)).not.toContain("s|bogota");
      expect(options(s)).not.toContain("s|huila");
      refused(s, sp("bogota"), "eventSpace");
      s = play(s, sp("vaupes"), mv("farcA", "huila", "vaupes"), mv("farcA", "huila", "vaupes"));
      expect(pieces(s, "vaupes", "farcU")).toBe(2);
      expect(pieces(s, "vaupes", "farcA")).toBe(0);
      expect(pieces(s, "huila", "farcU")).toBe(1);
      expect(prompt(s)).toBe("prompt.secondEligible");
    });

    it("card 53 (5.1): one Guerrilla may be enough; only the arrivals flip, Active ones already there stay", () => {
      let s = fixture({ deck: [53, 2], pieces: { huila: { farcA: 2 }, guaviare: { farcA: 1 } } });
      s = play(s, c("event:unshaded"), sp("huila"), sp("guaviare"), mv("farcA", "huila", "guaviare"));
      expect(prompt(s)).toBe("prompt.card53.second");
      s = play(s, done);
      expect(pieces(s, "guaviare", "farcU")).toBe(1);
      expect(pieces(s, "guaviare", "farcA")).toBe(1);
      expect(pieces(s, "huila", "farcA")).toBe(1);
    });

    it("card 53 (5.1): a Government executor makes every selection, even for FARC's Guerrillas", () => {
      let s = fixture({
        deck: [53, 2],
        eligible: { auc: false, cartels: false, farc: false },
        pieces: { huila: { farcU: 2 }, cesar: { aucA: 1 } },
      });
      s = play(s, c("event:unshaded"));
      expect(getDecision(s).faction).toBe("govt");
      s = play(s, c("faction:farc"));
      expect(prompt(s)).toBe("prompt.card53.to");
      expect(getDecision(s).faction).toBe("govt");
      s = play(s, sp("amazonas"), mv("farcU", "huila", "amazonas"));
      expect(prompt(s)).toBe("prompt.card53.second");
      expect(getDecision(s).faction).toBe("govt");
      s = play(s, done);
      expect(pieces(s, "amazonas", "farcU")).toBe(1);
      expect(pieces(s, "huila", "farcU")).toBe(1);
    });

    it("card 53 (4.5.3): a Shipment goes along with the last Guerrilla of its owner", () => {
      let s = fixture({
        deck: [53, 2],
        pieces: { narino: { cartelsU: 1 } },
        shipments: [["narino", "cartels"]],
      });
      s = play(s, c("event:unshaded"), sp("amazonas"), mv("cartelsU", "narino", "amazonas"));
      expect(s.shipments).toEqual([{ s: idx("amazonas"), f: "cartels" }]);
    });

    it("card 53 (1.3.5): Ecuador, made a Department by card 33, may be either end; its 2-piece limit holds", () => {
      let s = fixture({ deck: [53, 2], pieces: { ecuador: { farcU: 1, farcBase: 1 }, huila: { farcA: 2 } } });
      s.ecuador = true;
      s = play(s, c("event:unshaded"));
      expect(options(s).sort()).toEqual(["s|ecuador", "s|huila"]);
      s = play(s, sp("huila"));
      expect(options(s)).not.toContain("s|ecuador"); // already 2 FARC pieces there
      const t = play(fixture({ deck: [53, 2], pieces: { huila: { farcA: 2 } } }), c("event:unshaded"));
      expect(options(t)).not.toContain("s|ecuador"); // not a space before card 33
    });

    it("card 53 (8.1): effective only with an Insurgent Guerrilla in a Department", () => {
      expect(
        eff(53, "unshaded", fixture({ pieces: { bogota: { farcA: 2 }, cesar: { aucBase: 1 } } }), "auc"),
      ).toBe(false);
      expect(eff(53, "unshaded", fixture({ pieces: { cesar: { cartelsA: 1 } } }), "auc")).toBe(true);
      expect(eff(53, "unshaded", fixture(), "auc")).toBe(false); // an empty map
    });
  });
});

describe("card 53: Non-player", () => {
  describe("8.4.4 card 53 Criminal Air Force", () => {
    it("AUC moves its own Active Guerrillas first, to the Department with its Base; they land Underground", () => {
      const s0 = npFixture({
        deck: [53, 2],
        pieces: {
          huila: { aucU: 1, aucA: 1 },
          antioquia: { aucA: 2, aucU: 2 },
          vaupes: { aucBase: 1 },
          guaviare: { farcU: 1 },
        },
      });
      const r = eventTurn(s0);
      const keys = narration(r.steps);
      expect(keys).toContain("np.ev.53.self");
      expect(keys).toContain("np.ev.53.from");
      expect(keys).toContain("np.ev.53.to");
      expect(bodies(r.steps).filter((b) => b.startsWith("move"))).toEqual([
        "move aucA antioquia vaupes",
        "move aucA antioquia vaupes",
      ]);
      expect(pieces(r.state, "vaupes", "aucU")).toBe(2);
      expect(pieces(r.state, "antioquia", "aucU")).toBe(2);
    });
  });
});
