// Card 20 Mono Jojoy: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c20-mono-jojoy/.

import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import type { Frame } from "../../../src/engine/types";
import { bodies, eventTurn, withStep } from "../bots/events/ev-helpers";
import { narration, npFixture } from "../bots/helpers";
import { c, done, fixture, fl, idx, mv, options, pieces, play } from "../fixture";

describe("card 20: Event", () => {
  describe("card 20 Mono Jojoy", () => {
    it("card 20 unshaded (5.1): the Govt moves FARC Guerrillas one step each; a moved one cannot move on", () => {
      let s = fixture({ deck: [20, 2], pieces: { huila: { farcU: 1 }, "meta-west": { farcA: 1 } } });
      s = play(s, c("event:unshaded"));
      expect(getDecision(s).faction).toBe("govt"); // FARC executes, the Government chooses
      expect(options(s)).toContain("d"); // up to 6
      s = play(s, mv("farcU", "huila", "neiva"));
      expect(pieces(s, "neiva", "farcU")).toBe(1);
      // Neiva held no FARC at the start: the Guerrilla that arrived there does not move again
      expect(options(s).some((o) => o.startsWith("m|farcU|neiva|"))).toBe(false);
      expect(options(s)).toContain("m|farcA|meta-west|guaviare");
      s = play(s, mv("farcA", "meta-west", "guaviare"));
      // nothing left that may move: the Event ends
      expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
      expect(pieces(s, "guaviare", "farcA")).toBe(1);
      expect(s.card.executed).toEqual(["farc"]);
    });

    it("card 20 unshaded (5.1): a Guerrilla that moved in cannot move on, even when it shows another face", () => {
      // Huila starts with one Underground Guerrilla; the Active one from Meta West joins it
      let s = fixture({ deck: [20, 2], pieces: { huila: { farcU: 1 }, "meta-west": { farcA: 1 } } });
      s = play(s, c("event:unshaded"), mv("farcA", "meta-west", "huila"));
      expect(pieces(s, "huila", "farcA")).toBe(1);
      // the Active Guerrilla already moved: only Huila's own Underground one may still go
      expect(options(s).some((o) => o.startsWith("m|farcA|huila|"))).toBe(false);
      expect(options(s)).toContain("m|farcU|huila|narino");
      s = play(s, mv("farcU", "huila", "narino"));
      expect(pieces(s, "huila", "farcA")).toBe(1);
      expect(pieces(s, "narino", "farcU")).toBe(1);
      expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
    });

    it("card 20 unshaded (5.1): at most 6 Guerrillas move, and the Govt may stop early", () => {
      let s = fixture({ deck: [20, 2], pieces: { huila: { farcU: 8 } } });
      s = play(s, c("event:unshaded"));
      for (let k = 0; k < 6; k++) s = play(s, mv("farcU", "huila", "narino"));
      expect(pieces(s, "narino", "farcU")).toBe(6);
      expect(pieces(s, "huila", "farcU")).toBe(2);
      expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
      let t = fixture({ deck: [20, 2], pieces: { huila: { farcU: 8 } } });
      t = play(t, c("event:unshaded"), mv("farcU", "huila", "narino"), done);
      expect(pieces(t, "narino", "farcU")).toBe(1);
      expect(getDecision(t).prompt.key).toBe("prompt.secondEligible");
    });

    it("card 20 shaded (3.3.2, 5.5): FARC free March, then up to 3 Active FARC Guerrillas go Underground", () => {
      let s = fixture({
        deck: [20, 2],
        pieces: { huila: { farcU: 1 }, cesar: { farcA: 4 }, narino: { aucA: 1 } },
        resources: { farc: 0 },
      });
      s = play(s, c("event:shaded"));
      expect(getDecision(s).prompt.key).toBe("prompt.march");
      s = play(s, mv("farcU", "huila", "bogota"), done);
      expect(pieces(s, "bogota", "farcU")).toBe(1);
      expect(s.resources.farc).toBe(0); // free (5.5) although Bogotá is a City
      expect(options(s)).toEqual(["f|farcA|cesar", "d"]); // only FARC, only Active
      s = play(s, fl("farcA", "cesar"), fl("farcA", "cesar"), fl("farcA", "cesar"));
      expect(pieces(s, "cesar", "farcU")).toBe(3);
      expect(pieces(s, "cesar", "farcA")).toBe(1);
      expect(pieces(s, "narino", "aucA")).toBe(1);
      expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
    });

    it("card 20 (8.1) both sides need a FARC Guerrilla on the map", () => {
      const none = fixture({ pieces: { huila: { farcBase: 1, aucU: 2 } } });
      expect(eventDef(20)!.unshaded!.effective(none, "govt")).toBe(false);
      expect(eventDef(20)!.shaded!.effective(none, "farc")).toBe(false);
      const one = fixture({ pieces: { vaupes: { farcA: 1 } } });
      expect(eventDef(20)!.unshaded!.effective(one, "govt")).toBe(true);
      expect(eventDef(20)!.shaded!.effective(one, "farc")).toBe(true);
    });
  });
});

describe("card 20: Non-player", () => {
  describe("8.4.4 card 20 shaded: Guerrillas facing Government cubes go Underground first", () => {
    it("Huila's 2 (Troops there), then 1 more at random (generic)", () => {
      const flip = {
        k: "ev.pieces",
        by: "farc",
        mode: "flip",
        spaces: [idx("guaviare"), idx("huila")],
        kinds: ["farcA"],
        n: 3,
        did: 0,
        upTo: true,
        prompt: "prompt.card20.hide",
        rule: "5.1",
      } as Frame;
      const board = npFixture({ pieces: { huila: { farcA: 2, troops: 1 }, guaviare: { farcA: 2 } } });
      const r = eventTurn(withStep(board, 20, "shaded", "farc", flip));
      expect(bodies(r.steps)).toEqual(["flip farcA huila", "flip farcA huila", "flip farcA guaviare"]);
      expect(narration(r.steps)).toEqual(["np.ev.20.hide", "np.ev.20.hide", "np.ev.generic.flip"]);
      expect(pieces(r.state, "guaviare", "farcA")).toBe(1);
    });
  });
});
