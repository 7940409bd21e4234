// The per-language glossaries (docs/glossary/<l>.md) against the lang files:
// each term is what its key holds, no two terms share a word where players would confuse them
// (Polish used one word for Aid and Support), and the words we retired are gone from every string.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const LANGS = ["fr", "pl", "de", "es"] as const;
type Lang = (typeof LANGS)[number];
const lang = (l: string): Record<string, string> => JSON.parse(readFileSync(`lang/${l}.json`, "utf8"));

interface Row {
  english: string;
  term: string;
  key: string;
}
/** the glossary's term rows: | English | term | `key` | notes | */
function rows(l: Lang): Row[] {
  const out: Row[] = [];
  for (const line of readFileSync(`docs/glossary/${l}.md`, "utf8").split("\n")) {
    const m = /^\| ([^|]+?) \| ([^|]+?) \| `([^`]+)` \|/.exec(line);
    if (m) out.push({ english: m[1], term: m[2], key: m[3] });
  }
  return out;
}
const termOf = (l: Lang, english: string) => {
  const r = rows(l).find((x) => x.english === english);
  if (!r) throw new Error(`${l}: no glossary row for ${english}`);
  return r.term.toLowerCase();
};
const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[\s()+]+/)
    .filter((w) => w.length > 2);

describe("docs/glossary/<l>.md matches the lang files", () => {
  for (const l of LANGS)
    it(`${l}: every term is in the text of its key, and no two rows give the same term`, () => {
      const dict = lang(l);
      const list = rows(l);
      expect(list.length).toBeGreaterThan(60);
      const wrong = list
        .filter((r) => !(dict[`ANDEAN.${r.key}`] ?? "").toLowerCase().includes(r.term.toLowerCase()))
        .map((r) => `${r.english}: "${r.term}" not in ${r.key} = "${dict[`ANDEAN.${r.key}`]}"`);
      expect(wrong).toEqual([]);
      const seen = new Map<string, string>();
      const twice: string[] = [];
      for (const r of list) {
        const t = r.term.toLowerCase();
        if (seen.has(t)) twice.push(`${r.english} and ${seen.get(t)}: ${t}`);
        seen.set(t, r.english);
      }
      expect(twice).toEqual([]);
    });
});

describe("terms players must not confuse (rules 1.6, 1.7, 6.4.5)", () => {
  // the French rulebook's own Elite Backing is "Soutien des Élites": kept, always written in full
  const officialOverlap: Partial<Record<Lang, string[]>> = { fr: ["Elite Backing"], pl: ["Aid"] };

  for (const l of LANGS)
    it(`${l}: Aid shares no word with Support or Elite Backing; Elite Backing none with Support`, () => {
      const support = [
        ...words(termOf(l, "Support (the phase, the levels)")),
        ...words(termOf(l, "Total Support")),
      ];
      const aid = words(termOf(l, "Aid"));
      const elite = words(termOf(l, "Elite Backing"));
      expect(aid.filter((w) => support.includes(w))).toEqual([]);
      // the Polish rulebook's own Aid is "Wsparcie", beside "wsparcie elit" (Elite Backing)
      if (!officialOverlap[l]?.includes("Aid")) expect(aid.filter((w) => elite.includes(w))).toEqual([]);
      if (!officialOverlap[l]?.includes("Elite Backing"))
        expect(elite.filter((w) => support.includes(w))).toEqual([]);
    });

  it("pl: Aid is the rulebook's Wsparcie in every string (1.7), never pomoc; Pass is rezygnacja", () => {
    const pl = lang("pl");
    const found = Object.entries(pl).filter(([, v]) => /\bpomoc/i.test(v));
    expect(found).toEqual([]);
    expect(pl["ANDEAN.ui.status.aid"]).toBe("Wsparcie");
    expect(pl["ANDEAN.log.aid"]).toMatch(/^Wsparcie /);
    expect(Object.entries(pl).filter(([, v]) => /\{faction\} pasuje|Przetwarzanie/.test(v))).toEqual([]);
  });

  it("de and es: Elite Backing never uses the word for Support", () => {
    const bad = [
      ...Object.entries(lang("de")).filter(([, v]) => /Unterstützung der Eliten/i.test(v)),
      ...Object.entries(lang("es")).filter(([, v]) => /apoyo de las élites/i.test(v)),
    ];
    expect(bad).toEqual([]);
  });

  it("the Air Lift Special Activity and card 61 (Air Bridge) have different names in every language", () => {
    for (const l of ["en", ...LANGS]) {
      const d = lang(l);
      expect(d["ANDEAN.ui.sa.airlift"], l).not.toBe(d["ANDEAN.card.61.title"]);
      // the card's name appears only on card 61 itself and its own prompts
      const title = d["ANDEAN.card.61.title"];
      const elsewhere = Object.keys(d).filter(
        (k) => d[k].includes(title) && k !== "ANDEAN.card.61.title" && !k.startsWith("ANDEAN.prompt.card61."),
      );
      expect(elsewhere, l).toEqual([]);
    }
  });

  it("one word per piece: fr Guérilla and Dormante as the French rulebook (not guérillero, clandestin), de Teil (not Stein), es guerrillero", () => {
    const hits = (l: string, re: RegExp) => Object.entries(lang(l)).filter(([, v]) => re.test(v));
    expect(
      hits("fr", /guérillero|clandestin|\bcases?\b|\bVilles?\b|ombré|Transformation|Enlèvement/i),
    ).toEqual([]);
    expect(hits("de", /Stein/)).toEqual([]);
    expect(hits("es", /\bGuerrillas?\b/)).toEqual([]);
  });
});
