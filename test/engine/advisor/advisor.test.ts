// The advisor (search player, src/engine/advisor): its moves are the Decisions' own options, the
// same seed and playout budget give the same choice, and what a player cannot see (2.2: the
// order of the deck beyond the shown card, the dice still to come) never changes its choice.
import { describe, expect, it } from "vitest";
import { AdvisorSeat, advise, isActionRoot, planKey } from "../../../src/engine/advisor/index";
import {
  apply,
  type Faction,
  type GameState,
  getDecision,
  isRuleError,
  optionKey,
  shownNextCard,
  stepOf,
} from "../../../src/engine/index";
import { rootOf } from "./helpers";

const SMALL = { playouts: 24, variations: 3 };

describe("advisor: complete actions from the engine's own Decisions (one source of legality)", () => {
  const cases: [number, Faction, number][] = [
    [11, "govt", 0],
    [12, "govt", 3],
    [13, "farc", 1],
    [14, "auc", 2],
    [15, "cartels", 1],
    [16, "govt", 6],
  ];
  for (const [seed, f, nth] of cases) {
    it(`game ${seed}: ${f}'s action ${nth} is played to its end without a refusal`, () => {
      let s = rootOf(seed, f, nth);
      const card = s.current;
      const seat = new AdvisorSeat(f, { seed: 5, ...SMALL });
      const first = seat.move(s);
      expect(first.advice).not.toBeNull();
      // its narration: what it weighed (its choice, then the next best), each followed by the action
      expect(first.why.map((m) => m.key)).toEqual([
        "advisor.weighed",
        expect.stringMatching(/^advisor\.action\./),
        "advisor.weighed",
        expect.stringMatching(/^advisor\.action\./),
      ]);
      // the root choice is one of the card's offered options (2.3.2)
      const offered = getDecision(s).options.map(optionKey);
      expect(offered).toContain(optionKey(first.command));
      let cmd = first.command;
      let mine = 0;
      for (let n = 0; n < 500; n++) {
        const r = apply(s, cmd);
        if (isRuleError(r)) throw new Error(`refused ${JSON.stringify(cmd)}: ${r.code}`);
        s = r.state;
        mine++;
        const d = getDecision(s);
        if (s.ended || d.faction !== f || s.current !== card || stepOf(s).top.k === "card") break;
        cmd = seat.move(s).command;
      }
      expect(mine).toBeGreaterThan(0);
    });
  }
});

describe("advisor: determinism", () => {
  it("same seed and playout budget → the same ranking", () => {
    const s = rootOf(21, "govt", 2);
    const a = advise(s, "govt", { seed: 9, ...SMALL });
    const b = advise(s, "govt", { seed: 9, ...SMALL });
    expect(a.ranked.map((x) => planKey(x.plan))).toEqual(b.ranked.map((x) => planKey(x.plan)));
    expect(a.ranked.map((x) => x.value)).toEqual(b.ranked.map((x) => x.value));
    expect(a.playouts).toBeGreaterThan(a.ranked.length);
  });
});

describe("advisor: information sets (2.2, never reads hidden information)", () => {
  for (const [seed, f, nth] of [
    [31, "govt", 1],
    [32, "farc", 2],
    [33, "cartels", 0],
  ] as [number, Faction, number][]) {
    it(`game ${seed} ${f}: reordering the unseen deck and changing the dice to come keeps its choice`, () => {
      const s = rootOf(seed, f, nth);
      expect(isActionRoot(s, f)).toBe(true);
      const shown = shownNextCard(s);
      expect(shown).not.toBeNull();
      const rest = s.deck.slice(1);
      expect(rest.length).toBeGreaterThan(3);
      const other: GameState = structuredClone(s);
      other.deck = [s.deck[0], ...rest.slice().reverse()];
      other.rng = (s.rng ^ 0x5a5a5a5a) | 0;
      other.dice = [6, 1, 6, 1, 3, 3];
      expect(other.deck).not.toEqual(s.deck);
      const a = advise(s, f, { seed: 4, ...SMALL });
      const b = advise(other, f, { seed: 4, ...SMALL });
      expect(b.ranked.map((x) => planKey(x.plan))).toEqual(a.ranked.map((x) => planKey(x.plan)));
      expect(b.ranked.map((x) => x.value)).toEqual(a.ranked.map((x) => x.value));
    });
  }

  it("a different advisor seed samples other worlds (the test above can tell worlds apart)", () => {
    const s = rootOf(31, "govt", 1);
    const a = advise(s, "govt", { seed: 4, ...SMALL });
    const b = advise(s, "govt", { seed: 5, ...SMALL });
    expect(b.ranked.map((x) => x.value)).not.toEqual(a.ranked.map((x) => x.value));
  });
});
