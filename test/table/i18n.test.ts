// The table's language: ?lang= first and remembered, then the remembered
// choice, then the browser's languages, then English; t() in the chosen language with its plural
// forms.
import { afterEach, describe, expect, it } from "vitest";
import { chooseLanguage, currentLanguage, isLang, LANGUAGES, setLanguage, t } from "../../src/table/i18n";

afterEach(async () => {
  await setLanguage("en");
});

describe("chooseLanguage", () => {
  it("?lang= wins and is to be remembered; a region tag counts as its language", () => {
    expect(chooseLanguage("?lang=pl", "fr", ["de-DE"])).toEqual({ lang: "pl", remember: true });
    expect(chooseLanguage("?seed=3&lang=es-MX", null, [])).toEqual({ lang: "es", remember: true });
  });

  it("without ?lang=: the remembered choice, not to be stored again", () => {
    expect(chooseLanguage("?seed=3", "fr", ["de-DE"])).toEqual({ lang: "fr", remember: false });
  });

  it("an unknown ?lang= or remembered value is ignored: the browser's first language we have", () => {
    expect(chooseLanguage("?lang=xx", "klingon", ["it-IT", "de-AT", "fr"])).toEqual({
      lang: "de",
      remember: false,
    });
  });

  it("nothing known: English", () => {
    expect(chooseLanguage("", null, ["ja-JP"])).toEqual({ lang: "en", remember: false });
    expect(chooseLanguage("", null, [])).toEqual({ lang: "en", remember: false });
  });

  it("the menu lists the 5 languages, each under its own name", () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual(["en", "fr", "pl", "de", "es"]);
    expect(LANGUAGES.find((l) => l.code === "pl")?.name).toBe("Polski");
    expect(isLang("pl")).toBe(true);
    expect(isLang("it")).toBe(false);
  });
});

describe("t() in the chosen language", () => {
  it("English by default; after setLanguage('pl') the Polish strings, with Polish plurals", async () => {
    expect(currentLanguage()).toBe("en");
    expect(t("ui.table.newGame")).toBe("New game");
    expect(t("ui.card.deck", { n: 1 })).toBe("Deck: 1 card left");
    await setLanguage("pl");
    expect(currentLanguage()).toBe("pl");
    expect(t("ui.table.newGame")).not.toBe("New game");
    expect(t("ui.table.language")).toBe("Język");
    expect([2, 5].map((n) => t("ui.card.deck", { n }))).toEqual([
      "Talia: zostały 2 karty",
      "Talia: zostało 5 kart",
    ]);
  });

  it("French after setLanguage('fr'); a key nobody has: the key itself", async () => {
    await setLanguage("fr");
    expect(t("ui.table.language")).toBe("Langue");
    expect(t("no.such.key")).toBe("no.such.key");
  });
});
