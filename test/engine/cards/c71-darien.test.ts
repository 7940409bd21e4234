// Card 71 Darién: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c71-darien/.

import { describe, expect, it } from "vitest";
import { noSweepActivationIn } from "../../../src/engine/core/modifiers";
import { adjacentIn, canEnter, isDepartment } from "../../../src/engine/core/queries";
import { PANAMA } from "../../../src/engine/data/map";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import { checkInvariants } from "../../../src/engine/invariants";
import type { GameState } from "../../../src/engine/types";
import { c, done, fixture, idx, options, pieces, pl, play, rm } from "../fixture";

const eff = (side: "unshaded" | "shaded", s: GameState, f = "govt" as const) =>
  eventDef(71)![side]!.effective(s, f);

describe("card 71: Event", () => {
  describe("card 71 Darién", () => {
    it("card 71 unshaded (5.1): the executor removes a Guerrilla from Chocó; its Faction loses 5 Resources", () => {
      let s = fixture({
        deck: [71, 2],
        pieces: { choco: { aucA: 1, farcU: 1 } },
        resources: { auc: 12, farc: 12 },
      });
      s = play(s, c("event:unshaded"));
      expect(options(s).sort()).toEqual(["r|aucA|choco", "r|farcU|choco"]);
      s = play(s, rm("aucA", "choco"));
      expect(pieces(s, "choco", "aucA")).toBe(0);
      expect(pieces(s, "choco", "farcU")).toBe(1);
      expect(s.resources.auc).toBe(7);
      expect(s.resources.farc).toBe(12);
    });

    it("card 71 unshaded (1.7): a Faction with 2 Resources ends at 0; (8.1) no Guerrilla in Chocó → ineffective", () => {
      let s = fixture({
        deck: [71, 2],
        pieces: { choco: { cartelsU: 1, police: 2 } },
        resources: { cartels: 2 },
      });
      expect(eff("unshaded", s)).toBe(true);
      s = play(s, c("event:unshaded"));
      expect(s.resources.cartels).toBe(0);
      expect(eff("unshaded", fixture({ pieces: { choco: { police: 2, farcBase: 1 } } }))).toBe(false);
    });

    it("card 71 shaded (1.3.5): Panamá becomes a 0-Pop Forest Department; 1 Base, then a 2nd at the executor's choice", () => {
      let s = fixture({ deck: [71, 2] });
      expect(canEnter(s, "farcBase", PANAMA)).toBe(false);
      s = play(s, c("event:shaded"));
      expect(s.panama).toBe(true);
      expect(isDepartment(s, PANAMA)).toBe(true);
      expect(options(s)).toEqual(
        expect.arrayContaining(["p|govtBase|panama", "p|farcBase|panama", "p|cartelsBase|panama"]),
      );
      expect(options(s)).not.toContain("d"); // the first Base is not optional
      s = play(s, pl("farcBase", "panama"));
      expect(options(s)).toContain("d");
      s = play(s, pl("cartelsBase", "panama"));
      expect(pieces(s, "panama", "farcBase")).toBe(1);
      expect(pieces(s, "panama", "cartelsBase")).toBe(1);
      expect(checkInvariants(s)).toEqual([]);
      // Chocó and Panamá are now adjacent spaces; Sweep Activates no one there
      expect(adjacentIn(s, idx("choco"))).toContain(PANAMA);
      expect(adjacentIn(s, PANAMA)).toContain(idx("choco"));
      expect(noSweepActivationIn(s, PANAMA)).toBe(true);
      expect(noSweepActivationIn(s, idx("choco"))).toBe(false);
    });

    it("card 71 shaded: one Base suffices (done after the first)", () => {
      const s = play(fixture({ deck: [71, 2] }), c("event:shaded"), pl("aucBase", "panama"), done);
      expect(pieces(s, "panama", "aucBase")).toBe(1);
      expect(getDecision(s).prompt.key).not.toMatch(/card71/);
      expect(s.panama).toBe(true);
    });

    it("card 71 shaded (8.1): effective while Panamá is no space, or while a Base could still go there", () => {
      expect(eff("shaded", fixture())).toBe(true);
      const open = fixture({ pieces: { panama: { farcBase: 2 } } });
      open.panama = true;
      expect(eff("shaded", open)).toBe(false); // 2 Bases: no room (1.4.2)
      const room = fixture({ pieces: { panama: { farcBase: 1 } } });
      room.panama = true;
      expect(eff("shaded", room)).toBe(true);
    });
  });

  describe("card 71 shaded: Sweep Activates no one in Panamá", () => {
    it("card 71 (3.2.3): Troops in Panamá count no Activations there, while Chocó's do", async () => {
      const { activationCount } = await import("../../../src/engine/ops/sweep");
      const s = fixture({ pieces: { panama: { troops: 4, farcU: 2 }, choco: { troops: 4, farcU: 2 } } });
      s.panama = true;
      expect(activationCount(s, PANAMA)).toBe(0);
      expect(activationCount(s, idx("choco"))).toBeGreaterThan(0);
      s.panama = false;
      expect(activationCount(s, PANAMA)).toBeGreaterThan(0); // (no such space then; the count itself)
    });
  });
});
