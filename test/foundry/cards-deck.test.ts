// @vitest-environment jsdom
// The Event deck as Foundry Cards (docs/foundry.md, Cards): the four stacks follow the game after
// every command (2.3: the current card and, unless No Reveal, the next one; 5.3 Capabilities and
// 5.4 Momentum stay in play), cards move with Foundry's own Cards#pass so the card hooks fire, and
// a Deal/Draw/Pass/Shuffle/Reset made by hand is refused for a player and for the GM, leaving the
// game's record and the Cards as they were. On the Cards emulation of emulation/cards.ts.
import { describe, expect, it } from "vitest";
import { loadAdapter, SETUP } from "./harness";

type Adapter = Awaited<ReturnType<typeof loadAdapter>>;
type Stack = Adapter["st"]["cardStacks"][number];
/** the context of the passCards hook (fvtt-types Cards.PassContext) */
type PassContext = { action: string; toCreate: { flags?: { "andean-abyss"?: { key?: unknown } } }[] };

const pile = (a: Adapter, id: string): Stack =>
  a.st.cardStacks.find((c) => c.getFlag("andean-abyss", "pile") === id)!;
const keys = (p: Stack) =>
  [...p.cards.contents].sort((x, y) => x.sort - y.sort).map((c) => c.getFlag("andean-abyss", "key"));

/** The stacks as the players see them: the deck's available cards, every other stack in order. */
async function stacks(a: Adapter) {
  const { cardPlacement } = await import("../../src/foundry/cards");
  const have = {
    draw: pile(a, "draw").availableCards.map((c) => c.getFlag("andean-abyss", "key")),
    table: keys(pile(a, "table")),
    played: keys(pile(a, "played")),
    inPlay: keys(pile(a, "inPlay")),
  };
  return { have, want: cardPlacement(a.session.state!) };
}

/** A small seeded generator, so the "random" game is the same on every run. */
function rng(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

async function started(): Promise<Adapter> {
  const a = await loadAdapter({ ready: true });
  expect((await a.authority.startGame(SETUP)).ok).toBe(true);
  await a.authority.mirrorsSettled();
  return a;
}

const snapshot = (a: Adapter) =>
  a.st.cardStacks.map((p) => ({ id: p.id, cards: p.cards.contents.map((c) => c.toObject()) }));
const record = (a: Adapter) => structuredClone(a.st.settingValues.get("andean-abyss.game"));

describe("the Event deck follows the game", () => {
  it("after each of 20 random commands the four stacks equal cardPlacement(state)", async () => {
    const a = await started();
    const next = rng(22);
    const seen = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const legal = a.engine.legalCommands(a.session.state!);
      expect(legal.length).toBeGreaterThan(0);
      // mostly a Faction passes when it may (2.3.3), so cards turn over within 20 commands
      const pass = legal.find((c) => c.t === "choose" && c.v === "pass");
      const cmd = pass && next() < 0.8 ? pass : legal[Math.floor(next() * legal.length)]!;
      expect(await a.authority.submit(cmd)).toBeNull();
      await a.authority.mirrorsSettled();
      const { have, want } = await stacks(a);
      expect(have).toEqual(want);
      seen.add(a.session.state!.current!);
    }
    // the game went through several cards, so cards were passed between stacks
    expect(seen.size).toBeGreaterThanOrEqual(2);
    expect(pile(a, "played").cards.size).toBeGreaterThan(0);
    // a roll-back to the first card passes the cards played since home to the draw deck
    expect((await a.authority.rollback(0)).ok).toBe(true);
    await a.authority.mirrorsSettled();
    const { have, want } = await stacks(a);
    expect(have).toEqual(want);
    expect(have.played).toEqual([]);
    expect(have.table).toEqual([1, 2]);
  });

  it("marks the current and the next card (2.3), and none once they leave the table", async () => {
    const a = await started();
    const table = pile(a, "table");
    const role = (n: number) =>
      [...a.st.cardStacks]
        .flatMap((p) => p.cards.contents)
        .find((c) => c.getFlag("andean-abyss", "key") === n)
        ?.getFlag("andean-abyss", "role");
    expect(keys(table)).toEqual([1, 2]);
    expect(role(1)).toBe("current");
    expect(role(2)).toBe("next");
    // both Eligible Factions pass: card 2 becomes current, card 3 is next, card 1 is played
    for (let i = 0; i < 10 && a.session.state!.current === 1; i++) {
      const legal = a.engine.legalCommands(a.session.state!);
      expect(
        await a.authority.submit(legal.find((c) => c.t === "choose" && c.v === "pass") ?? legal[0]!),
      ).toBeNull();
    }
    await a.authority.mirrorsSettled();
    expect(a.session.state!.current).toBe(2);
    expect(role(2)).toBe("current");
    expect(role(3)).toBe("next");
    expect(role(1)).toBeNull();
    expect(keys(pile(a, "played"))).toEqual([1]);
    // each face shows our own image of that card
    const card2 = table.cards.contents.find((c) => c.getFlag("andean-abyss", "key") === 2)!;
    expect(card2.faces[card2.face!]?.img).toBe("modules/andean-abyss/cards/2.svg");
    expect(card2.back.img).toBe("modules/andean-abyss/cards/back.svg");
  });

  it("moves cards with Cards#pass, so other modules' card hooks fire", async () => {
    const a = await started();
    const passes: { from: unknown; to: unknown; action: string; keys: unknown[] }[] = [];
    a.st.hooks.set("passCards", [
      ...(a.st.hooks.get("passCards") ?? []),
      (...args: unknown[]) => {
        const [from, to, ctx] = args as [Stack, Stack, PassContext];
        passes.push({
          from: from.getFlag("andean-abyss", "pile"),
          to: to.getFlag("andean-abyss", "pile"),
          action: ctx.action,
          keys: ctx.toCreate.map((d) => d.flags?.["andean-abyss"]?.key),
        });
      },
    ]);
    for (let i = 0; i < 10 && a.session.state!.current === 1; i++) {
      const legal = a.engine.legalCommands(a.session.state!);
      await a.authority.submit(legal.find((c) => c.t === "choose" && c.v === "pass") ?? legal[0]!);
    }
    await a.authority.mirrorsSettled();
    // card 1 left the table for the played pile; card 3 was turned up out of the draw deck
    expect(passes).toContainEqual({ from: "table", to: "played", action: "pass", keys: [1] });
    expect(passes).toContainEqual({ from: "draw", to: "table", action: "pass", keys: [3] });
  });
});

describe("a hand-made Deal, Draw, Pass, Shuffle or Reset on the game's stacks", () => {
  for (const user of ["gm", "alice"]) {
    it(`is refused for ${user === "gm" ? "the GM" : "a player"}: Cards and record unchanged, a notice says why`, async () => {
      const a = await started();
      a.st.setUser(user);
      const before = snapshot(a);
      const rec = record(a);
      const draw = pile(a, "draw");
      const table = pile(a, "table");
      const played = pile(a, "played");
      const ops: [string, () => Promise<unknown>][] = [
        ["deal", () => draw.deal([played], 2)],
        ["draw", () => played.draw(draw, 1)],
        ["pass", () => table.pass(played, [table.cards.contents[0]!.id])],
        ["shuffle", () => draw.shuffle()],
        ["reset deck", () => draw.recall()],
        ["reset pile", () => table.recall()],
        ["delete a card", () => table.deleteEmbeddedDocuments("Card", [table.cards.contents[0]!.id])],
      ];
      const { t } = await import("../../src/foundry/i18n");
      for (const [name, op] of ops) {
        a.st.notes.length = 0;
        await op();
        await a.authority.mirrorsSettled();
        // the notice is shown once per gesture (again after the task has run out)
        await new Promise((r) => setTimeout(r, 0));
        expect(snapshot(a), name).toEqual(before);
        expect(record(a), name).toEqual(rec);
        expect(
          a.st.notes.filter((n) => n.text === t("foundry.deck.refused")),
          name,
        ).toHaveLength(1);
      }
    });
  }

  it("leaves stacks that are not the game's alone", async () => {
    const a = await started();
    const Cards = (globalThis as unknown as { Cards: { create(d: object): Promise<Stack> } }).Cards;
    const deck = await Cards.create({
      name: "Tarot",
      type: "deck",
      cards: [{ name: "The Fool" }, { name: "The Tower" }],
    });
    const hand = await Cards.create({ name: "Hand", type: "hand" });
    a.st.notes.length = 0;
    await deck.deal([hand], 1);
    expect(hand.cards.size).toBe(1);
    expect(deck.availableCards).toHaveLength(1);
    expect(a.st.notes).toEqual([]);
  });
});

describe("bad input: the game's Cards changed outside the game", () => {
  it("a stack deleted is made again from the game, and the GM is told once", async () => {
    const a = await started();
    const { t } = await import("../../src/foundry/i18n");
    a.st.notes.length = 0;
    await pile(a, "table").delete();
    await a.authority.mirrorsSettled();
    await pile(a, "played").delete();
    await a.authority.mirrorsSettled();
    const { have, want } = await stacks(a);
    expect(have).toEqual(want);
    expect(have.table).toEqual([1, 2]);
    expect(a.st.notes.filter((n) => n.text === t("foundry.deck.rebuilt"))).toHaveLength(1);
  });

  it("a game stack duplicated (a world imported twice) leaves one stack per pile, in step with the game", async () => {
    const a = await started();
    const Cards = (globalThis as unknown as { Cards: { create(d: object): Promise<Stack> } }).Cards;
    const copy = pile(a, "table").cards.contents.map((c) => c.toObject());
    await Cards.create({
      name: "copy",
      type: "pile",
      flags: { "andean-abyss": { pile: "table" } },
      cards: copy,
    });
    await a.authority.mirrorsSettled();
    const { syncCards } = await import("../../src/foundry/cards");
    await syncCards(a.session.state!);
    await a.authority.mirrorsSettled();
    const tables = a.st.cardStacks.filter((c) => c.getFlag("andean-abyss", "pile") === "table");
    expect(tables).toHaveLength(1);
    const { have, want } = await stacks(a);
    expect(have).toEqual(want);
  });

  it("a card removed by a client that skips the guard is written back by the GM", async () => {
    const a = await started();
    const rec = record(a);
    // a client without the module: no pre-operation hooks run where it writes
    const pre = a.st.hooks.get("preDeleteCard");
    a.st.hooks.delete("preDeleteCard");
    a.st.setUser("alice");
    const table = pile(a, "table");
    await table.deleteEmbeddedDocuments("Card", [table.cards.contents[0]!.id]);
    a.st.hooks.set("preDeleteCard", pre!);
    a.st.setUser("gm");
    await a.authority.mirrorsSettled();
    const { have, want } = await stacks(a);
    expect(have).toEqual(want);
    expect(record(a)).toEqual(rec);
  });
});
