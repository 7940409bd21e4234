// 8.1 "would executing this side change anything?" for the first 8 cards, both answers per side,
// with the edges each test function has (a filter removed from `effective` must fail a test).
import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import type { Faction, GameState } from "../../../src/engine/types";
import { fixture } from "../fixture";

const eff = (n: number, side: "unshaded" | "shaded", s: GameState, f: Faction) => {
  const d = eventDef(n)?.[side];
  if (!d) throw new Error(`card ${n} ${side} is not registered`);
  return d.effective(s, f);
};

/** every FARC Base on the map (in Dept spaces far from Venezuela): none Available */
const allFarcBasesOut = {
  huila: { farcBase: 2 },
  narino: { farcBase: 2 },
  putumayo: { farcBase: 2 },
  guaviare: { farcBase: 2 },
  choco: { farcBase: 1 },
};

describe("8.1 effective, both answers, cards 1 8 12 14 28 29 36 68", () => {
  it("card 1 (5.3, 8.1): a side is ineffective only while its own marker is in play", () => {
    expect(eff(1, "unshaded", fixture(), "govt")).toBe(true);
    expect(eff(1, "shaded", fixture(), "farc")).toBe(true);
    expect(eff(1, "unshaded", fixture({ capabilities: { 1: "unshaded" } }), "govt")).toBe(false);
    expect(eff(1, "shaded", fixture({ capabilities: { 1: "shaded" } }), "farc")).toBe(false);
    // the other side in play: flipping the marker is a change
    expect(eff(1, "unshaded", fixture({ capabilities: { 1: "shaded" } }), "govt")).toBe(true);
  });

  it("card 8 shaded (1.7, 8.1): a Resources loss changes nothing at 0", () => {
    expect(eff(8, "shaded", fixture({ resources: { govt: 1 } }), "farc")).toBe(true);
    expect(eff(8, "shaded", fixture({ resources: { govt: 0 } }), "farc")).toBe(false);
  });

  it("card 12 unshaded (1.7, 8.1): Resources at 99 and Aid at 29 → nothing happens", () => {
    expect(eff(12, "unshaded", fixture({ resources: { govt: 99 }, aid: 29 }), "govt")).toBe(false);
    expect(eff(12, "unshaded", fixture({ resources: { govt: 99 }, aid: 28 }), "govt")).toBe(true);
    expect(eff(12, "unshaded", fixture({ resources: { govt: 98 }, aid: 29 }), "govt")).toBe(true);
    // with no Aid the Resources gain is 0, but Aid still rises
    expect(eff(12, "unshaded", fixture({ resources: { govt: 10 }, aid: 0 }), "govt")).toBe(true);
  });

  it("card 12 shaded (5.4, 8.1): ineffective only while its Momentum is in play", () => {
    expect(eff(12, "shaded", fixture(), "farc")).toBe(true);
    expect(eff(12, "shaded", fixture({ momentum: [12] }), "farc")).toBe(false);
  });

  it("card 14 unshaded (5.1.1, 8.1): no Department the Government may enter → ineffective", () => {
    expect(eff(14, "unshaded", fixture(), "govt")).toBe(true);
    // no Base and no Troops Available, and the executor is not the Government (no 1.4.1 freeing)
    const full = fixture({
      pieces: { bogota: { govtBase: 0, troops: 30 }, cali: { govtBase: 2 }, medellin: { govtBase: 1 } },
    });
    expect(eff(14, "unshaded", full, "farc")).toBe(false);
    // the Government itself could free its own Troops from Bogotá (1.4.1)
    expect(eff(14, "unshaded", full, "govt")).toBe(true);
  });

  it("card 28 shaded (3.3.4, 8.1): LoCs by Cúcuta already Sabotaged do not count", () => {
    const locs = { "arauca-cucuta": 1, "ayacucho-cucuta": 1 };
    // no FARC Base to place (none Available) and every Cúcuta LoC already Sabotaged
    expect(eff(28, "shaded", fixture({ pieces: allFarcBasesOut, terror: locs }), "govt")).toBe(false);
    // one LoC left unsabotaged and empty: it would be Sabotaged
    expect(
      eff(28, "shaded", fixture({ pieces: allFarcBasesOut, terror: { "arauca-cucuta": 1 } }), "govt"),
    ).toBe(true);
    // … unless a piece stands on it
    const occupied = { ...allFarcBasesOut, "ayacucho-cucuta": { police: 1 } };
    expect(eff(28, "shaded", fixture({ pieces: occupied, terror: { "arauca-cucuta": 1 } }), "govt")).toBe(
      false,
    );
    // a FARC player could free a Base of its own (1.4.1): effective again
    expect(eff(28, "shaded", fixture({ pieces: allFarcBasesOut, terror: locs }), "farc")).toBe(true);
  });

  it("card 28 unshaded (8.1): an Insurgent piece next to Venezuela → effective", () => {
    expect(eff(28, "unshaded", fixture({ pieces: { cesar: { aucU: 1 } } }), "govt")).toBe(true);
    expect(eff(28, "unshaded", fixture({ pieces: { cesar: { troops: 3 } } }), "govt")).toBe(false);
  });

  it("card 29 unshaded (3.2.4, 8.1): Underground FARC or something to Assault", () => {
    expect(eff(29, "unshaded", fixture(), "govt")).toBe(false);
    expect(eff(29, "unshaded", fixture({ pieces: { huila: { farcU: 1 } } }), "govt")).toBe(true);
    expect(eff(29, "unshaded", fixture({ pieces: { huila: { farcA: 1 } } }), "govt")).toBe(false);
    expect(eff(29, "unshaded", fixture({ pieces: { huila: { farcA: 1, troops: 2 } } }), "govt")).toBe(true);
  });

  it("card 36 (6.4.4, 8.1): a Mountain Department for the Zone → effective", () => {
    expect(eff(36, "unshaded", fixture({ pieces: { huila: { farcU: 1 } } }), "farc")).toBe(true);
  });

  it("card 68 shaded (1.7, 8.1): Cartels at 99 gain nothing", () => {
    const coast = { cartagena: { cartelsU: 1 } };
    expect(eff(68, "shaded", fixture({ pieces: coast, resources: { cartels: 98 } }), "cartels")).toBe(true);
    expect(eff(68, "shaded", fixture({ pieces: coast, resources: { cartels: 99 } }), "cartels")).toBe(false);
  });

  it("card 68 unshaded (8.1): coastal Cartels pieces or coastal Shipments", () => {
    expect(eff(68, "unshaded", fixture({ pieces: { cartagena: { cartelsBase: 1 } } }), "govt")).toBe(true);
    const ship = fixture({ pieces: { narino: { farcU: 1 } }, shipments: [["narino", "farc"]] });
    expect(eff(68, "unshaded", ship, "govt")).toBe(true);
    expect(eff(68, "unshaded", fixture({ pieces: { huila: { cartelsBase: 1 } } }), "govt")).toBe(false);
  });
});
