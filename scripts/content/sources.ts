// The module's compendium content as Foundry document sources (the JSON the official CLI packs),
// made from our data: the card data (src/engine/data/cards.json), the lang files, the board's
// size. One document per file under packs/_source/<pack>/, each with the `_key` the CLI uses to
// place it (and its embedded documents) in the LevelDB pack. Names are the English wording (a
// compendium shows stored names); the flags carry the facts each client names in its language.
import { readdirSync, readFileSync } from "node:fs";
import { CARDS, FACTIONS, type Faction } from "../../src/engine/index";
import { BOARD_H, BOARD_W } from "../../src/ui/board/layout";

export const MODULE_ID = "andean-abyss";
export const LANGS = ["en", "fr", "pl", "de", "es"] as const;
const LANG_NAMES: Record<(typeof LANGS)[number], string> = {
  en: "English",
  fr: "Français",
  pl: "Polski",
  de: "Deutsch",
  es: "Español",
};

export type Doc = Record<string, unknown> & { _id: string; name: string; _key?: string };
export interface PackSpec {
  name: string;
  label: string;
  type: "Cards" | "Actor" | "Scene" | "JournalEntry" | "Adventure";
  docs: Doc[];
}

/** A stable 16-character Foundry id. */
export const docId = (stem: string, n: number | string = "") =>
  `aa${stem}${String(n)}`.padEnd(16, "0").slice(0, 16);

/** The flat strings of one language (lang/<l>/*.json fragments, keys without ANDEAN.). */
function strings(lang: string, file: string): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`../../lang/${lang}/${file}.json`, import.meta.url), "utf8"));
}
/** every card's title (card.N.title): in each Event card's fragment lang/<l>/cards/cNN.json, and
 *  the Propaganda cards' in propaganda-cards.json */
function cardTitles(lang: string): Record<string, string> {
  const out = strings(lang, "propaganda-cards");
  const dir = new URL(`../../lang/${lang}/cards/`, import.meta.url);
  for (const f of readdirSync(dir)
    .filter((x) => x.endsWith(".json"))
    .sort())
    for (const [k, v] of Object.entries(strings(lang, `cards/${f.slice(0, -5)}`)))
      if (/^card\.\d+\.title$/.test(k)) out[k] = v;
  return out;
}
const en = { ...cardTitles("en"), ...strings("en", "ui"), ...strings("en", "foundry") };
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const STATS = { coreVersion: "13.345", systemId: null, systemVersion: null };

export const faceImg = (n: number) => `modules/${MODULE_ID}/cards/${n}.svg`;
export const BACK_IMG = `modules/${MODULE_ID}/cards/back.svg`;

/** The whole deck, face up, for browsing: 72 Events and 4 Propaganda cards. */
export function deckDoc(): Doc {
  const id = docId("Deck");
  const back = { name: en["foundry.cards.back"]!, text: "", img: BACK_IMG };
  const cards = Object.values(CARDS).map((c, i) => {
    const name = `${c.number}. ${en[`card.${c.number}.title`] ?? c.title}`;
    const cid = docId("Card", String(c.number).padStart(3, "0"));
    return {
      _id: cid,
      _key: `!cards.cards!${id}.${cid}`,
      name,
      description: "",
      type: "base",
      system: {},
      value: c.number,
      back,
      faces: [{ name, text: "", img: faceImg(c.number) }],
      face: 0,
      drawn: false,
      origin: null,
      width: 2,
      height: 3,
      rotation: 0,
      sort: i,
      flags: { [MODULE_ID]: { key: c.number } },
      _stats: STATS,
    };
  });
  return {
    _id: id,
    _key: `!cards!${id}`,
    name: "Andean Abyss: Event deck",
    type: "deck",
    description: "",
    img: BACK_IMG,
    system: {},
    cards,
    width: 2,
    height: 3,
    rotation: 0,
    displayCount: true,
    folder: null,
    sort: 0,
    ownership: { default: 0 },
    flags: { [MODULE_ID]: { deck: "reference" } },
    _stats: STATS,
  };
}

/** The four faction Actors (sub-type andean-abyss.faction), filled in by the game when it starts. */
export function factionDocs(): Doc[] {
  return FACTIONS.map((f: Faction, i) => {
    const id = docId("Faction", f);
    return {
      _id: id,
      _key: `!actors!${id}`,
      name: en[`ui.faction.${f}`] ?? f,
      type: `${MODULE_ID}.faction`,
      img: "icons/svg/village.svg",
      system: { faction: f },
      items: [],
      effects: [],
      folder: null,
      sort: i,
      ownership: { default: 2 },
      prototypeToken: { name: en[`ui.faction.${f}`] ?? f, actorLink: true },
      flags: { [MODULE_ID]: { faction: f } },
      _stats: STATS,
    };
  });
}

/** The board Scene: gridless, the board's size, no token vision, no fog (docs/foundry.md). */
export function sceneDoc(): Doc {
  const id = docId("Scene");
  return {
    _id: id,
    _key: `!scenes!${id}`,
    name: "Andean Abyss",
    navName: "Andean Abyss",
    active: false,
    navigation: true,
    width: BOARD_W,
    height: BOARD_H,
    padding: 0.1,
    backgroundColor: "#1f2328",
    grid: { type: 0 },
    tokenVision: false,
    fog: { exploration: false },
    drawings: [],
    tokens: [],
    lights: [],
    notes: [],
    regions: [],
    sounds: [],
    templates: [],
    tiles: [],
    walls: [],
    folder: null,
    sort: 0,
    ownership: { default: 0 },
    flags: { [MODULE_ID]: { boardScene: true } },
    _stats: STATS,
  };
}

const GUIDE = ["setup", "play", "refusals", "nonplayers", "cards", "saves"] as const;

/** How to play with the module: one page per language, our own words from the lang files. */
export function guideDoc(): Doc {
  const id = docId("Guide");
  const pages = LANGS.map((l, i) => {
    const s = strings(l, "foundry-guide");
    const html = GUIDE.map(
      (k) => `<h2>${esc(s[`foundry.guide.h.${k}`]!)}</h2><p>${esc(s[`foundry.guide.${k}`]!)}</p>`,
    ).join("");
    const pid = docId("Page", l);
    return {
      _id: pid,
      _key: `!journal.pages!${id}.${pid}`,
      name: `${LANG_NAMES[l]}: ${s["foundry.guide.title"]}`,
      type: "text",
      title: { show: true, level: 1 },
      text: { format: 1, content: html },
      sort: i * 100000,
      ownership: { default: -1 },
      flags: { [MODULE_ID]: { lang: l } },
      _stats: STATS,
    };
  });
  return {
    _id: id,
    _key: `!journal!${id}`,
    name: "Andean Abyss",
    pages,
    categories: [],
    folder: null,
    sort: 0,
    ownership: { default: 2 },
    flags: { [MODULE_ID]: { guide: true } },
    _stats: STATS,
  };
}

/** Strip the CLI keys: an Adventure holds its documents whole, without them. */
function unkeyed<T>(x: T): T {
  return JSON.parse(JSON.stringify(x, (k, v) => (k === "_key" ? undefined : v)));
}

/** One Adventure that imports the deck, the Factions, the board Scene and the guide in one click. */
export function adventureDoc(): Doc {
  const id = docId("Adventure");
  return {
    _id: id,
    _key: `!adventures!${id}`,
    name: "Andean Abyss",
    img: BACK_IMG,
    caption: "",
    description: `<p>${esc(strings("en", "foundry-guide")["foundry.guide.setup"]!)}</p>`,
    actors: unkeyed(factionDocs()),
    cards: unkeyed([deckDoc()]),
    scenes: unkeyed([sceneDoc()]),
    journal: unkeyed([guideDoc()]),
    combats: [],
    items: [],
    tables: [],
    macros: [],
    playlists: [],
    folders: [],
    sort: 0,
    flags: { [MODULE_ID]: { adventure: true } },
    _stats: STATS,
  };
}

/** Every pack the module ships (module.json lists the same names, types and paths). */
export function packs(): PackSpec[] {
  return [
    { name: "deck", label: "Andean Abyss: Event deck", type: "Cards", docs: [deckDoc()] },
    { name: "factions", label: "Andean Abyss: Factions", type: "Actor", docs: factionDocs() },
    { name: "scenes", label: "Andean Abyss: board", type: "Scene", docs: [sceneDoc()] },
    { name: "guide", label: "Andean Abyss: how to play", type: "JournalEntry", docs: [guideDoc()] },
    { name: "adventure", label: "Andean Abyss", type: "Adventure", docs: [adventureDoc()] },
  ];
}
