// Card 55 DEA Agents: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c55-dea-agents/.

import { describe, expect, it } from "vitest";
import { eventTurn } from "../bots/events/ev-helpers";
import { npFixture } from "../bots/helpers";
import { c, fixture, idx, options, pieces, play, rm, sp } from "../fixture";
import { eff, sup } from "./helpers";

describe("card 55: Event", () => {
  describe("card 55 DEA Agents", () => {
    it("card 55 unshaded (4.5.3, 1.7): 2 Shipments, then 5 Cartels Guerrillas are removed; Aid +3", () => {
      let s = fixture({
        deck: [55, 2],
        aid: 10,
        pieces: { huila: { cartelsU: 3, farcU: 1 }, cali: { cartelsA: 2 }, choco: { cartelsU: 2 } },
        shipments: [
          ["huila", "farc"],
          ["cali", "cartels"],
          ["choco", "cartels"],
        ],
      });
      s = play(s, c("event:unshaded"));
      expect(options(s).sort()).toEqual([
        "c|shipment:cali:cartels",
        "c|shipment:choco:cartels",
        "c|shipment:huila:farc",
      ]);
      expect(options(s)).not.toContain("d"); // 2 must go
      s = play(s, c("shipment:huila:farc"), c("shipment:cali:cartels"));
      expect(s.shipments).toEqual([{ s: idx("choco"), f: "cartels" }]);
      expect(options(s)).not.toContain("r|farcU|huila");
      s = play(
        s,
        rm("cartelsU", "huila"),
        rm("cartelsU", "huila"),
        rm("cartelsU", "huila"),
        rm("cartelsA", "cali"),
      );
      s = play(s, rm("cartelsU", "choco"));
      expect(pieces(s, "huila", "cartelsU")).toBe(0);
      expect(pieces(s, "cali", "cartelsA")).toBe(1);
      expect(pieces(s, "choco", "cartelsU")).toBe(1);
      expect(pieces(s, "huila", "farcU")).toBe(1);
      expect(s.aid).toBe(13);
    });

    it("card 55 unshaded (5.1.3): no Shipment, fewer than 5 Guerrillas — all go; Aid capped at 29", () => {
      const s = play(
        fixture({ deck: [55, 2], aid: 28, pieces: { huila: { cartelsU: 2, cartelsBase: 1 } } }),
        c("event:unshaded"),
      );
      expect(pieces(s, "huila", "cartelsU")).toBe(0);
      expect(pieces(s, "huila", "cartelsBase")).toBe(1); // only Guerrillas
      expect(s.aid).toBe(29);
      expect(s.card.executed).toEqual(["cartels"]);
    });

    it("card 55 unshaded (8.1): Aid at 29, no Shipment, no Cartels Guerrilla → ineffective", () => {
      expect(eff(55, "unshaded", fixture({ aid: 29, pieces: { huila: { cartelsBase: 1 } } }), "govt")).toBe(
        false,
      );
      expect(eff(55, "unshaded", fixture({ aid: 28 }), "govt")).toBe(true);
      expect(eff(55, "unshaded", fixture({ aid: 29, pieces: { huila: { cartelsA: 1 } } }), "govt")).toBe(
        true,
      );
      const ship = fixture({ aid: 29, pieces: { huila: { farcU: 1 } }, shipments: [["huila", "farc"]] });
      expect(eff(55, "unshaded", ship, "govt")).toBe(true);
    });

    it("card 55 shaded (1.6): 3 spaces with Cartels pieces each shift 1 toward Active Opposition", () => {
      let s = fixture({
        deck: [55, 2],
        levels: { huila: 1, cali: -2, cesar: 0, bogota: 2 },
        pieces: {
          huila: { cartelsBase: 1 },
          cali: { cartelsU: 1 },
          cesar: { cartelsA: 1 },
          bogota: { cartelsU: 1 },
          vaupes: { cartelsU: 1 },
          santander: { farcU: 1 },
          antioquia: { cartelsU: 1 },
        },
      });
      s = play(s, c("event:shaded"));
      expect(options(s).sort()).toEqual(["s|antioquia", "s|bogota", "s|cesar", "s|huila"]); // Cali at Active Opposition; Vaupés 0 Pop
      s = play(s, sp("huila"), sp("cesar"), sp("bogota"));
      expect([sup(s, "huila"), sup(s, "cesar"), sup(s, "bogota")]).toEqual([0, -1, 1]);
      expect([sup(s, "antioquia"), sup(s, "santander"), sup(s, "cali")]).toEqual([0, 0, -2]);
    });

    it("card 55 shaded (8.1): Cartels pieces only at Active Opposition or in 0-Pop spaces → ineffective", () => {
      const pieces = { cali: { cartelsU: 1 }, vaupes: { cartelsBase: 1 } };
      expect(eff(55, "shaded", fixture({ pieces, levels: { cali: -2 } }), "cartels")).toBe(false);
      expect(eff(55, "shaded", fixture({ pieces, levels: { cali: -1 } }), "cartels")).toBe(true);
      expect(eff(55, "shaded", fixture(), "cartels")).toBe(false);
    });
  });
});

describe("card 55: Non-player", () => {
  describe("8.4.4 card 55 DEA Agents (shaded)", () => {
    it("8.4.3 the 3 spaces with Cartels pieces whose shift weighs most", () => {
      const c = { cartelsU: 1 };
      const r = eventTurn(
        npFixture({ deck: [55, 2], pieces: { bogota: c, cali: c, huila: c, guaviare: c, vaupes: c } }),
      );
      expect(["bogota", "cali", "huila"].map((id) => r.state.spaces[idx(id)].sup)).toEqual([-1, -1, -1]);
      expect(r.state.spaces[idx("guaviare")].sup).toBe(0);
    });
  });
});
