// 6.3.3 Drug Profits for any Non-player (8.1.2: Shipments first for Bases, then +6 Resources) and
// the 8.1.2 2nd-bullet holder of a new Shipment (bots/shared).
import { describe, expect, it } from "vitest";
import { BotCtx } from "../../../../src/engine/bots/context";
import { drugProfitsStep, placeShipmentStep } from "../../../../src/engine/bots/shared/drug-profits";
import { getDecision } from "../../../../src/engine/flow/runtime";
import type { Faction } from "../../../../src/engine/types";
import { c, idx, pieces, play } from "../../fixture";
import { round } from "../../propaganda/helpers";
import { botStep } from "../helpers";
import { cartelsFirst } from "./helpers";

const seats = { farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" } as const;
const quiet = { presidente: 2 as const, seats };

describe("6.3.3 Drug Profits (8.1.2 5th bullet)", () => {
  it("8.1.2 the Non-player Cartels turn Shipments into Bases where they can; the rest pay +6", () => {
    const s = round({
      ...quiet,
      pieces: { cesar: { cartelsU: 2 }, vichada: { cartelsBase: 2, cartelsU: 1 }, huila: { farcBase: 1 } },
      shipments: [
        ["vichada", "cartels"],
        ["cesar", "cartels"],
        ["cesar", "cartels"],
      ],
      resources: { cartels: 0 },
    });
    expect(getDecision(s).faction).toBe("cartels");
    const a = botStep(s);
    expect(a.move.command).toMatchObject({ t: "place", p: "cartelsBase", s: "cesar" });
    expect(a.move.why.map((w) => w.key)).toEqual(["np.drugs.base"]);
    const b = botStep(a.state);
    expect(b.move.command).toMatchObject({ t: "place", p: "cartelsBase", s: "cesar" });
    // Vichada has no room: its Shipment pays +6 by itself
    expect(pieces(b.state, "cesar", "cartelsBase")).toBe(2);
    expect(b.state.shipments).toEqual([]);
    // 6.3.2 earnings: 3 for each of the 2 Bases in Vichada; 6.3.3: +6 for Vichada's Shipment
    expect(b.state.resources.cartels).toBe(3 * 2 + 6);
  });

  it("6.3.3 for any Non-player: FARC's Shipment becomes a Base when one fits, else it is cashed", () => {
    const s = round({
      ...quiet,
      pieces: { huila: { farcU: 1 }, antioquia: { farcU: 1 }, vichada: { farcBase: 1 } },
      shipments: [
        ["huila", "farc"],
        ["antioquia", "farc"],
      ],
    });
    const d = getDecision(s);
    expect(d.faction).toBe("farc");
    const ctx = new BotCtx(s, d);
    const o = drugProfitsStep(ctx);
    // two spaces could take the Base: 8.2 random, rolled with the game's dice
    expect(o?.t).toBe("place");
    expect(["huila", "antioquia"]).toContain(o?.t === "place" ? o.s : "");
    expect(ctx.rolled).toHaveLength(3);
    const cashOnly = new BotCtx(s, { ...d, options: d.options.filter((x) => x.t !== "place") });
    expect(drugProfitsStep(cashOnly)).toMatchObject({ t: "choose", c: { k: "cash" } });
  });

  it("6.3.3 drugProfitsStep answers only in the Resources phase", () => {
    const s = cartelsFirst();
    expect(drugProfitsStep(new BotCtx(s, getDecision(s)))).toBeNull();
  });
});

describe("8.1.2 2nd bullet: who takes a new Shipment", () => {
  /** the Cartels' Process decision in Cesar (a Cartels Base) with these Guerrillas */
  function processIn(board: Record<string, number>, held: [string, Faction][] = []) {
    const s0 = cartelsFirst({ pieces: { cesar: { cartelsBase: 1, ...board } }, shipments: held });
    const s = play(s0, c("op:rally"), c("sa:process"));
    const d = getDecision(s);
    expect(d.prompt.key).toBe("prompt.process");
    return new BotCtx(s, d);
  }

  it("8.1.2 an Underground Guerrilla before an Active one", () => {
    const ctx = processIn({ farcA: 1, aucU: 1, cartelsA: 1 });
    expect(placeShipmentStep(ctx, { space: idx("cesar") })).toMatchObject({
      c: { k: "process", faction: "auc" },
    });
    // the Cartels' own Process (8.5.2) keeps to Cartels Guerrillas
    expect(placeShipmentStep(ctx, { space: idx("cesar"), factions: ["cartels"] })).toMatchObject({
      c: { k: "process", faction: "cartels" },
    });
  });

  it("8.1.2 among Underground ones, the Guerrilla already holding a Shipment", () => {
    const ctx = processIn({ farcU: 1, aucU: 1 }, [["cesar", "auc"]]);
    expect(placeShipmentStep(ctx, { space: idx("cesar") })).toMatchObject({
      c: { k: "process", faction: "auc" },
    });
    expect(placeShipmentStep(ctx, { space: idx("cesar"), factions: ["farc"] })).toMatchObject({
      c: { k: "process", faction: "farc" },
    });
  });
});
