// Card 29 Kill Zone, shaded: the free Ambushes are Attacks (4.3.2 -> 3.3.3, 5.5), so each needs
// an enemy piece it could remove; no such space for a Faction means it cannot be chosen (5.1.3).
import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import type { GameState } from "../../../src/engine/types";
import { c, fixture, options, pieces, play, rm } from "../fixture";

const shaded = () => eventDef(29)!.shaded!;
const board = (s: GameState) => JSON.stringify(s.spaces);

describe("card 29 Kill Zone shaded: Ambush spaces need an enemy to remove (4.3.2, 3.3.3, 5.1.3)", () => {
  it("card 29 shaded (3.3.3, 5.1.3): FARC Guerrillas with no enemy beside them are no Ambush space; the Event does nothing", () => {
    let s = fixture({
      deck: [29, 2],
      // FARC stands alone; the only enemies are where FARC is not
      pieces: { huila: { farcU: 1 }, narino: { farcA: 2 }, cali: { troops: 2, police: 1 } },
    });
    const before = board(s);
    const res = { ...s.resources };
    expect(getDecision(s).faction).toBe("farc");
    s = play(s, c("event:shaded"));
    const d = getDecision(s);
    expect(d.prompt.key).not.toMatch(/^prompt\.card29\./);
    expect(d.prompt.key).not.toBe("prompt.ambush.remove");
    expect(options(s)).not.toContain("s|huila");
    expect(options(s)).not.toContain("s|narino");
    expect(board(s)).toBe(before); // no Captured Goods Guerrilla from an Ambush against nobody
    expect(pieces(s, "huila", "farcU")).toBe(1);
    expect(s.resources).toEqual(res);
  });

  it("card 29 shaded (5.1, 5.1.3): FARC is not offered as the Ambusher when only AUC has an enemy beside it", () => {
    let s = fixture({
      deck: [29, 2],
      pieces: { huila: { farcU: 1 }, narino: { farcA: 2 }, antioquia: { aucU: 1, troops: 1 } },
    });
    s = play(s, c("event:shaded"));
    // AUC is the only possible Ambusher: taken at once, and so is its only space
    const d = getDecision(s);
    expect(d.prompt.key).toBe("prompt.ambush.remove");
    expect(d.faction).toBe("auc");
    expect(options(s)).not.toContain("c|faction:farc");
    expect(options(s)).toEqual(["r|troops|antioquia", "d"]);
  });

  it("card 29 shaded (3.3.3, 5.1.3): with a single FARC space holding an enemy, the Ambushes go there", () => {
    let s = fixture({
      deck: [29, 2],
      pieces: {
        huila: { farcU: 1, police: 1 },
        narino: { farcA: 2 },
        cali: { farcU: 1 },
        antioquia: { aucU: 1 }, // AUC alone: no Ambush space for AUC
      },
    });
    s = play(s, c("event:shaded"));
    const d = getDecision(s);
    expect(d.faction).toBe("farc");
    expect(d.prompt.key).toBe("prompt.ambush.remove");
    expect(d.context?.space).toBe("huila");
    expect(options(s)).toEqual(["r|police|huila", "d"]);
    s = play(s, rm("police", "huila"));
    expect(pieces(s, "huila", "police")).toBe(0);
    expect(pieces(s, "narino", "farcA")).toBe(2);
    expect(pieces(s, "cali", "farcU")).toBe(1);
  });

  it("card 29 shaded (4.3.2, 3.3.3): the second Ambush needs a target too; no Captured Goods without one", () => {
    let s = fixture({ deck: [29, 2], pieces: { huila: { farcU: 1, police: 1 } } });
    s = play(s, c("event:shaded"), rm("police", "huila"));
    // first Ambush: police removed, 1 Guerrilla placed; the second has nobody to hit
    expect(pieces(s, "huila", "farcU")).toBe(2);
    expect(getDecision(s).prompt.key).not.toBe("prompt.ambush.remove");
  });

  it("card 29 shaded (8.1) effective only where FARC or AUC has an enemy piece it could remove beside a Guerrilla", () => {
    const lonely = { huila: { farcU: 1 }, narino: { farcA: 2 }, antioquia: { aucU: 1 }, cali: { troops: 3 } };
    expect(shaded().effective!(fixture({ pieces: lonely }), "farc")).toBe(false);
    expect(shaded().effective!(fixture({ pieces: { huila: { farcU: 2, farcBase: 1 } } }), "farc")).toBe(
      false,
    );
    expect(
      shaded().effective!(fixture({ pieces: { ...lonely, huila: { farcU: 1, police: 1 } } }), "farc"),
    ).toBe(true);
    expect(
      shaded().effective!(fixture({ pieces: { ...lonely, antioquia: { aucA: 1, cartelsBase: 1 } } }), "auc"),
    ).toBe(true);
  });
});
