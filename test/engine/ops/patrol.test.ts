import { describe, expect, it } from "vitest";
import { gameSeed, playRandomGame, randomSetup } from "../../../src/cli/common";
import { netReach, patrolReach, roadNet } from "../../../src/engine/ops/patrol";
import { replay } from "../../../src/engine/replay";
import { c, done, fixture, fl, mv, options, pieces, play, refused, rm, sp } from "../fixture";
import { limOpBoard } from "./coin-helpers";

describe("3.2.2 Patrol", () => {
  const board = () =>
    fixture({
      pieces: { bogota: { troops: 3, police: 2 }, huila: { police: 1 } },
      resources: { govt: 9 },
    });

  it("3.2.2 costs 3 Resources in all and moves a cube along a chain of LoCs and Cities", () => {
    let s = play(board(), c("op:patrol"));
    expect(s.resources.govt).toBe(6);
    // Bogotá → Bogotá-Neiva → Neiva → Neiva-Pasto → Pasto in one drag
    s = play(s, mv("troops", "bogota", "pasto"), mv("police", "bogota", "bogota-neiva"));
    s = play(s, mv("police", "huila", "cali"));
    expect(pieces(s, "pasto", "troops")).toBe(1);
    expect(pieces(s, "bogota-neiva", "police")).toBe(1);
    expect(pieces(s, "cali", "police")).toBe(1);
    expect(s.resources.govt).toBe(6);
    s = play(s, done);
    expect(s.resources.govt).toBe(6);
  });

  it("3.2.2 a cube stops in the first space with Guerrillas: it may not pass through", () => {
    let s = fixture({
      // Bogotá's other roads are blocked too, so Pasto lies only beyond Neiva
      pieces: { bogota: { troops: 2 }, neiva: { aucU: 1 }, "bogota-bucaramanga-ibague": { cartelsU: 1 } },
      resources: { govt: 9 },
    });
    s = play(s, c("op:patrol"));
    refused(s, mv("troops", "bogota", "pasto"), "patrolStopsAtGuerrillas");
    expect(options(s)).toContain("m|troops|bogota|neiva");
    s = play(s, mv("troops", "bogota", "neiva"));
    expect(pieces(s, "neiva", "troops")).toBe(1);
  });

  it("3.2.2 each cube moves only once", () => {
    let s = play(board(), c("op:patrol"), mv("troops", "bogota", "neiva"));
    refused(s, mv("troops", "neiva", "bogota-neiva"), "alreadyMoved");
    // the cubes that stayed in Bogotá may still move
    s = play(s, mv("troops", "bogota", "bogota-neiva"));
    expect(pieces(s, "bogota-neiva", "troops")).toBe(1);
  });

  it("3.2.2 / 6.4.4 no Government piece enters a FARC Zone, nor a Department", () => {
    const s = play(
      fixture({ pieces: { bogota: { troops: 1 } }, zones: ["meta-west"], resources: { govt: 9 } }),
      c("op:patrol"),
    );
    refused(s, mv("troops", "bogota", "meta-west"), "farcZone");
    refused(s, mv("troops", "bogota", "huila"), "patrolRoadsOnly");
  });

  it("3.2.2 Activates 1 Guerrilla per cube on every LoC, moved there or not", () => {
    let s = fixture({
      pieces: {
        bogota: { police: 1 },
        "bogota-neiva": { farcU: 3 },
        "cali-pasto": { troops: 1, cartelsU: 2 },
        neiva: { farcU: 2 }, // a City: Patrol Activates only on LoCs
      },
      resources: { govt: 9 },
    });
    s = play(s, c("op:patrol"), mv("police", "bogota", "bogota-neiva"), done);
    expect(pieces(s, "bogota-neiva", "farcA")).toBe(1);
    expect(pieces(s, "bogota-neiva", "farcU")).toBe(2);
    expect(pieces(s, "cali-pasto", "cartelsA")).toBe(1);
    expect(pieces(s, "neiva", "farcU")).toBe(2);
  });

  it("3.2.2 / 1.4.1 the Government chooses whose Guerrilla to Activate when there is a choice", () => {
    let s = fixture({
      pieces: { "bogota-neiva": { troops: 1, farcU: 1, aucU: 1 } },
      resources: { govt: 9 },
    });
    s = play(s, c("op:patrol"), done);
    expect(options(s)).toEqual(["f|farcU|bogota-neiva", "f|aucU|bogota-neiva"]);
    s = play(s, fl("aucU", "bogota-neiva"));
    expect(pieces(s, "bogota-neiva", "aucA")).toBe(1);
    expect(pieces(s, "bogota-neiva", "farcU")).toBe(1);
  });

  it("3.2.2 / card 12 shaded (Momentum): Patrol Activates nobody", () => {
    let s = fixture({
      pieces: { "bogota-neiva": { troops: 2, farcU: 2 } },
      resources: { govt: 9 },
      momentum: [12],
    });
    s = play(s, c("op:patrol"), done);
    expect(pieces(s, "bogota-neiva", "farcU")).toBe(2);
    expect(pieces(s, "bogota-neiva", "farcA")).toBe(0);
  });

  it("3.2.2 then a free Assault in 1 LoC", () => {
    let s = fixture({
      pieces: {
        bogota: { troops: 2 },
        "bogota-neiva": { farcU: 1, aucA: 1 },
        "cali-pasto": { police: 1, farcA: 1 },
      },
      resources: { govt: 9 },
    });
    s = play(
      s,
      c("op:patrol"),
      mv("troops", "bogota", "bogota-neiva"),
      mv("troops", "bogota", "bogota-neiva"),
      done,
    );
    // 2 cubes Activated the FARC Guerrilla (the AUC one was Active already)
    expect(pieces(s, "bogota-neiva", "farcA")).toBe(1);
    expect(options(s)).toContain("s|bogota-neiva");
    expect(options(s)).toContain("s|cali-pasto");
    refused(s, sp("bogota"), "patrolAssaultLoc");
    s = play(s, sp("bogota-neiva"));
    // 2 Troops, 2 exposed Factions: the Government picks the order; AUC targeted and gone,
    // it may ignore FARC (3.1) or remove it too
    expect(options(s)).toEqual(["r|farcA|bogota-neiva", "r|aucA|bogota-neiva"]);
    s = play(s, rm("aucA", "bogota-neiva"));
    expect(options(s)).toEqual(["r|farcA|bogota-neiva", "d"]);
    s = play(s, rm("farcA", "bogota-neiva"));
    expect(pieces(s, "bogota-neiva", "farcA") + pieces(s, "bogota-neiva", "aucA")).toBe(0);
    // only one LoC: the Patrol is over, no further Assault and no extra cost
    expect(pieces(s, "cali-pasto", "farcA")).toBe(1);
    expect(s.resources.govt).toBe(6);
  });

  it("2.3.5 LimOp Patrol: all moving cubes end in one space; its Assault only there", () => {
    let s = limOpBoard({
      pieces: {
        bogota: { troops: 3 },
        cali: { police: 1 },
        "bogota-neiva": { aucA: 1 },
        "cali-pasto": { troops: 1, farcA: 1 },
      },
      resources: { govt: 9 },
    });
    expect(options(s)).toContain("c|limop:patrol");
    s = play(s, c("limop:patrol"), mv("troops", "bogota", "bogota-neiva"));
    refused(s, mv("police", "cali", "cali-pasto"), "limOpOneDestination");
    s = play(s, mv("troops", "bogota", "bogota-neiva"), done);
    expect(options(s)).toEqual(["s|bogota-neiva", "d"]);
    refused(s, sp("cali-pasto"), "limOpOneDestination");
    s = play(s, sp("bogota-neiva"));
    expect(pieces(s, "bogota-neiva", "aucA")).toBe(0);
    expect(pieces(s, "cali-pasto", "farcA")).toBe(1);
  });

  it("3.2.2 (ruling) a cube may leave a space with Guerrillas, and start in a Department", () => {
    let s = fixture({
      pieces: { neiva: { police: 1, farcU: 2 }, huila: { troops: 1 } },
      resources: { govt: 9 },
    });
    s = play(s, c("op:patrol"), mv("police", "neiva", "bogota"), mv("troops", "huila", "ibague"), done);
    expect(pieces(s, "bogota", "police")).toBe(1);
    expect(pieces(s, "ibague", "troops")).toBe(1);
  });

  it("2.3.5 (ruling) a LimOp Patrol that moved nothing may Assault in any one LoC", () => {
    let s = limOpBoard({
      pieces: { "cali-pasto": { troops: 1, farcA: 1 }, "bogota-neiva": { police: 1, aucA: 1 } },
      resources: { govt: 9 },
    });
    s = play(s, c("limop:patrol"), done);
    expect(options(s)).toEqual(["s|cali-pasto", "s|bogota-neiva", "d"]);
    s = play(s, sp("bogota-neiva"));
    expect(pieces(s, "bogota-neiva", "aucA")).toBe(0);
    expect(pieces(s, "cali-pasto", "farcA")).toBe(1);
  });

  it("3.2.2 needs 3 Resources unless free", () => {
    const s = fixture({ pieces: { bogota: { troops: 2 } }, resources: { govt: 2 } });
    expect(options(s)).not.toContain("c|op:patrol");
  });

  it("3.2.2 the road network computed once per Decision reaches exactly what a step-by-step search reaches", () => {
    let compared = 0;
    for (let g = 0; g < 3; g++) {
      const run = playRandomGame(randomSetup(gameSeed(5, g)), { checkInvariants: false, maxCommands: 400 });
      replay(run.setup, run.commands, ({ state, index }) => {
        if (index % 7) return;
        const net = roadNet(state);
        for (let i = 0; i < state.spaces.length; i++) {
          const want = patrolReach(state, i).sort((a, b) => a - b);
          expect(netReach(net, i).sort((a, b) => a - b)).toEqual(want);
          compared++;
        }
      });
    }
    expect(compared).toBeGreaterThan(1000);
  });
});
