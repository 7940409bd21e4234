// Card 57 Op Millennium: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c57-op-millennium/.

import { describe, expect, it } from "vitest";
import { eventTurn, withStep } from "../bots/events/ev-helpers";
import { npFixture } from "../bots/helpers";
import { c, done, fixture, options, pieces, pl, play, rm, sp } from "../fixture";
import { eff, first, np, spaceStep } from "./helpers";

describe("card 57: Event", () => {
  describe("card 57 Op Millennium", () => {
    it("card 57 unshaded (5.1.1, 6.4.4): up to 3 Cartels pieces become Police; none into a FARC Zone", () => {
      let s = fixture({
        deck: [57, 2],
        zones: ["meta-west"],
        pieces: {
          huila: { cartelsU: 1, cartelsBase: 1 },
          cali: { cartelsA: 1 },
          "meta-west": { cartelsU: 1 },
        },
      });
      s = play(s, c("event:unshaded"));
      expect(options(s)).toContain("d"); // up to 3
      expect(options(s)).toContain("r|cartelsBase|huila");
      s = play(s, rm("cartelsBase", "huila"), rm("cartelsA", "cali"), rm("cartelsU", "meta-west"));
      expect(pieces(s, "huila", "cartelsBase")).toBe(0);
      expect(pieces(s, "huila", "cartelsU")).toBe(1);
      expect(pieces(s, "huila", "police")).toBe(1);
      expect(pieces(s, "cali", "police")).toBe(1);
      expect(pieces(s, "meta-west", "cartelsU")).toBe(0);
      expect(pieces(s, "meta-west", "police")).toBe(0);
    });

    it("card 57 unshaded (5.1): the executor may stop after fewer than 3", () => {
      let s = fixture({ deck: [57, 2], pieces: { huila: { cartelsU: 3 } } });
      s = play(s, c("event:unshaded"), rm("cartelsU", "huila"), done);
      expect(pieces(s, "huila", "cartelsU")).toBe(2);
      expect(pieces(s, "huila", "police")).toBe(1);
      expect(s.card.executed).toEqual(["cartels"]);
    });

    it("card 57 unshaded (5.1.1, 1.4.1): no Police Available — pieces just go; a Government player may free its own", () => {
      const board = { deck: [57, 2], pieces: { huila: { cartelsU: 1 }, bogota: { police: 30 } } };
      let s = play(fixture(board), c("event:unshaded"), rm("cartelsU", "huila")); // none left: ends
      expect(pieces(s, "huila", "cartelsU")).toBe(0);
      expect(pieces(s, "huila", "police")).toBe(0);
      s = play(
        fixture({ ...board, eligible: { cartels: false } }),
        c("event:unshaded"),
        rm("cartelsU", "huila"),
      );
      expect(options(s)).toContain("r|police|bogota");
      s = play(s, rm("police", "bogota"));
      expect(pieces(s, "huila", "police")).toBe(1);
      expect(pieces(s, "bogota", "police")).toBe(29);
    });

    it("card 57 unshaded (5.1, 5.1.1): one replacement at a time — with Police short, the executor's first pick gets the cube", () => {
      // 29 of the 30 Police on the map: one Available; Bogotá comes before Huila in the space order
      let s = fixture({
        deck: [57, 2],
        pieces: { bogota: { cartelsU: 1 }, huila: { cartelsU: 1 }, cucuta: { police: 29 } },
      });
      s = play(s, c("event:unshaded"), rm("cartelsU", "bogota"));
      expect(pieces(s, "bogota", "police")).toBe(1); // replaced at once, before the next pick
      s = play(s, rm("cartelsU", "huila")); // no Police left: only removed (5.1.1)
      expect(pieces(s, "huila", "cartelsU")).toBe(0);
      expect(pieces(s, "huila", "police")).toBe(0);
      expect(s.card.executed).toEqual(["cartels"]);
    });

    it("card 57 unshaded (8.1): no Cartels piece → ineffective", () => {
      expect(eff(57, "unshaded", fixture(), "govt")).toBe(false);
      expect(eff(57, "unshaded", fixture({ pieces: { cali: { cartelsBase: 1 } } }), "govt")).toBe(true);
    });

    it("card 57 shaded (5.1, 1.4.2): in 2 spaces a Police becomes a Cartels Guerrilla or Base (executor's pick)", () => {
      let s = fixture({
        deck: [57, 2],
        pieces: { cali: { police: 2 }, huila: { police: 1 }, "cali-pasto": { police: 1 } },
      });
      s = play(s, c("event:shaded"));
      expect(options(s).sort()).toEqual(["s|cali", "s|cali-pasto", "s|huila"]);
      s = play(s, sp("cali"), sp("cali-pasto"));
      // on a LoC only a Guerrilla fits: placed at once; Cali asks
      expect(pieces(s, "cali-pasto", "cartelsU")).toBe(1);
      expect(options(s).sort()).toEqual(["p|cartelsBase|cali", "p|cartelsU|cali"]);
      s = play(s, pl("cartelsBase", "cali"));
      expect(pieces(s, "cali", "police")).toBe(1);
      expect(pieces(s, "cali", "cartelsBase")).toBe(1);
      expect(pieces(s, "cali-pasto", "police")).toBe(0);
      expect(pieces(s, "huila", "police")).toBe(1);
    });

    it("card 57 shaded (5.1.1): no Cartels piece Available for a LoC — the Police is just removed", () => {
      const s = play(
        fixture({ deck: [57, 2], ...np, pieces: { "cali-pasto": { police: 1 }, huila: { cartelsU: 12 } } }),
        c("event:shaded"),
      );
      expect(pieces(s, "cali-pasto", "police")).toBe(0);
      expect(pieces(s, "cali-pasto", "cartelsU")).toBe(0);
      expect(s.card.executed).toEqual(["cartels"]);
    });

    it("card 57 shaded (8.1): no Police on the map → ineffective", () => {
      expect(eff(57, "shaded", fixture({ pieces: { cali: { troops: 3 } } }), "cartels")).toBe(false);
      expect(eff(57, "shaded", fixture({ pieces: { cali: { police: 1 } } }), "cartels")).toBe(true);
    });
  });
});

describe("card 57: Non-player", () => {
  describe("8.4.4 card 57 Op Millennium (shaded)", () => {
    it("8.1.2 Bases first: the Police space where a Cartels Base still fits is taken first", () => {
      const s0 = npFixture({
        deck: [57, 2],
        pieces: { huila: { police: 1, govtBase: 1, farcBase: 1 }, guaviare: { police: 1 } },
      });
      const s = withStep(
        s0,
        57,
        "shaded",
        "cartels",
        spaceStep("spaces", ["huila", "guaviare", "cali"], "cartels", 2),
      );
      const m = first(s);
      expect(m.why).toContain("np.ev.57.base");
      expect(m.cmd).not.toMatchObject({ s: "huila" });
    });

    it("then the Police are replaced by a Cartels Base where it fits (generic: Bases first, 8.1.2)", () => {
      const s0 = npFixture({ deck: [57, 2], pieces: { huila: { police: 1 }, guaviare: { police: 1 } } });
      const r = eventTurn(s0);
      expect(pieces(r.state, "huila", "cartelsBase")).toBe(1);
      expect(pieces(r.state, "guaviare", "cartelsBase")).toBe(1);
    });
  });
});
