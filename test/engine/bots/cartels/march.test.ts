// 8.5.2 Non-player Cartels March (within 8.1.2) and its Process. The March is chosen by hand here
// (op:march); the flowchart tests cover when the Cartels choose it.
import { describe, expect, it } from "vitest";
import type { Faction, GameState } from "../../../../src/engine/types";
import { c, type FixtureSpec, idx, pieces, step } from "../../fixture";
import { cartelsFirst, cartelsTurn, commands } from "./helpers";

function march(spec: FixtureSpec): ReturnType<typeof cartelsTurn> {
  const s: GameState = step(cartelsFirst(spec), c("op:march")).state;
  return cartelsTurn(s);
}

const shipmentsAt = (s: GameState, f: Faction = "cartels") =>
  s.shipments
    .filter((sh) => sh.f === f)
    .map((sh) => sh.s)
    .sort((a, b) => a - b);

describe("8.5.2 March", () => {
  it("8.5.2 (PB ¶15) every adjacent Cartels Guerrilla marches in but one with each Cartels Base; Shipments first", () => {
    const r = march({
      pieces: {
        amazonas: { cartelsBase: 1, cartelsU: 2, cartelsA: 1 },
        guaviare: { cartelsA: 1 },
        putumayo: { cartelsU: 1, govtBase: 1, farcBase: 1 }, // 2 Bases: not a destination
      },
      shipments: [["amazonas", "cartels"]],
    });
    const cmds = commands(r.steps);
    // Vaupés is the only destination: 2 Bases in Putumayo, no pair next to Guaviare or Amazonas
    expect(cmds[0]).toBe("carry:amazonas:vaupes:cartelsU:1");
    expect(r.why).toContain("np.cartels.march.dest");
    expect(cmds.slice(1, 4).sort()).toEqual([
      "move:cartelsA:guaviare>vaupes",
      "move:cartelsU:amazonas>vaupes",
      "move:cartelsU:putumayo>vaupes",
    ]);
    expect(cmds[4]).toBe("done");
    expect(pieces(r.state, "vaupes", "cartelsU")).toBe(3);
    expect(pieces(r.state, "vaupes", "cartelsA")).toBe(1);
    // the Active one stays with the Base (8.1.2: Underground ones march)
    expect(pieces(r.state, "amazonas", "cartelsA")).toBe(1);
    expect(pieces(r.state, "amazonas", "cartelsU")).toBe(0);
    // Process: the only space with Cartels Guerrillas and a Base takes both Shipments
    expect(cmds.slice(5)).toEqual(["sa:process", "ship:amazonas:cartels", "ship:amazonas:cartels"]);
    expect(shipmentsAt(r.state)).toEqual(
      [idx("amazonas"), idx("amazonas"), idx("vaupes")].sort((a, b) => a - b),
    );
  });

  it("8.1.2 March example: into an empty space with Support only 3 go, Underground ones first", () => {
    const board = {
      amazonas: { cartelsU: 2, cartelsA: 3 },
      vaupes: { govtBase: 1, farcBase: 1 }, // not a destination
    };
    const r = march({ pieces: board, levels: { putumayo: 1 } });
    expect(pieces(r.state, "putumayo", "cartelsU")).toBe(2);
    expect(pieces(r.state, "putumayo", "cartelsA")).toBe(1);
    expect(pieces(r.state, "amazonas", "cartelsA")).toBe(2);
    expect(r.steps[0].move.why.find((w) => w.key === "np.cartels.march.dest")?.params).toMatchObject({
      space: "putumayo",
      n: 3,
    });
  });

  it("8.1.2 with 1 cube there only the 2 Underground Guerrillas go; with 3 cubes only the Active ones", () => {
    const board = { amazonas: { cartelsU: 2, cartelsA: 3 }, vaupes: { govtBase: 1, farcBase: 1 } };
    const one = march({ pieces: { ...board, putumayo: { police: 1 } }, levels: { putumayo: 1 } });
    expect(pieces(one.state, "putumayo", "cartelsU")).toBe(2);
    expect(pieces(one.state, "putumayo", "cartelsA")).toBe(0);
    const three = march({ pieces: { ...board, putumayo: { police: 3 } }, levels: { putumayo: 2 } });
    expect(pieces(three.state, "putumayo", "cartelsU")).toBe(0);
    expect(pieces(three.state, "putumayo", "cartelsA")).toBe(3);
    expect(pieces(three.state, "amazonas", "cartelsU")).toBe(2);
  });

  it("8.5.2 without Support the whole group goes, whatever the cubes", () => {
    const board = { amazonas: { cartelsU: 2, cartelsA: 3 }, vaupes: { govtBase: 1, farcBase: 1 } };
    const r = march({ pieces: { ...board, putumayo: { police: 3 } }, levels: { putumayo: -1 } });
    expect(pieces(r.state, "putumayo", "cartelsU")).toBe(2);
    expect(pieces(r.state, "putumayo", "cartelsA")).toBe(3);
  });
});

describe("8.5.2 Process", () => {
  it("8.5.2 no space with Cartels Guerrillas and a Base: 1 Base goes from a space with 2 (+3 Resources)", () => {
    const r = march({
      pieces: {
        amazonas: { cartelsU: 2 },
        putumayo: { govtBase: 1, farcBase: 1 },
        vichada: { cartelsBase: 2 },
      },
    });
    expect(commands(r.steps).slice(-3)).toEqual(["sa:process", "remove:cartelsBase:vichada", "done"]);
    expect(r.why).toContain("np.cartels.process.base");
    expect(pieces(r.state, "vichada", "cartelsBase")).toBe(1);
    expect(r.state.resources.cartels).toBe(20 - 1 + 3);
    expect(r.state.shipments).toEqual([]);
  });

  it("8.5.2 no Shipment Available counts as no space for one: the Base removal instead", () => {
    const held: [string, Faction][] = [
      ["guainia", "cartels"],
      ["guainia", "cartels"],
      ["guainia", "cartels"],
      ["guainia", "cartels"],
    ];
    const r = march({
      pieces: {
        amazonas: { cartelsU: 2 },
        putumayo: { govtBase: 1, farcBase: 1 },
        guainia: { cartelsBase: 2, cartelsA: 1 },
      },
      shipments: held,
    });
    expect(commands(r.steps).slice(-3)).toEqual(["sa:process", "remove:cartelsBase:guainia", "done"]);
  });

  it("8.5.2 neither: no Special Activity", () => {
    const r = march({ pieces: { amazonas: { cartelsU: 2 }, putumayo: { govtBase: 1, farcBase: 1 } } });
    expect(commands(r.steps).slice(-2)).toEqual(["done", "done"]);
    expect(r.why).toContain("np.cartels.process.none");
  });
});
