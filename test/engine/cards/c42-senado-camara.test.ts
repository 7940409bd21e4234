// Card 42 Senado & Cámara: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c42-senado-camara/.

import { describe, expect, it } from "vitest";
import { sweepAssaultShield } from "../../../src/engine/core/modifiers";
import { hasPop } from "../../../src/engine/core/queries";
import { SPACES } from "../../../src/engine/data/map";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import type { Faction, GameState } from "../../../src/engine/types";
import { withStep } from "../bots/events/ev-helpers";
import { npFixture } from "../bots/helpers";
import { c, done, type FixtureSpec, fixture, idx, options, pieces, play, refused, sp } from "../fixture";
import { first, GOVT_NP, spaceStep } from "./helpers";

const ev = eventDef(42)!;

/** every Pop space at Passive Opposition except the listed ones (Neutral) */
function levelsExcept(...neutral: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const d of SPACES) if (hasPop({}, d.idx) && !neutral.includes(d.id)) out[d.id] = -1;
  return out;
}

/** a board with card 42's Momentum in play, executed by `by` */
function shielded(by: Faction, spec: FixtureSpec): GameState {
  const s = fixture({ momentum: [42], resources: { govt: 20 }, ...spec });
  s.momentumBy = { 42: by };
  return s;
}

describe("card 42: Event", () => {
  describe("card 42 Senado & Cámara unshaded", () => {
    it("card 42 unshaded (1.6): the executor sets 2 Neutral spaces to Passive Support; Govt Resources +3", () => {
      let s = fixture({
        deck: [42, 2],
        levels: levelsExcept("bogota", "cali", "huila"),
        resources: { govt: 10 },
      });
      s = play(s, c("event:unshaded"));
      expect(getDecision(s).faction).toBe("auc"); // the executor chooses (5.1)
      expect(options(s).sort()).toEqual(["s|bogota", "s|cali", "s|huila"]);
      refused(s, sp("medellin"), "eventSpace"); // not Neutral
      refused(s, sp("vichada"), "eventSpace"); // no Pop
      s = play(s, sp("bogota"), sp("huila"));
      expect(s.spaces[idx("bogota")].sup).toBe(1);
      expect(s.spaces[idx("huila")].sup).toBe(1);
      expect(s.spaces[idx("cali")].sup).toBe(0);
      expect(s.resources.govt).toBe(13);
    });

    it("card 42 unshaded (5.1.3): a single Neutral space is taken at once; Resources stop at 99 (1.7)", () => {
      let s = fixture({ deck: [42, 2], levels: levelsExcept("cali"), resources: { govt: 98 } });
      s = play(s, c("event:unshaded"));
      expect(s.spaces[idx("cali")].sup).toBe(1);
      expect(s.resources.govt).toBe(99);
      expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
    });

    it("card 42 (8.1) unshaded is ineffective only with no Neutral Pop space and Govt Resources at 99", () => {
      expect(
        ev.unshaded!.effective(fixture({ levels: levelsExcept(), resources: { govt: 99 } }), "auc"),
      ).toBe(false);
      expect(
        ev.unshaded!.effective(fixture({ levels: levelsExcept(), resources: { govt: 98 } }), "auc"),
      ).toBe(true);
      expect(
        ev.unshaded!.effective(fixture({ levels: levelsExcept("pasto"), resources: { govt: 99 } }), "auc"),
      ).toBe(true);
    });
  });

  describe("card 42 Senado & Cámara shaded (Momentum)", () => {
    it("card 42 shaded (5.4): recorded with its executor; the next card's Sweep cannot Activate that Faction", () => {
      let s = fixture({
        deck: [42, 1],
        eligible: { auc: false, govt: false, cartels: false },
        pieces: { bogota: { troops: 3, farcU: 2, aucU: 2 } },
        resources: { govt: 20 },
      });
      s = play(s, c("event:shaded")); // FARC executes
      expect(s.momentum).toContain(42);
      expect(s.momentumBy?.[42]).toBe("farc");
      expect(sweepAssaultShield(s)).toBe("farc");
      expect(s.current).toBe(1);
      expect(getDecision(s).faction).toBe("govt");
      s = play(s, c("op:sweep"), sp("bogota"), done);
      // 3 Activations, but only AUC may be reached: both AUC go Active, FARC stays hidden
      expect(pieces(s, "bogota", "aucA")).toBe(2);
      expect(pieces(s, "bogota", "farcU")).toBe(2);
    });

    it("card 42 shaded (5.4, 3.2.4): an Assault removes none of the shielded Faction's pieces", () => {
      let s = shielded("farc", {
        pieces: { bogota: { troops: 3, farcA: 2, aucA: 1 }, cali: { troops: 2, farcA: 1 } },
      });
      s = play(s, c("op:assault"));
      expect(options(s)).toContain("s|bogota");
      expect(options(s)).not.toContain("s|cali"); // only FARC there
      refused(s, sp("cali"), "sweepAssaultShield");
      s = play(s, sp("bogota"));
      expect(pieces(s, "bogota", "aucA")).toBe(0);
      expect(pieces(s, "bogota", "farcA")).toBe(2);
      // the same board without the Momentum: FARC goes too
      let t = fixture({ pieces: { bogota: { troops: 3, farcA: 2, aucA: 1 } }, resources: { govt: 20 } });
      t = play(t, c("op:assault"), sp("bogota"), { t: "remove", p: "farcA", s: "bogota" });
      expect(pieces(t, "bogota", "farcA")).toBeLessThan(2);
    });

    it("card 42 shaded (5.4, 3.2.2): Patrol's free Assault on a LoC spares the shielded Faction", () => {
      const board = { "bogota-yopal": { troops: 2, cartelsA: 2 }, "cali-pasto": { troops: 1, aucA: 1 } };
      const s = play(shielded("cartels", { pieces: board }), c("op:patrol"), done);
      expect(getDecision(s).prompt.key).toBe("prompt.patrol.assault");
      expect(options(s)).toContain("s|cali-pasto");
      expect(options(s)).not.toContain("s|bogota-yopal"); // nothing but shielded Cartels there
      const t = play(fixture({ pieces: board, resources: { govt: 20 } }), c("op:patrol"), done);
      expect(options(t)).toContain("s|bogota-yopal");
    });

    it("card 42 shaded (6.6): with the Momentum gone at the Reset the shield is gone", () => {
      const s = shielded("farc", {});
      expect(sweepAssaultShield(s)).toBe("farc");
      s.momentum = [];
      expect(sweepAssaultShield(s)).toBe(null);
    });

    it("card 42 (8.1) shaded changes nothing when the Government executes it, anything for an Insurgent", () => {
      expect(ev.shaded!.effective(fixture(), "govt")).toBe(false);
      expect(ev.shaded!.effective(fixture(), "cartels")).toBe(true);
    });
  });
});

describe("card 42: Non-player", () => {
  describe("8.4.4 cards 41, 42, 52 unshaded (a Non-player Government)", () => {
    it("card 42: 8.4.3 Passive Support where the shift weighs most (Bogotá, Population 8)", () => {
      const frame = spaceStep("spaces", ["cali", "bogota", "huila"], "govt", 2);
      const m = first(withStep(npFixture(GOVT_NP), 42, "unshaded", "govt", frame));
      expect(m.cmd).toMatchObject({ t: "space", s: "bogota" });
      expect(m.why).toEqual(["np.ev.generic.shift"]);
    });
  });
});
