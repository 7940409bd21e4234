// 1.4.1 a player Faction executing an Event may take its own pieces off the map to place them:
// for a Guerrilla, one of either face (it returns to Available and is placed Underground).
import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { obtainable } from "../../../src/engine/ops/own-removal";
import { c, fixture, options, pieces, play, rm, sp } from "../fixture";

/** all 30 FARC Guerrillas on the map, Active, far from Antioquia (none Available) */
const allActive = {
  narino: { farcA: 10 },
  putumayo: { farcA: 10 },
  guaviare: { farcA: 10 },
  huila: { farcBase: 1 },
};

describe("1.4.1 freeing an own Guerrilla of either face", () => {
  it("1.4.1 a FARC player may free an Active Guerrilla to place one Underground (card 25 shaded)", () => {
    const s0 = fixture({ deck: [25, 2], pieces: allActive });
    expect(obtainable(s0, "farcU", "farc")).toBe(true);
    expect(eventDef(25)!.shaded!.effective(s0, "farc")).toBe(true);
    let s = play(s0, c("event:shaded"), sp("antioquia"));
    expect(options(s)).toContain("r|farcA|narino");
    s = play(s, rm("farcA", "narino"));
    expect(pieces(s, "narino", "farcA")).toBe(9);
  });

  it("1.4.1 not for another Faction's executor, nor a Non-player", () => {
    const s = fixture({ pieces: allActive });
    expect(obtainable(s, "farcU", "govt")).toBe(false);
    expect(obtainable(fixture({ pieces: allActive, seats: { farc: "nonplayer" } }), "farcU", "farc")).toBe(
      false,
    );
  });
});
