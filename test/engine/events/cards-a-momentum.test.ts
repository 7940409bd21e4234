// Batch a Momentum (5.4) and one-off sides: cards 17 Madrid Donors and 27 Misil Antiaéreo.
import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import {
  c,
  done,
  type FixtureSpec,
  fixture,
  idx,
  mv,
  options,
  pieces,
  play,
  refused,
  rm,
  sp,
} from "../fixture";

describe("card 17 Madrid Donors", () => {
  it("card 17 (1.7) unshaded: Govt Resources + the lesser of Aid and 20, then Aid +6, within the caps", () => {
    let s = play(fixture({ deck: [17, 2], aid: 25, resources: { govt: 10 } }), c("event:unshaded"));
    expect(s.resources.govt).toBe(30); // 20, not 25
    expect(s.aid).toBe(29); // 31 capped (1.7)
    s = play(fixture({ deck: [17, 2], aid: 7, resources: { govt: 95 } }), c("event:unshaded"));
    expect(s.resources.govt).toBe(99);
    expect(s.aid).toBe(13); // Aid added after the Resources: 7 + 6
  });

  it("card 17 (8.1) unshaded is ineffective only with Aid at 29 and nothing it could add", () => {
    const ev = eventDef(17)!.unshaded!;
    expect(ev.effective(fixture({ aid: 29, resources: { govt: 99 } }), "govt")).toBe(false);
    expect(ev.effective(fixture({ aid: 29, resources: { govt: 98 } }), "govt")).toBe(true);
    expect(ev.effective(fixture({ aid: 0, resources: { govt: 99 } }), "govt")).toBe(true);
  });

  const board = (more: FixtureSpec = {}) =>
    fixture({
      pieces: {
        bogota: { troops: 3, farcA: 1, farcU: 1 },
        santander: { troops: 3, farcA: 1, farcU: 1 },
      },
      resources: { govt: 20 },
      momentum: [17],
      ...more,
    });

  it("card 17 (5.4) shaded is Momentum: recorded until the Reset", () => {
    const s = play(fixture({ deck: [17, 2] }), c("event:shaded"));
    expect(s.momentum).toContain(17);
    expect(eventDef(17)!.shaded!.effective(s, "farc")).toBe(false);
    expect(eventDef(17)!.shaded!.effective(fixture(), "farc")).toBe(true);
  });

  it("card 17 (5.4, 3.2.3) shaded: no Sweep in Departments, Cities still allowed", () => {
    let s = play(board(), c("op:sweep"));
    expect(options(s)).toContain("s|bogota");
    expect(options(s)).not.toContain("s|santander");
    refused(s, sp("santander"), "noSweepAssaultInDepts");
    s = play(s, sp("bogota"), done);
    expect(pieces(s, "bogota", "farcA")).toBe(2);
    const plain = play(board({ momentum: [] }), c("op:sweep"));
    expect(options(plain)).toContain("s|santander");
  });

  it("card 17 (5.4, 3.2.4) shaded: no Assault in Departments, Cities and LoCs still allowed", () => {
    const s = play(board(), c("op:assault"));
    expect(options(s)).toContain("s|bogota");
    expect(options(s)).not.toContain("s|santander");
    refused(s, sp("santander"), "noSweepAssaultInDepts");
    const plain = play(board({ momentum: [] }), c("op:assault"));
    expect(options(plain)).toContain("s|santander");
    // a LoC stays open
    const loc = play(board({ pieces: { "bogota-neiva": { troops: 1, farcA: 1 } } }), c("op:assault"));
    expect(options(loc)).toContain("s|bogota-neiva");
    // with only Departments to Assault, the Assault is not offered at all
    const deptOnly = fixture({
      pieces: { santander: { troops: 3, farcA: 1 } },
      resources: { govt: 20 },
      momentum: [17],
    });
    expect(options(deptOnly)).not.toContain("c|op:assault");
  });

  it("card 17 (5.1.2) shaded does not stop an Event's Assault in a Department (card 29 unshaded)", () => {
    let s = fixture({ deck: [29, 2], pieces: { santander: { troops: 2, farcU: 2 } }, momentum: [17] });
    s = play(s, c("event:unshaded")); // the only candidate space is taken at once
    expect(pieces(s, "santander", "farcA") + pieces(s, "santander", "farcU")).toBe(1); // 2 Troops in Mountain: 1
  });
});

describe("card 27 Misil Antiaéreo", () => {
  const board = (more: FixtureSpec = {}) =>
    fixture({
      deck: [27, 2],
      pieces: {
        bogota: { troops: 4 },
        huila: { farcA: 2 },
        guaviare: { cartelsBase: 1, cartelsU: 1 },
      },
      resources: { govt: 20 },
      ...more,
    });

  it("card 27 (5.5) unshaded: the Government executes 3 free Special Activities of its choice", () => {
    let s = play(board(), c("event:unshaded"));
    const d = getDecision(s);
    expect(d.faction).toBe("govt");
    expect(d.prompt.key).toBe("prompt.card27.sa");
    expect(options(s).sort()).toEqual(["c|sa:airlift", "c|sa:airstrike", "c|sa:eradicate"]);
    // no Operation is needed: Air Strike accompanies nothing here (5.1.1)
    s = play(s, c("sa:airstrike"), rm("farcA", "huila"));
    s = play(s, c("sa:airstrike"), rm("farcA", "huila"));
    expect(pieces(s, "huila", "farcA")).toBe(0);
    expect(options(s).sort()).toEqual(["c|sa:airlift", "c|sa:eradicate"]);
    s = play(s, c("sa:eradicate"), sp("guaviare"));
    expect(pieces(s, "guaviare", "cartelsBase")).toBe(0);
    s = play(s, sp("meta-west")); // 4.2.3 the Opposition shift, next door
    expect(s.spaces[idx("meta-west")].sup).toBe(-1);
    expect(s.aid).toBe(fixture().aid + 4);
    // three done: the card goes on with the next Eligible Faction (AUC)
    expect(getDecision(s).faction).toBe("auc");
    expect(s.resources.govt).toBe(20);
  });

  it("card 27 (5.5, 4.2.1) unshaded: an Air Lift outside an Operation, and fewer when fewer are possible (5.1.3)", () => {
    let s = play(board({ pieces: { bogota: { troops: 4 } } }), c("event:unshaded"));
    // only Air Lift is possible: the Government still names it
    expect(options(s)).toEqual(["c|sa:airlift"]);
    s = play(s, c("sa:airlift"), mv("troops", "bogota", "huila"), done);
    expect(pieces(s, "huila", "troops")).toBe(1);
    s = play(s, c("sa:airlift"), mv("troops", "bogota", "huila"), mv("troops", "bogota", "huila"));
    s = play(s, mv("troops", "bogota", "huila"));
    expect(pieces(s, "huila", "troops")).toBe(4);
    expect(getDecision(s).prompt.key).toBe("prompt.card27.sa");
    s = play(s, c("sa:airlift"), mv("troops", "huila", "cali"), done);
    expect(getDecision(s).faction).toBe("auc");
  });

  it("card 27 (5.1.2) unshaded: Air Strike is offered even under card 12's Momentum", () => {
    const s = play(board({ momentum: [12] }), c("event:unshaded"));
    expect(options(s)).toContain("c|sa:airstrike");
  });

  it("card 27 (8.1) unshaded is ineffective when no Govt Special Activity could do anything", () => {
    const ev = eventDef(27)!.unshaded!;
    expect(ev.effective(fixture(), "farc")).toBe(false);
    expect(ev.effective(fixture({ pieces: { huila: { farcA: 1 } } }), "farc")).toBe(true);
    expect(ev.effective(fixture({ pieces: { guaviare: { cartelsU: 1 } } }), "farc")).toBe(true);
    expect(ev.effective(fixture({ pieces: { bogota: { troops: 1 } } }), "farc")).toBe(true);
  });

  it("card 27 (5.4) shaded is Momentum: recorded, and ineffective while in play", () => {
    const s = play(fixture({ deck: [27, 2] }), c("event:shaded"));
    expect(s.momentum).toContain(27);
    expect(eventDef(27)!.shaded!.effective(s, "farc")).toBe(false);
    expect(eventDef(27)!.shaded!.effective(fixture(), "farc")).toBe(true);
  });

  const ops = (more: FixtureSpec = {}) =>
    fixture({
      pieces: {
        bogota: { troops: 4, farcA: 1 },
        cali: { troops: 2 },
        huila: { farcA: 1, aucBase: 1 },
        "meta-east": { aucBase: 1 },
        guaviare: { cartelsBase: 1, cartelsU: 1 },
        vaupes: { cartelsBase: 1 },
      },
      resources: { govt: 20 },
      momentum: [27],
      ...more,
    });

  it("card 27 (5.4, 4.2.1) shaded: Air Lift neither leaves nor enters a space with Guerrillas", () => {
    let s = play(ops(), c("op:assault"), c("sa:airlift"));
    expect(options(s)).toContain("m|troops|cali|meta-east");
    expect(options(s)).not.toContain("m|troops|bogota|meta-east");
    expect(options(s)).not.toContain("m|troops|cali|huila");
    refused(s, mv("troops", "cali", "huila"), "noSaWhereGuerrillas");
    s = play(s, mv("troops", "cali", "meta-east"));
    expect(pieces(s, "meta-east", "troops")).toBe(1);
    const plain = play(ops({ momentum: [] }), c("op:assault"), c("sa:airlift"));
    expect(options(plain)).toContain("m|troops|cali|huila");
  });

  it("card 27 (5.4, 4.2.2) shaded: Air Strike only where there are no Guerrillas", () => {
    const s = play(ops(), c("op:assault"), c("sa:airstrike"));
    expect(options(s).sort()).toEqual(["r|aucBase|meta-east", "r|cartelsBase|vaupes"]);
    refused(s, rm("farcA", "huila"), "noSaWhereGuerrillas");
    const plain = play(ops({ momentum: [] }), c("op:assault"), c("sa:airstrike"));
    expect(options(plain)).toContain("r|farcA|huila");
  });

  it("card 27 (5.4, 4.2.3) shaded: Eradicate only in a Department without Guerrillas", () => {
    const s = play(ops(), c("op:assault"), c("sa:eradicate"));
    expect(options(s)).toEqual(["s|vaupes"]);
    refused(s, sp("guaviare"), "noSaWhereGuerrillas");
    const plain = play(ops({ momentum: [] }), c("op:assault"), c("sa:eradicate"));
    expect(options(plain)).toContain("s|guaviare");
  });

  it("card 27 (5.4) shaded: with every target among Guerrillas, no Govt Special Activity is offered", () => {
    const s = fixture({
      pieces: { bogota: { troops: 2, farcA: 1 }, huila: { farcA: 1 } },
      resources: { govt: 20 },
      momentum: [27],
    });
    const a = play(s, c("op:assault"));
    expect(options(a).some((o) => o.startsWith("c|sa:"))).toBe(false);
    refused(a, c("sa:airstrike"), "noSaWhereGuerrillas");
  });

  it("card 27 (5.1.2) shaded does not stop card 8's free Air Strikes where Guerrillas are", () => {
    let s = fixture({ deck: [8, 2], pieces: { huila: { farcA: 1 } }, momentum: [27] });
    s = play(s, c("event:unshaded"), rm("farcA", "huila"));
    expect(pieces(s, "huila", "farcA")).toBe(0);
  });
});
