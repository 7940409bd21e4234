// Card 72 Sicarios: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c72-sicarios/.

import { describe, expect, it } from "vitest";
import { withStep } from "../bots/events/ev-helpers";
import { npFixture } from "../bots/helpers";
import { c, fixture, options, pieces, pl, play, sp } from "../fixture";
import { at, eff, first, GOVT_NP, held, spaceStep } from "./helpers";

const np = { seats: { cartels: "nonplayer" as const } };

describe("card 72: Event", () => {
  describe("card 72 Sicarios", () => {
    it("card 72 unshaded (5.1.1, 4.5.3): all Cartels Guerrillas in 2 spaces become FARC or AUC Guerrillas; a Shipment passes on", () => {
      let s = fixture({
        deck: [72, 2],
        ...np,
        pieces: {
          huila: { cartelsU: 2, cartelsA: 1, cartelsBase: 1 },
          cali: { cartelsU: 1 },
          choco: { cartelsA: 1 },
        },
        shipments: [["huila", "cartels"]],
      });
      s = play(s, c("event:unshaded"));
      expect(options(s).sort()).toEqual(["s|cali", "s|choco", "s|huila"]);
      s = play(s, sp("huila"), sp("cali"));
      // frames run last-picked first: Cali's single Guerrilla, then Huila's three
      expect(options(s).sort()).toEqual(["p|aucU|cali", "p|farcU|cali"]);
      s = play(s, pl("aucU", "cali"), pl("farcU", "huila"), pl("farcU", "huila"), pl("aucU", "huila"));
      expect([pieces(s, "huila", "farcU"), pieces(s, "huila", "aucU"), pieces(s, "cali", "aucU")]).toEqual([
        2, 1, 1,
      ]);
      expect(
        pieces(s, "huila", "cartelsU") + pieces(s, "huila", "cartelsA") + pieces(s, "cali", "cartelsU"),
      ).toBe(0);
      expect(pieces(s, "huila", "cartelsBase")).toBe(1);
      expect(pieces(s, "choco", "cartelsA")).toBe(1);
      expect(held(s)).toEqual([at("farc", "huila")]); // heir by rule: most Guerrillas
    });

    it("card 72 unshaded (4.5.3): a Cartels player holding the Shipment picks its heir", () => {
      let s = fixture({
        deck: [72, 2],
        pieces: { huila: { cartelsU: 2 } },
        shipments: [["huila", "cartels"]],
      });
      s = play(s, c("event:unshaded"), pl("farcU", "huila"), pl("aucU", "huila"));
      expect(options(s).sort()).toEqual(["c|heir:auc", "c|heir:farc"]);
      s = play(s, c("heir:auc"));
      expect(held(s)).toEqual([at("auc", "huila")]);
    });

    it("card 72 unshaded (5.1.1, 1.4.1): no FARC or AUC Guerrilla Available — the Cartels Guerrillas are just removed", () => {
      const s = play(
        fixture({
          deck: [72, 2],
          ...np,
          pieces: { huila: { cartelsU: 2 }, bogota: { farcU: 30 }, cali: { aucU: 18 } },
          shipments: [["huila", "cartels"]],
        }),
        c("event:unshaded"),
      );
      expect(pieces(s, "huila", "cartelsU")).toBe(0);
      expect(pieces(s, "huila", "farcU") + pieces(s, "huila", "aucU")).toBe(0);
      expect(s.shipments).toEqual([]);
      expect(s.card.executed).toEqual(["cartels"]);
    });

    it("card 72 unshaded (8.1): no Cartels Guerrilla → ineffective", () => {
      expect(eff(72, "unshaded", fixture({ pieces: { huila: { cartelsBase: 1 } } }), "govt")).toBe(false);
      expect(eff(72, "unshaded", fixture({ pieces: { huila: { cartelsA: 1 } } }), "govt")).toBe(true);
    });

    it("card 72 shaded (5.1): every Available Cartels Guerrilla goes to spaces with Cartels Bases", () => {
      let s = fixture({
        deck: [72, 2],
        pieces: { huila: { cartelsBase: 1 }, cali: { cartelsBase: 1 }, narino: { cartelsU: 9 } },
      });
      s = play(s, c("event:shaded"));
      expect(options(s).sort()).toEqual(["p|cartelsU|cali", "p|cartelsU|huila"]);
      expect(options(s)).not.toContain("d");
      s = play(s, pl("cartelsU", "cali"), pl("cartelsU", "huila"), pl("cartelsU", "cali"));
      expect(pieces(s, "cali", "cartelsU")).toBe(2);
      expect(pieces(s, "huila", "cartelsU")).toBe(1);
      expect(s.card.executed).toEqual(["cartels"]); // none left: the Event ends
    });

    it("card 72 shaded (8.1, 1.4.2): a Cartels Base only in Ecuador, already holding 2 Cartels pieces (card 33) → ineffective", () => {
      const s = fixture({ pieces: { ecuador: { cartelsBase: 1, cartelsU: 1 } } });
      s.ecuador = true;
      expect(eff(72, "shaded", s, "cartels")).toBe(false);
      const room = fixture({
        deck: [72, 2],
        pieces: { ecuador: { cartelsBase: 1 }, huila: { cartelsBase: 1 } },
      });
      room.ecuador = true;
      expect(eff(72, "shaded", room, "cartels")).toBe(true);
      const t = play(room, c("event:shaded"), pl("cartelsU", "ecuador"));
      expect(t.card.executed).toEqual(["cartels"]); // Ecuador full: the other 11 go to Huila at once
      expect(pieces(t, "ecuador", "cartelsU")).toBe(1);
      expect(pieces(t, "huila", "cartelsU")).toBe(11);
    });

    it("card 72 shaded (8.1): none Available or no Cartels Base → ineffective", () => {
      expect(
        eff(72, "shaded", fixture({ pieces: { huila: { cartelsBase: 1, cartelsU: 12 } } }), "cartels"),
      ).toBe(false);
      expect(eff(72, "shaded", fixture({ pieces: { huila: { cartelsU: 1 } } }), "cartels")).toBe(false);
      expect(
        eff(72, "shaded", fixture({ pieces: { huila: { cartelsBase: 1, cartelsU: 11 } } }), "cartels"),
      ).toBe(true);
    });
  });
});

describe("card 72: Non-player", () => {
  describe("8.4.4 cards 60, 61, 68, 72 unshaded (a Non-player Government)", () => {
    it("card 72: the spaces with the most Cartels Guerrillas", () => {
      const s0 = npFixture({
        ...GOVT_NP,
        pieces: { cali: { cartelsU: 1 }, huila: { cartelsU: 2, cartelsA: 1 }, cesar: { cartelsA: 1 } },
      });
      const frame = spaceStep("spaces", ["cali", "huila", "cesar"], "govt", 2);
      expect(first(withStep(s0, 72, "unshaded", "govt", frame)).cmd).toMatchObject({
        t: "space",
        s: "huila",
      });
    });
  });
});
