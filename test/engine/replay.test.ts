import { describe, expect, it } from "vitest";
import "../../src/engine/all";
import { apply, commandOf, getDecision, legalCommands, validate } from "../../src/engine/flow/runtime";
import { createGame } from "../../src/engine/game";
import { replay, stateHash } from "../../src/engine/replay";
import {
  type Command,
  type GameState,
  isRuleError,
  type RuleError,
  type Setup,
} from "../../src/engine/types";

const setup: Setup = {
  seed: 11,
  seats: { govt: "player", farc: "player", auc: "nonplayer", cartels: "player" },
  deployment: "standard",
};

/** a deterministic pseudo-random game of n commands */
function randomGame(n: number): { commands: Command[]; state: GameState } {
  let s = createGame(setup);
  let x = 12345;
  const commands: Command[] = [];
  for (let i = 0; i < n && !s.ended; i++) {
    const legal = legalCommands(s);
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const cmd = legal[x % legal.length];
    const r = apply(s, cmd);
    if (isRuleError(r)) throw new Error(JSON.stringify(r));
    commands.push(cmd);
    s = r.state;
  }
  return { commands, state: s };
}

describe("replay and stateHash (saved game = { setup, commands })", () => {
  it("replay: the same setup and commands give the same state, twice and after a JSON round-trip", () => {
    const g = randomGame(300);
    const a = replay(setup, g.commands) as GameState;
    const b = replay(setup, g.commands) as GameState;
    expect(stateHash(a)).toBe(stateHash(g.state));
    expect(stateHash(b)).toBe(stateHash(a));
    const saved = JSON.parse(JSON.stringify({ setup, commands: g.commands }));
    const c = replay(saved.setup, saved.commands) as GameState;
    expect(stateHash(c)).toBe(stateHash(a));
    expect(stateHash(JSON.parse(JSON.stringify(a)))).toBe(stateHash(a));
    expect(JSON.stringify(c)).toBe(JSON.stringify(g.state));
  });

  it("protocol: a state sent as JSON gives the same Decision (decide() is pure, the state is all)", () => {
    let s = createGame(setup);
    let x = 99;
    for (let i = 0; i < 400 && !s.ended; i++) {
      const copy = JSON.parse(JSON.stringify(s)) as GameState;
      expect(getDecision(copy)).toEqual(getDecision(s));
      const legal = legalCommands(s);
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      const r = apply(s, legal[x % legal.length]);
      if (isRuleError(r)) throw new Error(JSON.stringify(r));
      s = r.state;
    }
  });

  it("protocol: the Decision kept with a state is invisible (JSON, keys, spread) and never carried over", () => {
    const g = randomGame(120);
    const s = g.state;
    const d = getDecision(s);
    const json = JSON.stringify(s);
    expect(Object.keys(s)).toEqual(Object.keys(JSON.parse(json)));
    expect(JSON.parse(json)).toEqual(s); // test equality does not see it either
    expect(JSON.stringify(s)).toBe(json);
    // a spread copy does not inherit the remembered Decision: change it and decide again
    const edited = { ...s, frames: s.frames.slice(0, -1) };
    expect(getDecision(edited)).not.toBe(d);
    // a frozen state still answers (the Decision is just not remembered)
    const frozen = Object.freeze(JSON.parse(json)) as GameState;
    expect(getDecision(frozen)).toEqual(d);
    const cmd = legalCommands(s)[0];
    expect(validate(frozen, cmd)).toBeNull();
    expect(isRuleError(apply(frozen, cmd))).toBe(false);
  });

  it("protocol: commandOf copies exactly the option's body fields plus seq and by (never the decoded choice)", () => {
    let s = createGame(setup);
    let x = 7;
    for (let i = 0; i < 300 && !s.ended; i++) {
      const d = getDecision(s);
      for (const o of d.options) {
        const cmd = commandOf(o, s.seq, d.faction!);
        const { c: _decoded, ...body } = o as typeof o & { c?: unknown };
        expect(cmd).toEqual({ ...body, seq: s.seq, by: d.faction });
        expect(Object.keys(cmd)).not.toContain("c");
      }
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      const r = apply(s, commandOf(d.options[x % d.options.length], s.seq, d.faction!));
      if (isRuleError(r)) throw new Error(JSON.stringify(r));
      s = r.state;
    }
  });

  it("stateHash: 16 hex digits, independent of key order, sensitive to any change", () => {
    const s = createGame(setup);
    const h = stateHash(s);
    expect(h).toMatch(/^[0-9a-f]{16}$/);
    const reordered = Object.fromEntries(Object.entries(s).reverse()) as unknown as GameState;
    expect(stateHash(reordered)).toBe(h);
    const t = structuredClone(s);
    t.resources.farc++;
    expect(stateHash(t)).not.toBe(h);
    const u = structuredClone(s);
    u.spaces[3].f[0]++;
    expect(stateHash(u)).not.toBe(h);
    expect(stateHash(createGame({ ...setup, seed: 12 }))).not.toBe(h);
  });

  it("replay: a refused command is reported with its index and nothing else is applied", () => {
    const g = randomGame(5);
    const bad = [...g.commands.slice(0, 3), { ...g.commands[3], seq: 99 }];
    const r = replay(setup, bad) as RuleError;
    expect(isRuleError(r)).toBe(true);
    expect(r.code).toBe("stale");
    expect(r.message).toEqual({ key: "error.replay", params: { index: 3, code: "stale" } });
  });
});
