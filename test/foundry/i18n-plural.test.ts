// Plural forms inside Foundry: Foundry finds the string in the user's language
// (game.i18n, loaded the way Foundry loads lang files), and the adapter's t() chooses the plural
// form for game.i18n.lang — Foundry's own format() would print the ICU syntax as it stands.
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { t } from "../../src/foundry/i18n";
import { Localization, loadLangFile } from "./emulation/i18n";

const g = globalThis as unknown as { game?: unknown };

function speak(lang: string): Localization {
  const loc = new Localization(
    loadLangFile(JSON.parse(readFileSync(`lang/${lang}.json`, "utf8"))).translations,
  );
  g.game = { i18n: Object.assign(loc, { lang }) };
  return loc;
}

afterEach(() => {
  delete g.game;
});

describe("the Foundry adapter's t()", () => {
  it("Polish plural forms by game.i18n.lang (1 / 2–4 / 5+)", () => {
    speak("pl");
    expect([1, 3, 5].map((n) => t("ui.card.deck", { n }))).toEqual([
      "Talia: została 1 karta",
      "Talia: zostały 3 karty",
      "Talia: zostało 5 kart",
    ]);
  });

  it("English one/other; a plain {param} string as before; a missing key comes back as the key", () => {
    speak("en");
    expect(t("ui.card.deck", { n: 1 })).toBe("Deck: 1 card left");
    expect(t("ui.opt.space", { space: "Cali" })).toBe("Select Cali");
    expect(t("no.such.key")).toBe("ANDEAN.no.such.key");
  });

  it("Foundry's format() alone cannot read a plural (why the adapter formats it)", () => {
    const loc = speak("pl");
    expect(loc.format("ANDEAN.ui.card.deck", { n: 3 })).not.toBe("Talia: zostały 3 karty");
  });
});
