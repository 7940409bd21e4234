// G7–G10 our Non-player Government's Propaganda-round choices: card 7's markers (6.2), Civic Action
// (6.4.1: where, how many steps, the reserve, the final Round, Total Support over 60), Redeploy
// (6.5) and the FARC Zone (6.4.4).
import { describe, expect, it } from "vitest";
import { botMove } from "../../../../src/engine/bots/index";
import { totalSupport } from "../../../../src/engine/core/queries";
import { getDecision, settle } from "../../../../src/engine/flow/runtime";
import type { GameState } from "../../../../src/engine/types";
import { done, idx, pieces, step } from "../../fixture";
import { botStep } from "../helpers";
import { calm, govtBoard, govtTurn, trail } from "./helpers";

/** a board in the Support Phase of the Propaganda card 73 (6.4.1 is the Government's to decide) */
const support = (spec: Parameters<typeof calm>[0]) => govtBoard(calm({ deck: [73, 19, 20], ...spec }));

/** play on (bots for the Government, Done or the first option for the players) until `prompt` */
function until(s0: GameState, prompt: string): GameState {
  let s = s0;
  for (let n = 0; n < 200; n++) {
    const d = getDecision(s);
    if (d.prompt.key === prompt) return s;
    if (d.faction === "govt") s = botStep(s).state;
    else s = step(s, d.options.find((o) => o.t === "done") ?? d.options[0]).state;
  }
  throw new Error(`never reached ${prompt}`);
}

describe("G8 Civic Action (6.4.1)", () => {
  const pairs = { bogota: { troops: 1 }, cali: { troops: 1 } };

  it("G8 most Population first (Bogotá 8 before Cali 3), every Resource spent (no reserve)", () => {
    const s = support({ pieces: pairs, levels: { bogota: 0, cali: 0 }, resources: { govt: 12 } });
    expect(getDecision(s).prompt.key).toBe("prompt.propaganda.civic");
    const t = govtTurn(s);
    expect(trail(t).slice(0, 4)).toEqual(["bogota", "bogota", "cali", "cali"]);
    expect(t.state.spaces[idx("bogota")].sup).toBe(2);
    expect(t.state.spaces[idx("cali")].sup).toBe(2);
    expect(t.state.resources.govt).toBe(0);
  });

  it("G8 stops when Resources run short of a step (6.4.1: 3 each)", () => {
    const s = support({ pieces: pairs, levels: { bogota: 0, cali: 0 }, resources: { govt: 8 } });
    const t = govtTurn(s);
    expect(t.state.spaces[idx("bogota")].sup).toBe(2);
    expect(t.state.spaces[idx("cali")].sup).toBe(0);
    expect(t.state.resources.govt).toBe(2);
  });

  it("G8 no reserve when Civic Action can lift Total Support above 60 (7.2; 6.4.3)", () => {
    const depts = { antioquia: 2, santander: 2, huila: 2, atlantico: 2, cesar: 2 };
    const s = support({ pieces: pairs, levels: { bogota: 0, ...depts }, resources: { govt: 6 } });
    expect(totalSupport(s)).toBe(50);
    const t = govtTurn(s);
    expect(t.state.spaces[idx("bogota")].sup).toBe(2);
    expect(totalSupport(t.state)).toBe(66);
    expect(t.state.resources.govt).toBe(0);
    expect(t.why).toContain("np.govt.civicAll");
  });

  it("G8 the same Resources without the 60 in reach: spent all the same (2 steps)", () => {
    const s = support({ pieces: pairs, levels: { bogota: 0 }, resources: { govt: 6 } });
    const t = govtTurn(s);
    expect(t.state.spaces[idx("bogota")].sup).toBe(2);
    expect(t.state.resources.govt).toBe(0);
  });

  it("G8 the final Round: everything is spent (6.6 play note)", () => {
    const s0 = structuredClone(support({ pieces: pairs, levels: { bogota: 0 }, resources: { govt: 6 } }));
    const f = s0.frames.find((x) => x.k === "propaganda")!;
    f.final = true;
    const t = govtTurn(settle(s0));
    expect(t.state.resources.govt).toBe(0);
    expect(t.why).toContain("np.govt.civicAll");
  });
});

describe("G9 Redeploy (6.5)", () => {
  it("G9 forced Troops go to the City next to the most Insurgent Bases, then ready a pair; spare Police complete a pair, then hold Meta West", () => {
    const s = support({
      pieces: {
        "meta-west": { troops: 2 },
        huila: { farcBase: 1 },
        putumayo: { farcBase: 1 },
        narino: { farcBase: 1 },
        cucuta: { police: 0, troops: 2 },
        bogota: { police: 3 },
      },
      levels: { cucuta: 1 },
      resources: { govt: 0 },
    });
    const r = until(s, "prompt.propaganda.redeploy");
    const t = govtTurn(r);
    // Pasto touches Huila, Putumayo and Nariño; then Cali, whose Police lack Troops for a pair
    expect(trail(t).slice(0, 2)).toEqual(["move troops meta-west>pasto", "move troops meta-west>cali"]);
    expect(pieces(t.state, "meta-west", "troops")).toBe(0);
    // 3000: the pair in Cúcuta (a City: its Troops stay); 1000: Meta West, Controlled when the
    // phase began, with Civic work ahead and no Police (6.5.3)
    expect(trail(t).slice(2)).toEqual(["move police bogota>cucuta", "move police bogota>meta-west", "done"]);
    expect(pieces(t.state, "cucuta", "police")).toBe(1);
    expect(pieces(t.state, "bogota", "police")).toBe(1);
    expect(t.why).toContain("np.govt.redeployTroops");
    expect(t.why).toContain("np.govt.redeployPolice");
  });

  it("G9 nothing forced and no Police needed: Redeploy ends at once (no optional Troops moves, 6.5.2)", () => {
    const s = support({ pieces: { bogota: { troops: 4 } }, resources: { govt: 0 } });
    const r = until(s, "prompt.propaganda.redeploy");
    const m = botMove(r)!;
    expect(m.command.t).toBe("done");
  });
});

describe("G10 FARC Zone (6.4.4) and G7 card 7 (6.2)", () => {
  it("G10 of the Departments tied for most FARC pieces, the one without a Govt Base", () => {
    const s = support({
      pieces: { guaviare: { farcU: 2 }, "meta-east": { farcU: 2, govtBase: 1, troops: 1 } },
      presidente: 0,
      resources: { govt: 0 },
    });
    const r = until(s, "prompt.farcZone.place");
    const m = botMove(r)!;
    expect(m.command).toMatchObject({ t: "space", s: "guaviare" });
    expect(m.why.map((w) => w.key)).toContain("np.govt.zone");
  });

  it("G7 card 7 unshaded: Sabotage on the richest LoC first, then Terror where Civic Action can follow", () => {
    const s0 = structuredClone(
      support({
        pieces: { bogota: { troops: 1 } },
        terror: { "bogota-yopal": 1, "arauca-cucuta": 1, vichada: 1, bogota: 1 },
        levels: { bogota: 1 },
        capabilities: { 7: "unshaded" },
      }),
    );
    s0.frames.push({ k: "prop.clearTerror", removed: 0 });
    const t = govtTurn(settle(s0));
    expect(trail(t).slice(0, 3)).toEqual(["arauca-cucuta", "bogota-yopal", "bogota"]);
    expect(t.state.spaces[idx("vichada")].terror).toBe(1);
    void done;
  });
});
