// Card 37 Former Military: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c37-former-military/.

import { describe, expect, it } from "vitest";
import { choiceValue } from "../../../src/engine/choice";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import type { Frame } from "../../../src/engine/types";
import { withStep } from "../bots/events/ev-helpers";
import { npFixture } from "../bots/helpers";
import { c, done, fixture, idx, mv, options, pieces, play, refused, rm, sp } from "../fixture";
import { first, GOVT_NP, spaceStep } from "./helpers";

const e37 = eventDef(37)!;

describe("card 37: Event", () => {
  describe("card 37 Former Military unshaded", () => {
    const board = () =>
      fixture({
        deck: [37, 2],
        pieces: {
          bogota: { troops: 1, aucU: 1, farcU: 2 },
          cali: { troops: 1, aucA: 1, farcA: 1, farcU: 1, cartelsA: 1 },
          huila: { aucA: 2, farcA: 2 },
          guaviare: { troops: 1, aucU: 1, farcU: 2 },
          pasto: { troops: 3, aucA: 1, cartelsA: 1 },
        },
        resources: { govt: 0 },
      });

    it("card 37 unshaded (3.2.3, 3.2.4, 5.5): Govt free Sweep or Assault vs FARC in each space, AUC Guerrillas as Troops", () => {
      let s = play(board(), c("event:unshaded")); // AUC executes; the Government acts
      expect(getDecision(s).faction).toBe("govt");
      expect(getDecision(s).prompt.key).toBe("prompt.card37.space");
      // Pasto has no FARC: nothing to do there
      expect(options(s).sort()).toEqual(["s|bogota", "s|cali", "s|guaviare", "s|huila"]);
      refused(s, sp("pasto"), "notAnOption");
      s = play(s, sp("bogota")); // only a Sweep fits: 1 Troop + 1 AUC Activate both FARC
      expect(pieces(s, "bogota", "farcA")).toBe(2);
      expect(pieces(s, "bogota", "aucU")).toBe(1); // AUC is never Activated
      s = play(s, sp("cali"));
      expect(options(s).sort()).toEqual(["c|op:assault", "c|op:sweep"]);
      s = play(s, c("op:assault")); // 1 Troop + 1 AUC in a City: 2 removals, FARC alone
      expect(pieces(s, "cali", "farcA")).toBe(0);
      expect(pieces(s, "cali", "farcU")).toBe(1); // Underground: safe
      expect(pieces(s, "cali", "cartelsA")).toBe(1);
      expect(pieces(s, "cali", "aucA")).toBe(1);
      expect(options(s).sort()).toEqual(["s|guaviare", "s|huila"]); // Cali had its one Operation
      s = play(s, sp("huila")); // Mountain, no cubes: 2 AUC as Troops remove 1
      expect(pieces(s, "huila", "farcA")).toBe(1);
      // the last space, with a single Operation, is taken at once. Forest: 1 Troop + 1 AUC Activate 1
      expect(pieces(s, "guaviare", "farcA")).toBe(1);
      expect(pieces(s, "guaviare", "farcU")).toBe(1);
      expect(s.resources.govt).toBe(0); // free
      expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
    });

    it("card 37 unshaded (5.1.2): card 42's shield on FARC yields to this Event (rules example)", () => {
      const s0 = fixture({ deck: [37, 2], pieces: { cali: { troops: 2, farcA: 2 } }, momentum: [42] });
      s0.momentumBy = { 42: "farc" };
      expect(e37.unshaded!.effective(s0, "auc")).toBe(true); // 8.1 judged as the Event will run
      const s = play(s0, c("event:unshaded")); // the single space and Operation are taken at once
      expect(pieces(s, "cali", "farcA")).toBe(0);
    });

    it("card 37 unshaded (5.1.2): card 17's Department ban does not stop its Sweep in a Department", () => {
      const s0 = fixture({
        deck: [37, 2],
        pieces: { narino: { troops: 1, aucU: 1, farcU: 3 } },
        momentum: [17],
      });
      expect(e37.unshaded!.effective(s0, "auc")).toBe(true);
      const s = play(s0, c("event:unshaded"));
      expect(pieces(s, "narino", "farcA")).toBe(1); // Forest: 2 "Troops" Activate 1
    });

    it("card 37 unshaded (3.2.3, 6.4.4): no Sweep in a FARC Zone; AUC alone may Assault there", () => {
      let s = fixture({
        deck: [37, 2],
        pieces: { "meta-west": { aucA: 1, farcU: 1, farcA: 1 } },
        zones: ["meta-west"],
      });
      expect(e37.unshaded!.effective(s, "auc")).toBe(true);
      s = play(s, c("event:unshaded"));
      expect(pieces(s, "meta-west", "farcA")).toBe(0);
      expect(pieces(s, "meta-west", "farcU")).toBe(1); // not Swept
    });

    it("card 37 (8.1) unshaded: ineffective without FARC the Government (with AUC) can reach", () => {
      expect(
        e37.unshaded!.effective(fixture({ pieces: { pasto: { troops: 3, aucU: 2, cartelsA: 1 } } }), "auc"),
      ).toBe(false);
      expect(e37.unshaded!.effective(fixture({ pieces: { huila: { farcU: 3 } } }), "auc")).toBe(false);
      expect(e37.unshaded!.effective(fixture({ pieces: { huila: { farcU: 3, aucA: 1 } } }), "auc")).toBe(
        true,
      );
    });
  });

  describe("card 37 Former Military shaded", () => {
    it("card 37 shaded (3.3.2, 4.3.2): AUC free March, then a free Ambush at one of its destinations", () => {
      let s = fixture({
        deck: [37, 2],
        pieces: { huila: { aucU: 3, police: 1 }, narino: { troops: 1 }, choco: { farcA: 1 } },
        resources: { auc: 0 },
      });
      s = play(s, c("event:shaded"));
      expect(getDecision(s).prompt.key).toBe("prompt.march");
      s = play(s, mv("aucU", "huila", "narino"), mv("aucU", "huila", "choco"), done);
      expect(s.resources.auc).toBe(0); // free
      expect(getDecision(s).prompt.key).toBe("prompt.card37.ambush");
      // Huila is no destination: no Ambush there despite its Police
      expect(options(s).sort()).toEqual(["s|choco", "s|narino"]);
      s = play(s, sp("narino"));
      expect(getDecision(s).prompt.key).toBe("prompt.ambush.remove");
      s = play(s, rm("troops", "narino"));
      expect(pieces(s, "narino", "troops")).toBe(0);
      expect(pieces(s, "narino", "aucA")).toBeGreaterThanOrEqual(1); // the Ambusher is Activated
      expect(pieces(s, "choco", "farcA")).toBe(1);
    });

    it("card 37 shaded (5.1.3): no destination able to Ambush, no Ambush", () => {
      let s = fixture({ deck: [37, 2], pieces: { huila: { aucU: 2 } } });
      s = play(s, c("event:shaded"), mv("aucU", "huila", "narino"), done);
      expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
      expect(pieces(s, "narino", "aucU")).toBe(1);
    });

    it("card 37 (8.1) shaded: effective only with an AUC Guerrilla on the map", () => {
      expect(e37.shaded!.effective(fixture({ pieces: { huila: { aucBase: 1 } } }), "auc")).toBe(false);
      expect(e37.shaded!.effective(fixture({ pieces: { huila: { aucA: 1 } } }), "auc")).toBe(true);
    });
  });
});

describe("card 37: Non-player", () => {
  describe("8.4.4 card 37 Former Military", () => {
    it("unshaded, a Non-player Government: Assault where both Sweep and Assault are possible", () => {
      const s0 = npFixture({ ...GOVT_NP, pieces: { huila: { troops: 3, farcU: 1, farcA: 2 } } });
      const s = withStep(s0, 37, "unshaded", "govt", {
        k: "ev.spaceLoop",
        at: "37.unshaded.0",
        f: "govt",
        by: "govt",
        stage: "op",
        done: [idx("huila")],
        cur: idx("huila"),
      } as Frame);
      const m = first(s);
      expect(m.cmd).toMatchObject({
        t: "choose",
        v: choiceValue({ k: "op", op: "assault", limited: false }),
      });
      expect(m.why).toEqual(["np.ev.37.assault"]);
    });

    it("shaded: the free Ambush where the Government has the most pieces", () => {
      const s0 = npFixture({
        pieces: {
          huila: { aucU: 1, police: 1, farcU: 3 },
          antioquia: { aucU: 1, troops: 2, govtBase: 1 },
        },
      });
      const m = first(withStep(s0, 37, "shaded", "auc", spaceStep("ambush", ["huila", "antioquia"], "auc")));
      expect(m.cmd).toMatchObject({ t: "space", s: "antioquia" });
      expect(m.why).toEqual(["np.ev.37.ambush"]);
    });

    it("shaded: no Government piece there: the Insurgent leading on victory margin (FARC ahead of the Cartels)", () => {
      // 7.3: FARC 0 + 1 Base − 25 = −24; Cartels min(0 − 10, 0 − 40) = −40
      const s0 = npFixture({
        pieces: { huila: { aucU: 1, cartelsU: 3 }, antioquia: { aucU: 1, farcU: 1, farcBase: 1 } },
      });
      const m = first(withStep(s0, 37, "shaded", "auc", spaceStep("ambush", ["huila", "antioquia"], "auc")));
      expect(m.cmd).toMatchObject({ t: "space", s: "antioquia" });
    });
  });
});
