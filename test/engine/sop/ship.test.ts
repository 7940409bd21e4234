import { describe, expect, it } from "vitest";
import { saDef } from "../../../src/engine/activities/registry";
import { currentAction } from "../../../src/engine/flow/action";
import { getDecision } from "../../../src/engine/flow/runtime";
import { opDef } from "../../../src/engine/ops/registry";
import type { GameState } from "../../../src/engine/types";
import { c, done, idx, options, play, sp } from "../fixture";
import { midCard } from "./helpers";

// card 19: FARC first. FARC Terror costs 1 Resource per City/Department, nothing on a LoC (3.3.4).
const board = (extra: { seats?: { farc?: "nonplayer" }; shipped?: ("farc" | "auc")[] } = {}) =>
  midCard(
    {
      deck: [19, 2, 3],
      pieces: { huila: { farcU: 2 }, narino: { farcU: 1 }, "buenaventura-cali": { farcU: 1 } },
      shipments: [
        ["huila", "farc"],
        ["narino", "farc"],
      ],
      resources: { farc: 5 },
      seats: extra.seats,
    },
    { shipped: extra.shipped ?? [] },
  );

/** finish the current Terror after one space */
function terrorIn(s: GameState, id: string): GameState {
  s = play(s, sp(id));
  while (getDecision(s).prompt.key === "prompt.terror.select") s = play(s, done);
  return s;
}

describe.skipIf(!opDef("terror"))("2.3.6 Ship", () => {
  it("2.3.6 after a paid Operation without a Special Activity, removing an own Shipment gives a free LimOp", () => {
    let s = terrorIn(play(board(), c("op:terror")), "huila");
    while (getDecision(s).prompt.key === "prompt.saAfterOp") s = play(s, done);
    expect(getDecision(s).prompt.key).toBe("prompt.ship");
    // Shipments in two spaces: the owner picks which one goes (2.3.6)
    expect(options(s)).toEqual(["c|shipFrom:huila", "c|shipFrom:narino", "d"]);
    s = play(s, c("shipFrom:narino"));
    expect(s.shipments).toEqual([{ s: idx("huila"), f: "farc" }]);
    expect(s.card.shipped).toEqual(["farc"]);
    expect(options(s)).toContain("c|limop:terror");
    expect(options(s).some((o) => o.startsWith("c|op:"))).toBe(false);
    s = play(s, c("limop:terror"));
    const a = currentAction(s)!;
    expect(a.ship && a.free && a.limited).toBe(true);
    expect(a.saAllowed).toBe(false);
    const before = s.resources.farc;
    s = terrorIn(s, "narino");
    expect(s.resources.farc).toBe(before); // free (3.1.2)
    // no second Ship on the same card, even with a Shipment left
    expect(getDecision(s).prompt.key).not.toBe("prompt.ship");
    expect(s.shipments).toHaveLength(1);
  });

  it("2.3.6 declining the Ship keeps the Shipment", () => {
    let s = terrorIn(play(board(), c("op:terror")), "huila");
    while (getDecision(s).prompt.key === "prompt.saAfterOp") s = play(s, done);
    s = play(s, done);
    expect(s.shipments).toHaveLength(2);
    expect(s.card.shipped).toEqual([]);
    expect(getDecision(s).faction).toBe("govt");
  });

  it("2.3.6 no Ship when the Operation cost nothing", () => {
    let s = terrorIn(play(board(), c("op:terror")), "buenaventura-cali");
    while (getDecision(s).prompt.key === "prompt.saAfterOp") s = play(s, done);
    expect(s.resources.farc).toBe(5);
    expect(getDecision(s).prompt.key).not.toBe("prompt.ship");
  });

  it("2.3.6 a Faction benefits from only one Shipment per card", () => {
    let s = terrorIn(play(board({ shipped: ["farc"] }), c("op:terror")), "huila");
    while (getDecision(s).prompt.key === "prompt.saAfterOp") s = play(s, done);
    expect(getDecision(s).prompt.key).not.toBe("prompt.ship");
  });

  it("8.1 Non-players never receive Operations from Shipments", () => {
    let s = terrorIn(play(board({ seats: { farc: "nonplayer" } }), c("op:terror")), "huila");
    while (getDecision(s).faction === "farc" && getDecision(s).prompt.key === "prompt.saAfterOp")
      s = play(s, done);
    expect(getDecision(s).prompt.key).not.toBe("prompt.ship");
  });
});

describe.skipIf(!opDef("terror") || !opDef("march"))("2.3.6 / 2.3.9 Ship on the final Event card", () => {
  const shipAt = (played: number) => {
    let s = midCard(
      {
        deck: [19, 73, 2],
        propagandaPlayed: played,
        pieces: { huila: { farcU: 2 }, narino: { farcU: 2 } },
        shipments: [["huila", "farc"]],
        resources: { farc: 5 },
      },
      {},
    );
    s = play(s, c(played === 3 ? "limop:terror" : "op:terror"));
    s = terrorIn(s, "huila");
    while (getDecision(s).prompt.key === "prompt.saAfterOp") s = play(s, done);
    expect(getDecision(s).prompt.key).toBe("prompt.ship");
    return play(s, c("ship"));
  };

  it("2.3.9 the Ship LimOp on the final Event card may not be a March", () => {
    expect(options(shipAt(2))).toContain("c|limop:march");
    const s = shipAt(3);
    expect(options(s)).not.toContain("c|limop:march");
    expect(options(s)).toContain("c|limop:terror");
  });
});

describe.skipIf(!opDef("terror") || !saDef("extort"))(
  "2.3.6 Ship needs an Operation without a Special Activity",
  () => {
    it("2.3.6 after an Operation with a Special Activity no Ship is offered", () => {
      let s = play(board(), c("op:terror"));
      s = terrorIn(s, "huila");
      // Extort where FARC still has an Underground Guerrilla and Control (Huila, Narino)
      s = play(s, c("sa:extort"));
      while (getDecision(s).faction === "farc" && getDecision(s).prompt.key !== "prompt.ship")
        s = play(s, getDecision(s).options.find((o) => o.t === "space") ?? done);
      expect(getDecision(s).prompt.key).not.toBe("prompt.ship");
      expect(s.card.acted.farc).toBe("opsa");
      expect(s.shipments).toHaveLength(2);
    });
  },
);

// Another Faction's Shipment (2.3.6): FARC executes; the Cartels hold the only Shipment.
const donorBoard = (cartels: "player" | "nonplayer" = "player") =>
  midCard(
    {
      deck: [19, 2, 3],
      pieces: { huila: { farcU: 2 }, narino: { farcU: 1 }, putumayo: { cartelsU: 1 } },
      shipments: [["putumayo", "cartels"]],
      resources: { farc: 5 },
      seats: { cartels },
    },
    { shipped: [] },
  );

function afterTerror(s: GameState): GameState {
  s = terrorIn(play(s, c("op:terror")), "huila");
  while (getDecision(s).prompt.key === "prompt.saAfterOp") s = play(s, done);
  return s;
}

describe.skipIf(!opDef("terror"))("2.3.6 Ship with another Faction's Shipment", () => {
  it("2.3.6 another Faction may remove its own Shipment so the executing Faction gets the free LimOp", () => {
    let s = afterTerror(donorBoard());
    expect(options(s)).toEqual(["c|askShip:cartels", "d"]);
    s = play(s, c("askShip:cartels"));
    expect(getDecision(s).faction).toBe("cartels");
    expect(options(s)).toEqual(["c|shipAgree", "c|shipRefuse"]);
    s = play(s, c("shipAgree"));
    expect(s.shipments).toHaveLength(0);
    expect(s.card.shipped).toEqual(["farc"]);
    expect(getDecision(s).faction).toBe("farc");
    expect(options(s)).toContain("c|limop:terror");
  });

  it("2.3.6 a donor with Shipments in two spaces picks which one it gives up", () => {
    let s = midCard(
      {
        deck: [19, 2, 3],
        pieces: { huila: { farcU: 2 }, putumayo: { cartelsU: 1 }, guaviare: { cartelsU: 1 } },
        shipments: [
          ["putumayo", "cartels"],
          ["guaviare", "cartels"],
        ],
        resources: { farc: 5 },
      },
      { shipped: [] },
    );
    s = play(afterTerror(s), c("askShip:cartels"));
    expect(options(s)).toEqual(["c|shipAgreeFrom:putumayo", "c|shipAgreeFrom:guaviare", "c|shipRefuse"]);
    s = play(s, c("shipAgreeFrom:guaviare"));
    expect(s.shipments).toEqual([{ s: idx("putumayo"), f: "cartels" }]);
    expect(options(s)).toContain("c|limop:terror");
  });

  it("2.3.6 a refusal keeps the Shipment and is not asked again on this action", () => {
    let s = afterTerror(donorBoard());
    s = play(s, c("askShip:cartels"), c("shipRefuse"));
    expect(s.shipments).toHaveLength(1);
    expect(s.card.shipped).toEqual([]);
    // nothing else to ask for: the Ship step ends
    expect(getDecision(s).prompt.key).not.toBe("prompt.ship");
  });

  it("2.3.6 / 8.1 a Non-player's Shipment is never offered", () => {
    const s = afterTerror(donorBoard("nonplayer"));
    expect(getDecision(s).prompt.key).not.toBe("prompt.ship");
  });
});
