// The Non-player FARC in the Propaganda Round: 8.7.5 Agitation and 6.3.3 Drug Profits (8.1.2).
import { describe, expect, it } from "vitest";
import { getDecision } from "../../../../src/engine/flow/runtime";
import type { GameState } from "../../../../src/engine/types";
import type { FixtureSpec } from "../../fixture";
import { idx, pieces } from "../../fixture";
import { round } from "../../propaganda/helpers";
import { botTurn, narration } from "../helpers";

/** a Propaganda Round with FARC the only Non-player; Uribe, so the Election changes nothing */
function farcRound(spec: FixtureSpec): GameState {
  return round({ presidente: 2, ...spec, seats: { farc: "nonplayer", ...spec.seats } });
}

const sup = (s: GameState, id: string) => s.spaces[idx(id)].sup;

describe("8.7.5 Agitation", () => {
  it("8.7.5 enough Resources: every FARC-Controlled space to Active Opposition, its Terror removed first", () => {
    const s = farcRound({
      pieces: { huila: { farcU: 2 }, narino: { farcU: 1 } },
      terror: { huila: 1 },
      levels: { narino: -1 },
      resources: { farc: 4 },
    });
    expect(getDecision(s)).toMatchObject({ faction: "farc", context: { phase: "support" } });
    const { state, steps } = botTurn(s);
    expect(state.spaces[idx("huila")].terror).toBe(0);
    expect(sup(state, "huila")).toBe(-2);
    expect(sup(state, "narino")).toBe(-2);
    expect(state.resources.farc).toBe(0);
    expect(narration(steps).filter((k) => k === "np.farc.agitate")).toHaveLength(4);
  });

  it("8.7.5 a Terror marker is removed only if a shift can follow", () => {
    const s = farcRound({ pieces: { huila: { farcU: 2 } }, terror: { huila: 2 }, resources: { farc: 2 } });
    const { state, steps } = botTurn(s);
    expect(state.spaces[idx("huila")].terror).toBe(2);
    expect(state.resources.farc).toBe(2);
    expect(narration(steps)).toContain("np.farc.agitateDone");
  });

  it("8.7.5 too few Resources: fewest Terror markers, then Support, then the largest Population", () => {
    const s = farcRound({
      pieces: {
        huila: { farcU: 2 }, // Terror 1: last
        cesar: { farcU: 2 }, // Neutral
        atlantico: { farcU: 2 }, // Support, Pop 1
        santander: { farcU: 2 }, // Support, Pop 2: first
      },
      terror: { huila: 1 },
      levels: { huila: 1, atlantico: 1, santander: 1 },
      resources: { farc: 2 },
    });
    const { state, steps } = botTurn(s);
    // Santander to Neutral; then Atlántico (Support) before Cesar (Neutral) and Santander (now Neutral)
    expect(sup(state, "santander")).toBe(0);
    expect(sup(state, "atlantico")).toBe(0);
    expect(sup(state, "cesar")).toBe(0);
    expect(sup(state, "huila")).toBe(1);
    expect(narration(steps).filter((k) => k === "np.farc.agitateShort")).toHaveLength(2);
  });

  it("8.7.5 Alfonso Cano in play: the priorities even with Resources for everything", () => {
    const s = farcRound({
      momentum: [22],
      pieces: {
        huila: { farcU: 2 }, // FARC Control, Terror 1
        cesar: { farcU: 1, aucU: 1 }, // a FARC piece, no Govt Control: an extra space (card 22)
      },
      terror: { huila: 1 },
      resources: { farc: 10 },
    });
    const { state, steps } = botTurn(s);
    const first = steps[0].move.command;
    expect(first).toMatchObject({ t: "space", s: "cesar" });
    expect(narration(steps)[0]).toBe("np.farc.agitateCano");
    expect(sup(state, "cesar")).toBe(-2);
    expect(sup(state, "huila")).toBe(-2);
  });
});

describe("6.3.3 Drug Profits (8.1.2 5th bullet)", () => {
  it("8.1.2 a FARC Shipment places a Base where one fits, rather than +6 Resources", () => {
    const s = farcRound({
      pieces: { huila: { farcU: 1 } },
      shipments: [["huila", "farc"]],
      resources: { farc: 0 },
    });
    expect(getDecision(s)).toMatchObject({ faction: "farc", context: { phase: "resources" } });
    const { state } = botTurn(s, 1);
    expect(pieces(state, "huila", "farcBase")).toBe(1);
    expect(state.shipments).toEqual([]);
  });
});
