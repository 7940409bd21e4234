// The Non-player AUC in the Propaganda Round: Elite Backing (6.4.5 by 8.6.1: a Base if possible,
// else Guerrillas by the 8.6.1 priorities, PB ¶10 / ¶19) and Drug Profits (6.3.3 by 8.1.2: a Base
// first, the shared step).
import { describe, expect, it } from "vitest";
import { getDecision } from "../../../../src/engine/flow/runtime";
import type { GameState } from "../../../../src/engine/types";
import type { FixtureSpec } from "../../fixture";
import { pieces } from "../../fixture";
import { round } from "../../propaganda/helpers";
import { type BotStep, botStep, narration } from "../helpers";
import { commands } from "./helpers";

const NP = { farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" } as const;

/** a Propaganda Round with Non-player Insurgents, played by the bots up to the AUC's Elite Backing offer */
function toEliteBacking(spec: FixtureSpec): GameState {
  let s = round({ presidente: 2, ...spec, seats: NP });
  for (let i = 0; i < 200 && getDecision(s).prompt.key !== "prompt.propaganda.eliteBacking"; i++) {
    expect(s.seats[getDecision(s).faction ?? "govt"]).toBe("nonplayer");
    s = botStep(s).state;
  }
  expect(getDecision(s).prompt.key).toBe("prompt.propaganda.eliteBacking");
  return s;
}

/** the AUC's steps from the Elite Backing offer to the end of its free Rally */
function elite(s: GameState): { state: GameState; steps: BotStep[]; why: string[] } {
  const steps: BotStep[] = [];
  let t = s;
  for (let i = 0; i < 50 && getDecision(t).faction === "auc"; i++) {
    const st = botStep(t);
    steps.push(st);
    t = st.state;
  }
  return { state: t, steps, why: narration(steps) };
}

describe("8.6.1 Elite Backing (6.4.5)", () => {
  it("8.6.1 a Base where 2 AUC Guerrillas stand (Cesar), not Guerrillas at the FARC Base", () => {
    const s = toEliteBacking({
      pieces: { cesar: { aucU: 2 }, "meta-west": { farcBase: 1, aucU: 1 } },
    });
    const r = elite(s);
    expect(commands(r.steps)).toEqual([
      "rally",
      "space:cesar",
      "base",
      "remove:aucU:cesar",
      "remove:aucU:cesar",
      "done",
    ]);
    expect(pieces(r.state, "cesar", "aucBase")).toBe(1);
    expect(r.state.resources.auc).toBe(s.resources.auc); // free
  });

  it("8.6.1 (PB ¶10, ¶19) no Base possible: Guerrillas by 8.6.1, a FARC Base first (Meta West, not FARC-Controlled)", () => {
    const s = toEliteBacking({
      pieces: { cesar: { aucU: 1 }, "meta-west": { farcBase: 1, aucU: 1 }, antioquia: { aucBase: 1 } },
    });
    const r = elite(s);
    expect(r.why).toContain("np.auc.rallyFarcBase");
    expect(commands(r.steps)).toEqual(["rally", "space:meta-west", "place:aucU:meta-west", "done"]);
    expect(pieces(r.state, "meta-west", "aucU")).toBe(2);
  });

  it("8.6.1 1 space only, and never where the Government or FARC Controls it", () => {
    const s = toEliteBacking({
      pieces: { huila: { farcBase: 1, farcU: 1 }, antioquia: { aucBase: 1 } },
    });
    const r = elite(s);
    // Huila is FARC-Controlled: Antioquia's AUC Base is next (Bases + Population = 3)
    expect(commands(r.steps)).toEqual([
      "rally",
      "space:antioquia",
      "place:aucU:antioquia",
      "place:aucU:antioquia",
      "place:aucU:antioquia",
      "done",
    ]);
    expect(pieces(r.state, "huila", "aucU")).toBe(0);
  });

  it("8.6.1 nothing to place (every AUC Guerrilla on the map, no Base possible): declined", () => {
    const s = toEliteBacking({
      pieces: {
        amazonas: { aucA: 6, cartelsBase: 2 },
        vichada: { aucA: 6, cartelsBase: 2 },
        guainia: { aucA: 6, cartelsBase: 2 },
      },
    });
    const r = elite(s);
    expect(r.why).toEqual(["np.auc.eliteNone"]);
    expect(commands(r.steps)).toEqual(["done"]);
  });
});

describe("6.3.3 Drug Profits (8.1.2 5th bullet, shared step)", () => {
  it("6.3.3 the AUC turns its Shipment in Cesar into a Base rather than cash it", () => {
    let s = round({
      presidente: 2,
      seats: NP,
      pieces: { cesar: { aucU: 1 } },
      shipments: [["cesar", "auc"]],
    });
    expect(getDecision(s).context.phase).toBe("resources");
    expect(getDecision(s).faction).toBe("auc");
    const st = botStep(s);
    s = st.state;
    expect(st.move.why.map((m) => m.key)).toContain("np.drugs.base");
    expect(pieces(s, "cesar", "aucBase")).toBe(1);
    expect(s.shipments).toHaveLength(0);
  });
});
