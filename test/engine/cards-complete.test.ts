// One card, one place: for each of the 72 Event cards, its folder (src/engine/events/cards/cNN-*/)
// holds its program (both sides a dual-use card has, 5.2), its Non-player instructions (8.4.4: step
// answers and "choose Operations instead") matching what its rulings.md says of each side; beside it, its tests
// (test/engine/cards/cNN-*.test.ts: Event and Non-player, 8.1 `effective` asserted both ways for
// each side) and its words (lang/<l>/cards/cNN.json, the same keys in the 5 languages, holding
// every key named for the card).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import "../../src/engine/bots/index";
import { declinedSides, instructedSides } from "../../src/engine/bots/events/registry";
import { CARDS, EVENT_CARDS } from "../../src/engine/data/cards";
import { eventDef } from "../../src/engine/events/registry";
import "../../src/engine/all";
import { effectiveAnswers } from "./effective-tested";

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
const TESTS = join(ROOT, "test/engine/cards");
const testFileOf = (n: number) => join(TESTS, `${folderOf(n)}.test.ts`);
const sharedHelpers = readFileSync(join(TESTS, "helpers.ts"), "utf8");

/** each language's fragments, file (relative to lang/<l>/) → its keys */
function fragmentsOf(l: string): Map<string, string[]> {
  const dir = join(ROOT, "lang", l);
  const out = new Map<string, string[]>();
  for (const f of readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((x) => x.endsWith(".json")))
    out.set(f, Object.keys(JSON.parse(readFileSync(join(dir, f), "utf8"))));
  return out;
}
const fragments = Object.fromEntries(LANGS.map((l) => [l, fragmentsOf(l)]));
const cardFragment = (n: number) => `cards/c${String(n).padStart(2, "0")}.json`;
/** a key named for card n: its title and texts, its prompts and log lines, its Non-player narration */
const namedFor = (n: number) =>
  new RegExp(`^(card\\.${n}\\.|prompt\\.card${n}\\.|log\\.card${n}\\.|np\\.ev\\.${n}\\.)`);
/** the keys named for card n that its folder's code writes out in full */
function keysInCode(n: number): string[] {
  const dir = join(DIR, folderOf(n));
  const code = readdirSync(dir)
    .filter((f) => f.endsWith(".ts"))
    .map((f) => readFileSync(join(dir, f), "utf8"))
    .join("\n");
  const re = new RegExp(
    `["'\`]((?:prompt\\.card${n}|log\\.card${n}|np\\.ev\\.${n})\\.[\\w.]*\\w)["'\`]`,
    "g",
  );
  return [...new Set([...code.matchAll(re)].map((m) => m[1]))];
}
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

  for (const n of EVENT_CARDS)
    it(`card ${n}: its tests beside it (its Non-player instructions too), 8.1 effective asserted both ways for each side`, () => {
      const file = testFileOf(n);
      expect(existsSync(file), `${file}`).toBe(true);
      const text = readFileSync(file, "utf8");
      expect(text, `card ${n}: describe "card ${n}: Event"`).toContain(`describe("card ${n}: Event"`);
      // a card with an instruction of ours (8.4.4) tests it there too
      if (sidesOf(n).some((side) => instructed.has(`${n}.${side}`)))
        expect(text, `card ${n}: describe "card ${n}: Non-player"`).toContain(
          `describe("card ${n}: Non-player"`,
        );
      const answers = effectiveAnswers(n, text, sharedHelpers, sidesOf(n));
      for (const side of sidesOf(n))
        expect([...answers[side]].sort(), `card ${n} ${side}: effective asserted true and false`).toEqual([
          false,
          true,
        ]);
    });

  for (const n of EVENT_CARDS)
    it(`card ${n}: its words in lang/<l>/${cardFragment(n)}, the same keys in 5 languages`, () => {
      const own = fragments.en.get(cardFragment(n));
      expect(own, `lang/en/${cardFragment(n)}`).toBeDefined();
      expect(own, "its title").toContain(`card.${n}.title`);
      for (const l of LANGS) {
        expect(fragments[l].get(cardFragment(n))?.slice().sort(), `lang/${l}/${cardFragment(n)}`).toEqual(
          own?.slice().sort(),
        );
        // a key named for the card sits in no other fragment
        for (const [f, keys] of fragments[l])
          if (f !== cardFragment(n))
            expect(
              keys.filter((k) => namedFor(n).test(k)),
              `lang/${l}/${f}`,
            ).toEqual([]);
      }
      for (const k of keysInCode(n)) expect(own, `${k} (written in ${folderOf(n)})`).toContain(k);
    });
});
