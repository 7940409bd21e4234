import { describe, expect, it } from "vitest";
import { createGame, getDecision } from "../../src/engine";
import { basesOnMap, oppositionPlusBases, totalSupport } from "../../src/engine/core/queries";
import { CARDS } from "../../src/engine/data/cards";
import { INVENTORY } from "../../src/engine/data/forces";
import { defaultSeats } from "../../src/engine/setup";
import { validateSetup } from "../../src/engine/setup-check";
import { FACTIONS, P } from "../../src/engine/types";

const four = { govt: "player", farc: "player", auc: "player", cartels: "player" } as const;

describe("2.1 Set up", () => {
  const s = createGame({ seed: 7, seats: { ...four }, deployment: "standard" });

  it("2.1 Standard Deployment gives Total Support 50 and Opposition+Bases 20", () => {
    expect(totalSupport(s)).toBe(50);
    expect(oppositionPlusBases(s)).toBe(20);
  });

  it("2.1 Standard Deployment places the listed forces", () => {
    const sum = (k: number) => s.spaces.reduce((a, sp) => a + sp.f[k], 0);
    expect(sum(P.troops)).toBe(12);
    expect(sum(P.police)).toBe(12);
    expect(sum(P.farcU)).toBe(12);
    expect(sum(P.aucU)).toBe(6);
    expect(sum(P.cartelsU)).toBe(2);
    expect(basesOnMap(s, "govt")).toBe(1);
    expect(basesOnMap(s, "farc")).toBe(6);
    expect(basesOnMap(s, "auc")).toBe(1);
    expect(basesOnMap(s, "cartels")).toBe(6);
    expect(s.resources).toEqual({ govt: 40, farc: 10, auc: 10, cartels: 10 });
    expect(s.aid).toBe(9);
    expect(s.presidente).toBe(0);
    expect(FACTIONS.every((f) => s.eligible[f])).toBe(true);
    expect(INVENTORY.troops).toBe(30);
  });

  it("2.1 the deck has 60 Events and 4 Propaganda cards, one Propaganda in each quarter", () => {
    const all = [...s.played, ...s.deck];
    expect(all.length).toBe(64);
    expect(new Set(all).size).toBe(64);
    const props = all.map((n, i) => [n, i] as const).filter(([n]) => CARDS[n].kind === "propaganda");
    expect(props.length).toBe(4);
    for (const [q, [, i]] of props.entries()) expect(Math.floor(i / 16)).toBe(q);
  });

  it("2.2 the first card is played and the next one revealed", () => {
    expect(s.played.length).toBe(1);
    expect(s.current).toBe(s.played[0]);
    expect(getDecision(s).faction).not.toBeNull();
  });

  it("2.1 the same seed deals the same deck; another seed another", () => {
    const a = createGame({ seed: 7, seats: { ...four }, deployment: "standard" });
    const b = createGame({ seed: 8, seats: { ...four }, deployment: "standard" });
    expect(a.deck).toEqual(s.deck);
    expect(b.deck).not.toEqual(s.deck);
  });

  it("1.5.1 spare Factions: 3 players (AUC runs Cartels), 2 players (Govt runs AUC, FARC runs Cartels)", () => {
    expect(defaultSeats(3).runBy).toEqual({ cartels: "auc" });
    expect(defaultSeats(2).runBy).toEqual({ auc: "govt", cartels: "farc" });
    expect(defaultSeats(2, true).seats).toEqual({
      govt: "player",
      farc: "player",
      auc: "nonplayer",
      cartels: "nonplayer",
    });
    expect(defaultSeats(1).seats.farc).toBe("nonplayer");
  });

  it("2.1 a preset deck is played in the given order", () => {
    const p = createGame({ seed: 1, seats: { ...four }, deployment: "standard", deck: [12, 8, 73] });
    expect(p.current).toBe(12);
    expect(p.deck).toEqual([8, 73]);
  });

  it("2.1 untrusted setups are checked before use", () => {
    expect(validateSetup({ seed: 1, seats: four, deployment: "standard" })).toBeNull();
    expect(validateSetup(null)?.code).toBe("badSetup");
    expect(validateSetup({ seed: "x", seats: four, deployment: "standard" })?.code).toBe("badSetup");
    expect(validateSetup({ seed: 1, seats: { ...four, auc: "bot" }, deployment: "standard" })?.code).toBe(
      "badSetup",
    );
    expect(validateSetup({ seed: 1, seats: four, deployment: "standard", deck: [1, 1] })?.code).toBe(
      "badSetup",
    );
    expect(validateSetup({ seed: 1, seats: four, deployment: "standard", deck: [999] })?.code).toBe(
      "badSetup",
    );
    expect(
      validateSetup({ seed: 1, seats: four, deployment: "standard", runBy: { cartels: "cartels" } })?.code,
    ).toBe("badSetup");
  });

  it("1.5.1 a player runs at most one spare Faction; any Faction may be played solitaire, or none", () => {
    const np = "nonplayer" as const;
    // 2 players, 1.5.1: the Government runs the AUC, FARC the Cartels
    expect(
      validateSetup({
        seed: 1,
        seats: four,
        deployment: "standard",
        runBy: { auc: "govt", cartels: "farc" },
      }),
    ).toBeNull();
    expect(
      validateSetup({ seed: 1, seats: four, deployment: "standard", runBy: { auc: "govt", cartels: "govt" } })
        ?.message.params?.why,
    ).toMatch(/one spare/);
    const solo = { govt: "player", farc: np, auc: np, cartels: np } as const;
    expect(validateSetup({ seed: 1, seats: solo, deployment: "standard" })).toBeNull();
    // a solitaire FARC against three Non-players (our Government flowchart), or no person at all
    expect(
      validateSetup({ seed: 1, seats: { ...solo, govt: np, farc: "player" }, deployment: "standard" }),
    ).toBeNull();
    expect(validateSetup({ seed: 1, seats: { ...solo, govt: np }, deployment: "standard" })).toBeNull();
    // a spare Faction still needs players on both sides (1.5.1)
    expect(
      validateSetup({
        seed: 1,
        seats: { ...solo, auc: "player" },
        deployment: "standard",
        runBy: { auc: "farc" },
      })?.code,
    ).toBe("badSetup");
  });
});
