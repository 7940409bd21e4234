import { describe, expect, it } from "vitest";
import { getDecision } from "../../../src/engine/flow/runtime";
import { c, done, fixture, options, pieces, play, refused, rm, sp } from "../fixture";

const AUC_FIRST = [37, 38, 39, 40, 41, 42];

describe("4.4.2 Assassinate", () => {
  const board = () =>
    fixture({
      deck: AUC_FIRST,
      pieces: {
        huila: { aucU: 2, farcU: 1, farcA: 1, farcBase: 1 },
        cali: { aucU: 1, police: 1, troops: 2 },
        santander: { aucU: 1, govtBase: 1, troops: 3 },
        guaviare: { aucU: 1, cartelsU: 1 },
        narino: { aucU: 1, farcU: 1 },
      },
      shipments: [["guaviare", "cartels"]],
      resources: { auc: 10 },
      aid: 20,
    });

  it("4.4.2 removes any 1 enemy piece, even a Base with others present", () => {
    let s = play(board(), c("op:terror"), sp("huila"), c("sa:assassinate"), sp("huila"));
    expect(options(s).sort()).toEqual(["r|farcA|huila", "r|farcBase|huila", "r|farcU|huila"]);
    s = play(s, rm("farcBase", "huila"));
    expect(pieces(s, "huila", "farcBase")).toBe(0);
    expect(pieces(s, "huila", "farcU") + pieces(s, "huila", "farcA")).toBe(2);
  });

  it("4.4.2 needs a Terror space where AUC Guerrillas outnumber Police", () => {
    const s = play(board(), c("op:terror"), sp("cali"), sp("huila"), c("sa:assassinate"));
    refused(s, sp("cali"), "assassinate.needsGuerrillas");
    refused(s, sp("santander"), "assassinate.notTerrorSpace");
    expect(options(s)).toEqual(["s|huila", "d"]);
  });

  it("4.4.2 Commandeer: a freed Shipment passes to AUC", () => {
    let s = play(board(), c("op:terror"), sp("guaviare"), c("sa:assassinate"), sp("guaviare"));
    s = play(s, rm("cartelsU", "guaviare"));
    expect(s.shipments.map((x) => x.f)).toEqual(["auc"]);
  });

  it("4.4.2 up to 3 spaces, then back to the Terror", () => {
    let s = play(
      board(),
      c("op:terror"),
      sp("huila"),
      sp("santander"),
      sp("guaviare"),
      sp("narino"),
      c("sa:assassinate"),
    );
    s = play(s, sp("santander"), rm("govtBase", "santander"), sp("narino"), rm("farcU", "narino"));
    s = play(s, sp("huila"), rm("farcA", "huila"));
    expect(getDecision(s).prompt.key).toBe("prompt.terror.select");
    expect(pieces(s, "santander", "govtBase")).toBe(0);
    expect(pieces(s, "santander", "troops")).toBe(3);
    expect(pieces(s, "narino", "farcU")).toBe(0);
    s = play(s, done);
    expect(s.aid).toBe(15); // 3.3.4 Aid Cut for 4 spaces
  });

  it("4.4.2 only with a Terror Operation", () => {
    let s = play(board(), c("op:attack"), sp("huila"));
    expect(options(s)).not.toContain("c|sa:assassinate");
    s = play(board(), c("op:terror"));
    expect(options(s)).not.toContain("c|sa:assassinate");
  });
});
