// One card, one place: for each of the 72 Event cards, its folder (src/engine/events/cards/cNN-*/)
// holds its program (both sides a dual-use card has, 5.2), its Non-player instructions (8.4.4)
// (step answers and "choose Operations instead") matching what its rulings.md says of each side, and its words in the 5 languages.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import "../../src/engine/bots/index";
import { declinedSides, instructedSides } from "../../src/engine/bots/events/registry";
import { CARDS, EVENT_CARDS } from "../../src/engine/data/cards";
import { eventDef } from "../../src/engine/events/registry";
import "../../src/engine/all";

const ROOT = new URL("../../", import.meta.url).pathname;
const DIR = join(ROOT, "src/engine/events/cards");
const FOLDERS = readdirSync(DIR).filter((n) => /^c\d\d-/.test(n));
const folderOf = (n: number) => FOLDERS.find((f) => Number(f.slice(1, 3)) === n)!;
const LANGS = ["en", "fr", "pl", "de", "es"];
const words = Object.fromEntries(
  LANGS.map((l) => [
    l,
    JSON.parse(readFileSync(join(ROOT, `lang/${l}.json`), "utf8")) as Record<string, unknown>,
  ]),
);
const instructed = new Set(instructedSides());
const declined = new Set(declinedSides());

/** the sides a card has: both for a dual-use card, the unshaded (only) side for a single Event */
const sidesOf = (n: number) =>
  CARDS[n].dualUse ? (["unshaded", "shaded"] as const) : (["unshaded"] as const);

/** what rulings.md says of each side of the card: "instruction" or "generic" (S / U rows) */
function documented(n: number): Map<"unshaded" | "shaded", string> {
  const text = readFileSync(join(DIR, folderOf(n), "rulings.md"), "utf8");
  const section = text.slice(text.indexOf("## As a Non-player executes it"));
  const out = new Map<"unshaded" | "shaded", string>();
  for (const m of section.matchAll(/^\| *(S|U|S, U) *\| *([^|]*)\|/gm)) {
    const how = m[2].trim();
    if (m[1].includes("S")) out.set("shaded", how);
    if (m[1].includes("U")) out.set("unshaded", how);
  }
  return out;
}

describe("every card complete, in one folder", () => {
  it("72 Event cards, one folder each", () => {
    expect(EVENT_CARDS.length).toBe(72);
    expect(FOLDERS.length).toBe(72);
  });

  for (const n of EVENT_CARDS)
    it(`card ${n}: its sides programmed, its Non-player sides documented as registered, its words in 5 languages`, () => {
      const def = eventDef(n);
      for (const side of sidesOf(n)) expect(def?.[side], `card ${n} ${side}`).toBeDefined();
      if (!CARDS[n].dualUse) expect(def?.shaded).toBeUndefined();
      const doc = documented(n);
      for (const side of sidesOf(n)) {
        const how = doc.get(side);
        expect(how, `card ${n} ${side}: a row in rulings.md`).toBeDefined();
        // the docs say "instruction" exactly where nonplayer.ts registers one
        expect(/instruction/i.test(how ?? ""), `card ${n} ${side}: ${how}`).toBe(
          instructed.has(`${n}.${side}`),
        );
        // and "decline" exactly where it registers "choose Operations instead" (8.4.4)
        expect(/decline/i.test(how ?? ""), `card ${n} ${side}: ${how}`).toBe(declined.has(`${n}.${side}`));
      }
      for (const l of LANGS) {
        expect(typeof words[l][`ANDEAN.card.${n}.title`], `${l} card.${n}.title`).toBe("string");
        // a dual-use card summarises each side; a single Event has one text
        const keys = CARDS[n].dualUse ? sidesOf(n).map((s) => `card.${n}.${s}`) : [`card.${n}.text`];
        for (const k of keys) expect(typeof words[l][`ANDEAN.${k}`], `${l} ${k}`).toBe("string");
      }
    });
});
