// @vitest-environment jsdom
// Chat cards, the Cards mirror and the calibration maths.
import { describe, expect, it } from "vitest";
import { loadAdapter, SETUP } from "./harness";

type Adapter = Awaited<ReturnType<typeof loadAdapter>>;
const getOwners = async () => (await import("../../src/foundry/settings")).getOwners();
async function started(): Promise<Adapter> {
  const a = await loadAdapter({ ready: true });
  expect((await a.authority.startGame(SETUP)).ok).toBe(true);
  await a.authority.mirrorsSettled();
  return a;
}
/** the English text of a module key, as the players read it */
const t = (key: string, params?: Record<string, string>) => {
  const i18n = (globalThis as unknown as { game: { i18n: { format(k: string, p?: object): string } } }).game
    .i18n;
  return i18n.format(`ANDEAN.${key}`, params);
};

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
    // a deck keeps the cards it dealt out, marked drawn (Cards#pass); those left are the deck's
    expect(pile("draw").availableCards).toHaveLength(s.deck.length - 1);
    expect(pile("draw").cards.contents.every((c) => c.getFlag("andean-abyss", "key") === "hidden")).toBe(
      true,
    );
    expect(pile("table").cards.contents.map((c) => c.getFlag("andean-abyss", "key"))).toEqual(
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

describe("faction Actors: a mirror of the GM's owner setting", () => {
  const actorOf = (a: Adapter, f: string) =>
    a.st.actors.find((x) => x.getFlag("andean-abyss", "faction") === f)!;

  it("a player the GM removes from a Faction loses its Actor (ownership replaced, not merged)", async () => {
    const a = await started();
    expect(actorOf(a, "farc").ownership).toMatchObject({ alice: 3 });
    const { setOwners } = await import("../../src/foundry/settings");
    await setOwners({ govt: [], farc: ["bob"], auc: [], cartels: [] });
    await a.authority.mirrorsSettled();
    expect(actorOf(a, "farc").ownership).toEqual({ default: 2, bob: 3 });
    expect(actorOf(a, "farc").system.owners).toEqual(["bob"]);
    expect(actorOf(a, "auc").ownership).toEqual({ default: 2 });
  });

  it("a player's edit of the faction Actor they own changes no Faction's players and is undone", async () => {
    const a = await started();
    const farc = actorOf(a, "farc");
    const before = await getOwners();
    a.st.setUser("alice");
    // Alice owns the FARC Actor: Foundry lets her write its flags and data
    await farc.update({
      "flags.andean-abyss.faction": "govt",
      "system.owners": ["alice"],
      "ownership.bob": 3,
    });
    a.st.setUser("gm");
    await a.authority.mirrorsSettled();
    expect(await getOwners()).toEqual(before);
    expect(a.authority.factionsOf(a.st.users.find((u) => u.id === "alice")!)).toEqual(["farc"]);
    expect(farc.getFlag("andean-abyss", "faction")).toBe("farc");
    expect(farc.ownership).toEqual({ default: 2, alice: 3 });
    expect(actorOf(a, "govt").ownership).toEqual({ default: 2 });
    // the editor (Alice's client, not the GM's) is told where players are set
    expect(a.st.notes.filter((n) => n.text === t("foundry.actors.mirrorOnly"))).toHaveLength(1);
  });

  it("the GM's own edit of Actor ownership is undone too, with a pointer to the players dialog", async () => {
    const a = await started();
    await actorOf(a, "auc").update({ "ownership.alice": 3 });
    await a.authority.mirrorsSettled();
    expect(actorOf(a, "auc").ownership).toEqual({ default: 2, bob: 3 });
    expect((await getOwners()).auc).toEqual(["bob"]);
    expect(a.st.notes.map((n) => n.text)).toContain(t("foundry.actors.mirrorOnly"));
  });
});

describe("faction Actors imported twice (a pack imported again, an Actor duplicated)", () => {
  it("every copy flagged for a Faction follows the game, nothing is deleted, and the GM is told once", async () => {
    const a = await started();
    const farc = a.st.actors.find((x) => x.getFlag("andean-abyss", "faction") === "farc")!;
    const Actor = (globalThis as unknown as { Actor: { create(d: object): Promise<unknown> } }).Actor;
    await Actor.create({
      name: "FARC (copy)",
      type: farc.type,
      system: { ...farc.system, resources: 0 },
      flags: { "andean-abyss": { faction: "farc" } },
    });
    const copies = () => a.st.actors.filter((x) => x.getFlag("andean-abyss", "faction") === "farc");
    expect(copies()).toHaveLength(2);
    await a.authority.submit(a.engine.legalCommands(a.session.state!)[0]);
    await a.authority.mirrorsSettled();
    await a.authority.submit(a.engine.legalCommands(a.session.state!)[0]);
    await a.authority.mirrorsSettled();
    const [one, two] = copies();
    expect(two.system).toEqual(one.system);
    expect(two.system.resources).toBe(a.session.state!.resources.farc);
    expect(a.st.notes.filter((n) => n.text.startsWith(`${t("ui.faction.farc")}:`))).toHaveLength(1);
  });
});

describe("systems that refuse module Actor sub-types (pf2e, sf2e)", () => {
  it("the game runs without faction Actors and the GM is told once", async () => {
    const a = await loadAdapter({ ready: true, system: "pf2e" });
    const warned = () =>
      a.st.notes.filter((n) => n.text === t("foundry.actors.unsupported", { system: "pf2e" }));
    expect(warned()).toHaveLength(1);
    expect((await a.authority.startGame(SETUP)).ok).toBe(true);
    await a.authority.mirrorsSettled();
    const cmd = a.engine.legalCommands(a.session.state!)[0];
    expect(await a.authority.submit(cmd)).toBeNull();
    await a.authority.mirrorsSettled();
    expect(a.session.state?.seq).toBe(1);
    expect(a.st.actors).toEqual([]);
    expect(warned()).toHaveLength(1);
    expect(a.st.notes.filter((n) => n.kind === "error")).toEqual([]);
  });

  it("a system that throws on creation is detected the same way (no repeated attempts)", async () => {
    const a = await loadAdapter({ ready: true, system: "worldbuilding" });
    const g = globalThis as unknown as { Actor: { create(d: unknown): Promise<unknown> } };
    let tries = 0;
    g.Actor.create = async () => {
      tries++;
      throw new Error("sub-types are not supported");
    };
    await a.authority.startGame(SETUP);
    await a.authority.mirrorsSettled();
    await a.authority.submit(a.engine.legalCommands(a.session.state!)[0]);
    await a.authority.mirrorsSettled();
    expect(tries).toBe(1);
    expect(a.session.state?.seq).toBe(1);
    expect(a.st.notes.filter((n) => n.kind === "warn")).toHaveLength(1);
  });

  it("a system that accepts them (core, dnd5e …) gets the four Actors and no warning", async () => {
    const a = await started();
    expect(a.st.actors).toHaveLength(4);
    expect(a.st.notes.filter((n) => n.kind === "warn")).toEqual([]);
  });
});
