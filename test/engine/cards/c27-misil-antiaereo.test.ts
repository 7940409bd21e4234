// Card 27 Misil Antiaéreo: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c27-misil-antiaereo/.

import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import {
  c,
  done,
  type FixtureSpec,
  fixture,
  idx,
  mv,
  options,
  pieces,
  play,
  refused,
  rm,
  sp,
} from "../fixture";

describe("card 27: Event", () => {
  describe("card 27 Misil Antiaéreo", () => {
    const board = (more: FixtureSpec = {}) =>
      fixture({
        deck: [27, 2],
        pieces: {
          bogota: { troops: 4 },
          huila: { farcA: 2 },
          guaviare: { cartelsBase: 1, cartelsU: 1 },
        },
        resources: { govt: 20 },
        ...more,
      });

    const ops = (more: FixtureSpec = {}) =>
      fixture({
        pieces: {
          bogota: { troops: 4, farcA: 1 },
          cali: { troops: 2 },
          huila: { farcA: 1, aucBase: 1 },
          "meta-east": { aucBase: 1 },
          guaviare: { cartelsBase: 1, cartelsU: 1 },
          vaupes: { cartelsBase: 1 },
        },
        resources: { govt: 20 },
        momentum: [27],
        ...more,
      });

    it("card 27 (5.5) unshaded: the Government executes 3 free Special Activities of its choice", () => {
      let s = play(board(), c("event:unshaded"));
      const d = getDecision(s);
      expect(d.faction).toBe("govt");
      expect(d.prompt.key).toBe("prompt.card27.sa");
      expect(options(s).sort()).toEqual(["c|sa:airlift", "c|sa:airstrike", "c|sa:eradicate"]);
      // no Operation is needed: Air Strike accompanies nothing here (5.1.1)
      s = play(s, c("sa:airstrike"), rm("farcA", "huila"));
      s = play(s, c("sa:airstrike"), rm("farcA", "huila"));
      expect(pieces(s, "huila", "farcA")).toBe(0);
      expect(options(s).sort()).toEqual(["c|sa:airlift", "c|sa:eradicate"]);
      s = play(s, c("sa:eradicate"), sp("guaviare"));
      expect(pieces(s, "guaviare", "cartelsBase")).toBe(0);
      s = play(s, sp("meta-west")); // 4.2.3 the Opposition shift, next door
      expect(s.spaces[idx("meta-west")].sup).toBe(-1);
      expect(s.aid).toBe(fixture().aid + 4);
      // three done: the card goes on with the next Eligible Faction (AUC)
      expect(getDecision(s).faction).toBe("auc");
      expect(s.resources.govt).toBe(20);
    });

    it("card 27 (5.5, 4.2.1) unshaded: an Air Lift outside an Operation, and fewer when fewer are possible (5.1.3)", () => {
      let s = play(board({ pieces: { bogota: { troops: 4 } } }), c("event:unshaded"));
      // only Air Lift is possible: the Government still names it
      expect(options(s)).toEqual(["c|sa:airlift"]);
      s = play(s, c("sa:airlift"), mv("troops", "bogota", "huila"), done);
      expect(pieces(s, "huila", "troops")).toBe(1);
      s = play(s, c("sa:airlift"), mv("troops", "bogota", "huila"), mv("troops", "bogota", "huila"));
      s = play(s, mv("troops", "bogota", "huila"));
      expect(pieces(s, "huila", "troops")).toBe(4);
      expect(getDecision(s).prompt.key).toBe("prompt.card27.sa");
      s = play(s, c("sa:airlift"), mv("troops", "huila", "cali"), done);
      expect(getDecision(s).faction).toBe("auc");
    });

    it("card 27 (5.1.2) unshaded: Air Strike is offered even under card 12's Momentum", () => {
      const s = play(board({ momentum: [12] }), c("event:unshaded"));
      expect(options(s)).toContain("c|sa:airstrike");
    });

    it("card 27 (8.1) unshaded is ineffective when no Govt Special Activity could do anything", () => {
      const ev = eventDef(27)!.unshaded!;
      expect(ev.effective(fixture(), "farc")).toBe(false);
      expect(ev.effective(fixture({ pieces: { huila: { farcA: 1 } } }), "farc")).toBe(true);
      expect(ev.effective(fixture({ pieces: { guaviare: { cartelsU: 1 } } }), "farc")).toBe(true);
      expect(ev.effective(fixture({ pieces: { bogota: { troops: 1 } } }), "farc")).toBe(true);
    });

    it("card 27 (5.4) shaded is Momentum: recorded, and ineffective while in play", () => {
      const s = play(fixture({ deck: [27, 2] }), c("event:shaded"));
      expect(s.momentum).toContain(27);
      expect(eventDef(27)!.shaded!.effective(s, "farc")).toBe(false);
      expect(eventDef(27)!.shaded!.effective(fixture(), "farc")).toBe(true);
    });

    it("card 27 (5.4, 4.2.1) shaded: Air Lift neither leaves nor enters a space with Guerrillas", () => {
      let s = play(ops(), c("op:assault"), c("sa:airlift"));
      expect(options(s)).toContain("m|troops|cali|meta-east");
      expect(options(s)).not.toContain("m|troops|bogota|meta-east");
      expect(options(s)).not.toContain("m|troops|cali|huila");
      refused(s, mv("troops", "cali", "huila"), "noSaWhereGuerrillas");
      s = play(s, mv("troops", "cali", "meta-east"));
      expect(pieces(s, "meta-east", "troops")).toBe(1);
      const plain = play(ops({ momentum: [] }), c("op:assault"), c("sa:airlift"));
      expect(options(plain)).toContain("m|troops|cali|huila");
    });

    it("card 27 (5.4, 4.2.2) shaded: Air Strike only where there are no Guerrillas", () => {
      const s = play(ops(), c("op:assault"), c("sa:airstrike"));
      expect(options(s).sort()).toEqual(["r|aucBase|meta-east", "r|cartelsBase|vaupes"]);
      refused(s, rm("farcA", "huila"), "noSaWhereGuerrillas");
      const plain = play(ops({ momentum: [] }), c("op:assault"), c("sa:airstrike"));
      expect(options(plain)).toContain("r|farcA|huila");
    });

    it("card 27 (5.4, 4.2.3) shaded: Eradicate only in a Department without Guerrillas", () => {
      const s = play(ops(), c("op:assault"), c("sa:eradicate"));
      expect(options(s)).toEqual(["s|vaupes"]);
      refused(s, sp("guaviare"), "noSaWhereGuerrillas");
      const plain = play(ops({ momentum: [] }), c("op:assault"), c("sa:eradicate"));
      expect(options(plain)).toContain("s|guaviare");
    });

    it("card 27 (5.4) shaded: with every target among Guerrillas, no Govt Special Activity is offered", () => {
      const s = fixture({
        pieces: { bogota: { troops: 2, farcA: 1 }, huila: { farcA: 1 } },
        resources: { govt: 20 },
        momentum: [27],
      });
      const a = play(s, c("op:assault"));
      expect(options(a).some((o) => o.startsWith("c|sa:"))).toBe(false);
      refused(a, c("sa:airstrike"), "noSaWhereGuerrillas");
    });

    it("card 27 (5.1.2) shaded does not stop card 8's free Air Strikes where Guerrillas are", () => {
      let s = fixture({ deck: [8, 2], pieces: { huila: { farcA: 1 } }, momentum: [27] });
      s = play(s, c("event:unshaded"), rm("farcA", "huila"));
      expect(pieces(s, "huila", "farcA")).toBe(0);
    });
  });
});
