// G3/G5 our Non-player Government Sweep (3.2.3): which spaces (Bases, Population, Underground
// Guerrillas; FARC Control before Agitation), only where Troops can Activate someone, the spare
// Troops that move in, and whose Guerrillas are Activated first.
import { describe, expect, it } from "vitest";
import { sweepNeed, sweepTargets } from "../../../../src/engine/bots/govt/sweep";
import { idx, pieces } from "../../fixture";
import { calm, govtBoard, govtKeys, govtTurn, noBaseToBuild, trail } from "./helpers";

describe("G5 Sweep: spaces and Troops", () => {
  // Active Opposition everywhere: no FARC Agitation to stop; no Govt Base to build (G1b): G5 decides
  const board = () =>
    noBaseToBuild(
      govtBoard(
        calm({
          pieces: {
            bogota: { troops: 6 },
            "meta-west": { farcU: 2, farcBase: 1 },
            huila: { farcU: 1 },
            "meta-east": { farcU: 1 },
          },
          levels: { "meta-west": -2, huila: -2, "meta-east": -2 },
        }),
      ),
    );

  it("G5 the Base first, then the most Population; a space the spare Troops cannot reach is skipped", () => {
    const s = board();
    expect(sweepTargets(s).map((i) => i)).toContain(idx("meta-east"));
    const t = govtTurn(s);
    // Meta West (Base) wants 4 cubes (Forest: 1 Activation per 2), Huila 2 (Mountain: 2 Troops per
    // removal); Bogotá spares 6, none left for Meta East
    expect(trail(t).slice(0, 3)).toEqual(["op:sweep", "meta-west", "huila"]);
    expect(trail(t)).not.toContain("meta-east");
    expect(pieces(t.state, "meta-west", "troops")).toBe(4);
    expect(pieces(t.state, "huila", "troops")).toBe(2);
    expect(t.state.resources.govt).toBe(30 - 6);
    expect(govtKeys(t).filter((k) => k === "np.govt.sweepSpace")).toHaveLength(2);
  });

  it("G5 the moved Troops Activate: Meta West 4 cubes in Forest → 2, Huila 2 → its 1", () => {
    const t = govtTurn(board());
    // the Air Strike afterwards may take 1 of the 3 Activated Guerrillas (G6)
    const activeOrGone = (id: string, n: number) => expect(pieces(t.state, id, "farcU")).toBe(n);
    activeOrGone("meta-west", 0);
    activeOrGone("huila", 0);
    expect(pieces(t.state, "meta-west", "farcA") + pieces(t.state, "huila", "farcA")).toBe(2);
  });

  it("G5 Cúcuta (Passive Support) keeps its Troops-and-Police pair for Civic Action: 1 Troops moves", () => {
    const s = govtBoard(
      calm({
        pieces: { cucuta: { troops: 2 }, santander: { farcU: 2 } },
        levels: { cucuta: 1, santander: -2 },
      }),
    );
    const t = govtTurn(s);
    expect(trail(t).slice(0, 3)).toEqual(["op:sweep", "santander", "move troops cucuta>santander"]);
    expect(pieces(t.state, "cucuta", "troops")).toBe(1);
    expect(pieces(t.state, "cucuta", "police")).toBe(1);
  });

  it("G5 sweepNeed: cubes to Activate all and Troops to Assault all next (Mountain doubles)", () => {
    const s = govtBoard(
      calm({ pieces: { huila: { farcU: 2, aucA: 1 }, "meta-east": { farcU: 2, police: 1 } } }),
    );
    expect(sweepNeed(s, idx("huila"))).toBe(6);
    expect(sweepNeed(s, idx("meta-east"))).toBe(2);
  });
});

describe("G3 Sweep against FARC Agitation (6.4.2)", () => {
  it("G3 Troops enter Huila until FARC no longer Controls it, even before any Activation", () => {
    const s = govtBoard(
      calm({ pieces: { huila: { farcU: 2 }, bogota: { troops: 3 } }, levels: { huila: 0 } }),
    );
    const t = govtTurn(s);
    expect(trail(t).slice(0, 2)).toEqual(["op:sweep", "huila"]);
    expect(pieces(t.state, "huila", "troops")).toBeGreaterThanOrEqual(2);
  });
});

describe("Activation order (coin.activate, 3.2.3 / 3.1)", () => {
  it("the Insurgent with a Base there is Activated first (its Base can then be Assaulted)", () => {
    const s = govtBoard(
      calm({
        pieces: { "meta-east": { troops: 1, farcU: 1, aucU: 1, aucBase: 1 } },
        levels: { "meta-east": -2 },
      }),
    );
    const t = govtTurn(s);
    expect(trail(t)).toContain("flip aucU meta-east");
    expect(trail(t)).not.toContain("flip farcU meta-east");
  });
});
