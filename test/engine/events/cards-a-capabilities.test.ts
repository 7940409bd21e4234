// Batch a Capabilities (5.3): cards 2, 3, 9, 10, 11, 13. Each side is recorded by the Event and
// then changes the Operation or Special Activity that reads it (events/modifiers.ts).
import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import { c, done, type FixtureSpec, fixture, mv, options, pieces, play, refused, sp } from "../fixture";
import { limOpBoard } from "../ops/coin-helpers";
import { midCard } from "../sop/helpers";

type Side = "unshaded" | "shaded";
const cap = (n: number, side: Side) => ({ capabilities: { [n]: side } as Record<number, Side> });

/** 5.3 / 8.1 shared checks: the Event records the marker; a side already showing is ineffective */
function recordsAndEffective(n: number) {
  for (const side of ["unshaded", "shaded"] as const) {
    it(`card ${n} (5.3) ${side} is recorded for the rest of the game`, () => {
      const s = play(fixture({ deck: [n, 2] }), c(`event:${side}`));
      expect(s.capabilities[n]).toBe(side);
      expect(s.card.acted.govt).toBe("event");
    });
    it(`card ${n} (8.1) ${side} is ineffective only while its marker already shows ${side}`, () => {
      const other = side === "unshaded" ? "shaded" : "unshaded";
      expect(eventDef(n)![side]!.effective(fixture(cap(n, side)), "govt")).toBe(false);
      expect(eventDef(n)![side]!.effective(fixture(cap(n, other)), "govt")).toBe(true);
      expect(eventDef(n)![side]!.effective(fixture(), "farc")).toBe(true);
    });
  }
}

describe("card 2 Ospina & Mora (Capability, 3.2.3 Sweep)", () => {
  recordsAndEffective(2);
  const spec = (more: FixtureSpec = {}): FixtureSpec => ({
    pieces: { bogota: { troops: 2 }, santander: { farcU: 1 }, huila: { farcU: 1 } },
    resources: { govt: 2 },
    ...more,
  });

  it("card 2 (5.3, 3.2.3) unshaded: each Sweep space costs 1 Resource", () => {
    let s = play(fixture(spec(cap(2, "unshaded"))), c("op:sweep"), sp("santander"), sp("huila"));
    expect(s.resources.govt).toBe(0);
    expect(getDecision(s).prompt.key).toBe("prompt.card2.sweepSelect");
    s = play(s, mv("troops", "bogota", "santander"), done);
    expect(pieces(s, "santander", "farcA")).toBe(1);
    expect(pieces(s, "huila", "farcA")).toBe(0); // no cube there
    // without the Capability, 2 Resources pay for no Sweep space at all (3 each)
    expect(options(fixture(spec()))).not.toContain("c|op:sweep");
  });

  it("card 2 (5.3) unshaded changes only Sweep: Train still costs 3 per space (3.2.1)", () => {
    const s = play(
      fixture(spec({ ...cap(2, "unshaded"), resources: { govt: 5 } })),
      c("op:train"),
      sp("bogota"),
    );
    expect(s.resources.govt).toBe(2);
    expect(options(s)).not.toContain("s|cali");
  });

  it("card 2 (5.3, 3.2.3) shaded: a Sweep selects only 1 space per card", () => {
    let s = play(
      fixture(spec({ ...cap(2, "shaded"), resources: { govt: 20 } })),
      c("op:sweep"),
      sp("santander"),
    );
    refused(s, sp("huila"), "oneSpacePerCard");
    expect(options(s)).not.toContain("s|huila");
    expect(s.card.sweepSpaces).toBe(1);
    s = play(s, mv("troops", "bogota", "santander"), done);
    expect(pieces(s, "santander", "farcA")).toBe(1);
    // without it, a second space may be selected
    const plain = play(fixture(spec({ resources: { govt: 20 } })), c("op:sweep"), sp("santander"));
    expect(options(plain)).toContain("s|huila");
  });

  it("card 2 (5.3) shaded: once a Sweep space was used this card, no further Sweep this card", () => {
    const board = spec({ ...cap(2, "shaded"), resources: { govt: 20 }, deck: [19, 2, 3] });
    const used = midCard(board, { acted: { farc: "opsa" }, executed: ["farc"], sweepSpaces: 1 });
    expect(getDecision(used).faction).toBe("govt");
    expect(options(used)).not.toContain("c|limop:sweep");
    expect(options(used)).toContain("c|limop:train");
    const fresh = midCard(board, { acted: { farc: "opsa" }, executed: ["farc"] });
    expect(options(fresh)).toContain("c|limop:sweep");
  });

  it("card 2 (5.3) shaded: the count starts afresh on the next card", () => {
    let s = fixture(spec({ ...cap(2, "shaded"), resources: { govt: 20 }, deck: [1, 5, 6] }));
    s = play(s, c("op:sweep"), sp("santander"), done, done); // no Special Activity
    expect(s.card.sweepSpaces).toBe(1);
    while (s.current === 1) s = play(s, c("pass")); // FARC, AUC, Cartels pass
    expect(s.current).toBe(5);
    expect(s.card.sweepSpaces).toBeUndefined();
  });
});

describe("card 3 Tapias (Capability, 3.2.4 Assault)", () => {
  recordsAndEffective(3);
  const spec = (more: FixtureSpec = {}): FixtureSpec => ({
    pieces: { bogota: { troops: 1, farcA: 1 }, cali: { troops: 1, aucA: 1 } },
    resources: { govt: 2 },
    ...more,
  });

  it("card 3 (5.3, 3.2.4) unshaded: each Assault space costs 1 Resource", () => {
    const s = play(fixture(spec(cap(3, "unshaded"))), c("op:assault"), sp("bogota"), sp("cali"));
    expect(s.resources.govt).toBe(0);
    expect(pieces(s, "bogota", "farcA")).toBe(0);
    expect(pieces(s, "cali", "aucA")).toBe(0);
    expect(options(fixture(spec()))).not.toContain("c|op:assault");
  });

  it("card 3 (5.3) unshaded changes only Assault: Patrol still costs 3 in all (3.2.2)", () => {
    const s = play(
      fixture({ ...cap(3, "unshaded"), pieces: { bogota: { troops: 1 } }, resources: { govt: 4 } }),
      c("op:patrol"),
    );
    expect(s.resources.govt).toBe(1);
  });

  it("card 3 (5.3, 3.2.4) shaded: an Assault selects only 1 space per card", () => {
    const s = play(
      fixture(spec({ ...cap(3, "shaded"), resources: { govt: 20 } })),
      c("op:assault"),
      sp("bogota"),
    );
    expect(pieces(s, "bogota", "farcA")).toBe(0);
    expect(s.card.assaultSpaces).toBe(1);
    // the Assault has nothing more to select: it ends (the SA step follows)
    expect(options(s)).not.toContain("s|cali");
    const plain = play(fixture(spec({ resources: { govt: 20 } })), c("op:assault"), sp("bogota"));
    expect(options(plain)).toContain("s|cali");
  });

  it("card 3 (5.3) shaded: a used Assault space bars Assault for the rest of the card, refusal cites it", () => {
    const board = spec({ ...cap(3, "shaded"), resources: { govt: 20 }, deck: [19, 2, 3] });
    const used = midCard(board, { acted: { farc: "opsa" }, executed: ["farc"], assaultSpaces: 1 });
    expect(options(used)).not.toContain("c|limop:assault");
    const fresh = midCard(board, { acted: { farc: "opsa" }, executed: ["farc"] });
    expect(options(fresh)).toContain("c|limop:assault");
    // a Patrol's free Assault is part of the Patrol, not an Assault Operation: it does not count
    let p = play(
      fixture({ ...cap(3, "shaded"), pieces: { bogota: { troops: 2 }, "bogota-neiva": { farcA: 1 } } }),
    );
    p = play(p, c("op:patrol"), mv("troops", "bogota", "bogota-neiva"), done, sp("bogota-neiva"));
    expect(pieces(p, "bogota-neiva", "farcA")).toBe(0);
    expect(p.card.assaultSpaces).toBeUndefined();
  });

  it("card 3 (5.3) shaded: selecting a second Assault space is refused with the card's reason", () => {
    const s0 = fixture({
      ...cap(3, "shaded"),
      pieces: {
        bogota: { troops: 1, farcA: 1 },
        cali: { troops: 1, aucA: 1 },
        medellin: { troops: 1, farcA: 1 },
      },
      resources: { govt: 20 },
    });
    const s = play(s0, c("op:assault"), sp("bogota"));
    refused(s, sp("cali"), "oneSpacePerCard");
  });
});

describe("card 9 High Mountain Battalions (Capability, 3.2.4 Assault in Mountain)", () => {
  recordsAndEffective(9);
  const huila = (troops: number, more: FixtureSpec = {}) =>
    fixture({ pieces: { huila: { troops, police: 2, farcA: 5 } }, resources: { govt: 20 }, ...more });

  it("card 9 (5.3, 3.2.4) unshaded: Assault in Mountain counts as in a City (Troops not halved, Police too)", () => {
    const s = play(huila(2, cap(9, "unshaded")), c("op:assault"), sp("huila"));
    expect(pieces(s, "huila", "farcA")).toBe(1); // 2 Troops + 2 Police
    const plain = play(huila(2), c("op:assault"), sp("huila"));
    expect(pieces(plain, "huila", "farcA")).toBe(4); // 1 per 2 Troops, Police do nothing
  });

  it("card 9 (5.3, 3.2.4) shaded: Assault in Mountain removes 1 piece per 4 Troops", () => {
    const s = play(huila(4, cap(9, "shaded")), c("op:assault"), sp("huila"));
    expect(pieces(s, "huila", "farcA")).toBe(4);
    const plain = play(huila(4), c("op:assault"), sp("huila"));
    expect(pieces(plain, "huila", "farcA")).toBe(3);
    // 3 Troops remove nothing: the space is not offered, and the refusal says why
    const weak = play(
      fixture({
        ...cap(9, "shaded"),
        pieces: { huila: { troops: 3, farcA: 5 }, bogota: { troops: 1, farcA: 1 } },
        resources: { govt: 20 },
      }),
      c("op:assault"),
    );
    expect(options(weak)).not.toContain("s|huila");
    refused(weak, sp("huila"), "assaultNoForces");
  });

  it("card 9 (5.3) changes nothing outside Mountain", () => {
    const s = fixture({
      ...cap(9, "shaded"),
      pieces: { "meta-east": { troops: 2, farcA: 3 } },
      resources: { govt: 20 },
    });
    expect(pieces(play(s, c("op:assault"), sp("meta-east")), "meta-east", "farcA")).toBe(1);
  });
});

describe("card 10 Blackhawks (Capability, 4.2.1 Air Lift)", () => {
  recordsAndEffective(10);
  const board = (more: FixtureSpec = {}) =>
    fixture({
      pieces: { bogota: { troops: 6 }, cali: { troops: 1, farcA: 1 } },
      resources: { govt: 20 },
      ...more,
    });

  it("card 10 (5.3, 4.2.1) unshaded: Air Lift moves any number of Troops", () => {
    let s = play(board(cap(10, "unshaded")), c("op:assault"), c("sa:airlift"));
    expect(getDecision(s).prompt.key).toBe("prompt.card10.airlift");
    for (let k = 0; k < 5; k++) s = play(s, mv("troops", "bogota", "vaupes"));
    expect(pieces(s, "vaupes", "troops")).toBe(5);
    expect(options(s)).toContain("m|troops|bogota|vaupes"); // still open
    // without it the 4th is not possible
    let p = play(board(), c("op:assault"), c("sa:airlift"));
    for (let k = 0; k < 3; k++) p = play(p, mv("troops", "bogota", "vaupes"));
    expect(options(p)).not.toContain("m|troops|bogota|vaupes");
  });

  it("card 10 (5.3, 4.2.1) shaded: Air Lift moves a single Troops cube", () => {
    const s = play(
      board(cap(10, "shaded")),
      c("op:assault"),
      c("sa:airlift"),
      mv("troops", "bogota", "vaupes"),
    );
    expect(pieces(s, "vaupes", "troops")).toBe(1);
    // the Air Lift is over: the Assault goes on
    expect(options(s)).toContain("s|cali");
    expect(options(s)).not.toContain("m|troops|bogota|vaupes");
  });
});

describe("card 11 National Defense & Security Council (Capability, 3.2.3 Sweep)", () => {
  recordsAndEffective(11);

  it("card 11 (5.3, 3.2.3) unshaded: 1 Police may move into each Sweep space, as Troops do", () => {
    const spec: FixtureSpec = {
      ...cap(11, "unshaded"),
      pieces: { bogota: { troops: 1, police: 3 }, santander: { farcU: 3 }, huila: { aucU: 1 } },
      resources: { govt: 20 },
    };
    let s = play(fixture(spec), c("op:sweep"), sp("santander"), sp("huila"));
    s = play(s, mv("police", "bogota", "santander"));
    refused(s, mv("police", "bogota", "santander"), "sweepOnePolice");
    // the Police that entered Santander moves no more
    refused(s, mv("police", "santander", "huila"), "alreadyMoved");
    s = play(s, mv("police", "bogota", "huila"), mv("troops", "bogota", "santander"), done);
    expect(pieces(s, "santander", "police")).toBe(1);
    expect(pieces(s, "santander", "farcA")).toBe(2); // Troops + Police
    expect(pieces(s, "huila", "aucA")).toBe(1);
    // without the Capability only Troops move
    const plain = play(fixture({ ...spec, capabilities: {} }), c("op:sweep"), sp("santander"));
    refused(plain, mv("police", "bogota", "santander"), "sweepTroopsOnly");
  });

  it("card 11 (5.3, 3.2.3) shaded: the Government picks Troops or Police for the whole Sweep", () => {
    const spec: FixtureSpec = {
      ...cap(11, "shaded"),
      pieces: { santander: { troops: 2, police: 1, farcU: 4 }, huila: { troops: 0, police: 3, aucU: 3 } },
      resources: { govt: 20 },
    };
    let s = play(fixture(spec), c("op:sweep"), sp("santander"), sp("huila"), done);
    expect(getDecision(s).prompt.key).toBe("prompt.card11.via");
    s = play(s, c("via:troops"));
    expect(pieces(s, "santander", "farcA")).toBe(2);
    expect(pieces(s, "huila", "aucA")).toBe(0);
    let p = play(fixture(spec), c("op:sweep"), sp("santander"), sp("huila"), done, c("via:police"));
    expect(pieces(p, "santander", "farcA")).toBe(1);
    expect(pieces(p, "huila", "aucA")).toBe(3);
    // without the Capability all cubes Activate
    p = play(fixture({ ...spec, capabilities: {} }), c("op:sweep"), sp("santander"), sp("huila"), done);
    expect(pieces(p, "santander", "farcA")).toBe(3);
    expect(pieces(p, "huila", "aucA")).toBe(3);
  });

  it("card 11 (5.3) shaded: no question when Troops and Police would Activate alike", () => {
    const s = play(
      fixture({
        ...cap(11, "shaded"),
        pieces: { santander: { troops: 2, police: 3, farcU: 2 } },
        resources: { govt: 20 },
      }),
      c("op:sweep"),
      sp("santander"),
      done,
    );
    expect(getDecision(s).prompt.key).not.toBe("prompt.card11.via");
    expect(pieces(s, "santander", "farcA")).toBe(2);
  });
});

describe("card 13 Plan Meteoro (Capability, 3.2.2 Patrol)", () => {
  recordsAndEffective(13);
  const spec = (more: FixtureSpec = {}): FixtureSpec => ({
    pieces: {
      "bogota-neiva": { troops: 1, farcA: 1 },
      "bogota-yopal": { troops: 1, aucA: 1 },
      "cali-pasto": { troops: 1, cartelsA: 1 },
    },
    resources: { govt: 20 },
    ...more,
  });

  it("card 13 (5.3, 3.2.2) unshaded: Patrol may Assault free in each LoC, one at a time", () => {
    let s = play(fixture(spec(cap(13, "unshaded"))), c("op:patrol"), done);
    expect(getDecision(s).prompt.key).toBe("prompt.card13.assault");
    s = play(s, sp("bogota-neiva"), sp("bogota-yopal"));
    refused(s, sp("bogota-neiva"), "alreadySelected");
    s = play(s, done);
    expect(pieces(s, "bogota-neiva", "farcA")).toBe(0);
    expect(pieces(s, "bogota-yopal", "aucA")).toBe(0);
    expect(pieces(s, "cali-pasto", "cartelsA")).toBe(1); // the Government stopped
    // without it, one LoC only
    const plain = play(fixture(spec()), c("op:patrol"), done, sp("bogota-neiva"));
    expect(options(plain)).not.toContain("s|bogota-yopal");
    expect(pieces(plain, "bogota-yopal", "aucA")).toBe(1);
  });

  it("card 13 (5.3, 2.3.5) unshaded: a Limited Patrol still Assaults in 1 LoC only", () => {
    let s = limOpBoard(spec(cap(13, "unshaded")));
    s = play(s, c("limop:patrol"), done, sp("bogota-yopal"));
    expect(pieces(s, "bogota-yopal", "aucA")).toBe(0);
    expect(options(s)).not.toContain("s|bogota-neiva");
    expect(pieces(s, "bogota-neiva", "farcA")).toBe(1);
  });

  it("card 13 (5.3, 3.2.2) shaded: Patrols make no free Assault", () => {
    const s = play(fixture(spec(cap(13, "shaded"))), c("op:patrol"), done);
    expect(options(s)).not.toContain("s|bogota-neiva");
    expect(getDecision(s).prompt.key).not.toBe("prompt.patrol.assault");
    expect(pieces(s, "bogota-neiva", "farcA")).toBe(1);
    const plain = play(fixture(spec()), c("op:patrol"), done);
    expect(options(plain)).toContain("s|bogota-neiva");
  });
});
