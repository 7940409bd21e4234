// The reader behind the completeness test's "8.1 effective asserted both ways" (effective-tested.ts):
// what it counts as an assertion of a side's answer, and what it does not.
import { describe, expect, it } from "vitest";
import { effectiveAnswers } from "./effective-tested";

const BOTH = ["unshaded", "shaded"] as const;
const answers = (src: string, helpers = "", n = 5) => {
  const a = effectiveAnswers(n, src, helpers, BOTH);
  return { unshaded: [...a.unshaded].sort(), shaded: [...a.shaded].sort() };
};

describe("effectiveAnswers: 8.1 assertions read from a card's test source", () => {
  it("a direct call, the side from the property; .not flips the answer", () => {
    const src = `it("x", () => {
      expect(eventDef(5)!.unshaded!.effective(s, "govt")).toBe(true);
      expect(eventDef(5)!.shaded!.effective!(s, "govt")).not.toBe(true);
    });`;
    expect(answers(src)).toEqual({ unshaded: [true], shaded: [false] });
  });

  it("through a helper: the side from its argument, or from the helper's body", () => {
    const helpers = `export const eff = (n: number, side: "unshaded" | "shaded", s, f) => eventDef(n)?.[side]?.effective(s, f);`;
    const src = `const sh = () => eventDef(5)!.shaded!;
      expect(eff(5, "unshaded", a, "farc")).toBe(false);
      expect(sh().effective(a, "farc")).toBe(true);`;
    expect(answers(src, helpers)).toEqual({ unshaded: [false], shaded: [true] });
  });

  it("another card's predicate, or anything that is no 8.1 question, does not count", () => {
    const src = `expect(eventDef(26)!.shaded!.effective(s, "farc")).toBe(true);
      expect(eff(26, "shaded", s, "farc")).toBe(false);
      expect(s.capabilities[5] === "shaded").toBe(true);
      expect(eventDef(5)!.unshaded!.effective(s, "govt")).toBeDefined();`;
    expect(answers(src)).toEqual({ unshaded: [], shaded: [] });
  });

  it("a helper holding assertions over both sides, called from the file, counts for both", () => {
    const helpers = `export function checks(n: number) {
      for (const side of ["unshaded", "shaded"] as const) {
        it("y", () => {
          expect(eventDef(n)![side]!.effective(a, "govt")).toBe(false);
          expect(eventDef(n)![side]!.effective(b, "govt")).toBe(true);
        });
      }
    }`;
    expect(answers(`describe("card 5", () => { checks(5); });`, helpers)).toEqual({
      unshaded: [false, true],
      shaded: [false, true],
    });
    expect(answers(`describe("card 5", () => {});`, helpers)).toEqual({ unshaded: [], shaded: [] });
  });
});
