import { describe, expect, it } from "vitest";
import { startAmbushes } from "../../../src/engine/activities/ambush";
import type { Ctx } from "../../../src/engine/core/mutate";
import { settle } from "../../../src/engine/flow/runtime";
import { c, done, fixture, idx, options, pieces, play, refused, rm, sp, step } from "../fixture";
import { rollsIn, withRolls } from "../ops/dice";

const FARC_FIRST = [25, 26, 27, 28, 29, 30];
const AUC_FIRST = [37, 38, 39, 40, 41, 42];

describe("4.3.2 Ambush", () => {
  const board = () =>
    fixture({
      deck: FARC_FIRST,
      pieces: {
        huila: { farcU: 2, troops: 2, police: 1 },
        cesar: { farcA: 2, police: 1 },
      },
      resources: { farc: 3 },
    });

  it("4.3.2 replaces the roll: 1 Guerrilla Activated, 2 pieces removed, 1 Guerrilla placed", () => {
    let s = play(board(), c("op:attack"), sp("huila"));
    expect(options(s)).toContain("c|sa:ambush");
    const r = step(s, c("sa:ambush"));
    expect(rollsIn(r.log)).toEqual([]);
    s = play(r.state, rm("troops", "huila"), rm("police", "huila"));
    expect(pieces(s, "huila", "troops")).toBe(1);
    expect(pieces(s, "huila", "police")).toBe(0);
    expect(pieces(s, "huila", "farcA")).toBe(1);
    expect(pieces(s, "huila", "farcU")).toBe(2); // 1 stayed Underground + 1 captured
    // the Attack goes on with its next space; Ambush is spent
    expect(options(s)).toContain("s|cesar");
    expect(options(s)).not.toContain("c|sa:ambush");
    expect(s.resources.farc).toBe(2);
  });

  it("4.3.2 needs an Underground Guerrilla in the space selected for Attack", () => {
    const s = withRolls(play(board(), c("op:attack")), 6);
    // no roll prompt when Ambush is impossible: Cesar resolves at once
    const t = play(s, sp("cesar"));
    expect(pieces(t, "cesar", "farcA")).toBe(2);
    refused(t, c("sa:ambush"), "ambush.notNow");
    // in Cesar before resolving (an Underground Guerrilla elsewhere does not help)
    const u = play(board(), c("op:attack"));
    refused(u, c("sa:ambush"), "ambush.notNow");
  });

  it("4.3.2 a space already resolved cannot be Ambushed afterwards", () => {
    let s = withRolls(play(board(), c("op:attack"), sp("huila")), 6);
    s = play(s, c("roll"));
    expect(options(s)).not.toContain("c|sa:ambush");
    s = play(s, done);
    // after the Attack, the action offers no Ambush either
    expect(options(s)).not.toContain("c|sa:ambush");
  });

  it("2.3.5 a Limited Operation Attack allows no Ambush", () => {
    let s = fixture({
      deck: FARC_FIRST,
      pieces: { guainia: { farcU: 1 }, huila: { aucU: 2, troops: 1 } },
      resources: { farc: 3, auc: 3 },
    });
    s = play(s, c("op:terror"), sp("guainia"), done);
    s = withRolls(play(s, c("limop:attack")), 6);
    const r = step(s, sp("huila"));
    expect(rollsIn(r.log)).toEqual([6]); // resolved at once: no Ambush prompt
    expect(pieces(r.state, "huila", "aucA")).toBe(2);
  });

  it("4.4.1 AUC Ambushes the same way", () => {
    let s = fixture({
      deck: AUC_FIRST,
      pieces: { antioquia: { aucU: 1, farcU: 1, farcBase: 1 } },
      resources: { auc: 1 },
    });
    s = play(
      s,
      c("op:attack"),
      sp("antioquia"),
      c("sa:ambush"),
      rm("farcU", "antioquia"),
      rm("farcBase", "antioquia"),
    );
    expect(pieces(s, "antioquia", "farcBase")).toBe(0);
    expect(pieces(s, "antioquia", "aucA")).toBe(1);
    expect(pieces(s, "antioquia", "aucU")).toBe(1);
  });

  it("5.5 card 29 shaded: 2 free Ambushes with any Guerrillas, none Activated", () => {
    const s0 = fixture({
      deck: FARC_FIRST,
      pieces: { huila: { farcA: 1, troops: 2, police: 2 } },
    });
    const ctx: Ctx = { s: structuredClone(s0), log: [] };
    startAmbushes(ctx, "farc", idx("huila"), 2, { anyGuerrilla: true, noActivate: true });
    let s = settle(ctx.s);
    expect(options(s)).toContain("r|troops|huila");
    s = play(s, rm("troops", "huila"), rm("troops", "huila"));
    expect(pieces(s, "huila", "farcU")).toBe(1); // first Captured Goods
    s = play(s, rm("police", "huila"), rm("police", "huila"));
    expect(pieces(s, "huila", "farcU")).toBe(2);
    expect(pieces(s, "huila", "farcA")).toBe(1);
    expect(pieces(s, "huila", "troops") + pieces(s, "huila", "police")).toBe(0);
    // the Ambushes are over: back to the card
    expect(options(s)).toContain("c|pass");
  });

  it("4.3.2 an Event Ambush without anyGuerrilla needs an Underground Guerrilla", () => {
    const s0 = fixture({ deck: FARC_FIRST, pieces: { huila: { farcA: 1, troops: 2 } } });
    const ctx: Ctx = { s: structuredClone(s0), log: [] };
    startAmbushes(ctx, "farc", idx("huila"), 1);
    const s = settle(ctx.s);
    expect(pieces(s, "huila", "troops")).toBe(2);
    expect(options(s)).toContain("c|pass");
  });
});

describe("4.3.2 / 1.4.1 Ambush Captured Goods with no Guerrilla Available", () => {
  it("1.4.1 (audit) AUC may take an own Guerrilla off the map for the Ambush's placement", () => {
    let s = fixture({
      deck: AUC_FIRST,
      pieces: { huila: { aucU: 2, troops: 1 }, guainia: { aucA: 16 } },
      resources: { auc: 5 },
    });
    s = play(s, c("op:attack"), sp("huila"), c("sa:ambush"), rm("troops", "huila"));
    expect(options(s)).toContain("r|aucA|guainia");
    expect(options(s)).toContain("d");
    s = play(s, rm("aucA", "guainia"));
    expect(pieces(s, "guainia", "aucA")).toBe(15);
    expect(pieces(s, "huila", "aucU")).toBe(2);
    expect(pieces(s, "huila", "aucA")).toBe(1);
  });
});
