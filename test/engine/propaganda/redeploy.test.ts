import { describe, expect, it } from "vitest";
import { getDecision, settle } from "../../../src/engine/flow/runtime";
import type { GameState } from "../../../src/engine/types";
import { done, idx, mv, options, pieces, play, refused } from "../fixture";
import { round } from "./helpers";

// Uribe, Support ≥ 0 nowhere to gain, nobody able to Agitate: the Round goes straight to Redeploy
const board = {
  presidente: 2 as const,
  pieces: {
    "bogota-neiva": { troops: 2 }, // must leave (LoC)
    huila: { troops: 1, farcU: 1 }, // must leave (Department without a Govt Base)
    santander: { troops: 1, police: 1, govtBase: 1 }, // may stay
    bogota: { troops: 1 },
    cali: { police: 1 },
    medellin: { troops: 1, farcU: 2 }, // not Govt-Controlled
    antioquia: { aucBase: 1 },
    vichada: { farcBase: 1 },
  },
  levels: { bogota: 2, cali: 2, santander: 2, huila: -2, medellin: -2 },
  resources: { govt: 0, farc: 0, auc: 0 },
};

function toRedeploy(s: GameState): GameState {
  while (getDecision(s).prompt.key !== "prompt.propaganda.redeploy") s = play(s, done);
  return s;
}

/** decline every optional step (Elite Backing, Redeploy) until the next card */
function finish(s: GameState): GameState {
  while (s.current === 73 && !s.ended) s = play(s, done);
  return s;
}

describe("6.5 Redeploy Phase", () => {
  it("6.5.1 Troops on LoCs or in Departments without a Govt Base must move; done waits for them", () => {
    let s = toRedeploy(round(board));
    expect(options(s)).not.toContain("d");
    refused(s, done, "redeployForced");
    refused(s, mv("troops", "bogota-neiva", "medellin"), "redeployTroopsWhere");
    refused(s, mv("troops", "bogota-neiva", "neiva"), "redeployTroopsWhere");
    refused(s, mv("troops", "cali", "bogota"), "redeployNoCube");
    s = play(s, mv("troops", "bogota-neiva", "bogota"), mv("troops", "bogota-neiva", "cali"));
    expect(options(s)).not.toContain("d");
    s = play(s, mv("troops", "huila", "santander")); // a Govt-Controlled space with a Govt Base
    expect(options(s)).toContain("d");
    expect(pieces(s, "bogota", "troops")).toBe(2);
    expect(pieces(s, "cali", "troops")).toBe(1);
    expect(pieces(s, "santander", "troops")).toBe(2);
    s = play(s, done);
    expect(s.current).toBe(1);
  });

  it("6.5.2 / 6.5.3 other Troops may move to such spaces; Police to any LoC or Govt-Controlled space", () => {
    const s = toRedeploy(round(board));
    const o = options(s);
    expect(o).toContain("m|troops|santander|bogota");
    expect(o).toContain("m|police|santander|cartagena-sincelejo");
    expect(o).toContain("m|police|cali|santander");
    expect(o).not.toContain("m|police|cali|neiva");
    refused(s, mv("police", "cali", "medellin"), "redeployPoliceWhere");
  });

  it("6.5 / 6.5.4 Control is judged as it stood when Redeploy began", () => {
    let s = toRedeploy(round(board));
    // Cali loses its only Police: it no longer has Govt Control, but stays a destination this phase
    s = play(s, mv("police", "cali", "bogota-neiva"));
    expect(s.spaces[idx("cali")].f.reduce((a, b) => a + b, 0)).toBe(0);
    expect(options(s)).toContain("m|troops|huila|cali");
    s = play(s, mv("troops", "huila", "cali"));
    expect(pieces(s, "cali", "troops")).toBe(1);
  });

  it("6.5 a redeployed cube does not move again", () => {
    let s = toRedeploy(round(board));
    s = play(s, mv("troops", "bogota-neiva", "bogota"), mv("troops", "bogota", "cali"));
    // Bogotá now holds only the Troop that arrived
    refused(s, mv("troops", "bogota", "santander"), "redeployAlreadyMoved");
    s = play(s, mv("troops", "bogota-neiva", "bogota"), mv("troops", "huila", "bogota"));
    expect(pieces(s, "bogota", "troops")).toBe(3);
  });

  it("6.5.1 with no Govt-Controlled City or Base, forced Troops go to Bogotá automatically", () => {
    const s = finish(
      round({
        presidente: 2,
        pieces: {
          "bogota-neiva": { troops: 2 },
          bogota: { farcU: 3 },
          antioquia: { aucBase: 1 },
          vichada: { farcBase: 1 },
        },
        levels: { bogota: -2 },
        resources: { farc: 0 },
      }),
    );
    expect(pieces(s, "bogota", "troops")).toBe(2);
    expect(pieces(s, "bogota-neiva", "troops")).toBe(0);
    expect(s.current).toBe(1);
  });
});

describe("6.5 Redeploy: audit (cheap decide, same behaviour)", () => {
  it("6.5 destinations are fixed for the phase; a frame saved without them offers the same options", () => {
    let s = toRedeploy(round(board));
    s = play(s, mv("troops", "bogota-neiva", "bogota"));
    const legacy = structuredClone(s);
    const top = legacy.frames[legacy.frames.length - 1] as Record<string, unknown>;
    expect(top.k).toBe("prop.redeploy");
    delete top.td;
    delete top.pd;
    const fresh = settle(legacy);
    expect(options(fresh)).toEqual(options(s));
    // arrivals still count: once Bogotá's own Troop left, the newcomer stays put
    const moved = play(s, mv("troops", "bogota", "cali"));
    expect(options(moved)).not.toContain("m|troops|bogota|cali");
    expect(options(play(fresh, mv("troops", "bogota", "cali")))).toEqual(options(moved));
    // and the options stay correct after further moves in both
    const a = play(s, mv("police", "cali", "bogota-neiva"));
    const b = play(fresh, mv("police", "cali", "bogota-neiva"));
    expect(options(b)).toEqual(options(a));
    expect(options(a)).toContain("m|troops|huila|cali"); // 6.5 Control frozen
  });
});

describe("6.5 Redeploy: audit fixes", () => {
  it("6.5.1 / 6.5.2 the Bogotá fallback takes forced Troops only, not other Troops", () => {
    let s = round({
      presidente: 2,
      pieces: {
        "bogota-neiva": { troops: 2 }, // forced
        cali: { troops: 1, farcU: 1 }, // a City, but not Govt-Controlled: Troops may stay
        bogota: { farcU: 3 },
        "cali-pasto": { police: 1 },
        antioquia: { aucBase: 1 },
        vichada: { farcBase: 1 },
      },
      levels: { bogota: -2 },
      resources: { govt: 0, farc: 0 },
    });
    s = toRedeploy(s);
    expect(pieces(s, "bogota", "troops")).toBe(2); // moved without a decision
    expect(options(s)).toContain("d");
    expect(options(s)).toContain("m|police|cali-pasto|bogota-neiva");
    expect(options(s).some((o) => o.startsWith("m|troops|"))).toBe(false);
    refused(s, mv("troops", "cali", "bogota"), "redeployTroopsWhere");
  });
});

describe("6.6 Reset Phase", () => {
  it("6.6 all Eligible, markers removed, Momentum ends, Guerrillas Underground, next card", () => {
    const s = finish(
      round({
        presidente: 2,
        pieces: {
          huila: { farcA: 2, aucA: 1 },
          choco: { cartelsA: 1, cartelsU: 1 },
          antioquia: { aucBase: 1 },
          vichada: { farcBase: 1 },
        },
        levels: { huila: -2, choco: -2 },
        terror: { huila: 2, "bogota-neiva": 1, antioquia: 1 },
        momentum: [12, 67],
        eligible: { govt: false, farc: false },
        capabilities: { 1: "unshaded" },
        resources: { farc: 0 },
      }),
    );
    expect(s.current).toBe(1);
    expect(s.spaces.every((x) => x.terror === 0)).toBe(true);
    expect(s.momentum).toEqual([]);
    expect(s.capabilities).toEqual({ 1: "unshaded" }); // Capabilities stay (5.3)
    expect(Object.values(s.eligible).every(Boolean)).toBe(true);
    expect(pieces(s, "huila", "farcU")).toBe(2);
    expect(pieces(s, "huila", "aucU")).toBe(1);
    expect(pieces(s, "choco", "cartelsU")).toBe(2);
    expect(pieces(s, "huila", "farcA") + pieces(s, "choco", "cartelsA")).toBe(0);
  });
});
