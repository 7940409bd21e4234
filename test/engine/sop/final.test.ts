import { describe, expect, it } from "vitest";
import { getDecision } from "../../../src/engine/flow/runtime";
import type { GameState } from "../../../src/engine/types";
import { c, fixture, options, play } from "../fixture";
import { atCardBoundary, withEvent } from "./helpers";

withEvent(1);
const board = {
  pieces: { bogota: { police: 1 }, huila: { farcU: 2 }, choco: { farcU: 1 } },
  resources: { govt: 30, farc: 10 },
};
const noSweepMarch = (s: GameState) => options(s).every((o) => !/(sweep|march)$/.test(o));

/** play on through a Propaganda Round (taking `done` or the first option) until the game ends or a card starts */
function through(s: GameState, limit = 500): GameState {
  for (let i = 0; i < limit && !s.ended && getDecision(s).context.card === undefined; i++) {
    const d = getDecision(s);
    s = play(s, d.options.find((o) => o.t === "done") ?? d.options[0]);
  }
  return s;
}

describe("2.3.9 Final Event Card", () => {
  // card 73 is a Propaganda card; with 3 already played, it is the final one (2.4.1)
  const final = (extra = {}) => fixture({ ...board, deck: [1, 73, 2], propagandaPlayed: 3, ...extra });

  it("2.3.9 player Operations on the last Event card must be Limited: no full Op, no Special Activity", () => {
    const s = final();
    expect(options(s)).toContain("c|limop:train");
    expect(options(s)).not.toContain("c|op:train");
    expect(options(s)).toContain("c|event:unshaded");
    expect(noSweepMarch(s)).toBe(true);
    const a = play(s, c("limop:train"));
    expect(options(a).some((o) => o.startsWith("c|sa:"))).toBe(false);
  });

  it("2.3.9 after an Event the 2nd Eligible is still limited to a LimOp without Sweep or March", () => {
    const s = play(final(), c("event:unshaded"));
    expect(getDecision(s).faction).toBe("farc");
    expect(options(s).some((o) => o.startsWith("c|op:"))).toBe(false);
    expect(noSweepMarch(s)).toBe(true);
  });

  it("2.3.9 does not apply before a Propaganda card that is not the final one", () => {
    const s = fixture({ ...board, deck: [1, 73, 2], propagandaPlayed: 2 });
    expect(options(s)).toContain("c|op:train");
  });

  it("2.3.9 judged on the revealed next card only: before two Propaganda cards in a row, not limited", () => {
    // 75 (3rd) is next, 76 (final) hides behind it: nobody can know this is the last Event card
    const s = fixture({ ...board, deck: [1, 75, 76, 2], propagandaPlayed: 2 });
    expect(options(s)).toContain("c|op:train");
  });

  it("2.4.1 Short Game: the card before the 3rd Propaganda card is the final Event card", () => {
    const s = fixture({ ...board, deck: [1, 73, 2], propagandaPlayed: 2, options: { shortGame: true } });
    expect(options(s)).toContain("c|limop:train");
    expect(options(s)).not.toContain("c|op:train");
  });

  it("2.2 No Reveal option: the next card is unknown, so 2.3.9 is ignored", () => {
    const s = final({ options: { noReveal: true } });
    expect(options(s)).toContain("c|op:train");
  });

  it("8.1 Non-players ignore the Final Event Card limits", () => {
    const s = final({ seats: { govt: "nonplayer" } });
    expect(options(s)).toContain("c|op:train");
    expect(options(s)).not.toContain("c|limop:train");
  });
});

describe("6.0 / 2.4.1 Propaganda cards and the end of the game", () => {
  const base = () => fixture({ deck: [1, 2, 3] });

  it("6.0 a Propaganda card right after a Round is played without a Round", () => {
    const s = atCardBoundary(base(), (x) => {
      x.deck = [74, 5, 6];
      x.lastRound = true;
      x.propagandaPlayed = 1;
    });
    expect(s.played.slice(-2)).toEqual([74, 5]);
    expect(s.current).toBe(5);
    expect(s.propagandaPlayed).toBe(2);
    expect(s.lastRound).toBe(false);
    expect(s.ended).toBeNull();
  });

  it("6.0 / 2.4.1 a final Propaganda card skipped that way ends the game at once (7.3)", () => {
    const s = atCardBoundary(base(), (x) => {
      x.deck = [76, 5];
      x.lastRound = true;
      x.propagandaPlayed = 3;
    });
    expect(s.ended?.reason).toBe("final");
    expect(s.frames).toEqual([]);
  });

  it("2.4.1 the game ends after the 4th Propaganda card's Round", () => {
    let s = atCardBoundary(base(), (x) => {
      x.deck = [76, 5, 6];
      x.propagandaPlayed = 3;
    });
    s = through(s);
    expect(s.ended?.reason).toBe("final");
    expect(s.current).toBe(76);
  });

  it("2.4.1 before the final one, a Propaganda Round is followed by the next card", () => {
    let s = atCardBoundary(base(), (x) => {
      x.deck = [75, 5, 6];
      x.propagandaPlayed = 2;
    });
    s = through(s);
    expect(s.ended).toBeNull();
    expect(s.current).toBe(5);
    expect(s.lastRound).toBe(false);
    expect(s.propagandaPlayed).toBe(3);
  });

  it("2.4.1 Short Game: the 3rd Propaganda card's Round is the last", () => {
    let s = atCardBoundary(fixture({ deck: [1, 2], options: { shortGame: true } }), (x) => {
      x.deck = [75, 5, 6];
      x.propagandaPlayed = 2;
    });
    s = through(s);
    expect(s.ended?.reason).toBe("final");
  });

  it("6.0 two Propaganda cards in a row: the second (final) one ends the game without a Round", () => {
    let s = atCardBoundary(base(), (x) => {
      x.deck = [75, 76, 5];
      x.propagandaPlayed = 2;
    });
    s = through(s);
    expect(s.ended?.reason).toBe("final");
    expect(s.played.slice(-2)).toEqual([75, 76]);
    expect(s.propagandaPlayed).toBe(4);
  });
});

describe("2.3.9 Final Event Card: no Sweep or March", () => {
  // Troops next to FARC in Huila (Sweep possible); FARC Guerrillas able to March
  const sweepBoard = {
    pieces: { bogota: { troops: 3, police: 2 }, huila: { farcU: 2 }, choco: { farcU: 2 } },
    resources: { govt: 30, farc: 10 },
  };
  const at = (played: number, extra = {}) =>
    fixture({ ...sweepBoard, deck: [1, 73, 2], propagandaPlayed: played, ...extra });

  it("2.3.9 Sweep is offered before an ordinary card but not as a LimOp on the final Event card", () => {
    expect(options(at(2))).toContain("c|op:sweep");
    expect(options(at(3))).not.toContain("c|limop:sweep");
    expect(options(at(3))).not.toContain("c|op:sweep");
    // 8.1 a Non-player Government may still Sweep
    expect(options(at(3, { seats: { govt: "nonplayer" } }))).toContain("c|op:sweep");
  });

  it("2.3.9 March is not offered to the 2nd Eligible on the final Event card", () => {
    expect(options(play(at(2), c("event:unshaded")))).toContain("c|op:march");
    const s = play(at(3), c("event:unshaded"));
    expect(getDecision(s).faction).toBe("farc");
    expect(options(s)).not.toContain("c|limop:march");
    expect(options(s)).toContain("c|limop:rally");
  });
});
