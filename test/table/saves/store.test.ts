// The autosave: every write keeps the game as the most recent, at most MAX_RECENT games
// are kept, a full quota makes room by dropping the oldest, and what is read back is untrusted.
import { describe, expect, it } from "vitest";
import { gameFile } from "../../../src/table/saves/format";
import {
  GAME_PREFIX,
  GameStore,
  INDEX_KEY,
  type KeyValue,
  MAX_RECENT,
  type StoredGame,
} from "../../../src/table/saves/store";
import { game } from "./games";

class MemoryStorage implements KeyValue {
  map = new Map<string, string>();
  constructor(private readonly quota = Number.POSITIVE_INFINITY) {}
  private used(): number {
    let n = 0;
    for (const [k, v] of this.map) n += k.length + v.length;
    return n;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    const before = this.map.get(k);
    this.map.set(k, v);
    if (this.used() > this.quota) {
      if (before === undefined) this.map.delete(k);
      else this.map.set(k, before);
      throw new DOMException("full", "QuotaExceededError");
    }
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const t = (k: string) => k;
function record(id: string, n = 4): StoredGame {
  const g = game(n);
  const f = gameFile(
    { id, rev: n, setup: g.setup, commands: g.commands, state: g.state, players: {} },
    new Date(),
    t,
  );
  return { ...f, mine: ["farc"] };
}

describe("GameStore (localStorage autosave)", () => {
  it("writes a game, lists it first, reads it back", () => {
    const kv = new MemoryStorage();
    const s = new GameStore(kv);
    expect(s.write(record("a", 3))).toBe(true);
    expect(s.write(record("b", 5))).toBe(true);
    expect(s.list().map((e) => [e.id, e.commands])).toEqual([
      ["b", 5],
      ["a", 3],
    ]);
    expect((s.read("a") as StoredGame).commands).toHaveLength(3);
    // writing a again moves it to the front (one entry per game)
    s.write(record("a", 6));
    expect(s.list().map((e) => [e.id, e.commands])).toEqual([
      ["a", 6],
      ["b", 5],
    ]);
  });

  it(`keeps at most ${MAX_RECENT} games: the oldest record leaves the storage too`, () => {
    const kv = new MemoryStorage();
    const s = new GameStore(kv);
    for (let i = 0; i <= MAX_RECENT; i++) s.write(record(`g${i}`));
    expect(s.list().map((e) => e.id)).toEqual(["g5", "g4", "g3", "g2", "g1"]);
    expect(kv.getItem(`${GAME_PREFIX}g0`)).toBeNull();
    expect(kv.getItem(`${GAME_PREFIX}g1`)).not.toBeNull();
  });

  it("a full quota: the oldest other games make room; a game too large alone is not written", () => {
    const one = JSON.stringify(record("x")).length;
    const kv = new MemoryStorage(one * 2.5);
    const s = new GameStore(kv);
    expect(s.write(record("a"))).toBe(true);
    expect(s.write(record("b"))).toBe(true);
    expect(s.write(record("c"))).toBe(true); // a had to go
    expect(s.list().map((e) => e.id)).toEqual(["c", "b"]);
    expect(kv.getItem(`${GAME_PREFIX}a`)).toBeNull();
    const tiny = new GameStore(new MemoryStorage(100));
    expect(tiny.write(record("big"))).toBe(false);
    expect(tiny.lastError).toBeInstanceOf(DOMException);
  });

  it("a damaged index or record reads as nothing (no throw); bad ids are ignored", () => {
    const kv = new MemoryStorage();
    kv.setItem(INDEX_KEY, "{not json");
    kv.setItem(`${GAME_PREFIX}a`, "[[[");
    const s = new GameStore(kv);
    expect(s.list()).toEqual([]);
    expect(s.read("a")).toBeNull();
    kv.setItem(INDEX_KEY, JSON.stringify([{ id: "../x" }, { id: "ok", commands: -1 }, 5, { id: "ok" }]));
    expect(s.list()).toEqual([{ id: "ok", name: "", savedAt: "", commands: 0 }]);
  });

  it("no storage (private mode): nothing kept, nothing thrown", () => {
    const s = new GameStore(null);
    expect(s.write(record("a"))).toBe(false);
    expect(s.list()).toEqual([]);
  });

  it("remove forgets a game", () => {
    const s = new GameStore(new MemoryStorage());
    s.write(record("a"));
    s.write(record("b"));
    s.remove("a");
    expect(s.list().map((e) => e.id)).toEqual(["b"]);
    expect(s.read("a")).toBeNull();
  });
});
