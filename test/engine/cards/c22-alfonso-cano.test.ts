// Card 22 Alfonso Cano: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c22-alfonso-cano/.

import { describe, expect, it } from "vitest";
import { getDecision } from "../../../src/engine/flow/runtime";
import type { GameState } from "../../../src/engine/types";
import { eventTurn, takeEvent } from "../bots/events/ev-helpers";
import { npFixture } from "../bots/helpers";
import { c, done, type FixtureSpec, fixture, idx, options, play, sp } from "../fixture";
import { board, eff, level } from "./helpers";

/** answer `done` until the Decision asks `key` (at most a few phases) */
function until(s: GameState, key: string): GameState {
  for (let k = 0; k < 10 && getDecision(s).prompt.key !== key; k++) s = play(s, done);
  expect(getDecision(s).prompt.key).toBe(key);
  return s;
}

describe("card 22: Event", () => {
  describe("card 22 Alfonso Cano", () => {
    const agit: FixtureSpec = {
      eligible: { govt: false, farc: true, auc: false, cartels: false },
      resources: { farc: 10, govt: 0 },
      pieces: { neiva: { farcU: 2 }, cesar: { farcU: 1, aucU: 1 }, huila: { farcU: 1, troops: 3 } },
    };

    it("card 22 unshaded (1.6): the chosen Opposition space becomes Neutral, Active Opposition too", () => {
      let s = fixture({ deck: [22, 2], levels: { huila: -2, cali: -1, antioquia: 1 } });
      s = play(s, c("event:unshaded"));
      expect(options(s).sort()).toEqual(["s|cali", "s|huila"]);
      s = play(s, sp("huila"));
      expect(s.spaces[idx("huila")].sup).toBe(0);
      expect(s.spaces[idx("cali")].sup).toBe(-1);
    });

    it("card 22 unshaded (5.1.3): a single Opposition space is taken without a question", () => {
      const s = play(fixture({ deck: [22, 2], levels: { cali: -1 } }), c("event:unshaded"));
      expect(s.spaces[idx("cali")].sup).toBe(0);
      expect(s.card.executed).toEqual(["farc"]);
    });

    it("card 22 unshaded (8.1): no Opposition anywhere → ineffective", () => {
      expect(eff(22, "unshaded", fixture({ levels: { cali: -1 } }), "govt")).toBe(true);
      expect(eff(22, "unshaded", fixture({ levels: { cali: 2, huila: 1 } }), "govt")).toBe(false);
    });

    it("card 22 shaded (5.4, 6.4.2): Momentum, then the Agitation of the next Round also reaches a FARC space without Control", () => {
      let s = play(board(22, agit), c("event:shaded"));
      expect(s.momentum).toContain(22);
      s = until(s, "prompt.propaganda.agitation");
      // Neiva (FARC Control) as always; Cesar (FARC piece, no Control) by the card; not Huila (Govt Control)
      expect(options(s)).toEqual(expect.arrayContaining(["s|neiva", "s|cesar"]));
      expect(options(s)).not.toContain("s|huila");
      s = play(s, sp("cesar"));
      expect(s.spaces[idx("cesar")].sup).toBe(-1);
    });

    it("card 22 (6.4.2): without the Momentum, Agitation needs FARC Control", () => {
      let s = play(board(22, agit), c("event:unshaded"));
      s = until(s, "prompt.propaganda.agitation");
      expect(options(s)).toContain("s|neiva");
      expect(options(s)).not.toContain("s|cesar");
    });

    it("card 22 shaded (5.4, 8.1): ineffective only while its Momentum is in play", () => {
      expect(eff(22, "shaded", fixture(), "farc")).toBe(true);
      expect(eff(22, "shaded", fixture({ momentum: [22] }), "farc")).toBe(false);
    });
  });
});

describe("card 22: Non-player", () => {
  describe("8.4.3 unshaded sides (a Non-player Government later; here forced on an Insurgent)", () => {
    it("card 22: the Opposition space set to Neutral where it weighs most (Bogotá)", () => {
      const s0 = npFixture({ deck: [22, 2], levels: { bogota: -1, cali: -2, huila: -2 } });
      const r = eventTurn(takeEvent(s0, "unshaded"));
      expect(level(r.state, "bogota")).toBe(0);
      expect(level(r.state, "cali")).toBe(-2);
    });
  });
});
