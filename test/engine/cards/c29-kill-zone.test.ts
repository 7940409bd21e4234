// Card 29 Kill Zone: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c29-kill-zone/.

import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import type { GameState } from "../../../src/engine/types";
import { eventTurn, takeEvent } from "../bots/events/ev-helpers";
import { narration, npFixture } from "../bots/helpers";
import { c, fixture, options, pieces, play, refused, rm, sp } from "../fixture";
import { eff } from "./helpers";

const shaded = () => eventDef(29)!.shaded!;

const board = (s: GameState) => JSON.stringify(s.spaces);

describe("card 29: Event", () => {
  describe("card 29 Kill Zone shaded: Ambush spaces need an enemy to remove (4.3.2, 3.3.3, 5.1.3)", () => {
    it("card 29 shaded (3.3.3, 5.1.3): FARC Guerrillas with no enemy beside them are no Ambush space; the Event does nothing", () => {
      let s = fixture({
        deck: [29, 2],
        // FARC stands alone; the only enemies are where FARC is not
        pieces: { huila: { farcU: 1 }, narino: { farcA: 2 }, cali: { troops: 2, police: 1 } },
      });
      const before = board(s);
      const res = { ...s.resources };
      expect(getDecision(s).faction).toBe("farc");
      s = play(s, c("event:shaded"));
      const d = getDecision(s);
      expect(d.prompt.key).not.toMatch(/^prompt\.card29\./);
      expect(d.prompt.key).not.toBe("prompt.ambush.remove");
      expect(options(s)).not.toContain("s|huila");
      expect(options(s)).not.toContain("s|narino");
      expect(board(s)).toBe(before); // no Captured Goods Guerrilla from an Ambush against nobody
      expect(pieces(s, "huila", "farcU")).toBe(1);
      expect(s.resources).toEqual(res);
    });

    it("card 29 shaded (5.1, 5.1.3): FARC is not offered as the Ambusher when only AUC has an enemy beside it", () => {
      let s = fixture({
        deck: [29, 2],
        pieces: { huila: { farcU: 1 }, narino: { farcA: 2 }, antioquia: { aucU: 1, troops: 1 } },
      });
      s = play(s, c("event:shaded"));
      // AUC is the only possible Ambusher: taken at once, and so is its only space
      const d = getDecision(s);
      expect(d.prompt.key).toBe("prompt.ambush.remove");
      expect(d.faction).toBe("auc");
      expect(options(s)).not.toContain("c|faction:farc");
      expect(options(s)).toEqual(["r|troops|antioquia", "d"]);
    });

    it("card 29 shaded (3.3.3, 5.1.3): with a single FARC space holding an enemy, the Ambushes go there", () => {
      let s = fixture({
        deck: [29, 2],
        pieces: {
          huila: { farcU: 1, police: 1 },
          narino: { farcA: 2 },
          cali: { farcU: 1 },
          antioquia: { aucU: 1 }, // AUC alone: no Ambush space for AUC
        },
      });
      s = play(s, c("event:shaded"));
      const d = getDecision(s);
      expect(d.faction).toBe("farc");
      expect(d.prompt.key).toBe("prompt.ambush.remove");
      expect(d.context?.space).toBe("huila");
      expect(options(s)).toEqual(["r|police|huila", "d"]);
      s = play(s, rm("police", "huila"));
      expect(pieces(s, "huila", "police")).toBe(0);
      expect(pieces(s, "narino", "farcA")).toBe(2);
      expect(pieces(s, "cali", "farcU")).toBe(1);
    });

    it("card 29 shaded (4.3.2, 3.3.3): the second Ambush needs a target too; no Captured Goods without one", () => {
      let s = fixture({ deck: [29, 2], pieces: { huila: { farcU: 1, police: 1 } } });
      s = play(s, c("event:shaded"), rm("police", "huila"));
      // first Ambush: police removed, 1 Guerrilla placed; the second has nobody to hit
      expect(pieces(s, "huila", "farcU")).toBe(2);
      expect(getDecision(s).prompt.key).not.toBe("prompt.ambush.remove");
    });

    it("card 29 shaded (8.1) effective only where FARC or AUC has an enemy piece it could remove beside a Guerrilla", () => {
      const lonely = {
        huila: { farcU: 1 },
        narino: { farcA: 2 },
        antioquia: { aucU: 1 },
        cali: { troops: 3 },
      };
      expect(shaded().effective!(fixture({ pieces: lonely }), "farc")).toBe(false);
      expect(shaded().effective!(fixture({ pieces: { huila: { farcU: 2, farcBase: 1 } } }), "farc")).toBe(
        false,
      );
      expect(
        shaded().effective!(fixture({ pieces: { ...lonely, huila: { farcU: 1, police: 1 } } }), "farc"),
      ).toBe(true);
      expect(
        shaded().effective!(
          fixture({ pieces: { ...lonely, antioquia: { aucA: 1, cartelsBase: 1 } } }),
          "auc",
        ),
      ).toBe(true);
    });
  });

  describe("card 29 Kill Zone", () => {
    it("card 29 unshaded Activates all FARC in the space, then a free Assault removes Active Guerrillas", () => {
      let s = fixture({
        deck: [29, 2],
        pieces: {
          bogota: { troops: 2, police: 1, farcU: 3, aucU: 1 },
          huila: { farcU: 1 },
        },
        resources: { govt: 0 },
        eligible: { farc: false, auc: false, cartels: false },
      });
      s = play(s, c("event:unshaded"));
      expect(options(s).sort()).toEqual(["s|bogota", "s|huila"]);
      s = play(s, sp("bogota"));
      // all 3 FARC Active; AUC stays Underground; 3 cubes in a City remove 3 Active FARC
      expect(pieces(s, "bogota", "farcA")).toBe(0);
      expect(pieces(s, "bogota", "farcU")).toBe(0);
      expect(pieces(s, "bogota", "aucU")).toBe(1);
      expect(s.resources.govt).toBe(0); // free (5.5)
      expect(pieces(s, "huila", "farcU")).toBe(1);
    });

    it("card 29 unshaded in a Mountain: all FARC Activated, Assault capacity halved (3.2.4)", () => {
      let s = fixture({ deck: [29, 2], pieces: { huila: { troops: 2, farcU: 2 } } });
      s = play(s, c("event:unshaded"));
      // Huila is the only target: chosen at once
      expect(pieces(s, "huila", "farcA")).toBe(1);
      expect(pieces(s, "huila", "farcU")).toBe(0);
    });

    it("card 29 (5.1.3) shaded offers the spaces where the Ambushing Faction has enemies to hit", () => {
      let s = fixture({
        deck: [29, 2],
        pieces: { huila: { farcU: 1, police: 1 }, narino: { farcA: 2 }, cali: { farcU: 1, cartelsU: 1 } },
      });
      s = play(s, c("event:shaded")); // only FARC has Guerrillas: chosen at once
      expect(options(s).sort()).toEqual(["s|cali", "s|huila"]);
      refused(s, sp("narino"), "eventSpace");
      expect(eventDef(29)!.unshaded!.effective!(s, "govt")).toBe(true);
      expect(eventDef(29)!.shaded!.effective!(fixture(), "farc")).toBe(false);
    });

    it("card 29 shaded: the executor picks FARC or AUC; 2 free Ambushes with an Active Guerrilla, none Activated", () => {
      let s = fixture({
        deck: [29, 2],
        pieces: {
          huila: { aucA: 1, troops: 2, police: 2, govtBase: 1 },
          narino: { farcU: 1, cartelsU: 1 }, // FARC too has an enemy to Ambush (3.3.3)
        },
        eligible: { farc: true },
      });
      s = play(s, c("event:shaded"));
      expect(options(s).sort()).toEqual(["c|faction:auc", "c|faction:farc"]);
      s = play(s, c("faction:auc"));
      // Huila is AUC's only space: the Ambushes start there; AUC removes
      expect(getDecision(s).faction).toBe("auc");
      s = play(s, rm("troops", "huila"), rm("troops", "huila"));
      s = play(s, rm("police", "huila"), rm("police", "huila"));
      expect(pieces(s, "huila", "troops") + pieces(s, "huila", "police")).toBe(0);
      expect(pieces(s, "huila", "govtBase")).toBe(1);
      expect(pieces(s, "huila", "aucA")).toBe(1); // not Activated, nor hidden
      expect(pieces(s, "huila", "aucU")).toBe(2); // Captured Goods: 1 Guerrilla per Ambush
    });
  });

  describe("8.1 effective, both answers, cards 1 8 12 14 28 29 36 68", () => {
    it("card 29 unshaded (3.2.4, 8.1): Underground FARC or something to Assault", () => {
      expect(eff(29, "unshaded", fixture(), "govt")).toBe(false);
      expect(eff(29, "unshaded", fixture({ pieces: { huila: { farcU: 1 } } }), "govt")).toBe(true);
      expect(eff(29, "unshaded", fixture({ pieces: { huila: { farcA: 1 } } }), "govt")).toBe(false);
      expect(eff(29, "unshaded", fixture({ pieces: { huila: { farcA: 1, troops: 2 } } }), "govt")).toBe(true);
    });
  });
});

describe("card 29: Non-player", () => {
  describe("8.4.4 card 29 shaded: who Ambushes, and where", () => {
    it("FARC executes: FARC Ambushes where the Government has the most pieces", () => {
      const s0 = npFixture({
        deck: [29, 2],
        pieces: {
          huila: { farcU: 1, troops: 2, police: 1 },
          "meta-west": { farcU: 1, police: 1 },
          guaviare: { farcU: 1, aucU: 1 },
          putumayo: { aucU: 1, police: 1 },
        },
      });
      const r = eventTurn(s0);
      const keys = narration(r.steps);
      expect(keys).toContain("np.ev.29.self");
      expect(
        r.steps.find((st) => st.move.why.some((w) => w.key === "np.ev.29.space"))?.move.why,
      ).toContainEqual({
        key: "np.ev.29.space",
        params: { space: "huila", n: 3 },
      });
      // 4.3.2 two Ambushes remove 2 pieces each: the Government's 3 pieces go
      expect(pieces(r.state, "huila", "troops") + pieces(r.state, "huila", "police")).toBe(0);
    });

    it("the Cartels execute: AUC Ambushes, as only AUC can hit the Government", () => {
      const s0 = npFixture({
        deck: [29, 2],
        eligible: { farc: false, auc: false },
        pieces: { huila: { aucU: 1, troops: 1 }, guaviare: { farcU: 1, cartelsU: 1 } },
      });
      const r = eventTurn(takeEvent(s0));
      expect(r.steps[0].move.why).toEqual([{ key: "np.ev.29.govt", params: { faction: "auc" } }]);
      expect(pieces(r.state, "huila", "troops")).toBe(0);
      expect(pieces(r.state, "guaviare", "cartelsU")).toBe(1);
    });
  });
});
