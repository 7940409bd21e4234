// @vitest-environment jsdom
// Chat cards, the Cards mirror and the calibration maths.
import { describe, expect, it } from "vitest";
import { loadAdapter, SETUP } from "./harness";

describe("chat cards", () => {
  it("one localised card per command; die results become Rolls", async () => {
    const a = await loadAdapter({ ready: true });
    await a.authority.startGame(SETUP);
    const { buildCard } = await import("../../src/foundry/chat");
    const card = buildCard(
      [
        { key: "log.pass", params: { faction: "farc" } },
        { key: "log.resources", params: { faction: "farc", delta: "+1", total: 11 }, roll: 4 },
      ],
      { t: "choose", v: "pass", seq: 0, by: "farc" },
    );
    expect(card?.content).toContain("<li>");
    expect(card?.content).not.toContain("log.pass");
    expect(card?.rolls).toHaveLength(1);
    expect(card?.rolls[0]).toMatchObject({ formula: "1d6", total: 4 });
    expect(buildCard([], null)).toBeNull();
  });

  it("escapes text from parameters", async () => {
    await loadAdapter();
    const { buildCard } = await import("../../src/foundry/chat");
    const card = buildCard([{ key: "log.pass", params: { faction: "<img src=x>" } }], null);
    expect(card?.content).not.toContain("<img");
  });
});

describe("Cards mirror", () => {
  it("places current, next, played and in-play cards; the draw pile stays anonymous", async () => {
    const a = await loadAdapter({ ready: true });
    await a.authority.startGame(SETUP);
    const { cardPlacement } = await import("../../src/foundry/cards");
    const s = structuredClone(a.session.state!);
    s.current = 1;
    s.played = [5, 1];
    s.deck = [2, 3, 4];
    s.momentum = [5];
    const p = cardPlacement(s);
    expect(p.table).toEqual([1, 2]);
    expect(p.played).toEqual([]);
    expect(p.inPlay).toEqual([5]);
    expect(p.draw).toEqual(["hidden", "hidden"]);
    s.options.noReveal = true;
    expect(cardPlacement(s).table).toEqual([1]);
    expect(cardPlacement(s).draw).toHaveLength(3);
    // 2.1 Open Deployment: no card turned up yet, the whole deck is face down
    s.options.noReveal = false;
    s.current = null;
    s.played = [];
    s.momentum = [];
    expect(cardPlacement(s).table).toEqual([]);
    expect(cardPlacement(s).draw).toHaveLength(3);
  });

  it("keeps the Foundry piles in step with the state", async () => {
    const a = await loadAdapter({ ready: true });
    await a.authority.startGame(SETUP);
    await a.authority.mirrorsSettled();
    const pile = (id: string) => a.st.cardStacks.find((c) => c.getFlag("andean-abyss", "pile") === id)!;
    const s = a.session.state!;
    expect(pile("draw").cards).toHaveLength(s.deck.length - 1);
    expect(pile("draw").cards.every((c) => c.getFlag("andean-abyss", "key") === "hidden")).toBe(true);
    expect(pile("table").cards.map((c) => c.getFlag("andean-abyss", "key"))).toEqual(
      [s.current, s.deck[0]].filter((x) => x !== null),
    );
  });
});

describe("calibration", () => {
  it("recovers a similarity transform and lays the board over the clicked points", async () => {
    const { fitSimilarity, applyT, invertT, solveCalibration, parseCalibration } = await import(
      "../../src/foundry/calibration"
    );
    const { computeGeometry } = await import("../../src/ui/board/layout");
    const t = { a: 1.5 * Math.cos(0.1), b: 1.5 * Math.sin(0.1), tx: 200, ty: -40 };
    const src = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 30, y: 80 },
    ];
    const fit = fitSimilarity(
      src,
      src.map((p) => applyT(t, p)),
    )!;
    for (const k of ["a", "b", "tx", "ty"] as const) expect(fit[k]).toBeCloseTo(t[k], 6);
    const back = applyT(invertT(t), applyT(t, { x: 7, y: 9 }));
    expect(back.x).toBeCloseTo(7, 6);
    expect(fitSimilarity(src.slice(0, 1), src.slice(0, 1))).toBeNull();

    const geo = computeGeometry();
    const points: Record<string, { x: number; y: number }> = {};
    for (const id of ["bogota", "cali", "medellin"]) points[id] = applyT(t, geo.get(id)!.anchor);
    const cal = parseCalibration({
      points: { ...points, atlantis: { x: 1, y: 1 }, cali: points.cali },
      mapAlpha: 3,
    });
    expect(Object.keys(cal!.points).sort()).toEqual(["bogota", "cali", "medellin"]);
    expect(cal!.mapAlpha).toBe(0);
    const solved = solveCalibration(cal!)!;
    expect(solved.transform.tx).toBeCloseTo(200, 3);
    expect(solved.layout.anchors?.bogota?.x).toBeCloseTo(geo.get("bogota")!.anchor.x, 3);
  });
});

describe("faction Actor ownership", () => {
  it("the owners of a faction Actor become that Faction's players", async () => {
    const a = await loadAdapter({ ready: true });
    await a.authority.startGame(SETUP);
    await a.authority.mirrorsSettled();
    const auc = a.st.actors.find((x) => x.getFlag("andean-abyss", "faction") === "auc")!;
    auc.ownership = { default: 2, bob: 3, alice: 3, gm: 3 };
    await a.st.callHook("updateActor", auc);
    await new Promise((r) => setTimeout(r, 0));
    expect(a.st.settingValues.get("andean-abyss.owners")).toMatchObject({
      auc: ["alice", "bob"],
      farc: ["alice"],
    });
    // unchanged ownership writes nothing
    const { ownersAfterActorEdit } = await import("../../src/foundry/documents/faction");
    const { getOwners } = await import("../../src/foundry/settings");
    expect(ownersAfterActorEdit(auc, getOwners(), (id) => id !== "gm")).toBeNull();
  });
});
