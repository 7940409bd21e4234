// @vitest-environment jsdom
// Foundry: the setup dialog's Flowchart / Advisor choice is saved as a world setting (a host
// option, not in the game's Setup), and the active GM's client then plays that Non-player seat
// by the advisor (in its Web Worker, test/foundry/emulation/worker.ts), narrating what it weighed.
import { describe, expect, it, vi } from "vitest";
import { loadAdapter, NP_SETUP } from "./harness";

async function npGame(advised: string[]) {
  const a = await loadAdapter({ ready: true });
  a.st.settingValues.set("andean-abyss.nonPlayerPace", 0);
  a.st.settingValues.set("andean-abyss.nonPlayersPaused", false);
  a.st.settingValues.set("andean-abyss.nonPlayerAdvisor", advised);
  const np = await import("../../src/foundry/nonplayers");
  // a small deterministic budget: playouts only (the test never depends on the clock)
  np.ADVISOR_BUDGET.playouts = 16;
  np.ADVISOR_BUDGET.budgetMs = Number.POSITIVE_INFINITY;
  const r = await a.authority.startGame(structuredClone(NP_SETUP) as never);
  expect(r.ok).toBe(true);
  await a.authority.mirrorsSettled();
  return { ...a, np };
}

type Saved = { commands: { by: string; meta?: { bot?: string; why?: { key: string }[] } }[] };

describe("Advisor Non-players in Foundry", () => {
  it("the setup dialog saves the advised Non-player seats, never a player seat, outside the Setup", async () => {
    const a = await loadAdapter({ ready: true });
    const { submitSetup } = await import("../../src/foundry/apps/setup");
    const form = document.createElement("form");
    form.innerHTML = `
      <input name="seat.govt" value="nonplayer"><input name="seat.farc" value="player">
      <input name="seat.auc" value="nonplayer"><input name="seat.cartels" value="nonplayer">
      <input name="np.govt" value="advisor"><input name="np.farc" value="advisor">
      <input name="np.auc" value="flowchart"><input name="np.cartels" value="flowchart">
      <input name="deployment" value="standard"><input name="seed" value="12">`;
    expect(await submitSetup(form)).toBe(true);
    expect(a.st.settingValues.get("andean-abyss.nonPlayerAdvisor")).toEqual(["govt"]);
    expect(a.session.game?.setup).not.toHaveProperty("advisor");
    expect(JSON.stringify(a.session.game?.setup)).not.toContain("advisor");
  });

  it("an advised FARC: the GM's client plays its step by the advisor, narrated, accepted", async () => {
    vi.useFakeTimers();
    try {
      const a = await npGame(["farc"]);
      expect(a.engine.getDecision(a.session.state!).faction).toBe("farc");
      expect(await a.np.step()).toBe(true);
      const saved = a.st.settingValues.get("andean-abyss.game") as Saved;
      expect(saved.commands[0].by).toBe("farc");
      expect(saved.commands[0].meta?.bot).toBe("farc");
      expect(saved.commands[0].meta?.why?.map((m) => m.key)).toContain("advisor.weighed");
      // the chat card says what it weighed, in the reader's words
      expect(a.st.chat.some((m) => String(m.content).includes("Advisor, its choice"))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("on Flowchart (the default) the same seat plays by its flowchart (8.1)", async () => {
    vi.useFakeTimers();
    try {
      const a = await npGame([]);
      expect(await a.np.step()).toBe(true);
      const saved = a.st.settingValues.get("andean-abyss.game") as Saved;
      const keys = saved.commands[0].meta?.why?.map((m) => m.key) ?? [];
      expect(keys.length).toBeGreaterThan(0);
      expect(keys).not.toContain("advisor.weighed");
    } finally {
      vi.useRealTimers();
    }
  });

  it("a hand-edited setting keeps only Faction ids", async () => {
    await loadAdapter({ ready: true });
    const { getAdvised } = await import("../../src/foundry/settings");
    const { settings } = await import("../../src/foundry/shim");
    await settings.set("nonPlayerAdvisor", ["auc", "nobody", 3]);
    expect(getAdvised()).toEqual(["auc"]);
  });
});
