// The plural/select subset of ICU MessageFormat the lang files use (src/ui/message-format.ts), with
// the plural categories of each language from Intl.PluralRules (CLDR).
import { describe, expect, it } from "vitest";
import {
  formatMessage,
  integerCategories,
  MessageSyntaxError,
  messageArgs,
  parseMessage,
  pluralCategory,
  pluralsOf,
} from "../../src/ui/message-format";

const PL_CUBES = "{n, plural, one {# kostka} few {# kostki} many {# kostek} other {# kostki}}";

describe("formatMessage: parameters", () => {
  it("fills {name} as before; a missing parameter stays as written", () => {
    expect(formatMessage("{a} and {b}", { a: "x" }, "en")).toBe("x and {b}");
    expect(formatMessage("no braces", { a: 1 }, "en")).toBe("no braces");
    expect(formatMessage("l'Aide {delta}", { delta: "+3" }, "fr")).toBe("l'Aide +3");
  });

  it("a lone brace that opens no argument is plain text", () => {
    expect(formatMessage("a { b", {}, "en")).toBe("a { b");
  });
});

describe("formatMessage: plural forms per language (CLDR via Intl.PluralRules)", () => {
  it("English: one / other", () => {
    const m = "{n, plural, one {# card} other {# cards}} left";
    expect(formatMessage(m, { n: 1 }, "en")).toBe("1 card left");
    expect(formatMessage(m, { n: 0 }, "en")).toBe("0 cards left");
    expect(formatMessage(m, { n: 2 }, "en")).toBe("2 cards left");
  });

  it("Polish: one / few (2–4, 22–24 …) / many (0, 5–21, 25 …)", () => {
    const got = [0, 1, 2, 4, 5, 12, 13, 21, 22, 25, 112].map((n) => formatMessage(PL_CUBES, { n }, "pl"));
    expect(got).toEqual([
      "0 kostek",
      "1 kostka",
      "2 kostki",
      "4 kostki",
      "5 kostek",
      "12 kostek",
      "13 kostek",
      "21 kostek",
      "22 kostki",
      "25 kostek",
      "112 kostek",
    ]);
  });

  it("French: 0 and 1 are singular, 2 plural (unlike English)", () => {
    const m = "{n, plural, one {# case} other {# cases}}";
    expect(formatMessage(m, { n: 0 }, "fr")).toBe("0 case");
    expect(formatMessage(m, { n: 1 }, "fr")).toBe("1 case");
    expect(formatMessage(m, { n: 2 }, "fr")).toBe("2 cases");
    expect(formatMessage(m, { n: 0 }, "en")).toBe("0 cases");
  });

  it("an exact value (=0) wins over the category; a number given as text counts too", () => {
    const m = "{n, plural, =0 {none} one {# left} other {# left}}";
    expect(formatMessage(m, { n: 0 }, "en")).toBe("none");
    expect(formatMessage(m, { n: "3" }, "en")).toBe("3 left");
  });

  it("a missing category falls back to other; a missing count too", () => {
    expect(formatMessage("{n, plural, one {one} other {# more}}", { n: 5 }, "pl")).toBe("5 more");
    expect(formatMessage("{n, plural, one {one} other {# more}}", {}, "en")).toBe("{n} more");
  });

  it("two counts in one message choose independently; other parameters inside branches", () => {
    const m =
      "{g, plural, one {# guerrilla} other {# guerrillas}} and {b, plural, one {# base} other {# bases}} in {space}";
    expect(formatMessage(m, { g: 1, b: 2, space: "Huila" }, "en")).toBe("1 guerrilla and 2 bases in Huila");
    const nested = "{n, plural, one {# piece in {space}} other {# pieces in {space}}}";
    expect(formatMessage(nested, { n: 2, space: "Cali" }, "en")).toBe("2 pieces in Cali");
  });
});

describe("formatMessage: select (grammatical gender and the like)", () => {
  it("chooses the branch by value, else other; # stays the plural's number inside", () => {
    const m =
      "{n, plural, one {# {g, select, f {placée} other {placé}}} other {# {g, select, f {placées} other {placés}}}}";
    expect(formatMessage(m, { n: 1, g: "f" }, "fr")).toBe("1 placée");
    expect(formatMessage(m, { n: 3, g: "m" }, "fr")).toBe("3 placés");
    expect(formatMessage(m, { n: 3, g: "f" }, "fr")).toBe("3 placées");
  });
});

describe("parseMessage: malformed messages are refused (the lang test runs every string through it)", () => {
  it.each([
    ["{n, plural, one {a}}", /no "other"/],
    ["{n, plural, one {a} other {b}", /expected|unmatched/],
    ["{n, plural, lots {a} other {b}}", /not a plural category/],
    ["{n, number}", /unknown argument type/],
    ["text }", /unmatched/],
  ])("%s", (m, why) => {
    expect(() => parseMessage(m)).toThrow(MessageSyntaxError);
    expect(() => parseMessage(m)).toThrow(why);
  });

  it("a broken message is shown as written rather than throwing in the page", () => {
    expect(formatMessage("{n, plural, one {a}}", { n: 1 }, "en")).toBe("{n, plural, one {a}}");
  });
});

describe("helpers for the lang checks", () => {
  it("messageArgs: every parameter, inside branches too, without branch words", () => {
    expect(messageArgs("{n, plural, one {# Troop} other {# Troops}} in {space}")).toEqual(["n", "space"]);
    expect(messageArgs("{a} {b}")).toEqual(["a", "b"]);
  });

  it("pluralsOf lists each plural's branch keys", () => {
    expect(pluralsOf(PL_CUBES)).toEqual([{ arg: "n", keys: ["one", "few", "many", "other"] }]);
    expect(pluralsOf("{x}")).toEqual([]);
  });

  it("integerCategories: what a translation must cover in each of our languages", () => {
    expect(integerCategories("en")).toEqual(["one", "other"]);
    expect(integerCategories("de")).toEqual(["one", "other"]);
    expect(integerCategories("pl")).toEqual(["few", "many", "one"]);
    // French and Spanish "many" is for millions only: whole numbers up to 1000 are one/other
    expect(integerCategories("fr")).toEqual(["one", "other"]);
    expect(integerCategories("es")).toEqual(["one", "other"]);
    expect(pluralCategory("pl", 22)).toBe("few");
  });
});
