import { describe, expect, it } from "vitest";
import { apply, getDecision, validate } from "../../src/engine/flow/runtime";
import { MAX_TRANSFERS_PER_CARD } from "../../src/engine/transfer";
import { type GameState, isRuleError, type Transfer } from "../../src/engine/types";
import { c, fixture, play, sp } from "./fixture";

const give = (s: GameState, by: Transfer["by"], to: Transfer["to"], more: Partial<Transfer>): Transfer => ({
  t: "transfer",
  seq: s.seq,
  by,
  to,
  ...more,
});

describe("1.5.2 negotiated transfers", () => {
  const duringTrain = () =>
    play(
      fixture({
        resources: { govt: 20, farc: 5 },
        pieces: { bogota: { police: 1 }, cali: { farcU: 1, cartelsU: 1 } },
        shipments: [["cali", "cartels"]],
      }),
      c("op:train"),
      sp("bogota"),
    );

  it("1.5.2 Resources may pass while the giver executes an Operation", () => {
    const s = duringTrain();
    const r = apply(s, give(s, "govt", "farc", { resources: 4 }));
    if (isRuleError(r)) throw new Error(r.code);
    expect(r.state.resources.govt).toBe(s.resources.govt - 4);
    expect(r.state.resources.farc).toBe(9);
    expect(r.state.seq).toBe(s.seq + 1);
  });

  it("1.5.2 a Faction may give to the executing Faction", () => {
    const s = duringTrain();
    const r = apply(s, give(s, "cartels", "govt", { resources: 2 }));
    expect(isRuleError(r)).toBe(false);
  });

  it("1.5.2 no transfer between two Factions when neither is executing", () => {
    const s = duringTrain();
    expect(validate(s, give(s, "farc", "auc", { resources: 1 }))?.code).toBe("transferNotNow");
  });

  it("1.5.2 no transfer outside an Operation or Event", () => {
    const s = fixture({ resources: { govt: 20 } });
    expect(validate(s, give(s, "govt", "farc", { resources: 1 }))?.code).toBe("transferNotNow");
  });

  it("1.5.2 cannot give more than it has", () => {
    const s = duringTrain();
    expect(validate(s, give(s, "govt", "farc", { resources: 50 }))?.code).toBe("transferTooMuch");
  });

  it("1.5.1 no transfer between a player's own Factions", () => {
    const s0 = duringTrain();
    const s = { ...s0, runBy: { auc: "govt" } } as GameState;
    expect(validate(s, give(s, "govt", "auc", { resources: 1 }))?.code).toBe("transferOwnFactions");
  });

  it("4.5.3 a Shipment goes to the receiver's Guerrilla in the same space", () => {
    let s: GameState = duringTrain();
    // Cartels own it; FARC has a Guerrilla in Cali, the Government none
    expect(validate(s, give(s, "cartels", "govt", { shipment: 0 }))?.code).toBe("transferNoGuerrilla");
    // FARC is not executing and neither are the Cartels: refused
    expect(validate(s, give(s, "cartels", "farc", { shipment: 0 }))?.code).toBe("transferNotNow");
    expect(validate(s, give(s, "farc", "govt", { shipment: 0 }))?.code).toBe("transferNotOwner");
    // while the Cartels execute, they may hand it to FARC's Guerrilla there
    s = { ...s, frames: s.frames.map((f) => (f.k === "action" ? { ...f, f: "cartels" } : f)) };
    const r = apply(s, give(s, "cartels", "farc", { shipment: 0 }));
    if (isRuleError(r)) throw new Error(r.code);
    expect(r.state.shipments[0].f).toBe("farc");
  });

  it("1.5.2 a malformed transfer is refused without a throw", () => {
    const s = duringTrain();
    expect(validate(s, { t: "transfer", seq: s.seq, by: "govt", to: "farc" })?.code).toBe("malformed");
    expect(validate(s, { t: "transfer", seq: s.seq, by: "govt", to: "farc", resources: -3 })?.code).toBe(
      "malformed",
    );
    expect(validate(s, { t: "transfer", seq: s.seq, by: "x", to: "farc", resources: 1 })?.code).toBe(
      "malformed",
    );
  });
});

describe("1.5.2 a transfer leaves the step under way as it is", () => {
  // Cartels first on card 55; Rally with Bribe, the Bribe step asking for a space (4.5.4)
  const inBribe = (cartels: number) =>
    play(
      fixture({
        deck: [55, 56],
        pieces: { huila: { troops: 3, police: 1, cartelsU: 1 }, cali: { farcU: 1, cartelsA: 1 } },
        resources: { cartels, farc: 1 },
      }),
      c("op:rally"),
      c("sa:bribe"),
    );

  it("1.5.2 giving away what the Bribe step needs would end it: refused, nothing changes", () => {
    const s = inBribe(3);
    expect(getDecision(s).prompt.key).toBe("prompt.bribe.select");
    const before = JSON.stringify(s);
    const t = give(s, "cartels", "farc", { resources: 1 });
    expect(validate(s, t)?.code).toBe("transferEndsStep");
    expect(validate(s, t)?.rule).toBe("1.5.2");
    expect(isRuleError(apply(s, t))).toBe(true);
    expect(JSON.stringify(s)).toBe(before);
  });

  it("1.5.2 a transfer that leaves enough keeps the same Decision", () => {
    const s = inBribe(9);
    const r = apply(s, give(s, "cartels", "farc", { resources: 1 }));
    if (isRuleError(r)) throw new Error(r.code);
    expect(getDecision(r.state).prompt.key).toBe("prompt.bribe.select");
    expect(getDecision(r.state).faction).toBe("cartels");
    expect(r.state.resources.cartels).toBe(8);
  });
});

describe("1.5.2 transfers per card are bounded (the saved log cannot grow without end)", () => {
  it("1.5.2 after MAX_TRANSFERS_PER_CARD transfers on a card, the next is refused with the limit", () => {
    let s = play(
      fixture({ resources: { govt: 20, farc: 5 }, pieces: { bogota: { police: 1 } } }),
      c("op:train"),
      sp("bogota"),
    );
    for (let i = 0; i < MAX_TRANSFERS_PER_CARD; i++) {
      const [by, to] = i % 2 ? (["farc", "govt"] as const) : (["govt", "farc"] as const);
      const r = apply(s, give(s, by, to, { resources: 1 }));
      if (isRuleError(r)) throw new Error(`${i}: ${r.code}`);
      s = r.state;
    }
    const e = validate(s, give(s, "govt", "farc", { resources: 1 }));
    expect(e?.code).toBe("transferLimit");
    expect(e?.message.params?.max).toBe(MAX_TRANSFERS_PER_CARD);
    expect(MAX_TRANSFERS_PER_CARD).toBe(20);
  });
});
