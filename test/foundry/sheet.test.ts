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
