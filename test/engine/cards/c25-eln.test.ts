// Card 25 Ejército de Liberación Nacional: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c25-eln/.

import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import { eventTurn, takeEvent } from "../bots/events/ev-helpers";
import { npFixture } from "../bots/helpers";
import { c, fixture, options, pieces, pl, play, refused, rm, sp } from "../fixture";

/** all 9 FARC Bases on the map (none Available, 1.4.1), none near Antioquia */
const nineBases = Object.fromEntries(
  [
    "narino",
    "meta-west",
    "meta-east",
    "guaviare",
    "putumayo",
    "vaupes",
    "amazonas",
    "vichada",
    "guainia",
  ].map((id) => [id, { farcBase: 1 }]),
);

describe("card 25: Event", () => {
  describe("card 25 Ejército de Liberación Nacional", () => {
    it("card 25 unshaded (5.1): every FARC piece leaves the chosen Mountain Department", () => {
      let s = fixture({
        deck: [25, 2],
        pieces: {
          huila: { farcU: 2, farcA: 1, farcBase: 1, aucU: 1 },
          santander: { farcU: 1 },
          narino: { farcU: 3 }, // Forest
          bogota: { farcU: 1 }, // a City
        },
      });
      s = play(s, c("event:unshaded"));
      expect(options(s).sort()).toEqual(["s|huila", "s|santander"]);
      refused(s, sp("narino"), "eventSpace");
      s = play(s, sp("huila"));
      expect(pieces(s, "huila", "farcU") + pieces(s, "huila", "farcA") + pieces(s, "huila", "farcBase")).toBe(
        0,
      );
      expect(pieces(s, "huila", "aucU")).toBe(1);
      expect(pieces(s, "santander", "farcU")).toBe(1);
      expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
    });

    it("card 25 unshaded (8.1) is ineffective without FARC in a Mountain Department", () => {
      const s = fixture({ pieces: { narino: { farcU: 3 }, huila: { aucBase: 1 } } });
      expect(eventDef(25)!.unshaded!.effective(s, "govt")).toBe(false);
      const t = fixture({ pieces: { cesar: { farcBase: 1 } } });
      expect(eventDef(25)!.unshaded!.effective(t, "govt")).toBe(true);
    });

    it("card 25 shaded (5.1): any mix of 3 FARC pieces into Antioquia or a Department next to it", () => {
      let s = fixture({ deck: [25, 2] });
      s = play(s, c("event:shaded"));
      // Antioquia and its neighbouring Departments (no Cities such as Medellín)
      expect(options(s).sort()).toEqual([
        "s|antioquia",
        "s|atlantico",
        "s|cesar",
        "s|choco",
        "s|huila",
        "s|santander",
      ]);
      s = play(s, sp("cesar"));
      expect(options(s).sort()).toEqual(["p|farcBase|cesar", "p|farcU|cesar"]);
      expect(options(s)).not.toContain("d"); // 3, not "up to"
      s = play(s, pl("farcBase", "cesar"), pl("farcBase", "cesar"));
      // 1.4.2 no third Base fits: the last piece is a Guerrilla, placed without a question
      expect(pieces(s, "cesar", "farcBase")).toBe(2);
      expect(pieces(s, "cesar", "farcU")).toBe(1);
      expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
    });

    it("card 25 shaded (1.4.2, 5.1.3): a Department full of Bases still takes Guerrillas; none Available: fewer", () => {
      let s = fixture({
        deck: [25, 2],
        pieces: { santander: { aucBase: 2 }, vaupes: { farcU: 29 } },
        seats: { farc: "nonplayer", govt: "nonplayer" },
      });
      // 30 FARC Guerrillas in all: one left to place
      s = play(s, c("event:shaded"), sp("santander"));
      expect(pieces(s, "santander", "farcU")).toBe(1);
      expect(pieces(s, "santander", "farcBase")).toBe(0);
    });

    it("card 25 shaded (1.4.1): a FARC player may take a Base off the map to place it", () => {
      let s = fixture({ deck: [25, 2], pieces: { ...nineBases, vaupes: { farcBase: 1, farcU: 30 } } });
      expect(eventDef(25)!.shaded!.effective(s, "farc")).toBe(true);
      s = play(s, c("event:shaded"), sp("huila"));
      expect(options(s)).toContain("r|farcBase|narino");
      expect(options(s)).toContain("r|farcU|vaupes");
      s = play(s, rm("farcBase", "narino"), pl("farcBase", "huila"));
      expect(pieces(s, "huila", "farcBase")).toBe(1);
      expect(pieces(s, "narino", "farcBase")).toBe(0);
    });

    it("card 25 shaded (8.1) is ineffective when no FARC piece can be had", () => {
      const s = fixture({
        pieces: { ...nineBases, vaupes: { farcBase: 1, farcU: 30 } },
        seats: { farc: "nonplayer" },
      });
      expect(eventDef(25)!.shaded!.effective(s, "farc")).toBe(false);
      expect(eventDef(25)!.shaded!.effective(s, "govt")).toBe(false);
    });
  });
});

describe("card 25: Non-player", () => {
  describe("8.4.4 a Non-player Government's one target space (unshaded sides)", () => {
    it("card 25: the Mountain Department with the most FARC pieces loses them all", () => {
      const s0 = npFixture({
        deck: [25, 2],
        seats: { govt: "nonplayer" },
        eligible: { farc: false, auc: false },
        pieces: { huila: { farcU: 2 }, antioquia: { farcU: 1, farcBase: 2 }, cesar: { farcA: 1 } },
      });
      const r = eventTurn(takeEvent(s0, "unshaded"));
      expect(r.steps[0].move.why).toEqual([{ key: "np.ev.most", params: { space: "antioquia", n: 3 } }]);
      expect(pieces(r.state, "antioquia", "farcBase")).toBe(0);
      expect(pieces(r.state, "huila", "farcU")).toBe(2);
    });
  });

  describe("8.4.4 card 25 shaded: a Department where a FARC Base still fits", () => {
    it("Huila, the one Department of the area with room for a Base: Bases first (8.1.2)", () => {
      const full = { govtBase: 2 };
      const s0 = npFixture({
        deck: [25, 2],
        pieces: { antioquia: full, atlantico: full, choco: full, cesar: full, santander: full },
      });
      const r = eventTurn(s0);
      expect(r.steps[1].move.why.map((w) => w.key)).toEqual(["np.ev.25.base"]);
      expect(pieces(r.state, "huila", "farcBase")).toBe(2);
      expect(pieces(r.state, "huila", "farcU")).toBe(1);
    });
  });
});
