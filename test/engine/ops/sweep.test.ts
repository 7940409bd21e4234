import { describe, expect, it } from "vitest";
import { c, done, fixture, fl, mv, options, pieces, play, refused, sp } from "../fixture";
import { limOpBoard } from "./coin-helpers";

describe("3.2.3 Sweep", () => {
  it("3.2.3 costs 3 per destination; adjacent Troops move in; each cube there Activates 1", () => {
    let s = fixture({
      pieces: { bogota: { troops: 2, police: 2 }, santander: { police: 1, farcU: 4 } },
      resources: { govt: 9 },
    });
    s = play(s, c("op:sweep"), sp("santander"));
    expect(s.resources.govt).toBe(6);
    s = play(s, mv("troops", "bogota", "santander"), mv("troops", "bogota", "santander"));
    refused(s, mv("police", "bogota", "santander"), "sweepTroopsOnly");
    s = play(s, done);
    // 2 Troops + 1 Police = 3 Activations (Mountain does not halve Sweep)
    expect(pieces(s, "santander", "farcA")).toBe(3);
    expect(pieces(s, "santander", "farcU")).toBe(1);
    expect(pieces(s, "bogota", "police")).toBe(2);
  });

  it("3.2.3 Troops may reach the destination through one Guerrilla-free LoC, not farther", () => {
    let s = fixture({
      pieces: { cucuta: { troops: 2 }, bogota: { troops: 1 }, cesar: { aucU: 1 } },
      resources: { govt: 9 },
    });
    s = play(s, c("op:sweep"), sp("cesar"));
    // Cúcuta → Ayacucho-Cúcuta LoC → Cesar
    expect(options(s)).toContain("m|troops|cucuta|cesar");
    refused(s, mv("troops", "bogota", "cesar"), "sweepTooFar");
    s = play(s, mv("troops", "cucuta", "cesar"), done);
    expect(pieces(s, "cesar", "troops")).toBe(1);
    expect(pieces(s, "cesar", "aucA")).toBe(1);
  });

  it("3.2.3 Troops on an adjacent LoC move straight in, even past Guerrillas on it", () => {
    let s = fixture({
      pieces: { "bogota-neiva": { troops: 2, farcU: 1 }, huila: { farcU: 1 } },
      resources: { govt: 9 },
    });
    s = play(s, c("op:sweep"), sp("huila"), mv("troops", "bogota-neiva", "huila"), done);
    expect(pieces(s, "huila", "troops")).toBe(1);
    expect(pieces(s, "huila", "farcA")).toBe(1);
    // Sweep Activates only in its selected spaces
    expect(pieces(s, "bogota-neiva", "farcU")).toBe(1);
  });

  it("3.2.3 the LoC step is closed when the LoC holds Guerrillas", () => {
    const s = play(
      fixture({
        pieces: { cucuta: { troops: 2 }, "ayacucho-cucuta": { farcU: 1 } },
        resources: { govt: 9 },
      }),
      c("op:sweep"),
      sp("cesar"),
    );
    refused(s, mv("troops", "cucuta", "cesar"), "sweepTooFar");
  });

  it("3.2.3 moving Troops must end in a selected space, each moves once", () => {
    let s = fixture({ pieces: { bogota: { troops: 2 } }, resources: { govt: 9 } });
    s = play(s, c("op:sweep"), sp("santander"));
    refused(s, mv("troops", "bogota", "huila"), "sweepNotSelected");
    s = play(s, mv("troops", "bogota", "santander"), sp("huila"));
    refused(s, mv("troops", "santander", "huila"), "alreadyMoved");
    s = play(s, mv("troops", "bogota", "huila"), done);
    expect(pieces(s, "santander", "troops")).toBe(1);
    expect(pieces(s, "huila", "troops")).toBe(1);
    expect(s.resources.govt).toBe(3);
  });

  it("3.2.3 in Forest only 1 Activation per 2 cubes (odd rounds down)", () => {
    const s = play(
      fixture({ pieces: { choco: { troops: 2, police: 1, farcU: 3 } }, resources: { govt: 9 } }),
      c("op:sweep"),
      sp("choco"),
      done,
    );
    expect(pieces(s, "choco", "farcA")).toBe(1);
    expect(pieces(s, "choco", "farcU")).toBe(2);
  });

  it("3.2.3 / 1.4.1 the Government chooses whose Guerrillas to Activate, to the full extent", () => {
    let s = fixture({
      pieces: { huila: { troops: 2, farcU: 2, cartelsU: 1 } },
      resources: { govt: 9 },
    });
    s = play(s, c("op:sweep"), sp("huila"), done);
    expect(options(s)).toEqual(["f|farcU|huila", "f|cartelsU|huila"]);
    s = play(s, fl("cartelsU", "huila"));
    // one Activation left; the targeted Cartels are exhausted: FARC may be ignored (3.1)
    expect(options(s)).toEqual(["f|farcU|huila", "d"]);
    const ignored = play(s, done);
    expect(pieces(ignored, "huila", "farcU")).toBe(2);
    s = play(s, fl("farcU", "huila"));
    expect(pieces(s, "huila", "cartelsA")).toBe(1);
    expect(pieces(s, "huila", "farcA")).toBe(1);
    expect(pieces(s, "huila", "farcU")).toBe(1);
  });

  it("3.1 / 1.4.1 (ruling) a targeted Faction is Activated to the full extent; others may be ignored", () => {
    let s = fixture({
      pieces: { huila: { troops: 3, farcU: 2, aucU: 2 } },
      resources: { govt: 9 },
    });
    s = play(s, c("op:sweep"), sp("huila"), done);
    // enough cubes for everyone, but the Government still picks its targets
    expect(options(s)).toEqual(["f|farcU|huila", "f|aucU|huila"]);
    s = play(s, fl("farcU", "huila"));
    // FARC targeted and still hiding: no stopping yet
    expect(options(s)).toEqual(["f|farcU|huila", "f|aucU|huila"]);
    s = play(s, fl("farcU", "huila"));
    expect(options(s)).toEqual(["f|aucU|huila", "d"]);
    s = play(s, done);
    expect(pieces(s, "huila", "farcA")).toBe(2);
    expect(pieces(s, "huila", "aucU")).toBe(2);
  });

  it("3.2.3 a single Faction hiding is Activated without asking (it is the only possible target)", () => {
    let s = fixture({ pieces: { huila: { troops: 3, aucU: 2 } }, resources: { govt: 9 } });
    s = play(s, c("op:sweep"), sp("huila"), done);
    expect(pieces(s, "huila", "aucA")).toBe(2);
  });

  it("3.2.3 / 6.4.4 no FARC Zone destination; LoCs are not destinations", () => {
    const s = play(
      fixture({ pieces: { bogota: { troops: 2 } }, zones: ["meta-west"], resources: { govt: 9 } }),
      c("op:sweep"),
    );
    refused(s, sp("meta-west"), "farcZone");
    refused(s, sp("bogota-neiva"), "sweepCityDept");
  });

  it("2.3.5 LimOp Sweep: a single destination", () => {
    let s = limOpBoard({ pieces: { bogota: { troops: 2 } }, resources: { govt: 9 } });
    s = play(s, c("limop:sweep"), sp("santander"));
    refused(s, sp("huila"), "limOpOneSpace");
    expect(options(s)).toEqual(["m|troops|bogota|santander", "d"]);
  });

  it("2.3.9 no Sweep for a player on the final Event card", () => {
    const s = fixture({
      deck: [1, 73, 2],
      propagandaPlayed: 3,
      pieces: { bogota: { troops: 2 }, "bogota-neiva": { farcA: 1 } },
      resources: { govt: 9 },
    });
    expect(options(s)).not.toContain("c|limop:sweep");
    expect(options(s)).not.toContain("c|op:sweep");
    expect(options(s)).toContain("c|limop:patrol");
  });
});
