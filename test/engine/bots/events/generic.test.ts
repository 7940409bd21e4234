// 8.4 the generic rules for Non-player Event steps (src/engine/bots/events/generic.ts): 8.4.2 as
// much as allowed (own pieces and Bases first), 8.4.3 random spaces and the greatest shifts,
// 8.1.2 removal order (the Government first, then the leading Insurgent), and where an "up to"
// step stops.
import { describe, expect, it } from "vitest";
import { enemiesOf, helpRank, shiftImpact } from "../../../../src/engine/bots/events/generic";
import { botMove } from "../../../../src/engine/bots/index";
import { choiceValue } from "../../../../src/engine/choice";
import type { Frame } from "../../../../src/engine/types";
import { idx, pieces } from "../../fixture";
import { narration, npFixture } from "../helpers";
import { bodies, eventTurn, takeEvent, withStep } from "./ev-helpers";

describe("8.4.3 shifts: the greatest change in Total Support and Total Opposition", () => {
  it("counts Population times the levels actually crossed (1.6.3)", () => {
    const s = npFixture({ levels: { bogota: -1, cali: 2 } });
    expect(shiftImpact(s, idx("bogota"), -2)).toBe(8); // 1 level × Population 8
    expect(shiftImpact(s, idx("bogota"), 1)).toBe(16); // Passive Opposition → Passive Support
    expect(shiftImpact(s, idx("cali"), 4)).toBe(0); // already Active Support: nothing to gain
    expect(shiftImpact(s, idx("cali"), -1)).toBe(9);
    expect(shiftImpact(s, idx("vichada"), -2)).toBe(0); // no Population, no change to the totals
  });
});

describe("8.4.4 whom a Non-player hurts and helps", () => {
  it("an Insurgent hurts the Government first, then the Insurgent leading on victory margin", () => {
    // 7.1 margins on this board: AUC 1 Base − 0 FARC = +1, Cartels min(0−10, 10−40) = −30
    const s = npFixture({ pieces: { huila: { aucBase: 1 } }, resources: { cartels: 10 } });
    expect(enemiesOf(s, "farc")).toEqual(["govt", "auc", "cartels"]);
    expect(enemiesOf(s, "cartels")).toEqual(["govt", "auc", "farc"]);
    // FARC: Opposition 0 + 0 Bases − 25 = −25, ahead of the Cartels' −30
    expect(enemiesOf(s, "govt")).toEqual(["auc", "farc", "cartels"]);
  });

  it("places its own pieces first, then the trailing Insurgent's; the Government's last", () => {
    const s = npFixture({ pieces: { huila: { aucBase: 1 } }, resources: { cartels: 10 } });
    expect(helpRank(s, "farc", "farc")).toBe(0);
    expect(helpRank(s, "farc", "cartels")).toBeLessThan(helpRank(s, "farc", "auc"));
    expect(helpRank(s, "farc", "govt")).toBe(9);
  });
});

describe("8.4.2 placement", () => {
  it("card 33 shaded: FARC puts its own pieces into Ecuador, Bases before Guerrillas (8.1.2 1st bullet)", () => {
    const r = eventTurn(npFixture({ deck: [33, 2] }));
    expect(pieces(r.state, "ecuador", "farcBase")).toBe(2);
    expect(bodies(r.steps).slice(1)).toEqual(["place farcBase ecuador", "place farcBase ecuador"]);
    expect(narration(r.steps)).toContain("np.ev.generic.place");
  });

  const upTo = (kinds: string[]): Frame =>
    ({
      k: "ev.pieces",
      by: "farc",
      mode: "place",
      spaces: [idx("huila")],
      kinds,
      n: 2,
      did: 0,
      upTo: true,
      prompt: "prompt.event.place",
      rule: "5.1.1",
    }) as Frame;

  it("card 33 shaded with no FARC Base Available: its own Guerrillas, not another Faction's Base", () => {
    const full = { farcBase: 2 };
    const r = eventTurn(
      npFixture({
        deck: [33, 2],
        pieces: { huila: full, guaviare: full, putumayo: full, "meta-west": full, vaupes: { farcBase: 1 } },
      }),
    );
    expect(pieces(r.state, "ecuador", "farcU")).toBe(2);
    expect(pieces(r.state, "ecuador", "aucBase") + pieces(r.state, "ecuador", "govtBase")).toBe(0);
  });

  it("never Done while an own placement is offered, even on an 'up to' step", () => {
    const s = withStep(npFixture(), 1, "shaded", "farc", upTo(["farcU"]));
    const m = botMove(s)!;
    expect(m.command.t).toBe("place");
    expect(m.why.map((w) => w.key)).toEqual(["np.ev.generic.place"]);
  });

  it("an 'up to' step offering only Government pieces to an Insurgent: it stops", () => {
    const s = withStep(npFixture(), 1, "shaded", "farc", upTo(["police"]));
    const m = botMove(s)!;
    expect(m.command.t).toBe("done");
    expect(m.why.map((w) => w.key)).toEqual(["np.ev.generic.stop"]);
  });
});

describe("8.1.2 removal", () => {
  it("card 28 unshaded run by FARC: the AUC Base, then the Cartels Guerrilla; it keeps its own", () => {
    // Cesar is the only space next to Venezuela with Insurgent pieces: it is taken without a pick
    const s0 = npFixture({
      deck: [28, 2],
      pieces: { cesar: { farcU: 2, aucBase: 1, cartelsA: 1 } },
    });
    const r = eventTurn(takeEvent(s0, "unshaded"));
    expect(bodies(r.steps)).toEqual(["remove aucBase cesar", "remove cartelsA cesar", "done"]);
    expect(pieces(r.state, "cesar", "farcU")).toBe(2);
    expect(narration(r.steps)).toEqual([
      "np.ev.generic.remove",
      "np.ev.generic.remove",
      "np.ev.generic.stop",
    ]);
  });

  it("Government pieces before other Insurgents' of the same rank (Bases first)", () => {
    const frame = {
      k: "ev.pieces",
      by: "cartels",
      mode: "remove",
      spaces: [idx("huila"), idx("meta-west")],
      kinds: ["farcBase", "govtBase", "police"],
      n: 1,
      did: 0,
      upTo: false,
      prompt: "prompt.event.remove",
      rule: "5.1.1",
    } as Frame;
    const s = withStep(
      npFixture({ pieces: { huila: { farcBase: 1, police: 2 }, "meta-west": { govtBase: 1 } } }),
      1,
      "shaded",
      "cartels",
      frame,
    );
    const m = botMove(s)!.command;
    expect(m).toMatchObject({ t: "remove", p: "govtBase", s: "meta-west" });
  });
});

describe("8.4.3 spaces at random", () => {
  it("card 14 shaded: the Department is drawn by 8.2 among the candidates (3 dice)", () => {
    const s0 = npFixture({
      deck: [14, 2],
      eligible: { govt: false },
      pieces: { huila: { govtBase: 1, police: 1 }, guaviare: { govtBase: 1, troops: 1 } },
    });
    const r = eventTurn(takeEvent(s0));
    const pick = r.steps[0].move;
    expect(pick.command.t).toBe("space");
    expect(pick.command.dice).toHaveLength(3);
    expect(pick.why.map((w) => w.key)).toEqual(["np.random", "np.ev.generic.space"]);
    const at = pick.command.t === "space" ? pick.command.s : "";
    expect(["huila", "guaviare"]).toContain(at);
    // then the Base and the cube go (8.1.2: Police before Troops would apply if both stood there)
    expect(pieces(r.state, at, "govtBase")).toBe(0);
    expect(pieces(r.state, at, "police") + pieces(r.state, at, "troops")).toBe(0);
  });
});

describe("8.4.2 flips", () => {
  const flipStep = (n: number): Frame =>
    ({
      k: "ev.pieces",
      by: "farc",
      mode: "flip",
      spaces: [idx("guaviare")],
      kinds: ["farcA", "farcU"],
      n,
      did: 0,
      upTo: true,
      prompt: "prompt.event.flip",
      rule: "5.1",
    }) as Frame;

  it("own Active Guerrillas go Underground; own Underground ones are never exposed by choice", () => {
    const s = withStep(
      npFixture({ pieces: { guaviare: { farcA: 1, farcU: 2 } } }),
      1,
      "shaded",
      "farc",
      flipStep(3),
    );
    const r = eventTurn(s);
    expect(bodies(r.steps)).toEqual(["flip farcA guaviare", "done"]);
    expect(pieces(r.state, "guaviare", "farcU")).toBe(3);
  });
});

describe("8.1.2 Shipments", () => {
  const shipStep = (mode: "ev.shipPlace" | "ev.shipments"): Frame =>
    ({
      k: mode,
      by: "cartels",
      spaces: [idx("huila"), idx("guaviare"), idx("meta-west")],
      factions: ["farc", "cartels"],
      n: 2,
      did: 0,
      upTo: true,
      prompt: "prompt.event.shipments",
      rule: "4.5.3",
    }) as Frame;

  it("a Shipment goes to an own Underground Guerrilla before an own Active one or another's", () => {
    const s = withStep(
      npFixture({
        pieces: { huila: { cartelsA: 2 }, guaviare: { cartelsU: 1 }, "meta-west": { farcU: 3 } },
      }),
      1,
      "shaded",
      "cartels",
      shipStep("ev.shipPlace"),
    );
    const m = botMove(s)!;
    const v = choiceValue({ k: "shipment", space: "guaviare", faction: "cartels" });
    expect(m.command).toMatchObject({ t: "choose", v });
    expect(m.why.map((w) => w.key)).toEqual(["np.ev.generic.shipment"]);
  });

  it("Shipments removed: another Faction's first; its own only if forced (an 'up to' step stops)", () => {
    const s = withStep(
      npFixture({
        pieces: { huila: { cartelsU: 1 }, guaviare: { farcU: 1 } },
        shipments: [
          ["huila", "cartels"],
          ["guaviare", "farc"],
        ],
      }),
      1,
      "shaded",
      "cartels",
      shipStep("ev.shipments"),
    );
    const r = eventTurn(s);
    expect(bodies(r.steps)).toEqual([
      `choose ${choiceValue({ k: "shipment", space: "guaviare", faction: "farc" })}`,
      "done",
    ]);
    expect(r.state.shipments).toEqual([{ s: idx("huila"), f: "cartels" }]);
  });
});

describe("8.4.2 relocation", () => {
  it("moves as many pieces as allowed: never Done while a move is offered", () => {
    const frame = {
      k: "ev.move",
      by: "auc",
      from: [idx("huila")],
      to: [],
      kinds: ["aucU", "aucA"],
      n: 2,
      did: 0,
      upTo: true,
      prompt: "prompt.event.move",
      rule: "5.1.1",
    } as Frame;
    const s = withStep(npFixture({ pieces: { huila: { aucU: 1, aucA: 1 } } }), 1, "shaded", "auc", frame);
    const r = eventTurn(s);
    expect(r.steps.map((st) => st.move.command.t)).toEqual(["move", "move"]);
    expect(pieces(r.state, "huila", "aucU") + pieces(r.state, "huila", "aucA")).toBe(0);
    // the Underground Guerrilla moves first (8.1.2 own pieces, Underground before Active)
    expect(bodies(r.steps)[0]).toMatch(/^move aucU huila /);
    expect(narration(r.steps)).toContain("np.ev.generic.move");
  });
});
