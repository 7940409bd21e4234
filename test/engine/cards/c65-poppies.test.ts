// Card 65 Poppies: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c65-poppies/.

import { describe, expect, it } from "vitest";
import type { Faction } from "../../../src/engine/types";
import { eventTurn } from "../bots/events/ev-helpers";
import { narration, npFixture } from "../bots/helpers";
import { c, fixture, idx, options, pieces, pl, play, sp } from "../fixture";
import { at, eff, held } from "./helpers";

describe("card 65: Event", () => {
  describe("card 65 Poppies", () => {
    it("card 65 (4.5.3, 1.4.2): in one Mountain Department a Shipment and an Insurgent Base; Departments where both can happen first", () => {
      let s = fixture({
        deck: [65, 2],
        pieces: { huila: { farcU: 1, aucU: 1, cartelsBase: 1 }, santander: { aucU: 1 }, choco: { farcU: 2 } },
        shipments: [["huila", "farc"]],
      });
      s = play(s, c("event:unshaded"));
      // 5.1.3: Cesar and Antioquia could only take a Base; Chocó is a Forest
      expect(options(s).sort()).toEqual(["s|huila", "s|santander"]);
      s = play(s, sp("huila"));
      expect(options(s).sort()).toEqual(["c|mode:placeShipment", "c|mode:removeShipment"]);
      s = play(s, c("mode:placeShipment"));
      expect(options(s).sort()).toEqual(["c|shipment:huila:auc", "c|shipment:huila:farc"]);
      s = play(s, c("shipment:huila:auc"));
      expect(held(s)).toEqual([at("auc", "huila"), at("farc", "huila")]);
      expect(options(s).sort()).toEqual(["c|mode:placeBase", "c|mode:removeBase"]);
      s = play(s, c("mode:placeBase"));
      expect(options(s).sort()).toEqual(["p|aucBase|huila", "p|cartelsBase|huila", "p|farcBase|huila"]);
      s = play(s, pl("aucBase", "huila"));
      expect(pieces(s, "huila", "aucBase")).toBe(1);
      expect(pieces(s, "huila", "cartelsBase")).toBe(1);
    });

    it("card 65 (4.5.3): removing a Shipment and a Base when nothing can be placed", () => {
      const four: [string, Faction][] = [
        ["cesar", "cartels"],
        ["cali", "farc"],
        ["cali", "farc"],
        ["cali", "farc"],
      ];
      let s = fixture({
        deck: [65, 2],
        pieces: {
          cesar: { cartelsU: 1, farcBase: 1, govtBase: 1 },
          cali: { farcU: 1 },
          huila: { govtBase: 2 },
        },
        shipments: four,
      });
      s = play(s, c("event:unshaded")); // Cesar is the only Department where both parts can happen
      expect(options(s)).toEqual(["c|shipment:cesar:cartels"]); // no Shipment left to place: remove
      s = play(s, c("shipment:cesar:cartels"));
      expect(held(s)).not.toContain(at("cartels", "cesar"));
      expect(pieces(s, "cesar", "farcBase")).toBe(0); // full: removal only, the one Insurgent Base
      expect(pieces(s, "cesar", "govtBase")).toBe(1);
      expect(s.card.executed).toEqual(["cartels"]);
    });

    it("card 65 (5.1.3): no Guerrilla or Shipment in any Mountain Department — the Base part alone", () => {
      let s = play(fixture({ deck: [65, 2], pieces: { choco: { farcU: 1 } } }), c("event:unshaded"));
      expect(options(s).sort()).toEqual(["s|antioquia", "s|cesar", "s|huila", "s|santander"]);
      s = play(s, sp("cesar"), pl("cartelsBase", "cesar"));
      expect(pieces(s, "cesar", "cartelsBase")).toBe(1);
      expect(s.shipments).toEqual([]);
    });

    it("card 65 (8.1): no Insurgent Base to place or remove and no Guerrilla or Shipment in a Mountain Department → ineffective", () => {
      // every Insurgent Base on the map, none in a Mountain Department
      const allBases = {
        narino: { farcBase: 2 },
        putumayo: { farcBase: 2 },
        guaviare: { farcBase: 2 },
        choco: { farcBase: 2, farcU: 3 },
        vaupes: { farcBase: 1, aucBase: 1 },
        amazonas: { aucBase: 2 },
        guainia: { aucBase: 2 },
        "meta-west": { aucBase: 1, cartelsBase: 1 },
        arauca: { cartelsBase: 2 },
        "meta-east": { cartelsBase: 2 },
        vichada: { cartelsBase: 2 },
        bogota: { cartelsBase: 2 },
        cali: { cartelsBase: 2 },
        medellin: { cartelsBase: 2 },
        pasto: { cartelsBase: 2 },
      };
      expect(eff(65, "unshaded", fixture({ pieces: allBases }), "govt")).toBe(false);
      expect(eff(65, "unshaded", fixture({ pieces: { ...allBases, cesar: { aucU: 1 } } }), "govt")).toBe(
        true,
      );
      expect(
        eff(65, "unshaded", fixture({ pieces: { ...allBases, pasto: { cartelsBase: 1 } } }), "govt"),
      ).toBe(true);
    });
  });
});

describe("card 65: Non-player", () => {
  describe("8.4.4 card 65 Poppies", () => {
    it("the Cartels pick the Mountain Department of their Guerrilla, give it the Shipment, place their Base", () => {
      const s0 = npFixture({
        deck: [65, 2],
        pieces: { huila: { cartelsU: 1, farcU: 1, farcBase: 1 }, antioquia: { farcU: 1 } },
        shipments: [["huila", "farc"]],
      });
      const r = eventTurn(s0);
      const keys = narration(r.steps);
      expect(keys).toEqual(expect.arrayContaining(["np.ev.65.dept", "np.ev.65.shipOwn", "np.ev.65.baseOwn"]));
      expect(r.state.shipments).toContainEqual({ s: idx("huila"), f: "cartels" });
      expect(r.state.shipments).toHaveLength(2);
      expect(pieces(r.state, "huila", "cartelsBase")).toBe(1);
      expect(pieces(r.state, "huila", "farcBase")).toBe(1);
    });

    it("no own Guerrilla or Base can serve: an enemy's Shipment and Base are removed", () => {
      const all = { cartelsBase: 2 };
      const s0 = npFixture({
        deck: [65, 2],
        pieces: {
          cesar: { farcU: 1, farcBase: 1 },
          guaviare: all,
          putumayo: all,
          "meta-west": all,
          vaupes: all,
          amazonas: all,
          guainia: all,
          vichada: all,
          arauca: all,
        },
        shipments: [["cesar", "farc"]],
      });
      const r = eventTurn(s0);
      const keys = narration(r.steps);
      expect(keys).toContain("np.ev.65.shipOff");
      expect(keys).toContain("np.ev.65.baseOff");
      expect(r.state.shipments).toEqual([]);
      expect(pieces(r.state, "cesar", "farcBase")).toBe(0);
    });
  });
});
