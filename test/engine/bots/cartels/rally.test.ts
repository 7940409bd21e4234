// 8.5.1 Non-player Cartels Rally, bullet by bullet, and its Cultivate.
import { describe, expect, it } from "vitest";
import { settle } from "../../../../src/engine/flow/runtime";
import type { GameState } from "../../../../src/engine/types";
import { pieces } from "../../fixture";
import { cartelsFirst, cartelsTurn, commands } from "./helpers";

/** a copy whose next dice are these (Setup.dice: the 8.2 random-space rolls) */
function withDice(s: GameState, dice: number[]): GameState {
  const t = structuredClone(s);
  t.dice = dice;
  return settle(t);
}

describe("8.5.1 Rally bullets", () => {
  it("8.5.1 1st bullet before the 3rd; 8.1.2 the swap removes the Active Guerrilla first", () => {
    const s = cartelsFirst({ pieces: { cesar: { cartelsA: 1, cartelsU: 1 }, huila: { cartelsBase: 1 } } });
    const r = cartelsTurn(s);
    expect(commands(r.steps).slice(0, 5)).toEqual([
      "op:rally",
      "space:cesar",
      "base",
      "remove:cartelsA:cesar",
      "remove:cartelsU:cesar",
    ]);
    expect(commands(r.steps)[5]).toBe("space:huila");
    expect(r.why.indexOf("np.cartels.rally.base")).toBeLessThan(r.why.indexOf("np.cartels.rally.place"));
    expect(pieces(r.state, "cesar", "cartelsBase")).toBe(1);
  });

  it("8.5.1 2nd bullet: Active Guerrillas with a Cartels Base and cubes go Underground (no swap: 2 Bases there)", () => {
    const s = cartelsFirst({ pieces: { cali: { cartelsBase: 1, govtBase: 1, cartelsA: 2, police: 1 } } });
    const r = cartelsTurn(s);
    expect(commands(r.steps).slice(0, 4)).toEqual(["op:rally", "space:cali", "regroup", "done"]);
    expect(r.why).toContain("np.cartels.rally.flip");
    expect(pieces(r.state, "cali", "cartelsU")).toBe(2);
    expect(pieces(r.state, "cali", "cartelsA")).toBe(0);
  });

  it("8.5.1 3rd bullet: a Cartels Base without Guerrillas gets Pop + Bases Guerrillas (Huila: 2 + 1)", () => {
    const r = cartelsTurn(cartelsFirst({ pieces: { huila: { cartelsBase: 1 } } }));
    expect(commands(r.steps).slice(0, 5)).toEqual([
      "op:rally",
      "space:huila",
      "place:cartelsU:huila",
      "place:cartelsU:huila",
      "place:cartelsU:huila",
    ]);
    expect(pieces(r.state, "huila", "cartelsU")).toBe(3);
  });

  it("8.5.1 3rd bullet with no Guerrilla Available: up to 3 come from spaces without Cartels Bases, Active ones first, and hide", () => {
    const s = cartelsFirst({
      pieces: {
        huila: { cartelsBase: 1 },
        choco: { cartelsA: 1 },
        medellin: { cartelsA: 1 },
        narino: { cartelsU: 1 },
        putumayo: { cartelsU: 1 },
        vichada: { cartelsBase: 2, cartelsU: 4 },
        guainia: { cartelsBase: 2, cartelsU: 4 },
      },
    });
    const r = cartelsTurn(s);
    const cmds = commands(r.steps);
    expect(cmds.slice(0, 2)).toEqual(["op:rally", "space:huila"]);
    expect(r.why).toContain("np.cartels.rally.gather");
    // the two Active ones first, then one Underground one; Guerrillas with Bases stay
    expect(cmds.slice(2, 4).sort()).toEqual(["move:cartelsA:choco>huila", "move:cartelsA:medellin>huila"]);
    expect(cmds[4]).toMatch(/^move:cartelsU:(narino|putumayo)>huila$/);
    expect(cmds[5]).toBe("done");
    expect(pieces(r.state, "huila", "cartelsU")).toBe(3);
    expect(pieces(r.state, "huila", "cartelsA")).toBe(0);
    expect(pieces(r.state, "narino", "cartelsU") + pieces(r.state, "putumayo", "cartelsU")).toBe(1);
    expect(pieces(r.state, "vichada", "cartelsU")).toBe(4);
  });

  it("8.5.1 4th bullet (PB ¶11): the chart walk from Putumayo passes Guaviare (too many Police for 1 Guerrilla) to Huila", () => {
    const s = cartelsFirst({
      pieces: {
        putumayo: { govtBase: 1, farcBase: 1 }, // stacked full
        guaviare: { cartelsU: 1, police: 2 },
        "meta-west": { police: 1 },
      },
    });
    const r = cartelsTurn(withDice(s, [6, 1, 3]));
    expect(commands(r.steps).slice(0, 3)).toEqual(["op:rally", "space:huila", "place:cartelsU:huila"]);
    expect(r.steps[1].move.why[0]).toMatchObject({
      key: "np.random",
      params: { dice: "6 1 3", space: "huila", walk: "putumayo guaviare meta-west neiva" },
    });
    expect(r.why).toContain("np.cartels.rally.cultivable");
    // only 1 space for this bullet, then Cultivate places the Base it was chosen for
    expect(r.state.frames.some((f) => f.k === "action")).toBe(false);
    expect(commands(r.steps).slice(3)).toEqual(["done", "sa:cultivate", "place:cartelsBase:huila"]);
    expect(pieces(r.state, "huila", "cartelsBase")).toBe(1);
  });

  it("8.5.1 at most 3 spaces", () => {
    const s = cartelsFirst({
      pieces: {
        huila: { cartelsBase: 1 },
        cesar: { cartelsBase: 1 },
        arauca: { cartelsBase: 1 },
        putumayo: { cartelsBase: 1 },
      },
    });
    const r = cartelsTurn(s);
    const spaces = commands(r.steps).filter((c) => c.startsWith("space:"));
    expect(spaces).toHaveLength(3);
    expect(r.why).toContain("np.cartels.rally.max");
    const rallied = ["huila", "cesar", "arauca", "putumayo"].filter(
      (id) => pieces(r.state, id, "cartelsU") > 0,
    );
    expect(rallied).toHaveLength(3);
  });

  it("8.1 4th bullet (PB ¶8): Resources at 0 end the Rally, yet Cultivate still follows", () => {
    const s = cartelsFirst({
      resources: { cartels: 1 },
      pieces: { cesar: { cartelsU: 3 }, huila: { cartelsBase: 1 } },
    });
    const r = cartelsTurn(s);
    expect(commands(r.steps)).toEqual([
      "op:rally",
      "space:cesar",
      "base",
      "remove:cartelsU:cesar",
      "remove:cartelsU:cesar",
      "done",
      "sa:cultivate",
      "place:cartelsBase:cesar",
    ]);
    expect(r.state.resources.cartels).toBe(0);
    expect(r.why).toContain("np.cartels.noResources");
    expect(pieces(r.state, "huila", "cartelsU")).toBe(0);
    expect(pieces(r.state, "cesar", "cartelsBase")).toBe(2);
  });
});

describe("8.5.1 Cultivate", () => {
  it("8.5.1 (PB ¶3) no Rally Department has room: a Base moves from a space with 2 Cartels Bases to one with none", () => {
    const s = cartelsFirst({
      pieces: {
        medellin: { cartelsBase: 1 }, // a City: no new Base by Cultivate
        "meta-east": { cartelsBase: 1, govtBase: 1 }, // no room
        "meta-west": { cartelsBase: 1, govtBase: 1 },
        vichada: { cartelsBase: 2, cartelsU: 1 },
        cesar: { cartelsU: 1 },
      },
    });
    const r = cartelsTurn(s);
    const cmds = commands(r.steps);
    expect(cmds.filter((c) => c.startsWith("space:")).sort()).toEqual([
      "space:medellin",
      "space:meta-east",
      "space:meta-west",
    ]);
    expect(cmds.slice(-2)).toEqual(["sa:cultivate", "move:cartelsBase:vichada>cesar"]);
    expect(r.why).toContain("np.cartels.cultivate.relocate");
    expect(pieces(r.state, "cesar", "cartelsBase")).toBe(1);
    expect(pieces(r.state, "vichada", "cartelsBase")).toBe(1);
  });

  it("8.5.1 Cultivate possible nowhere (4 Guerrillas do not outnumber 4 Police in Cali): no Special Activity", () => {
    const none = cartelsTurn(
      cartelsFirst({ pieces: { cali: { cartelsBase: 1, police: 4 } }, resources: { cartels: 1 } }),
    );
    expect(commands(none.steps)).toEqual([
      "op:rally",
      "space:cali",
      "place:cartelsU:cali",
      "place:cartelsU:cali",
      "place:cartelsU:cali",
      "place:cartelsU:cali",
      "done", // the Rally
      "done", // no Special Activity
    ]);
    expect(none.why).toContain("np.cartels.cultivate.none");
    expect(pieces(none.state, "cali", "cartelsBase")).toBe(1);
  });
});
