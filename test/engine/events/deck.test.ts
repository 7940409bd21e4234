// The whole deck is playable (5.0, 5.2): every Event card 1–72 has a program, dual-use cards both
// sides, single Events only the unshaded one, and each side answers 8.1 `effective`.
import { describe, expect, it } from "vitest";
import { CARDS } from "../../../src/engine/data/cards";
import { eventDef, implementedEvents } from "../../../src/engine/events/registry";
import { fixture } from "../fixture";

describe("every Event card is implemented (5.0, 5.2)", () => {
  it("cards 1–72: dual-use cards have both sides, single Events one", () => {
    const events = Object.values(CARDS).filter((c) => c.kind === "event");
    expect(events).toHaveLength(72);
    for (const c of events) {
      const def = eventDef(c.number);
      expect(def, `card ${c.number}`).toBeDefined();
      expect(typeof def?.unshaded?.effective, `card ${c.number} unshaded`).toBe("function");
      expect(Boolean(def?.shaded), `card ${c.number} shaded`).toBe(c.dualUse);
    }
    expect(implementedEvents()).toEqual(events.map((c) => c.number).sort((a, b) => a - b));
  });

  it("8.1 effective is pure: asking changes nothing", () => {
    const s = fixture({ pieces: { huila: { farcU: 2, troops: 2 }, cali: { cartelsBase: 1, cartelsU: 1 } } });
    const before = JSON.stringify(s);
    for (const n of implementedEvents())
      for (const side of ["unshaded", "shaded"] as const) eventDef(n)?.[side]?.effective(s, "govt");
    expect(JSON.stringify(s)).toBe(before);
  });
});
