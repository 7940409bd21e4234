// The compendium packs of the built module (dist/packs/, compiled by the official Foundry CLI in
// scripts/content/build.ts): each pack is read back with the CLI's own extractPack (on a copy, so
// the release files are never opened for writing) and its documents checked: 76 Cards (72
// Events, 4 Propaganda) whose faces and back exist as files in the module, 4 faction Actors, the
// board Scene, the guide in 5 languages, and one Adventure holding them all. module.json lists
// the packs with the fields of v13's manifest (fvtt-types 13.345.1,
// common/packages/base-package.d.mts: PackageCompendiumSchema, PackageCompendiumFolderSchema,
// CompendiumOwnershipField; common/constants.d.mts: COMPENDIUM_DOCUMENT_TYPES, USER_ROLES,
// DOCUMENT_OWNERSHIP_LEVELS).
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { SECOND_EDITION_CHANGED } from "../../scripts/content/faces";
import { CARDS, FACTIONS } from "../../src/engine/index";
import { BOARD_H, BOARD_W } from "../../src/ui/board/layout";

// biome-ignore lint/suspicious/noExplicitAny: documents extracted from JSON, read field by field
type Doc = Record<string, any>;
const manifest = () => JSON.parse(readFileSync("dist/module.json", "utf8"));
const packs: Record<string, Doc[]> = {};

/** The documents of one built pack, as the CLI extracts them. */
async function read(name: string): Promise<Doc[]> {
  const tmp = mkdtempSync(join(tmpdir(), "aa-pack-"));
  cpSync(join("dist/packs", name), join(tmp, "db"), { recursive: true });
  await extractPack(join(tmp, "db"), join(tmp, "out"));
  return readdirSync(join(tmp, "out")).map((f) => JSON.parse(readFileSync(join(tmp, "out", f), "utf8")));
}

/** A module path (modules/andean-abyss/…) as a file of the built module. */
const fileOf = (img: string) => join("dist", img.replace(/^modules\/andean-abyss\//, ""));

beforeAll(async () => {
  for (const p of manifest().packs) packs[p.name] = await read(p.name);
}, 120_000);

describe("compendium packs built with the Foundry CLI", () => {
  it("the Event deck: 76 cards, each with our own face (a file of the module) and the common back", () => {
    expect(packs.deck).toHaveLength(1);
    const deck = packs.deck![0]!;
    expect(deck.type).toBe("deck");
    expect(deck.cards).toHaveLength(76);
    const numbers = deck.cards.map((c: Doc) => c.value).sort((a: number, b: number) => a - b);
    expect(numbers).toEqual(Object.keys(CARDS).map(Number));
    for (const c of deck.cards) {
      expect(c.flags["andean-abyss"].key).toBe(c.value);
      expect(c.faces[c.face].img).toBe(`modules/andean-abyss/cards/${c.value}.svg`);
      expect(existsSync(fileOf(c.faces[c.face].img)), c.faces[c.face].img).toBe(true);
      expect(existsSync(fileOf(c.back.img))).toBe(true);
      // our face holds no card text (the summaries are shown per client, from the lang files)
      expect(c.faces[c.face].text).toBe("");
    }
  });

  it("each face is drawn from the card data: Faction order (2.3.2), single Event, Capability, Momentum, 2nd edition", () => {
    const marks = (svg: string) => new Set([...svg.matchAll(/data-mark="([a-z-]+)"/g)].map((m) => m[1]));
    for (const c of Object.values(CARDS)) {
      const svg = readFileSync(`dist/cards/${c.number}.svg`, "utf8");
      const order = [...svg.matchAll(/data-faction="([a-z]+)"/g)].map((m) => m[1]);
      // an Event shows its Faction order left to right; Propaganda shows the four Bases around a ring
      if (c.kind === "event") expect(order, `card ${c.number}`).toEqual(c.factionOrder);
      else expect(order.sort(), `card ${c.number}`).toEqual([...FACTIONS].sort());
      const m = marks(svg);
      expect(m.has("single"), `card ${c.number}`).toBe(c.kind === "event" && !c.dualUse);
      expect(m.has("capability"), `card ${c.number}`).toBe(c.capability);
      expect(m.has("momentum"), `card ${c.number}`).toBe(c.momentum);
      expect(m.has("second-edition"), `card ${c.number}`).toBe(SECOND_EDITION_CHANGED.has(c.number));
      // no words on a face: the card number (and the 2nd edition "2") are its only text
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((x) => x[1]);
      expect(texts.every((x) => /^\d+$/.test(x!))).toBe(true);
    }
    // card 55 (DEA Agents) was changed by the 2nd edition; card 1 (1st Division) is a Capability
    expect(marks(readFileSync("dist/cards/55.svg", "utf8")).has("second-edition")).toBe(true);
    expect(marks(readFileSync("dist/cards/1.svg", "utf8")).has("capability")).toBe(true);
  });

  it("the four faction Actors", () => {
    expect(packs.factions).toHaveLength(4);
    expect(packs.factions!.map((a) => a.flags["andean-abyss"].faction).sort()).toEqual([...FACTIONS].sort());
    for (const a of packs.factions!) expect(a.type).toBe("andean-abyss.faction");
  });

  it("the board Scene: our board's size, gridless, flagged as the board Scene", () => {
    expect(packs.scenes).toHaveLength(1);
    const s = packs.scenes![0]!;
    expect([s.width, s.height]).toEqual([BOARD_W, BOARD_H]);
    expect(s.grid.type).toBe(0);
    expect(s.flags["andean-abyss"].boardScene).toBe(true);
  });

  it("the guide: one page per language, each in that language's own words", () => {
    expect(packs.guide).toHaveLength(1);
    const pages = packs.guide![0]!.pages as Doc[];
    expect(pages.map((p) => p.flags["andean-abyss"].lang)).toEqual(["en", "fr", "pl", "de", "es"]);
    for (const p of pages) {
      const l = p.flags["andean-abyss"].lang;
      const words = JSON.parse(readFileSync(`lang/${l}/foundry-guide.json`, "utf8"));
      for (const k of ["setup", "play", "refusals", "nonplayers", "cards", "saves"])
        expect(p.text.content).toContain(words[`foundry.guide.h.${k}`]);
    }
    expect(new Set(pages.map((p) => p.text.content)).size).toBe(5);
  });

  it("one Adventure that imports all of them in one click", () => {
    expect(packs.adventure).toHaveLength(1);
    const adv = packs.adventure![0]!;
    const ids = (docs: Doc[]) => docs.map((d) => d._id).sort();
    expect(ids(adv.actors)).toEqual(ids(packs.factions!));
    expect(ids(adv.cards)).toEqual(ids(packs.deck!));
    expect(adv.cards[0].cards).toHaveLength(76);
    expect(ids(adv.scenes)).toEqual(ids(packs.scenes!));
    expect(ids(adv.journal)).toEqual(ids(packs.guide!));
    expect(adv.journal[0].pages).toHaveLength(5);
  });
});

describe("module.json lists the packs (v13 manifest fields)", () => {
  const TYPES = [
    "Actor",
    "Adventure",
    "Cards",
    "Item",
    "JournalEntry",
    "Macro",
    "Playlist",
    "RollTable",
    "Scene",
  ];
  const PACK_FIELDS = ["name", "label", "banner", "path", "type", "system", "ownership", "flags"];
  const ROLES = ["PLAYER", "TRUSTED", "ASSISTANT", "GAMEMASTER"];
  const LEVELS = ["INHERIT", "NONE", "LIMITED", "OBSERVER", "OWNER"];

  it("each pack: known fields, a compendium document type, ownership by role, a path in the module", () => {
    const m = manifest();
    expect(m.packs.map((p: Doc) => [p.name, p.type]).sort()).toEqual(
      [
        ["adventure", "Adventure"],
        ["deck", "Cards"],
        ["factions", "Actor"],
        ["guide", "JournalEntry"],
        ["scenes", "Scene"],
      ].sort(),
    );
    for (const p of m.packs) {
      expect(
        Object.keys(p).every((k) => PACK_FIELDS.includes(k)),
        p.name,
      ).toBe(true);
      expect(p.name).toMatch(/^[a-z0-9-]+$/);
      expect(p.label.length).toBeGreaterThan(0);
      expect(TYPES).toContain(p.type);
      for (const [role, level] of Object.entries(p.ownership)) {
        expect(ROLES).toContain(role);
        expect(LEVELS).toContain(level);
      }
      expect(existsSync(join("dist", p.path, "CURRENT")), p.path).toBe(true);
    }
    // one folder in the compendium sidebar holds them all
    expect(m.packFolders).toHaveLength(1);
    expect(["a", "m"]).toContain(m.packFolders[0].sorting);
    expect([...m.packFolders[0].packs].sort()).toEqual(m.packs.map((p: Doc) => p.name).sort());
  });

  it("the release zip holds the packs and the card faces, without LevelDB's lock", () => {
    const zip = unzipSync(new Uint8Array(readFileSync("dist/andean-abyss.zip")));
    const names = Object.keys(zip);
    for (const p of manifest().packs) expect(names).toContain(`${p.path}/CURRENT`);
    expect(names.filter((n) => n.startsWith("cards/") && n.endsWith(".svg"))).toHaveLength(77);
    expect(names.some((n) => n.endsWith("/LOCK"))).toBe(false);
    expect(JSON.parse(strFromU8(zip["module.json"]!)).packs).toEqual(manifest().packs);
  });
});
