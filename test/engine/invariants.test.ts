import { describe, expect, it } from "vitest";
import "../../src/engine/all";
import { createGame } from "../../src/engine/game";
import { checkInvariants } from "../../src/engine/invariants";
import { type GameState, P, type Setup } from "../../src/engine/types";
import { idx } from "./fixture";

const setup: Setup = {
  seed: 5,
  seats: { govt: "player", farc: "player", auc: "player", cartels: "player" },
  deployment: "standard",
};
const broken = (edit: (s: GameState) => void) => {
  const s = structuredClone(createGame(setup));
  edit(s);
  return checkInvariants(s);
};
const one = (edit: (s: GameState) => void, rule: string) => {
  const out = broken(edit);
  expect(out.length).toBeGreaterThan(0);
  expect(out.every((m) => m.startsWith(rule))).toBe(true);
};

describe("checkInvariants", () => {
  it("2.1 a Standard set-up satisfies every invariant", () => {
    expect(checkInvariants(createGame(setup))).toEqual([]);
  });
  it("1.4.1 more pieces on the map than the inventory", () =>
    one((s) => (s.spaces[0].f[P.troops] = 31), "1.4.1"));
  it("1.4.1 a negative count", () => one((s) => (s.spaces[0].f[P.police] = -1), "1.4.1"));
  it("1.4.2 a Base on a LoC", () => one((s) => (s.spaces[idx("bogota-neiva")].f[P.aucBase] = 1), "1.4.2"));
  it("1.4.2 three Bases in a space", () => one((s) => (s.spaces[idx("huila")].f[P.govtBase] = 2), "1.4.2"));
  it("6.4.4 a Government piece in a FARC Zone", () =>
    one((s) => {
      s.spaces[idx("bogota")].zone = true;
    }, "6.4.4"));
  it("1.6.1 Support in a space without Population", () =>
    one((s) => (s.spaces[idx("vichada")].sup = 1), "1.6.1"));
  it("1.7 Resources above 99 and Aid above 29", () => {
    one((s) => (s.resources.cartels = 100), "1.7");
    one((s) => (s.aid = 30), "1.7");
    one((s) => (s.resources.govt = -1), "1.7");
  });
  it("3.3.4 more than 40 Terror/Sabotage markers, and two Sabotage on a LoC", () => {
    one((s) => {
      for (const id of ["bogota", "cali", "medellin", "huila", "choco"]) s.spaces[idx(id)].terror = 9;
    }, "3.3.4");
    one((s) => (s.spaces[idx("bogota-neiva")].terror = 2), "3.3.4");
  });
  it("4.5.3 Shipments: at most 4, each with a Guerrilla of its owner", () => {
    one((s) => (s.shipments = [{ s: idx("bogota"), f: "farc" }]), "4.5.3");
    one(
      (s) => (s.shipments = Array.from({ length: 5 }, () => ({ s: idx("putumayo"), f: "farc" as const }))),
      "4.5.3",
    );
    expect(broken((s) => (s.shipments = [{ s: idx("putumayo"), f: "cartels" }]))).toEqual([]);
  });
});

describe("checkInvariants: card bookkeeping", () => {
  it("2.3.8 the current card is the top of the played pile, and no card is in two places", () => {
    one((s) => s.played.push(s.deck[0]), "2.");
    one((s) => (s.current = 99), "2.3.8");
  });
});
