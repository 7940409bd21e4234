// Saved games from before the Event toolkit's loop steps: cards 19, 20, 26, 27 and 37 kept frames
// of their own, and a state saved in the middle of one holds them. Loading it (migrateState, and
// restoreGame's snapshot check) brings them to today's toolkit frames: same position, same
// questions (src/engine/events/legacy-frames.ts).
import { describe, expect, it } from "vitest";
import { upgradeCardFrames } from "../../src/engine/events/legacy-frames";
import { getDecision } from "../../src/engine/flow/runtime";
import { stateHash } from "../../src/engine/replay";
import { persisted, restoreGame } from "../../src/engine/saved-game";
import type { Command, Frame, GameState, Setup } from "../../src/engine/types";
import { migrateState } from "../../src/engine/version";
import { c, fixture, play, sp } from "./fixture";
import { withRolls } from "./ops/dice";

/** the state with its top toolkit frame(s) written back as the old card frame */
function asSavedBefore(s: GameState, old: (top: Frame[]) => Frame, n = 1): GameState {
  const saved = structuredClone(s);
  const tops = saved.frames.splice(saved.frames.length - n, n);
  saved.frames.push(old(tops));
  return saved;
}

/** the setup test/engine/fixture.ts builds its boards from */
const setupOf = (deck: number[]): Setup => ({
  seed: 1,
  seats: { govt: "player", farc: "player", auc: "player", cartels: "player" },
  deployment: "standard",
  deck,
});

const sameQuestion = (a: GameState, b: GameState) => expect(getDecision(a)).toEqual(getDecision(b));

describe("old card frames in saved states", () => {
  const board37 = () =>
    fixture({
      deck: [37, 2],
      pieces: {
        bogota: { troops: 1, aucU: 1, farcU: 2 },
        cali: { troops: 1, aucA: 1, farcA: 1, farcU: 1, cartelsA: 1 },
        huila: { aucA: 2, farcA: 2 },
      },
    });

  it("card 37's loop (asking the Operation in Cali) becomes the toolkit's space loop, state for state", () => {
    const now = play(board37(), c("event:unshaded"), sp("bogota"), sp("cali"));
    expect(now.frames.at(-1)?.k).toBe("ev.spaceLoop");
    const saved = asSavedBefore(now, ([f]) => ({ k: "c37.ops", stage: f.stage, done: f.done, cur: f.cur }));
    expect(stateHash(saved)).not.toBe(stateHash(now));
    expect(upgradeCardFrames(saved)).toBe(true);
    expect(saved.frames).toEqual(now.frames);
    expect(stateHash(saved)).toBe(stateHash(now));
    expect(upgradeCardFrames(saved)).toBe(false); // nothing old left
  });

  it("card 19's loop keeps its executor; card 27's free Special Activities keep their count", () => {
    const s19 = play(
      fixture({
        deck: [19, 2],
        pieces: { cali: { troops: 2, farcA: 1, farcU: 1 }, bogota: { troops: 1, farcU: 1 } },
      }),
      c("event:unshaded"),
    );
    expect(s19.frames.at(-1)?.k).toBe("ev.spaceLoop");
    const old19 = asSavedBefore(s19, ([f]) => ({
      k: "c19.offensive",
      f: f.f,
      stage: f.stage,
      done: f.done,
      cur: f.cur,
    }));
    upgradeCardFrames(old19);
    expect(stateHash(old19)).toBe(stateHash(s19));
    sameQuestion(old19, s19);

    const s27 = play(
      fixture({ deck: [27, 2], pieces: { bogota: { troops: 3 }, cali: { farcA: 1, troops: 1 } } }),
      c("event:unshaded"),
    );
    expect(s27.frames.at(-1)?.k).toBe("ev.freeSas");
    const old27 = asSavedBefore(s27, ([f]) => ({ k: "c27.sas", left: f.left }));
    upgradeCardFrames(old27);
    expect(stateHash(old27)).toBe(stateHash(s27));
  });

  it("card 26 during a removal: the old frame becomes the each-space loop and the Attack's removal step", () => {
    const board = fixture({
      deck: [26, 2],
      pieces: { narino: { cartelsA: 1, farcA: 2 }, huila: { cartelsU: 2, farcU: 1 } },
    });
    const now = play(withRolls(board, 1, 2), c("event:unshaded"));
    expect(now.frames.slice(-2).map((f) => f.k)).toEqual(["ev.eachSpace", "ev.strike"]);
    const saved = asSavedBefore(
      now,
      ([each, strike]) => ({
        k: "ev.card26",
        spaces: each.spaces,
        next: each.next,
        stage: "remove",
        cur: strike.cur,
        removed: strike.removed,
        hit: strike.hit,
        capture: strike.capture,
        ended: strike.ended,
        only: "farc",
      }),
      2,
    );
    upgradeCardFrames(saved);
    expect(saved.frames).toEqual(now.frames);
    sameQuestion(saved, now);
  });

  it("card 20's moves: the Guerrillas that have not moved yet stay counted (the same moves offered)", () => {
    const board = fixture({ deck: [20, 2], pieces: { huila: { farcU: 2, farcA: 1 }, cali: { farcA: 1 } } });
    let now = play(board, c("event:unshaded"));
    now = play(now, { t: "move", p: "farcU", from: "huila", to: "neiva" });
    const top = now.frames.at(-1)!;
    expect(top.k).toBe("ev.move");
    const [stillU, stillA] = top.still as number[][];
    const saved = asSavedBefore(now, () => ({ k: "ev.card20", stillU, stillA, did: 1 }));
    const loaded = migrateState(saved, setupOf([20, 2]));
    sameQuestion(loaded, now);
  });

  it("restoreGame: a snapshot saved with an old card frame matches its replay (no snapshot notice)", () => {
    const base = board37();
    const bodies = [c("event:unshaded"), sp("bogota"), sp("cali")];
    const commands: Command[] = [];
    let s = base;
    for (const b of bodies) {
      commands.push({ ...b, seq: s.seq, by: getDecision(s).faction! } as Command);
      s = play(s, b);
    }
    const saved = asSavedBefore(s, ([f]) => ({ k: "c37.ops", stage: f.stage, done: f.done, cur: f.cur }));
    const record = persisted(3, setupOf([37, 2]), commands, saved, base);
    expect(record.hash).toBe(stateHash(saved));
    const r = restoreGame(JSON.parse(JSON.stringify(record)), "x.");
    expect(r.ok && r.issues).toEqual([]);
    expect(r.ok && stateHash(r.state)).toBe(stateHash(s));
    // a snapshot that is not the one hashed is still noticed
    const wrong = { ...record, hash: "0000000000000000" };
    const r2 = restoreGame(JSON.parse(JSON.stringify(wrong)), "x.");
    expect(r2.ok && r2.issues.map((i) => i.code)).toEqual(["snapshot"]);
  });
});
