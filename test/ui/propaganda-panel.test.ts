// The Propaganda panel marks the phase under way (6.0), also during the steps inside a phase:
// the FARC Zone the Elections bring (6.4.3-6.4.4) is part of the Support Phase (6.4).
import { describe, expect, it } from "vitest";
import { getDecision } from "../../src/engine/flow/runtime";
import { createGame } from "../../src/engine/index";
import { cardsView, propagandaView } from "../../src/ui/panels/index";
import { play, sp } from "../engine/fixture";
import { round } from "../engine/propaganda/helpers";
import { fakeHost } from "./fake-host";

// Samper and low Support: the Election brings Pastrana, who places a FARC Zone (6.4.3)
const board = {
  presidente: 0 as const,
  pieces: {
    huila: { farcU: 4, govtBase: 1, troops: 2, police: 1 },
    "meta-west": { farcU: 3, farcBase: 1 },
    bogota: { troops: 1 },
  },
  levels: { huila: -2, "meta-west": -2 },
  resources: { govt: 0, farc: 0 },
};

describe("Propaganda panel phases", () => {
  it("6.4.4 while the Government places a FARC Zone, Support is the phase marked, the earlier ones done", () => {
    const s = round(board);
    expect(getDecision(s).prompt.key).toBe("prompt.farcZone.place");
    const v = propagandaView(fakeHost(s), s);
    expect(v.phases.filter((p) => p.current).map((p) => p.name)).toEqual(["support"]);
    expect(v.phases.filter((p) => p.done).map((p) => p.name)).toEqual(["victory", "sabotage", "resources"]);
  });

  it("6.4.4 and while its cubes leave the new Zone", () => {
    const s = play(round(board), sp("huila"));
    expect(getDecision(s).prompt.key).toBe("prompt.farcZone.redeploy");
    expect(propagandaView(fakeHost(s), s).phases.find((p) => p.current)?.name).toBe("support");
  });
});

describe("cards panel after the game's end", () => {
  it("7.2 a game won at a Propaganda Round shows no next card, though cards are left in the deck", () => {
    const s = structuredClone(
      createGame({
        seed: 1,
        seats: { govt: "player", farc: "player", auc: "player", cartels: "player" },
        deployment: "standard",
        deck: [1, 73, 2, 3],
      }),
    );
    s.played = [1];
    expect(cardsView(fakeHost(s), s).slots[1].card).not.toBeNull(); // before the end: card 73 shown
    s.ended = {
      reason: "victory",
      ranking: ["farc", "govt", "auc", "cartels"],
      margins: { govt: -1, farc: 2, auc: -3, cartels: -9 },
      winner: "farc",
    };
    const v = cardsView(fakeHost(s), s);
    expect(s.deck.length).toBeGreaterThan(0);
    expect(v.slots[1].card).toBeNull();
    expect(v.slots[1].empty).toBe("No card");
  });
});
