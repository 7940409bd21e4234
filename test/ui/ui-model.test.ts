// Node-side checks of the host-agnostic UI (no browser): board geometry and hit-testing,
// option labels, and the panels' view-models, with the table's i18n.
import { describe, expect, it } from "vitest";
import {
  apply,
  type Command,
  createGame,
  type GameState,
  getDecision,
  isRuleError,
  MAP_SPACES,
} from "../../src/engine/index";
import { spaceAt } from "../../src/ui/board/hit";
import { BOARD_H, BOARD_W, computeGeometry, countryRings } from "../../src/ui/board/layout";
import { inPolygon, voronoiCells } from "../../src/ui/board/regions";
import { errorText, optionLabel } from "../../src/ui/i18n";
import { cardView } from "../../src/ui/panels/cards";
import { cardsView, propagandaView, readSetup, setupView, turnView } from "../../src/ui/panels/index";
import { fakeHost } from "./fake-host";

const game = () =>
  createGame({
    seed: 1,
    seats: { govt: "player", farc: "player", auc: "player", cartels: "player" },
    deployment: "standard",
    deck: [1, 73, 2, 3],
  });
function play(s: GameState, v: string): GameState {
  const d = getDecision(s);
  const r = apply(s, { t: "choose", v, seq: s.seq, by: d.faction! } as Command);
  if (isRuleError(r)) throw new Error(r.code);
  return r.state;
}

describe("board geometry", () => {
  const geom = computeGeometry();
  const colombia = countryRings().colombia;

  it("places every map space inside the board", () => {
    expect(geom.size).toBe(MAP_SPACES.length + 2); // and Ecuador, Panamá: spaces after cards 33, 71
    for (const g of geom.values()) {
      expect(g.anchor.x).toBeGreaterThan(0);
      expect(g.anchor.x).toBeLessThan(BOARD_W);
      expect(g.anchor.y).toBeGreaterThan(0);
      expect(g.anchor.y).toBeLessThan(BOARD_H);
      if (g.def.type === "loc") expect(g.path!.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("hits each City on its circle and each LoC at its middle", () => {
    for (const g of geom.values()) {
      if (g.def.type === "city" || g.def.type === "loc")
        expect(spaceAt(g.anchor, geom, colombia)).toBe(g.def.id);
    }
  });

  it("gives each Department a region holding its own anchor", () => {
    const sites = new Map(
      [...geom.values()].filter((g) => g.def.type === "dept").map((g) => [g.def.id, g.anchor]),
    );
    const cells = voronoiCells(sites, BOARD_W, BOARD_H);
    for (const [id, a] of sites) expect(inPolygon(a, cells.get(id)!)).toBe(true);
  });

  it("a layout override moves a space", () => {
    const g = computeGeometry({ anchors: { bogota: { x: 10, y: 20 } } });
    expect(g.get("bogota")!.anchor).toEqual({ x: 10, y: 20 });
  });
});

describe("labels and view-models", () => {
  it("labels options readably", () => {
    const h = fakeHost(game());
    expect(optionLabel(h, { t: "choose", v: "op:train" })).toBe("Operation: Train");
    expect(optionLabel(h, { t: "choose", v: "limop:march" })).toBe("Limited Operation: March");
    expect(optionLabel(h, { t: "choose", v: "sa:airlift" })).toBe("Special Activity: Air Lift");
    expect(optionLabel(h, { t: "choose", v: "event:shaded" })).toBe("Event (shaded)");
    expect(optionLabel(h, { t: "choose", v: "base:huila" })).toBe("Build a Base in Huila");
    expect(optionLabel(h, { t: "place", p: "police", s: "bogota" })).toBe("Place Police in Bogotá");
    expect(optionLabel(h, { t: "move", p: "farcU", from: "choco", to: "antioquia" })).toBe(
      "Move FARC Guerrilla (Underground) from Chocó to Antioquia",
    );
    expect(optionLabel(h, { t: "done" })).toBe("Done");
    expect(errorText(h, { code: "notAnOption", rule: "3.2.1", message: { key: "error.notAnOption" } })).toBe(
      "That is not one of the legal choices now. (3.2.1)",
    );
  });

  it("turn panel: the 1st Eligible's choices, then Train's spaces and the running cost", () => {
    let s = game();
    const v = turnView(fakeHost(s), s);
    expect(v.faction).toBe("govt");
    expect(v.choices[0].label).toBe("Pass");
    expect(v.choices.map((c) => c.label)).toContain("Operation: Train");
    s = play(s, "op:train");
    const v2 = turnView(fakeHost(s), s);
    expect(v2.boardChoices.map((c) => c.label)).toContain("Select Bogotá");
    expect(v2.choices.map((c) => c.kind)).not.toContain("board");
  });

  it("cards panel: current and next card with their Faction order", () => {
    const s = game();
    const v = cardsView(fakeHost(s), s);
    expect(v.slots[0].card?.number).toBe(1);
    expect(v.slots[0].card?.order.map((o) => o.faction)).toEqual(["govt", "farc", "auc", "cartels"]);
    expect(v.slots[1].card?.propaganda).toBe(true);
  });

  it("cards panel: 2.1 during Open Deployment neither a current nor a next card is shown", () => {
    const s = createGame({
      seed: 1,
      seats: { govt: "player", farc: "player", auc: "player", cartels: "player" },
      deployment: "open",
      deck: [1, 73, 2, 3],
    });
    const v = cardsView(fakeHost(s), s);
    expect(v.slots[0].card).toBeNull();
    expect(v.slots[1].card).toBeNull();
  });

  it("cards panel: a single-sided Event shows its one summary (card 19)", () => {
    const s = game();
    const h = fakeHost(s);
    const c19 = cardView(h, 19)!;
    expect(c19.sides.length).toBe(1);
    expect(c19.sides[0].text).toBe(h.t("card.19.text"));
    expect(c19.sides[0].text).not.toBe(h.t("ui.card.noSummary"));
  });

  it("Propaganda panel: hidden during an Event card, shown with its phase during a Round", () => {
    let s = game();
    expect(propagandaView(fakeHost(s), s).active).toBe(false);
    for (let i = 0; i < 4; i++) s = play(s, "pass");
    const v = propagandaView(fakeHost(s), s);
    expect(v.active).toBe(true);
    expect(v.phases.some((p) => p.current)).toBe(true);
  });

  it("setup form round-trip", () => {
    const s = game();
    const v = setupView(fakeHost(s), [{ id: "u1", name: "Ana" }], { seats: { auc: "nonplayer" }, seed: 9 });
    expect(v.rows.find((r) => r.faction === "auc")?.player).toBe(false);
    const { setup, owners } = readSetup({
      "seat.govt": "player",
      "seat.farc": "nonplayer",
      "owner.govt": "u1",
      deployment: "open",
      shortGame: "on",
      seed: "42",
      deck: "1, 73 2",
    });
    expect(setup.seats.farc).toBe("nonplayer");
    expect(setup.seats.govt).toBe("player");
    expect(setup.deployment).toBe("open");
    expect(setup.options?.shortGame).toBe(true);
    expect(setup.seed).toBe(42);
    expect(setup.deck).toEqual([1, 73, 2]);
    expect(owners.govt).toBe("u1");
  });
});

describe("cards panel: lasting effects in play (5.3, 5.4)", () => {
  it("lists Capabilities with their side and Momentum, with our summaries", () => {
    const s = structuredClone(game());
    s.capabilities = { 1: "shaded" };
    s.momentum = [12];
    const v = cardsView(fakeHost(s), s);
    expect(v.inPlay.map((x) => x.number)).toEqual([1, 12]);
    expect(v.inPlay[0].tag).toBe("Capability (Shaded)");
    expect(v.inPlay[1].tag).toBe("Momentum (Shaded)");
    expect(v.inPlay[1].text).toContain("Air Strike");
    expect(cardsView(fakeHost(game()), game()).inPlay).toEqual([]);
    // lasting map changes (1.3.5)
    const m = structuredClone(game());
    m.ecuador = true;
    m.panama = true;
    expect(cardsView(fakeHost(m), m).inPlay.map((x) => [x.number, x.tag])).toEqual([
      [33, "Map change"],
      [71, "Map change"],
    ]);
  });
});
