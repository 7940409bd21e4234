// @vitest-environment jsdom
// The faction Actor: its sub-type label, its small read-only sheet (Resources, victory margin 7.2,
// Available Forces 1.4.1) and its ownership levels, taken from CONST.DOCUMENT_OWNERSHIP_LEVELS.
import { describe, expect, it } from "vitest";
import { loadAdapter, SETUP } from "./harness";

interface Sheet {
  element: HTMLElement;
  rendered: boolean;
  render(o: object): Promise<unknown>;
}

async function gameWithActors() {
  const a = await loadAdapter({ ready: true });
  expect((await a.authority.startGame(SETUP)).ok).toBe(true);
  await a.authority.mirrorsSettled();
  expect(a.st.actors).toHaveLength(4);
  return a;
}

describe("the faction Actor sheet", () => {
  it("is registered at init as the default sheet of the faction sub-type, with a translated label", async () => {
    const a = await loadAdapter();
    expect(a.st.sheets).toHaveLength(1);
    const [reg] = a.st.sheets;
    expect(reg.scope).toBe("andean-abyss");
    expect(reg.options.types).toEqual(["andean-abyss.faction"]);
    expect(reg.options.makeDefault).toBe(true);
    const i18n = (globalThis as unknown as { game: { i18n: { localize(k: string): string } } }).game.i18n;
    expect(i18n.localize(String(reg.options.label))).toBe("Andean Abyss faction sheet");
    // the sub-type's own label and icon (Foundry's Create Actor dialog)
    expect(i18n.localize("TYPES.Actor.andean-abyss.faction")).toBe("Andean Abyss Faction");
    const CONFIG = (globalThis as unknown as { CONFIG: { Actor: { typeIcons: Record<string, string> } } })
      .CONFIG;
    expect(CONFIG.Actor.typeIcons["andean-abyss.faction"]).toMatch(/^fa-solid /);
  });

  it("shows the mirrored Resources, margin, Eligibility and Available Forces of its Faction", async () => {
    const a = await gameWithActors();
    const farc = a.st.actors.find((x) => x.system.faction === "farc")!;
    const { factionData } = await import("../../src/foundry/documents/faction");
    const data = factionData(a.session.state!, "farc", {
      govt: [],
      farc: ["alice"],
      auc: ["bob"],
      cartels: [],
    });
    const Sheet = a.st.sheets[0].sheetClass as new (o: object) => Sheet;
    const sheet = new Sheet({ document: farc });
    await sheet.render({ force: true });
    const el = sheet.element;
    const row = (k: string) => el.querySelector(`[data-row="${k}"] dd`)?.textContent;
    expect(el.querySelector("h2")?.textContent).toBe("FARC");
    expect(row("resources")).toBe(String(data.resources));
    expect(row("margin")).toBe(
      data.margin < 0 ? `\u2212${-data.margin}` : data.margin > 0 ? `+${data.margin}` : "0",
    );
    expect(row("eligible")).toBe("Eligible");
    expect(row("owners")).toBe("Alice");
    // FARC's Available boxes (1.4.1): Guerrillas and Bases, as the engine counts them
    const forces = Array.from(el.querySelectorAll<HTMLElement>(".aa-sheet-forces [data-piece]")).map((d) => [
      d.dataset.piece,
      d.querySelector("dt")?.textContent,
      Number(d.querySelector("dd")?.textContent),
    ]);
    expect(forces).toEqual([
      ["farcU", "Guerrillas", data.available.farcU],
      ["farcBase", "Bases", data.available.farcBase],
    ]);
    // read-only, and in words
    expect(el.querySelectorAll("input, select, textarea")).toHaveLength(0);
    expect(el.textContent).not.toMatch(/ANDEAN\.|foundry\.sheet/);
  });

  it("signs the margin: +3, 0, −2", async () => {
    const { signed } = await import("../../src/foundry/documents/faction-sheet");
    expect([signed(3), signed(0), signed(-2)]).toEqual(["+3", "0", "\u22122"]);
  });
});

describe("ownership levels from CONST.DOCUMENT_OWNERSHIP_LEVELS", () => {
  it("everyone observes each faction Actor and its players own it, at the levels Foundry defines", async () => {
    const a = await gameWithActors();
    const farc = a.st.actors.find((x) => x.system.faction === "farc")!;
    expect(farc.ownership).toEqual({ default: 2, alice: 3 });
  });

  it("the levels are read from CONST, not written into the module", async () => {
    const a = await loadAdapter({ ready: true });
    // a Foundry whose constants had other values: the mirror follows them
    (globalThis as unknown as { CONST: unknown }).CONST = {
      DOCUMENT_OWNERSHIP_LEVELS: { INHERIT: -1, NONE: 0, LIMITED: 10, OBSERVER: 20, OWNER: 30 },
      GRID_TYPES: { GRIDLESS: 0 },
    };
    expect((await a.authority.startGame(SETUP)).ok).toBe(true);
    await a.authority.mirrorsSettled();
    const auc = a.st.actors.find((x) => x.system.faction === "auc")!;
    expect(auc.ownership).toEqual({ default: 20, bob: 30 });
  });
});

describe("the faction sheet shows its Faction's forces (pieces live on the board layer, not as Tokens)", () => {
  it("lists its pieces on the map space by space and follows the game while open", async () => {
    const a = await gameWithActors();
    const farc = a.st.actors.find((x) => x.system.faction === "farc")!;
    const Sheet = a.st.sheets[0].sheetClass as new (o: object) => Sheet;
    const sheet = new Sheet({ document: farc });
    await sheet.render({ force: true });
    const { SPACES, P } = a.engine;
    const onMap = () =>
      Object.fromEntries(
        Array.from(sheet.element.querySelectorAll<HTMLElement>(".aa-sheet-map [data-space]")).map((d) => [
          d.dataset.space,
          d.querySelector("dd")?.textContent,
        ]),
      );
    // every space holding FARC pieces in the standard deployment (2.1), and no other
    const s0 = a.session.state!;
    const farcSpaces = s0.spaces
      .map((sp, i) => [SPACES[i]!.name, sp.f[P.farcU]! + sp.f[P.farcA]! + sp.f[P.farcBase]!] as const)
      .filter(([, n]) => n > 0)
      .map(([name]) => name);
    expect(farcSpaces.length).toBeGreaterThan(0);
    expect(Object.keys(onMap()).sort()).toEqual([...farcSpaces].sort());
    // a space with Underground FARC Guerrillas (the standard deployment has some, 2.1)
    const i = s0.spaces.findIndex((sp) => sp.f[P.farcU]! > 0);
    expect(i).toBeGreaterThanOrEqual(0);
    const first = SPACES[i]!.name;
    expect(onMap()[first]).toContain(`${s0.spaces[i]!.f[P.farcU]} × FARC Guerrilla (Underground)`);
    // a newer revision of the game (5 more Underground Guerrillas there) re-renders the open sheet
    const next = structuredClone(s0);
    next.spaces[i]!.f[P.farcU] = s0.spaces[i]!.f[P.farcU]! + 5;
    const game = a.session.game!;
    expect(a.session.adopt({ ...game, rev: game.rev + 1 }, next)).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(onMap()[first]).toContain(`${next.spaces[i]!.f[P.farcU]} × FARC Guerrilla (Underground)`);
  });
});
