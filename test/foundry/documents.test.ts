// @vitest-environment jsdom
// Documents as Foundry keeps them: the faction Actor's data model, Cards and Card are validated on
// every create and update (emulation/fields.ts, emulation/cards.ts), Cards' embedded deletes and
// updates act, and die results travel as Rolls rebuilt by Roll.fromData (emulation/roll.ts).
import { describe, expect, it } from "vitest";
import { DataModelValidationError } from "./emulation/fields";
import { EmulatedRoll } from "./emulation/roll";
import { loadAdapter, SETUP } from "./harness";

type Adapter = Awaited<ReturnType<typeof loadAdapter>>;
async function started(): Promise<Adapter> {
  const a = await loadAdapter({ ready: true });
  expect((await a.authority.startGame(SETUP)).ok).toBe(true);
  await a.authority.mirrorsSettled();
  return a;
}
const pile = (a: Adapter, id: string) =>
  a.st.cardStacks.find((c) => c.getFlag("andean-abyss", "pile") === id)!;
const keys = (a: Adapter, id: string) =>
  pile(a, id)
    .cards.contents.slice()
    .sort((x, y) => x.sort - y.sort)
    .map((c) => c.getFlag("andean-abyss", "key"));

describe("the faction Actor's data model", () => {
  it("the mirror writes valid data; a hand edit that breaks the schema is refused, nothing written", async () => {
    const a = await started();
    const farc = a.st.actors.find((x) => x.getFlag("andean-abyss", "faction") === "farc")!;
    expect(farc.system).toMatchObject({ faction: "farc", eligible: true });
    const before = farc.toObject();
    await expect(farc.update({ "system.faction": "rebels" })).rejects.toThrow(DataModelValidationError);
    await expect(farc.update({ "system.resources": 2.5 })).rejects.toThrow(/integer/);
    await expect(farc.update({ "system.owners": [7] })).rejects.toThrow(/string/);
    expect(farc.toObject()).toEqual(before);
  });

  it("an Actor of the sub-type with a broken system is never created", async () => {
    await loadAdapter({ ready: true });
    const Actor = (globalThis as unknown as { Actor: { create(d: object): Promise<unknown> } }).Actor;
    await expect(
      Actor.create({ name: "x", type: "andean-abyss.faction", system: { faction: "nobody" } }),
    ).rejects.toThrow(DataModelValidationError);
  });
});

describe("Cards and Card", () => {
  it("every card the mirror writes passes the Card schema; an invalid one is refused whole", async () => {
    const a = await started();
    const table = pile(a, "table");
    expect(table.cards.size).toBe(2);
    const size = table.cards.size;
    await expect(
      table.createEmbeddedDocuments("Card", [
        { name: "ok", sort: 9 },
        { name: "", sort: 10 },
      ]),
    ).rejects.toThrow(/name/);
    expect(table.cards.size).toBe(size);
    await expect(table.update({ type: "tableau" })).rejects.toThrow(/valid choice/);
  });

  it("as cards are played they leave the draw pile and the table, in order (passes and re-sorts act)", async () => {
    const a = await started();
    const s0 = a.session.state!;
    expect(keys(a, "table")).toEqual([s0.current, s0.deck[0]]);
    // a deck keeps a card it passed out, marked drawn (Cards#pass): its available cards count
    const draw0 = pile(a, "draw").availableCards.length;
    // both Eligible Factions pass until card 1 is done (2.3.3)
    for (let i = 0; i < 8 && a.session.state!.current === s0.current; i++) {
      const f = a.engine.getDecision(a.session.state!).faction!;
      expect(
        await a.authority.submit({ t: "choose", v: "pass", seq: a.session.state!.seq, by: f }),
      ).toBeNull();
    }
    await a.authority.mirrorsSettled();
    const s = a.session.state!;
    expect(s.current).not.toBe(s0.current);
    // the next card became current: the same Card document, sorted first now
    expect(keys(a, "table")).toEqual([s.current, s.deck[0]]);
    expect(pile(a, "draw").availableCards).toHaveLength(draw0 - 1);
    expect(keys(a, "played")).toEqual(s.played.filter((n) => n !== s.current));
  });

  it("a stack can be deleted (a new game makes it again)", async () => {
    const a = await started();
    await pile(a, "played").delete();
    expect(a.st.cardStacks.some((c) => c.getFlag("andean-abyss", "pile") === "played")).toBe(false);
    const { syncCards } = await import("../../src/foundry/cards");
    await syncCards(a.session.state!);
    expect(a.st.cardStacks.filter((c) => c.getFlag("andean-abyss", "pile") === "played")).toHaveLength(1);
  });
});

describe("Roll.fromData", () => {
  it("the chat card's die results are Rolls with the engine's own result", async () => {
    await loadAdapter({ ready: true });
    const { rollFromResult } = await import("../../src/foundry/shim");
    const r = rollFromResult(6, 5) as EmulatedRoll;
    expect(r).toBeInstanceOf(EmulatedRoll);
    expect(r.total).toBe(5);
    expect(r.dice[0].results).toEqual([{ result: 5, active: true }]);
    expect(r.formula).toBe("1d6");
  });

  it("refuses data that is not a roll", () => {
    expect(() => EmulatedRoll.fromData({ class: "Nope" })).toThrow();
    expect(() =>
      EmulatedRoll.fromData({
        class: "Roll",
        terms: [{ class: "Die", number: 1, faces: 6, results: [{ result: 9 }] }],
      }),
    ).toThrow(/not on a d6/);
  });
});
