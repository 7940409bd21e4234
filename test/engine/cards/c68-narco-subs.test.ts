// Card 68 Narco-Subs: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c68-narco-subs/.

import { describe, expect, it } from "vitest";
import { choiceValue } from "../../../src/engine/choice";
import { eventDef } from "../../../src/engine/events/registry";
import { withStep } from "../bots/events/ev-helpers";
import { npFixture } from "../bots/helpers";
import { c, done, fixture, idx, options, pieces, play, rm } from "../fixture";
import { eff, first, GOVT_NP, modeStep } from "./helpers";

describe("card 68: Event", () => {
  describe("card 68 Narco-Subs", () => {
    it("card 68 unshaded removes 2 Cartels pieces from coastal spaces (Bases too)", () => {
      let s = fixture({
        deck: [68, 2],
        pieces: { cartagena: { cartelsBase: 1 }, narino: { cartelsU: 2 }, huila: { cartelsU: 1 } },
      });
      s = play(s, c("event:unshaded"));
      // no Shipment on the map: the pieces mode is taken at once
      expect(options(s).sort()).toEqual(["r|cartelsBase|cartagena", "r|cartelsU|narino"]);
      expect(options(s)).not.toContain("d"); // 2, not "up to"
      // once one kind of piece is left, the forced second removal needs no question
      s = play(s, rm("cartelsBase", "cartagena"));
      expect(pieces(s, "cartagena", "cartelsBase")).toBe(0);
      expect(pieces(s, "narino", "cartelsU")).toBe(1);
      expect(pieces(s, "huila", "cartelsU")).toBe(1);
    });

    it("card 68 unshaded may instead remove up to 2 Shipments held in coastal spaces", () => {
      let s = fixture({
        deck: [68, 2],
        pieces: { narino: { cartelsU: 1, farcU: 1 }, huila: { farcU: 1 }, cesar: { aucU: 1 } },
        shipments: [
          ["narino", "farc"],
          ["huila", "farc"],
          ["cesar", "auc"],
        ],
      });
      s = play(s, c("event:unshaded"));
      expect(options(s).sort()).toEqual(["c|mode:pieces", "c|mode:shipments"]);
      s = play(s, c("mode:shipments"));
      expect(options(s).sort()).toEqual(["c|shipment:cesar:auc", "c|shipment:narino:farc", "d"]);
      s = play(s, c("shipment:narino:farc"), done);
      expect(s.shipments.map((x) => x.s).sort()).toEqual([idx("cesar"), idx("huila")].sort());
      expect(pieces(s, "narino", "cartelsU")).toBe(1);
    });

    it("card 68 shaded gives Cartels +2 Resources per Cartels piece in coastal spaces", () => {
      let s = fixture({
        deck: [68, 2],
        pieces: {
          cartagena: { cartelsBase: 1, cartelsU: 1 },
          narino: { cartelsA: 1 },
          huila: { cartelsU: 5 },
        },
        resources: { cartels: 10 },
      });
      s = play(s, c("event:shaded"));
      expect(s.resources.cartels).toBe(16);
    });

    it("card 68 (8.1) both sides are ineffective without coastal Cartels pieces or Shipments", () => {
      const s = fixture({ pieces: { huila: { cartelsU: 2 } } });
      expect(eventDef(68)!.unshaded!.effective!(s, "govt")).toBe(false);
      expect(eventDef(68)!.shaded!.effective!(s, "cartels")).toBe(false);
    });
  });

  describe("8.1 effective, both answers, cards 1 8 12 14 28 29 36 68", () => {
    it("card 68 shaded (1.7, 8.1): Cartels at 99 gain nothing", () => {
      const coast = { cartagena: { cartelsU: 1 } };
      expect(eff(68, "shaded", fixture({ pieces: coast, resources: { cartels: 98 } }), "cartels")).toBe(true);
      expect(eff(68, "shaded", fixture({ pieces: coast, resources: { cartels: 99 } }), "cartels")).toBe(
        false,
      );
    });

    it("card 68 unshaded (8.1): coastal Cartels pieces or coastal Shipments", () => {
      expect(eff(68, "unshaded", fixture({ pieces: { cartagena: { cartelsBase: 1 } } }), "govt")).toBe(true);
      const ship = fixture({ pieces: { narino: { farcU: 1 } }, shipments: [["narino", "farc"]] });
      expect(eff(68, "unshaded", ship, "govt")).toBe(true);
      expect(eff(68, "unshaded", fixture({ pieces: { huila: { cartelsBase: 1 } } }), "govt")).toBe(false);
    });
  });
});

describe("card 68: Non-player", () => {
  describe("8.4.4 cards 60, 61, 68, 72 unshaded (a Non-player Government)", () => {
    it("card 68: 2 Cartels pieces rather than Shipments", () => {
      const m = first(
        withStep(
          npFixture(GOVT_NP),
          68,
          "unshaded",
          "govt",
          modeStep("mode", ["pieces", "shipments"], "govt"),
        ),
      );
      expect(m.cmd).toMatchObject({ t: "choose", v: choiceValue({ k: "mode", mode: "pieces" }) });
      expect(m.why).toEqual(["np.ev.68.pieces"]);
    });
  });
});
