// The reasoning ribbon: the Non-player's current or last action, its section 8 steps
// and what they did; nothing for a person's action. And the Non-player pace (src/table/nonplayers.ts).
import { describe, expect, it } from "vitest";
import { createGame, type LogEntry } from "../../src/engine/index";
import { PACES, paceDelay } from "../../src/table/nonplayers";
import { reasoningView } from "../../src/ui/panels/reasoning";
import { fakeHost } from "./fake-host";

const SOLO = { govt: "player", farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" } as const;

describe("reasoning ribbon", () => {
  const s = createGame({ seed: 1, seats: SOLO, deployment: "standard", deck: [25, 26, 73] });
  const farc: LogEntry[] = [
    { key: "log.card", params: { card: 25, next: 26 } },
    { key: "np.seq.leftmost.no", params: { faction: "farc", card: 25 }, faction: "farc", narration: true },
    { key: "log.operation", params: { faction: "farc", op: "rally", limited: 0, free: 0 } },
    ...Array.from(
      { length: 8 },
      (_, i): LogEntry => ({
        key: "np.farc.rallyPlace",
        params: { space: i % 2 ? "huila" : "cesar" },
        faction: "farc",
        narration: true,
      }),
    ),
  ];

  it("shows the Non-player's action with its newest lines (8.1 …), the older ones counted", () => {
    const v = reasoningView(fakeHost(s), s, farc, 6);
    expect(v.show).toBe(true);
    expect(v.faction).toBe("farc");
    expect(v.title).toBe("FARC, Non-player: what it does and why (section 8)");
    expect(v.head).toBe("FARC: Rally");
    expect(v.lines).toHaveLength(6);
    expect(v.more).toBe(3);
    expect(v.lines.every((l) => l.why)).toBe(true);
  });

  it("shows nothing when the last action is a person's", () => {
    const govt: LogEntry[] = [
      { key: "log.card", params: { card: 25, next: 26 } },
      { key: "log.operation", params: { faction: "govt", op: "train", limited: 0, free: 0 } },
    ];
    expect(reasoningView(fakeHost(s), s, govt).show).toBe(false);
  });
});

describe("Non-player pace", () => {
  it("Normal: a typical action (6 steps) and 9 in 10 (18 steps) take at most 5 s of pauses", () => {
    const total = (n: number) =>
      Array.from({ length: n }, (_, i) => paceDelay("normal", i)).reduce((a, b) => a + b, 0);
    expect(total(6)).toBeLessThanOrEqual(5000);
    expect(total(18)).toBeLessThanOrEqual(5000);
    // each step stays on screen a moment
    expect(Math.min(...PACES.normal)).toBeGreaterThan(0);
  });
  it("Instant never waits", () => {
    expect([0, 5, 50].map((n) => paceDelay("instant", n))).toEqual([0, 0, 0]);
  });
});
