// 4.5.3 When the Guerrilla holding a Shipment is removed, its owner hands it to another
// Guerrilla in the space; with two Factions there to choose from, a player owner chooses.
import { describe, expect, it } from "vitest";
import { apply, commandOf, getDecision } from "../../src/engine/flow/runtime";
import { checkInvariants } from "../../src/engine/invariants";
import { type Faction, type GameState, isRuleError, type Setup } from "../../src/engine/types";
import { c, fixture, idx, options, play, refused, sp } from "./fixture";

/** a Government Assault in Arauca removes the Cartels' only Guerrilla, which holds a Shipment */
function assaultTakesCarrier(seats: Partial<Setup["seats"]> = {}, aucU = 2): GameState {
  const s = fixture({
    pieces: { arauca: { troops: 1, cartelsA: 1, farcU: 1, aucU } },
    shipments: [["arauca", "cartels"]],
    aid: 10,
    resources: { govt: 9 },
    seats,
  });
  return play(s, c("op:assault"), sp("arauca"));
}

describe("4.5.3 the owner of a removed Shipment picks the Guerrilla that takes it", () => {
  it("4.5.3 with FARC and AUC Guerrillas there, the Cartels player chooses before play goes on", () => {
    let s = assaultTakesCarrier();
    const d = getDecision(s);
    expect(d.faction).toBe("cartels");
    expect(d.rule).toBe("4.5.3");
    expect(d.prompt.key).toBe("prompt.shipHeir");
    expect(options(s)).toEqual(["c|heir:farc", "c|heir:auc"]);
    expect(checkInvariants(s)).toEqual([]);
    s = play(s, c("heir:farc"));
    expect(s.shipments).toEqual([{ s: idx("arauca"), f: "farc" }]);
    expect(s.aid).toBe(10); // 3.2.5 no Drug Bust: the Shipment stayed in play
    expect(getDecision(s).faction).toBe("govt"); // back to the Government's Assault
    expect(s.frames.some((f) => f.k === "shipHeir")).toBe(false);
  });

  it("4.5.3 a Non-player owner is not asked: the Faction with the most Guerrillas there takes it", () => {
    const s = assaultTakesCarrier({ cartels: "nonplayer" });
    expect(getDecision(s).faction).toBe("govt");
    expect(s.shipments).toEqual([{ s: idx("arauca"), f: "auc" }]);
  });

  it("4.5.3 with a single possible heir there is no question", () => {
    const s = assaultTakesCarrier({}, 0);
    expect(getDecision(s).faction).toBe("govt");
    expect(s.shipments).toEqual([{ s: idx("arauca"), f: "farc" }]);
  });

  it("4.5.3 / 1.5.2 the Shipment cannot be traded away while its former owner is choosing", () => {
    const s = assaultTakesCarrier();
    const r = apply(s, { t: "transfer", seq: s.seq, by: "auc" as Faction, to: "govt", shipment: 0 });
    expect(isRuleError(r) && r.code).toBe("transferHeirPending");
    refused(s, c("heir:cartels"), "notAnOption", "cartels"); // never back to the Faction that lost it
  });
});

describe("4.5.3 heirs during an Event", () => {
  it("4.5.3 card 28: the owner chooses mid-Event, then the Event goes on; a later removal passes it again", () => {
    let s = fixture({
      deck: [28, 2],
      pieces: { arauca: { cartelsU: 1, farcU: 1, aucU: 1 } },
      shipments: [["arauca", "cartels"]],
      eligible: { farc: false, auc: false, cartels: false },
    });
    expect(getDecision(s).faction).toBe("govt");
    s = play(s, c("event:unshaded"), { t: "remove", p: "cartelsU", s: "arauca" });
    expect(getDecision(s).faction).toBe("cartels");
    expect(options(s)).toEqual(["c|heir:farc", "c|heir:auc"]);
    s = play(s, c("heir:auc"));
    expect(s.shipments).toEqual([{ s: idx("arauca"), f: "auc" }]);
    // back to the Government's removals (up to 2 more)
    expect(getDecision(s).faction).toBe("govt");
    expect(getDecision(s).prompt.key).toBe("prompt.card28.remove");
    s = play(s, { t: "remove", p: "aucU", s: "arauca" });
    // AUC lost its only Guerrilla there: FARC is the only heir left, no question
    expect(s.shipments).toEqual([{ s: idx("arauca"), f: "farc" }]);
    expect(getDecision(s).faction).toBe("govt");
    expect(checkInvariants(s)).toEqual([]);
  });
});

describe("4.5.3 heir choices under random play", () => {
  it("4.5.3 random commands from boards full of Shipment standoffs keep every invariant and ask the owners", () => {
    let asked = 0;
    for (let seed = 1; seed <= 12; seed++) {
      let s = fixture({
        seed,
        empty: true,
        deck: [14, 28, 29, 8, 1, 12, 36, 68, 2, 3, 4, 5],
        pieces: {
          arauca: { cartelsU: 1, farcU: 1, aucU: 1, troops: 3, police: 1 },
          huila: { farcA: 1, aucU: 2, cartelsU: 1, troops: 2 },
          "meta-east": { aucA: 1, farcU: 1, cartelsA: 2, police: 2 },
          cesar: { cartelsU: 1, farcU: 2, aucA: 1, troops: 2 },
          bogota: { troops: 6, police: 4 },
        },
        shipments: [
          ["arauca", "cartels"],
          ["huila", "farc"],
          ["meta-east", "auc"],
          ["cesar", "cartels"],
        ],
        resources: { govt: 30, farc: 20, auc: 20, cartels: 20 },
      });
      let x = seed * 7919;
      for (let i = 0; i < 250 && !s.ended; i++) {
        const d = getDecision(s);
        if (d.prompt.key === "prompt.shipHeir") asked++;
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        const o = d.options[x % d.options.length];
        const r = apply(s, commandOf(o, s.seq, d.faction!));
        if (isRuleError(r)) throw new Error(`${r.code} ${JSON.stringify(r.message)}`);
        s = r.state;
        expect(checkInvariants(s)).toEqual([]);
      }
    }
    expect(asked).toBeGreaterThan(0);
  });
});
