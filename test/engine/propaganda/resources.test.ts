import { describe, expect, it } from "vitest";
import { getDecision } from "../../../src/engine/flow/runtime";
import { c, idx, options, pieces, pl, play, refused } from "../fixture";
import { round } from "./helpers";

const quiet = { presidente: 2 as const }; // Uribe: no Election effect, Aid collected

describe("6.2 Sabotage Phase", () => {
  it("6.2 Sabotages LoCs where Guerrillas exceed cubes or next to a FARC-Controlled City", () => {
    const s = round({
      ...quiet,
      pieces: {
        "bogota-neiva": { farcU: 1, aucU: 1, police: 1 }, // 2 Guerrillas > 1 cube
        "cali-pasto": { cartelsU: 1, police: 1 }, // 1 = 1: no
        neiva: { farcU: 2 }, // FARC Controls Neiva: Neiva–Pasto is next to it
        "bogota-yopal": { farcU: 3 }, // already Sabotaged: stays one marker
      },
      terror: { "bogota-yopal": 1 },
    });
    expect(s.spaces[idx("bogota-neiva")].terror).toBe(1);
    expect(s.spaces[idx("neiva-pasto")].terror).toBe(1);
    expect(s.spaces[idx("cali-pasto")].terror).toBe(0);
    expect(s.spaces[idx("bogota-yopal")].terror).toBe(1);
    expect(s.spaces[idx("cali-ibague")].terror).toBe(0);
  });

  it("6.2 / card 7 shaded also Sabotages a LoC where Guerrillas equal cubes", () => {
    const s = round({
      ...quiet,
      capabilities: { 7: "shaded" },
      pieces: { "cali-pasto": { cartelsU: 1, police: 1 } },
    });
    expect(s.spaces[idx("cali-pasto")].terror).toBe(1);
  });

  it("6.2 / 3.3.4 no marker is placed once all 40 Terror/Sabotage markers are out", () => {
    const terror: Record<string, number> = { huila: 20, antioquia: 20 };
    const s = round({ ...quiet, terror, pieces: { "bogota-neiva": { farcU: 1 } } });
    expect(s.spaces[idx("bogota-neiva")].terror).toBe(0);
  });

  it("6.2 / card 7 unshaded: the Government may then remove up to 3 Terror or Sabotage markers", () => {
    let s = round({
      ...quiet,
      capabilities: { 7: "unshaded" },
      terror: { huila: 3 },
      pieces: { "bogota-neiva": { farcU: 1 } },
    });
    expect(getDecision(s).prompt.key).toBe("prompt.propaganda.clearTerror");
    expect(options(s)).toEqual(["s|huila", "s|bogota-neiva", "d"]);
    s = play(s, { t: "space", s: "bogota-neiva" }, { t: "space", s: "huila" }, { t: "space", s: "huila" });
    expect(s.spaces[idx("huila")].terror).toBe(1);
    expect(s.spaces[idx("bogota-neiva")].terror).toBe(0);
    // 3 removed: the phase moved on; the Govt earned the full 30 Econ (the LoC is clear again)
    expect(s.resources.govt).toBe(40 + 30 + 9);
  });
});

describe("6.3 Resources Phase", () => {
  it("6.3.1 Government: unSabotaged Econ plus Aid, but no Aid under Samper", () => {
    const board = { pieces: { "arauca-cucuta": { farcU: 1 } }, resources: { govt: 0 }, aid: 12 };
    // Arauca–Cúcuta (Econ 3) is Sabotaged this phase
    expect(round({ ...board, presidente: 1 }).resources.govt).toBe(27 + 12);
    expect(round({ ...board, presidente: 2 }).resources.govt).toBe(27 + 12);
    const samper = round({ ...board, presidente: 0 });
    expect(samper.resources.govt).toBe(27);
    expect(samper.aid).toBe(12);
  });

  it("6.3.2 FARC and AUC earn 1 per Base, Cartels 3 per Base, up to 99 (1.7)", () => {
    const s = round({
      ...quiet,
      pieces: {
        huila: { farcBase: 2 },
        choco: { farcBase: 1 },
        antioquia: { aucBase: 1, cartelsBase: 1 },
        cesar: { cartelsBase: 2 },
      },
      resources: { farc: 5, auc: 5, cartels: 95, govt: 90 },
    });
    expect(s.resources.farc).toBe(8);
    expect(s.resources.auc).toBe(6);
    expect(s.resources.cartels).toBe(99);
    expect(s.resources.govt).toBe(99);
  });

  it("6.3.2 / card 67 shaded: Cartels earn 4 per Base this Resources Phase", () => {
    const s = round({
      ...quiet,
      momentum: [67],
      pieces: { cesar: { cartelsBase: 2 } },
      resources: { cartels: 0 },
    });
    expect(s.resources.cartels).toBe(8);
  });
});

describe("6.3.3 Drug Profits", () => {
  const board = {
    ...quiet,
    pieces: {
      huila: { farcU: 1 },
      vichada: { farcBase: 1 }, // keeps the AUC from a 6.1 victory
      antioquia: { aucU: 1, aucBase: 1, govtBase: 1 }, // no room for another Base
      cesar: { cartelsU: 2, aucU: 1 },
    },
    shipments: [
      ["huila", "farc"],
      ["antioquia", "auc"],
      ["cesar", "cartels"],
      ["cesar", "cartels"],
    ] as [string, "farc" | "auc" | "cartels"][],
    resources: { farc: 0, auc: 0, cartels: 0 },
  };

  it("6.3.3 FARC, then AUC, then Cartels: a Base where legal, or +6 per Shipment", () => {
    let s = round(board);
    // FARC first: a Base in Huila, or the cash
    expect(getDecision(s).faction).toBe("farc");
    expect(options(s)).toEqual(["p|farcBase|huila", "c|cash:huila"]);
    s = play(s, pl("farcBase", "huila"));
    expect(pieces(s, "huila", "farcBase")).toBe(1);
    expect(s.resources.farc).toBe(1); // its 6.3.2 earnings only
    // AUC has no room in Antioquia (2 Bases): +6 automatically; then the Cartels choose twice
    expect(s.resources.auc).toBe(1 + 6);
    expect(getDecision(s).faction).toBe("cartels");
    s = play(s, c("cash:cesar"));
    expect(s.resources.cartels).toBe(6);
    expect(options(s)).toEqual(["p|cartelsBase|cesar", "c|cash:cesar"]);
    s = play(s, pl("cartelsBase", "cesar"));
    expect(pieces(s, "cesar", "cartelsBase")).toBe(1);
    expect(s.shipments).toEqual([]);
    expect(s.resources.cartels).toBe(6);
  });

  it("6.3.3 / 1.4.2 refuses a Base beyond stacking or for another Faction's Shipment", () => {
    let s = round(board);
    s = play(s, c("cash:huila"));
    expect(s.resources.farc).toBe(1 + 6);
    refused(s, pl("aucBase", "antioquia"), "notAnOption", "cartels");
    refused(s, pl("cartelsBase", "huila"), "notAnOption");
  });

  it("6.3.3 / 1.4.1 with no Base Available, every Shipment pays +6 without a decision", () => {
    const s = round({
      ...board,
      pieces: {
        ...board.pieces,
        vichada: { farcBase: 2 },
        guainia: { farcBase: 2 },
        vaupes: { farcBase: 2 },
        amazonas: { farcBase: 2 },
        choco: { farcBase: 1 },
      },
    });
    expect(s.resources.farc).toBe(9 + 6);
    expect(getDecision(s).faction).toBe("cartels");
  });
});
