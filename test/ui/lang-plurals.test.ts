// Plural and grammatical forms in the 5 lang files: every string is a valid
// message, every plural covers the categories its language needs (pl: one / few / many), the
// parameters match English, and messages met in random games read right for 1, 2 and 5.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  apply,
  createGame,
  getDecision,
  isRuleError,
  type LogEntry,
  legalCommands,
  type Msg,
} from "../../src/engine/index";
import type { UiHost } from "../../src/ui/host";
import { cardTitle, msgText } from "../../src/ui/i18n";
import { integerCategories, messageArgs, parseMessage, pluralsOf } from "../../src/ui/message-format";
import { dictHost } from "./fake-host";

const LANGS = ["en", "fr", "pl", "de", "es"] as const;
type Lang = (typeof LANGS)[number];
const dicts = Object.fromEntries(
  LANGS.map((l) => [l, JSON.parse(readFileSync(`lang/${l}.json`, "utf8")) as Record<string, string>]),
) as Record<Lang, Record<string, string>>;

/** a host that speaks `lang` the way the table does (src/table/i18n.ts: formatMessage) */
function hostFor(lang: Lang): UiHost {
  return dictHost(dicts[lang], lang);
}
const say = (lang: Lang, key: string, params: Msg["params"] = {}) => msgText(hostFor(lang), { key, params });

describe("every lang string is a well-formed message", () => {
  for (const lang of LANGS)
    it(`${lang}: each string parses (plural/select syntax) and each plural covers ${lang}'s categories`, () => {
      const bad: string[] = [];
      const need = integerCategories(lang);
      for (const [k, v] of Object.entries(dicts[lang])) {
        try {
          parseMessage(v);
          for (const p of pluralsOf(v)) {
            const missing = need.filter((c) => !p.keys.includes(c));
            if (missing.length) bad.push(`${k}: {${p.arg}} lacks ${missing.join(", ")}`);
          }
        } catch (e) {
          bad.push(`${k}: ${(e as Error).message}`);
        }
      }
      expect(bad).toEqual([]);
    });

  it("Polish needs one, few and many; the others one and other (CLDR)", () => {
    expect(integerCategories("pl")).toEqual(["few", "many", "one"]);
    for (const l of ["en", "fr", "de", "es"]) expect(integerCategories(l)).toEqual(["one", "other"]);
  });

  for (const lang of LANGS.filter((l) => l !== "en"))
    it(`${lang}: each translation uses the parameters English uses (and only those)`, () => {
      const bad: string[] = [];
      for (const [k, en] of Object.entries(dicts.en)) {
        const tr = dicts[lang][k];
        if (tr === undefined) continue; // build-lang --check reports missing keys
        const want = messageArgs(en);
        // a counted piece {pieces} comes with its {n} and {piece}: a translation may use them
        const allowed = new Set([...want, ...(want.includes("pieces") ? ["n", "piece"] : [])]);
        const got = messageArgs(tr);
        if (!want.every((a) => got.includes(a)) || !got.every((a) => allowed.has(a)))
          bad.push(`${k}: ${got.join(",")} vs ${want.join(",")}`);
      }
      expect(bad).toEqual([]);
    });

  it("no plural written as a bracket hack like Shipment(s), placé(s) or Kein(e)", () => {
    const hacks: string[] = [];
    for (const lang of LANGS)
      for (const [k, v] of Object.entries(dicts[lang]))
        if (/\p{L}\((s|e|en|es|n|a|i|y)\)/u.test(v)) hacks.push(`${lang} ${k}: ${v}`);
    expect(hacks).toEqual([]);
  });
});

describe("counts read right in each language (1, 2, 5)", () => {
  const place = (lang: Lang, n: number, piece = "troops") =>
    say(lang, "log.place", { n, piece, space: "bogota" });

  it("log.place: the piece noun agrees with its number", () => {
    expect([1, 3].map((n) => place("en", n))).toEqual([
      "1 Troop placed in Bogotá",
      "3 Troops placed in Bogotá",
    ]);
    expect([1, 2, 5, 22].map((n) => place("pl", n))).toEqual([
      "Umieszczono 1 kostkę wojsk na polu Bogotá",
      "Umieszczono 2 kostki wojsk na polu Bogotá",
      "Umieszczono 5 kostek wojsk na polu Bogotá",
      "Umieszczono 22 kostki wojsk na polu Bogotá",
    ]);
    expect([1, 2].map((n) => place("es", n))).toEqual([
      "Se coloca 1 Tropa en Bogotá",
      "Se colocan 2 Tropas en Bogotá",
    ]);
    expect(place("fr", 2, "farcU")).toBe("Placement dans Bogotá : 2 Guérillas FARC (Dormantes)");
    expect(place("de", 1, "cartelsBase")).toBe("1 Kartell-Basis in Bogotá platziert");
    expect(say("pl", "log.remove", { n: 2, piece: "farcA", space: "huila" })).toBe(
      "Usunięto 2 partyzantów FARC (aktywnych) z pola Huila",
    );
  });

  it("Resources: pl 1 zasób / 2 zasoby / 5 zasobów; en 1 Resource", () => {
    const give = (lang: Lang, n: number) =>
      say(lang, "log.transferResources", { from: "farc", to: "auc", n });
    expect([1, 2, 5].map((n) => give("pl", n))).toEqual([
      "FARC przekazuje 1 zasób frakcji AUC",
      "FARC przekazuje 2 zasoby frakcji AUC",
      "FARC przekazuje 5 zasobów frakcji AUC",
    ]);
    expect(give("en", 1)).toBe("FARC gives 1 Resource to AUC");
    expect(give("de", 1)).toBe("FARC gibt AUC 1 Ressource");
  });

  it("the deck: the verb agrees too (pl została / zostały / zostało; es queda / quedan)", () => {
    const deck = (lang: Lang, n: number) => hostFor(lang).t("ui.card.deck", { n });
    expect([1, 3, 5].map((n) => deck("pl", n))).toEqual([
      "Talia: została 1 karta",
      "Talia: zostały 3 karty",
      "Talia: zostało 5 kart",
    ]);
    expect([1, 3].map((n) => deck("es", n))).toEqual(["Mazo: queda 1 carta", "Mazo: quedan 3 cartas"]);
    expect([0, 1, 2].map((n) => deck("fr", n))).toEqual([
      "Pioche : 0 carte restante",
      "Pioche : 1 carte restante",
      "Pioche : 2 cartes restantes",
    ]);
    expect(deck("en", 1)).toBe("Deck: 1 card left");
  });

  it("card titles come from the lang files (number kept next to them)", () => {
    expect(cardTitle(6, hostFor("pl"))).toBe("Wyciek ropy");
    expect(cardTitle(6, hostFor("en"))).toBe("Oil Spill");
    expect(cardTitle(68, hostFor("es"))).toBe("Narcosubmarinos");
    expect(cardTitle(6)).toBe("Oil Spill"); // no host: as printed
    expect(say("de", "ui.setup.cardLine", { k: 1, card: 61 })).toBe("Karte Nr. 1: 61 Luftbrücke");
  });
});

/** Polish, English, French, German and Spanish counts a random game reaches, read wrongly */
const WRONG: Record<Lang, RegExp> = {
  en: /(?<![\d.,])1 (Resources|Troops|Guerrillas|spaces|cards|Shipments|Bases|cubes|pieces)(?!\p{L})/u,
  fr: /(?<![\d.,])[01] (Ressources|Troupes|Guérillas|zones|cartes|Cargaisons|Bases|cubes|pièces)(?!\p{L})/u,
  de: /(?<![\d.,])1 (Ressourcen|Truppen|Guerillas|Felder|Feldern|Karten|Lieferungen|Basen)(?!\p{L})/u,
  es: /(?<![\d.,])1 (Recursos|Tropas|guerrilleros|espacios|cartas|Cargamentos|Bases|cubos|piezas)(?!\p{L})|quedan 1(?!\d)/u,
  // after 2–4 Polish takes the nominative plural (2 kostki), except after a preposition that
  // governs the genitive ("do 2 kostek", "z 3 kostek")
  pl: /(?<![\d.,])1 (zasobów|zasoby|kart|karty|kostek|kostki|pól|pola|baz|bazy|dostaw|dostawy)(?!\p{L})|(?<!(?:^|\s)(?:do|z|ze|od|bez|ponad|spośród) )(?<![\d.,])[234] (zasobów|kart|kostek|pól|baz|dostaw)(?!\p{L})/u,
};

describe("random games: every message reached, in every language", () => {
  it("no placeholder left, no raw key, no singular/plural mismatch after 1–4", () => {
    const msgs: Msg[] = [];
    let x = 777;
    const rnd = (n: number) => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      return x % n;
    };
    for (let g = 0; g < 3; g++) {
      const log: LogEntry[] = [];
      let s = createGame(
        {
          seed: 300 + g,
          seats: { govt: "player", farc: "player", auc: "player", cartels: "player" },
          deployment: "standard",
        },
        log,
      );
      for (let i = 0; i < 3000 && !s.ended; i++) {
        msgs.push(getDecision(s).prompt);
        const cmds = legalCommands(s);
        if (!cmds.length) break;
        const r = apply(s, cmds[rnd(cmds.length)]);
        if (isRuleError(r)) break;
        log.push(...r.log);
        s = r.state;
      }
      msgs.push(...log);
    }
    expect(msgs.length).toBeGreaterThan(2000);
    const bad: string[] = [];
    for (const lang of LANGS) {
      const seen = new Set<string>();
      for (const m of msgs) {
        const text = say(lang, m.key, m.params);
        if (seen.has(text)) continue;
        seen.add(text);
        if (/\{\w+[},]|ANDEAN\.|^(prompt|log|error)\./.test(text) || WRONG[lang].test(text))
          bad.push(`${lang} ${m.key}: ${text}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
