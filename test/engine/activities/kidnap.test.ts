import { describe, expect, it } from "vitest";
import { getDecision } from "../../../src/engine/flow/runtime";
import { c, done, fixture, idx, options, pieces, pl, play, refused, sp, step } from "../fixture";
import { rollsIn, withRolls } from "../ops/dice";

const FARC_FIRST = [25, 26, 27, 28, 29, 30];

describe("4.3.3 Kidnap", () => {
  const board = () =>
    fixture({
      deck: FARC_FIRST,
      pieces: {
        cali: { farcU: 2, police: 1 },
        medellin: { farcU: 1, police: 1 },
        "bogota-neiva": { farcU: 1 },
        "cali-pasto": { farcU: 1 },
        "neiva-pasto": { farcU: 1 },
        guaviare: { farcU: 2, cartelsU: 1, cartelsBase: 1 },
        huila: { farcU: 2 },
        bogota: { farcU: 2, cartelsBase: 1 },
      },
      resources: { farc: 10, govt: 3, cartels: 20 },
    });

  it("4.3.3 is offered with the Terror (spaces selected or to be selected); takes the roll from the Govt, capped by its Resources", () => {
    let s = play(board(), c("op:terror"));
    expect(options(s)).toContain("c|sa:kidnap");
    s = play(s, sp("cali"));
    expect(options(s)).toContain("c|sa:kidnap");
    s = withRolls(play(s, c("sa:kidnap")), 5);
    const r = step(s, sp("cali"));
    expect(rollsIn(r.log)).toEqual([5]);
    expect(r.state.resources.govt).toBe(0);
    expect(r.state.resources.farc).toBe(9 + 3);
  });

  it("4.3.3 targets the Cartels where they have a Base", () => {
    let s = play(board(), c("op:terror"), sp("guaviare"), c("sa:kidnap"));
    s = withRolls(s, 4);
    s = play(s, sp("guaviare"));
    expect(s.resources.cartels).toBe(16);
    expect(s.resources.farc).toBe(9 + 4);
  });

  it("4.3.3 in a City with a Cartels Base FARC chooses the target", () => {
    let s = play(board(), c("op:terror"), sp("bogota"), c("sa:kidnap"), sp("bogota"));
    expect(options(s).sort()).toEqual(["c|target:cartels", "c|target:govt"]);
    s = play(withRolls(s, 2), c("target:cartels"));
    expect(s.resources.cartels).toBe(18);
    expect(s.resources.govt).toBe(3);
  });

  it("4.3.3 refuses spaces not selected for Terror, of the wrong kind, or without more Guerrillas than Police", () => {
    const s = play(board(), c("op:terror"), sp("medellin"), sp("huila"), sp("cali"), c("sa:kidnap"));
    refused(s, sp("huila"), "kidnap.wrongSpace");
    refused(s, sp("medellin"), "kidnap.needsGuerrillas");
    // Guaviare is not selected yet but may still be: a space to be selected for Terror qualifies
    expect(options(s)).toContain("s|cali");
    expect(options(s)).toContain("s|guaviare");
    // a space where Terror could not be made (no Underground FARC) neither
    const act = play(
      fixture({
        deck: FARC_FIRST,
        pieces: { cali: { farcU: 1 }, pasto: { farcA: 2 } },
        resources: { farc: 5, govt: 5 },
      }),
      c("op:terror"),
      c("sa:kidnap"),
    );
    refused(act, sp("pasto"), "kidnap.notTerrorSpace");
  });

  it("4.3.3 at most 3 spaces", () => {
    let s = play(
      board(),
      c("op:terror"),
      sp("bogota-neiva"),
      sp("cali-pasto"),
      sp("neiva-pasto"),
      sp("cali"),
      c("sa:kidnap"),
    );
    s = withRolls(s, 1, 1, 1);
    s = play(s, sp("bogota-neiva"), sp("cali-pasto"), sp("neiva-pasto"));
    // the Kidnap ended by itself: back to the Terror
    expect(getDecision(s).prompt.key).toBe("prompt.terror.select");
    expect(s.resources.govt).toBe(0);
    expect(s.resources.farc).toBe(9 + 3);
  });

  it("4.3.3 a roll of 6 lets AUC place 1 Available piece there (its choice, within stacking)", () => {
    let s = play(board(), c("op:terror"), sp("guaviare"), c("sa:kidnap"));
    s = play(withRolls(s, 6), sp("guaviare"));
    expect(options(s).sort()).toEqual(["p|aucBase|guaviare", "p|aucU|guaviare"]);
    s = play(s, pl("aucBase", "guaviare"));
    expect(pieces(s, "guaviare", "aucBase")).toBe(1);
    expect(s.resources.cartels).toBe(14);
    // on a LoC no Base fits: the Guerrilla is placed without asking
    let t = play(board(), c("op:terror"), sp("bogota-neiva"), c("sa:kidnap"));
    t = play(withRolls(t, 6), sp("bogota-neiva"));
    expect(pieces(t, "bogota-neiva", "aucU")).toBe(1);
    expect(t.resources.govt).toBe(0);
  });

  it("4.3.3 Drug Ransom: a Cartels Shipment there goes to FARC instead of a roll", () => {
    let s = fixture({
      deck: FARC_FIRST,
      pieces: { guaviare: { farcU: 2, cartelsU: 1, cartelsBase: 1 } },
      shipments: [["guaviare", "cartels"]],
      resources: { farc: 1, cartels: 20 },
    });
    s = play(s, c("op:terror"), sp("guaviare"), c("sa:kidnap"));
    const r = step(s, sp("guaviare"));
    expect(rollsIn(r.log)).toEqual([]);
    expect(r.state.shipments.map((x) => x.f)).toEqual(["farc"]);
    expect(r.state.resources.cartels).toBe(20);
    play(r.state, done);
  });

  it("4.1 Kidnap may follow the Terror, in the spaces it selected", () => {
    let s = play(board(), c("op:terror"), sp("cali"), done);
    expect(options(s)).toContain("c|sa:kidnap");
    s = play(withRolls(s, 2), c("sa:kidnap"), sp("cali"));
    expect(s.resources.govt).toBe(1);
    expect(s.resources.farc).toBe(9 + 2);
  });

  it("3.1, 4.3.3 with 0 Resources FARC may Kidnap first in a City it will Terror, and pay the Terror from it", () => {
    const b = fixture({
      deck: FARC_FIRST,
      pieces: { cali: { farcU: 2, police: 1 } },
      resources: { farc: 0, govt: 8 },
    });
    expect(options(b)).toContain("c|op:terror");
    let s = play(b, c("op:terror"));
    expect(options(s)).not.toContain("s|cali"); // cannot pay the Terror yet
    s = withRolls(play(s, c("sa:kidnap")), 4);
    s = play(s, sp("cali"));
    // the Kidnap took 4, then Cali was selected for Terror and paid 1
    expect(s.resources.govt).toBe(4);
    expect(s.resources.farc).toBe(3);
    expect(s.spaces[idx("cali")].terror).toBe(1);
    expect(pieces(s, "cali", "farcA")).toBe(1);
    const a = s.frames.find((f) => f.k === "action") as { opSpaces: number[] } | undefined;
    expect(a?.opSpaces).toEqual([idx("cali")]);
  });

  it("3.1, 4.3.3 no such Kidnap where it could bring nothing to pay with (Govt at 0 Resources)", () => {
    // no FARC Control in Cali (no Extort either): only a Kidnap could fund the Terror
    const board = { cali: { farcU: 2, troops: 1, cartelsU: 1 } };
    const b = fixture({ deck: FARC_FIRST, pieces: board, resources: { farc: 0, govt: 0 } });
    expect(options(b)).not.toContain("c|op:terror");
    const funded = fixture({ deck: FARC_FIRST, pieces: board, resources: { farc: 0, govt: 1 } });
    expect(options(funded)).toContain("c|op:terror");
  });
});
