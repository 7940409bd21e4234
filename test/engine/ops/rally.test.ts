import { describe, expect, it } from "vitest";
import { startAction } from "../../../src/engine/flow/action";
import { settle } from "../../../src/engine/flow/runtime";
import { c, done, fixture, idx, mv, options, pieces, pl, play, refused, rm, sp } from "../fixture";
import { round } from "../propaganda/helpers";

const FARC_FIRST = [25, 26, 27, 28, 29, 30];
const AUC_FIRST = [37, 38, 39, 40, 41, 42];
const CARTELS_FIRST = [55, 56, 57, 58, 59, 60];

describe("3.3.1 Rally", () => {
  const farc = () =>
    fixture({
      deck: FARC_FIRST,
      pieces: { huila: { farcU: 1, farcA: 1 }, narino: { farcBase: 1, farcA: 2 }, cali: {} },
      levels: { bogota: 1, huila: -1, narino: 0 },
      resources: { farc: 3 },
    });

  it("3.3.1 costs 1 per space, paid as selected, and places 1 Underground Guerrilla", () => {
    let s = play(farc(), c("op:rally"), sp("cali"));
    expect(s.resources.farc).toBe(2);
    s = play(s, pl("farcU", "cali"));
    expect(pieces(s, "cali", "farcU")).toBe(1);
    // without a Base, one Guerrilla finishes the space
    expect(options(s)).toContain("s|huila");
    expect(options(s)).not.toContain("p|farcU|cali");
    refused(s, sp("cali"), "rally.alreadySelected");
  });

  it("3.3.1 FARC may not Rally where there is Support", () => {
    const s = play(farc(), c("op:rally"));
    expect(options(s)).not.toContain("s|bogota");
    refused(s, sp("bogota"), "rally.support");
    refused(s, sp("cali-pasto"), "rally.notCityOrDept");
  });

  it("3.3.1 AUC may not Rally where there is Opposition, but may where there is Support", () => {
    const s = play(
      fixture({ deck: AUC_FIRST, levels: { huila: -1, bogota: 2 }, resources: { auc: 2 } }),
      c("op:rally"),
    );
    expect(options(s)).toContain("s|bogota");
    refused(s, sp("huila"), "rally.opposition");
  });

  it("3.1 refuses a space once Resources are out", () => {
    let s = fixture({ deck: FARC_FIRST, resources: { farc: 1 } });
    s = play(s, c("op:rally"), sp("cali"), pl("farcU", "cali"));
    expect(s.resources.farc).toBe(0);
    refused(s, sp("huila"), "rally.noResources");
    expect(options(s)).toContain("d");
  });

  it("3.3.1 replaces 2 Guerrillas with a Base (any faces chosen by the Faction)", () => {
    let s = play(farc(), c("op:rally"), sp("huila"), c("base"));
    s = play(s, rm("farcA", "huila"), rm("farcU", "huila"));
    expect(pieces(s, "huila", "farcBase")).toBe(1);
    expect(pieces(s, "huila", "farcU") + pieces(s, "huila", "farcA")).toBe(0);
    expect(s.resources.farc).toBe(2);
  });

  it("1.4.2 refuses a Base beyond stacking", () => {
    let s = fixture({
      deck: FARC_FIRST,
      pieces: { huila: { farcU: 2, govtBase: 1, cartelsBase: 1 } },
      resources: { farc: 3 },
    });
    s = play(s, c("op:rally"), sp("huila"));
    expect(options(s)).not.toContain("c|base");
    refused(s, c("base"), "rally.baseStacking");
  });

  it("3.3.1 with a Base: place up to Bases + Pop Guerrillas", () => {
    // Nariño Pop 1, 1 FARC Base: up to 2
    let s = play(farc(), c("op:rally"), sp("narino"), pl("farcU", "narino"), pl("farcU", "narino"));
    expect(pieces(s, "narino", "farcU")).toBe(2);
    expect(options(s)).not.toContain("p|farcU|narino");
    expect(options(s)).toContain("s|cali"); // the space is finished
    s = play(s, done);
    expect(s.frames.some((f) => f.k === "op.rally")).toBe(false);
  });

  it("3.3.1 with a Base: gather Guerrillas from anywhere, then all there go Underground", () => {
    let s = play(farc(), c("op:rally"), sp("narino"));
    expect(options(s)).toContain("m|farcA|huila|narino");
    s = play(s, mv("farcA", "huila", "narino"), mv("farcU", "huila", "narino"));
    expect(options(s)).not.toContain("p|farcU|narino"); // gathering excludes placing
    s = play(s, done);
    expect(pieces(s, "narino", "farcU")).toBe(4);
    expect(pieces(s, "narino", "farcA")).toBe(0);
    expect(pieces(s, "huila", "farcU") + pieces(s, "huila", "farcA")).toBe(0);
  });

  it("3.3.1 gathering with no move still flips all Guerrillas there Underground", () => {
    const s = play(farc(), c("op:rally"), sp("narino"), c("regroup"), done);
    expect(pieces(s, "narino", "farcU")).toBe(2);
    expect(pieces(s, "narino", "farcA")).toBe(0);
  });

  it("1.4.1 with no Guerrilla Available, a player may take its own off the map to place them", () => {
    // all 30 FARC Guerrillas on the map
    let s = fixture({
      deck: FARC_FIRST,
      pieces: { huila: { farcA: 1 }, guaviare: { farcU: 29 } },
      resources: { farc: 2 },
    });
    s = play(s, c("op:rally"), sp("huila"));
    expect(options(s)).not.toContain("p|farcU|huila");
    expect(options(s)).toContain("r|farcA|huila");
    s = play(s, rm("farcA", "huila"), pl("farcU", "huila"));
    expect(pieces(s, "huila", "farcU")).toBe(1);
    expect(pieces(s, "huila", "farcA")).toBe(0);
  });

  it("1.4.1 with no Base Available, a player may free one of its Bases elsewhere to build here", () => {
    let s = fixture({
      deck: FARC_FIRST,
      pieces: {
        huila: { farcU: 2 },
        guaviare: { farcBase: 2 },
        vaupes: { farcBase: 2 },
        guainia: { farcBase: 2 },
        amazonas: { farcBase: 2 },
        vichada: { farcBase: 1 },
      },
      resources: { farc: 2 },
    });
    s = play(s, c("op:rally"), sp("huila"));
    expect(options(s)).not.toContain("c|base");
    refused(s, c("base"), "rally.noBaseAvailable");
    s = play(s, rm("farcBase", "vichada"), c("base"), rm("farcU", "huila"), rm("farcU", "huila"));
    expect(pieces(s, "huila", "farcBase")).toBe(1);
    expect(pieces(s, "vichada", "farcBase")).toBe(0);
  });

  it("1.4.1 Non-player Factions get no own-removal options", () => {
    let s = fixture({
      deck: FARC_FIRST,
      seats: { farc: "nonplayer" },
      pieces: { huila: { farcA: 1 }, guaviare: { farcU: 29 } },
      resources: { farc: 2 },
    });
    s = play(s, c("op:rally"), sp("huila"));
    expect(options(s).filter((o) => o.startsWith("r|"))).toEqual([]);
  });

  it("2.3.5 a LimOp Rally selects 1 space and offers no Special Activity", () => {
    let s = fixture({ deck: [1, 2], resources: { farc: 5, auc: 5 } });
    s = play(s, c("pass"), c("op:rally"), sp("cali"), pl("farcU", "cali"), done, done);
    // AUC is 2nd Eligible after FARC's Op: LimOp only
    expect(options(s)).toContain("c|limop:rally");
    expect(options(s)).not.toContain("c|op:rally");
    s = play(s, c("limop:rally"));
    expect(options(s).some((o) => o.startsWith("c|sa:"))).toBe(false);
    refused(s, c("sa:extort"), "insurgent.noSa");
    s = play(s, sp("huila"), pl("aucU", "huila"));
    expect(options(s).some((o) => o.startsWith("s|"))).toBe(false);
    refused(s, sp("meta-west"), "rally.spaceLimit");
  });

  it("6.4.5 a free Rally limited to 1 listed space costs nothing (Elite Backing style)", () => {
    let s = structuredClone(fixture({ deck: AUC_FIRST, resources: { auc: 0 } }));
    const ctx = { s, log: [] };
    startAction(ctx, "auc", "rally", { free: true, byEvent: true, maxSpaces: 1, only: [idx("huila")] });
    s = settle(ctx.s);
    expect(options(s)).toEqual(["s|huila"]);
    s = play(s, sp("huila"), pl("aucU", "huila"));
    expect(pieces(s, "huila", "aucU")).toBe(1);
    expect(s.resources.auc).toBe(0);
  });

  it("3.1 note: at 0 Resources the Cartels may still Rally when Process could fund it", () => {
    let s = fixture({
      deck: CARTELS_FIRST,
      pieces: { guaviare: { cartelsBase: 1, cartelsU: 1 } },
      resources: { cartels: 0 },
    });
    expect(options(s)).toContain("c|op:rally");
    s = play(s, c("op:rally"));
    expect(options(s)).toEqual(expect.arrayContaining(["c|sa:process", "d"]));
    s = play(s, c("sa:process"), rm("cartelsBase", "guaviare"));
    expect(s.resources.cartels).toBe(3);
    expect(options(s)).toContain("s|guaviare");
    refused(s, c("sa:bribe"), "insurgent.oneSa");
    s = play(s, sp("guaviare"));
    expect(s.resources.cartels).toBe(2);
  });

  it("3.1 at 0 Resources with nothing to fund the Rally, it is not offered", () => {
    const s = fixture({ deck: FARC_FIRST, resources: { farc: 0 } });
    expect(options(s)).not.toContain("c|op:rally");
  });
});

describe("3.3.1 Rally: audit fixes", () => {
  it("1.4.1 / 6.4.5 no own removal in the Elite Backing Rally (not by the Sequence of Play)", () => {
    // all 18 AUC Guerrillas on the map
    let s = round({
      presidente: 2,
      pieces: { antioquia: { aucA: 1 }, cesar: { aucU: 17 }, bogota: { police: 1 } },
      levels: { cesar: -1 },
      resources: { auc: 0 },
    });
    s = play(s, c("rally"));
    // 6.4.5 a Govt-Controlled space is refused with the Elite Backing reason, not an Event's
    refused(s, sp("bogota"), "rally.eliteBacking");
    s = play(s, sp("antioquia"));
    expect(options(s).filter((o) => o.startsWith("r|"))).toEqual([]);
    refused(s, rm("aucA", "antioquia"), "rally.removalOutsideSop");
  });
});

describe("3.3.1 / 4.5.3 Shipments travel with gathered Guerrillas", () => {
  it("4.5.3 a Guerrilla gathered into a Base space may bring a Shipment while others stay", () => {
    let s = fixture({
      deck: CARTELS_FIRST,
      pieces: { narino: { cartelsBase: 1 }, huila: { cartelsU: 2 } },
      shipments: [["huila", "cartels"]],
      resources: { cartels: 2 },
    });
    s = play(s, c("op:rally"), sp("narino"));
    expect(options(s)).toContain("c|carry:huila:narino:cartelsU:1");
    s = play(s, c("carry:huila:narino:cartelsU:1"));
    expect(pieces(s, "narino", "cartelsU")).toBe(1);
    expect(s.shipments[0].s).toBe(idx("narino"));
    expect(options(s)).not.toContain("p|cartelsU|narino"); // gathering, not placing
    s = play(s, done);
    expect(pieces(s, "huila", "cartelsU")).toBe(1);
  });
});
