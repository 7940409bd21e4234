// @vitest-environment jsdom
// Saved games are validated on load: bad records never crash, repairs keep a backup.
import { describe, expect, it } from "vitest";
import { loadAdapter, SETUP } from "./harness";

async function savedAfter(n: number) {
  const a = await loadAdapter({ ready: true });
  await a.authority.startGame(SETUP);
  for (let i = 0; i < n; i++) await a.authority.submit(a.engine.legalCommands(a.session.state!)[0]);
  return { a, raw: structuredClone(a.st.settingValues.get("andean-abyss.game")) as Record<string, unknown> };
}

describe("saved game validation", () => {
  it("refuses records that are not games, keeping them in the backup setting", async () => {
    for (const saved of [
      "{not json",
      17,
      { v: 2 },
      { v: 1, setup: { seed: "x" }, commands: [] },
      { v: 1, setup: SETUP },
    ]) {
      const b = await loadAdapter({ ready: true, saved });
      expect(b.session.state).toBeNull();
      expect(b.st.notes.some((n) => n.kind === "error")).toBe(true);
      expect(b.st.settingValues.get("andean-abyss.gameBackup")).toEqual(saved);
    }
  });

  it("keeps the legal prefix of a record with a corrupted command, and a backup of the original", async () => {
    const { raw } = await savedAfter(6);
    const commands = raw.commands as unknown[];
    commands[3] = { t: "space", s: "atlantis", seq: 3, by: "govt" };
    const b = await loadAdapter({ ready: true, saved: raw });
    expect(b.session.state?.seq).toBe(3);
    expect(b.st.notes.some((n) => n.kind === "warn")).toBe(true);
    expect(b.st.settingValues.get("andean-abyss.gameBackup")).toEqual(raw);
    // the repaired record was written back
    expect((b.st.settingValues.get("andean-abyss.game") as { commands: unknown[] }).commands.length).toBe(3);
  });

  it("keeps the prefix when a command is well-formed but no longer legal", async () => {
    const { raw } = await savedAfter(6);
    const commands = raw.commands as Record<string, unknown>[];
    commands[4] = { ...commands[4], by: commands[4].by === "govt" ? "farc" : "govt" };
    const b = await loadAdapter({ ready: true, saved: raw });
    expect(b.session.state?.seq).toBe(4);
  });

  it("prefers the replayed state when the snapshot was tampered with", async () => {
    const { a, raw } = await savedAfter(4);
    const state = JSON.stringify(a.session.state);
    (raw.snapshot as { resources: { govt: number } }).resources.govt = 99;
    raw.hash = "0000";
    const b = await loadAdapter({ ready: true, saved: raw });
    expect(JSON.stringify(b.session.state)).toBe(state);
    expect(b.st.notes.some((n) => n.kind === "warn")).toBe(true);
  });

  it("parses commands and transfers strictly", async () => {
    const { saved } = await loadAdapter();
    expect(saved.parseCommand({ t: "done", seq: 1, by: "govt", extra: 1 })).toEqual({
      t: "done",
      seq: 1,
      by: "govt",
    });
    expect(saved.parseCommand({ t: "done", seq: -1, by: "govt" })).toBeNull();
    expect(saved.parseCommand({ t: "transfer", seq: 1, by: "farc", to: "auc", resources: 3 })).toEqual({
      t: "transfer",
      seq: 1,
      by: "farc",
      to: "auc",
      resources: 3,
    });
    expect(
      saved.parseCommand({ t: "transfer", seq: 1, by: "farc", to: "auc", resources: 3, shipment: 0 }),
    ).toBeNull();
    expect(saved.parseOwners({ govt: ["a", 3], farc: "b", zzz: ["c"] })).toEqual({
      govt: ["a"],
      farc: [],
      auc: [],
      cartels: [],
    });
  });
});
