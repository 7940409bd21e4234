// @vitest-environment jsdom
// Section 8 in Foundry: the active GM's client plays the Non-players by itself, at the world's
// pace, posts their reasoning in the chat, and stops when the GM pauses them.
import { describe, expect, it, vi } from "vitest";
import { loadAdapter } from "./harness";

const NP_SETUP = {
  seed: 7,
  seats: { govt: "player", farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" },
  deployment: "standard",
  // card 25 first: FARC (a Non-player) is 1st Eligible with its symbol leftmost
  deck: [25, 26, 27, 28, 29, 30, 31, 32],
};

async function npGame(opts: { paused?: boolean } = {}) {
  const a = await loadAdapter({ ready: true });
  a.st.settingValues.set("andean-abyss.nonPlayerPace", 0);
  a.st.settingValues.set("andean-abyss.nonPlayersPaused", !!opts.paused);
  const np = await import("../../src/foundry/nonplayers");
  const r = await a.authority.startGame(NP_SETUP);
  expect(r.ok).toBe(true);
  await a.authority.mirrorsSettled();
  return { ...a, np };
}

/** let timers and the commit queue run until no Non-player is due (at most n rounds) */
async function settle(a: Awaited<ReturnType<typeof npGame>>, n = 400): Promise<void> {
  for (let i = 0; i < n; i++) {
    await vi.advanceTimersByTimeAsync(1);
    await a.authority.mirrorsSettled();
    const s = a.session.state!;
    const f = a.engine.getDecision(s).faction;
    if (!f || s.seats[f] !== "nonplayer") return;
  }
}

describe("Non-players in Foundry (section 8)", () => {
  it("the GM client plays them through the authority: each step validated, saved and narrated in chat", async () => {
    vi.useFakeTimers();
    try {
      const a = await npGame();
      await settle(a);
      const s = a.session.state!;
      // the Non-players acted until the Government (a person) has to decide
      expect(s.seq).toBeGreaterThan(0);
      expect(a.engine.getDecision(s).faction).toBe("govt");
      const saved = a.st.settingValues.get("andean-abyss.game") as {
        commands: { by: string; meta?: { why?: unknown[] } }[];
      };
      expect(saved.commands.length).toBe(s.seq);
      expect(saved.commands.every((c) => c.by !== "govt")).toBe(true);
      expect(saved.commands[0].meta?.why?.length).toBeGreaterThan(0);
      // the chat card of the first step shows the 8.1 reasoning above what happened
      const first = String(a.st.chat.find((m) => String(m.content).includes('class="why"'))?.content ?? "");
      expect(first).toContain("8.1");
    } finally {
      vi.useRealTimers();
    }
  });

  it("paused by the GM: nothing happens until the setting is cleared", async () => {
    vi.useFakeTimers();
    try {
      const a = await npGame({ paused: true });
      await settle(a, 20);
      expect(a.session.state!.seq).toBe(0);
      expect(await a.np.step()).toBe(false);
      a.st.settingValues.set("andean-abyss.nonPlayersPaused", false);
      expect(await a.np.step()).toBe(true);
      expect(a.session.state!.seq).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
