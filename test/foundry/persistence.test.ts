// @vitest-environment jsdom
// Saved games are validated on load: bad records never crash, and nothing is lost: every refused,
// repaired or replaced record is archived (newest first, the last few kept), and can be restored.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadAdapter, SETUP } from "./harness";

async function savedAfter(n: number) {
  const a = await loadAdapter({ ready: true });
  await a.authority.startGame(SETUP);
  for (let i = 0; i < n; i++) await a.authority.submit(a.engine.legalCommands(a.session.state!)[0]);
  return { a, raw: structuredClone(a.st.settingValues.get("andean-abyss.game")) as Record<string, unknown> };
}

describe("saved game validation", () => {
  it("refuses records that are not games, archiving them", async () => {
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
      const archive = b.st.settingValues.get("andean-abyss.gameArchive") as {
        reason: string;
        record: unknown;
      }[];
      expect(archive[0]).toMatchObject({ reason: "refused", record: saved });
    }
  });

  it("keeps the legal prefix of a record with a corrupted command, and archives the original", async () => {
    const { raw } = await savedAfter(6);
    const commands = raw.commands as unknown[];
    commands[3] = { t: "space", s: "atlantis", seq: 3, by: "govt" };
    const b = await loadAdapter({ ready: true, saved: raw });
    expect(b.session.state?.seq).toBe(3);
    expect(b.st.notes.some((n) => n.kind === "warn")).toBe(true);
    const archive = b.st.settingValues.get("andean-abyss.gameArchive") as {
      reason: string;
      record: unknown;
    }[];
    expect(archive[0]).toMatchObject({ reason: "repaired", record: raw });
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

  it("archives never overwrite one another: the last 5 are kept, newest first, with dates", async () => {
    const a = await loadAdapter({ ready: true });
    const { archiveRecord, archivedRecords, MAX_ARCHIVES } = await import("../../src/foundry/archive");
    for (let i = 0; i < 7; i++)
      await archiveRecord({ v: 1, n: i, commands: [i] }, "replaced", new Date(Date.UTC(2026, 0, 1 + i)));
    const list = archivedRecords();
    expect(MAX_ARCHIVES).toBe(5);
    expect(list.map((x) => (x.record as { n: number }).n)).toEqual([6, 5, 4, 3, 2]);
    expect(list[0].at).toBe("2026-01-07T00:00:00.000Z");
    expect(a.st.settingValues.get("andean-abyss.gameArchive")).toHaveLength(5);
  });

  it("a new game archives the one in progress; the GM can restore it for every client", async () => {
    const { a } = await savedAfter(3);
    const before = JSON.stringify(a.session.state);
    const { submitSetup } = await import("../../src/foundry/apps/setup");
    const form = document.createElement("form");
    form.innerHTML = `<input name="seat.govt" value="player"><input name="deployment" value="standard"><input name="seed" value="99">`;
    expect(await submitSetup(form)).toBe(true);
    expect(a.session.state?.seq).toBe(0);
    const { archivedRecords } = await import("../../src/foundry/archive");
    expect(archivedRecords()[0]).toMatchObject({ reason: "replaced", commands: 3 });
    const { restoreArchived } = await import("../../src/foundry/settings");
    const rev = a.session.rev;
    expect(await restoreArchived(0)).toBe(true);
    expect(JSON.stringify(a.session.state)).toBe(before);
    expect(a.session.rev).toBeGreaterThan(rev); // newer than anything a client holds
    // the game it replaced is archived in turn
    expect(archivedRecords()[0]).toMatchObject({ reason: "replaced", commands: 0 });
    expect(archivedRecords()).toHaveLength(2);
  });

  it("a world saved with the old single backup moves it into the archive on ready", async () => {
    const a = await loadAdapter();
    a.st.settingValues.set("andean-abyss.gameBackup", { v: 1, old: true });
    await a.st.callHook("ready");
    const { archivedRecords } = await import("../../src/foundry/archive");
    expect(archivedRecords()[0].record).toEqual({ v: 1, old: true });
    expect(a.st.settingValues.get("andean-abyss.gameBackup")).toBeNull();
  });
});

describe("GM roll-back to the start of a card", () => {
  it("the GM picks a played card: the game returns to its start for every client, the record before is archived", async () => {
    const a = await loadAdapter({ ready: true });
    await a.authority.startGame(SETUP);
    // play until the third card is revealed
    for (let i = 0; i < 400 && a.session.state!.played.length < 3; i++)
      await a.authority.submit(a.engine.legalCommands(a.session.state!)[0]);
    const game = a.session.game!;
    const cuts = a.engine.cardCuts(game.setup, game.commands) as number[];
    expect(cuts.length).toBeGreaterThanOrEqual(3);
    const rev = a.session.rev;
    const n = game.commands.length;
    // a player may not
    a.st.setUser("alice");
    expect((await a.authority.rollback(1)).error?.code).toBe("notGM");
    a.st.setUser("gm");
    const r = await a.authority.rollback(1);
    expect(r.ok).toBe(true);
    expect(a.session.game!.commands).toHaveLength(cuts[1]);
    expect(a.session.state!.played).toHaveLength(2);
    expect(a.session.rev).toBe(rev + 1);
    expect(a.st.socketSent.at(-1)).toMatchObject({ type: "state", rev: rev + 1 });
    const { archivedRecords } = await import("../../src/foundry/archive");
    expect(archivedRecords()[0]).toMatchObject({ reason: "rolledBack", commands: n });
    expect((await a.authority.rollback(99)).error?.code).toBe("noSuchCard");
  });

  it("the setup dialog lists the played cards, latest first, with a roll-back button each (GM)", async () => {
    const a = await loadAdapter({ ready: true });
    await a.authority.startGame(SETUP);
    const { app } = await import("../../src/foundry/apps/index");
    const dlg = app("setup") as unknown as { render(o: object): Promise<unknown>; element: HTMLElement };
    await dlg.render({ force: true });
    const buttons = [...dlg.element.querySelectorAll<HTMLElement>('[data-action="rollback"]')];
    expect(buttons.length).toBe(a.session.state!.played.length);
    expect(dlg.element.textContent).toContain("1st Division");
  });
});

describe("rules version in every save (a save made before a rules change)", () => {
  it("a save recorded under other rules that no longer replays goes on from its saved position, nothing lost", async () => {
    // made with the engine before the Event toolkit (rules 1): at step 741 the AUC chose card
    // 68's mode with the old option value, which today's rules no longer offer
    const old = JSON.parse(readFileSync("test/foundry/fixtures/save-rules1-card68.json", "utf8"));
    expect(old.rules).toBeUndefined();
    const b = await loadAdapter({ ready: true, saved: old });
    expect(b.st.notes.some((n) => n.kind === "warn" && /rules version 1/.test(n.text))).toBe(true);
    // the game goes on from the saved position: the same board, the same step number
    expect(b.session.state!.seq).toBe(old.snapshot.seq);
    expect(JSON.stringify(b.session.state!.spaces)).toBe(JSON.stringify(old.snapshot.spaces));
    expect(b.session.state!.resources).toEqual(old.snapshot.resources);
    // the old log is archived whole, and the new record says its rules and its base
    const { archivedRecords } = await import("../../src/foundry/archive");
    expect(archivedRecords()[0]).toMatchObject({ reason: "rulesChanged", commands: old.commands.length });
    const saved = b.st.settingValues.get("andean-abyss.game") as {
      rules: number;
      base: unknown;
      commands: unknown[];
    };
    expect(saved.rules).toBe(b.engine.RULES_VERSION);
    expect(saved.base).toBeTruthy();
    // play goes on, and undo and roll-back work from the new base
    const before = b.session.state!.seq;
    expect(await b.authority.submit(b.engine.legalCommands(b.session.state!)[0])).toBeNull();
    expect(b.session.state!.seq).toBe(before + 1);
    // and the world reloads to the same game
    const c = await loadAdapter({ ready: true, saved: b.st.settingValues.get("andean-abyss.game") });
    expect(c.st.notes.filter((n) => n.kind !== "info")).toEqual([]);
    expect(JSON.stringify(c.session.state)).toBe(JSON.stringify(b.session.state));
  });

  it("a save recorded under other rules that still replays to its saved position carries on as it is", async () => {
    const { raw } = await savedAfter(5);
    const old = { ...raw, rules: 1 };
    const b = await loadAdapter({ ready: true, saved: old });
    expect(b.st.notes.filter((n) => n.kind !== "info")).toEqual([]);
    expect(b.session.game!.commands).toHaveLength(5);
    expect(b.session.game!.base).toBeUndefined();
  });
});

describe("a record last written by someone who is not a Gamemaster (Setting _stats.lastModifiedBy)", () => {
  type Entry = { reason: string; record: unknown };
  const archiveOf = (b: { st: { settingValues: Map<string, unknown> } }) =>
    b.st.settingValues.get("andean-abyss.gameArchive") as Entry[];

  it("is archived, and the GM's copy is loaded and written back as a new revision", async () => {
    const { a, raw } = await savedAfter(4);
    // the GM's own saves are stamped with the GM and leave the copy equal to the record
    expect(a.st.settingWriters.get("andean-abyss.game")).toBe("gm");
    expect(a.st.settingValues.get("andean-abyss.gameByGM")).toEqual(raw);
    const forged = { ...raw, commands: (raw.commands as unknown[]).slice(0, 2), rev: 40 };
    const b = await loadAdapter({ ready: true, saved: forged, savedBy: "alice", copy: raw });
    expect(b.session.game?.commands).toEqual(raw.commands);
    expect(b.session.game?.hash).toBe(raw.hash);
    expect(b.session.rev).toBeGreaterThan(40);
    expect(archiveOf(b)[0]).toMatchObject({ reason: "notByGM", record: forged });
    // the GM is told who wrote it (the writer's name in the message, foundry.authority.notByGM)
    const told = b.st.notes.find((n) => n.kind === "error" && n.text.includes("last written by Alice"));
    expect(told?.text).not.toContain("{name}");
    const world = b.st.settingValues.get("andean-abyss.game") as { commands: unknown[]; rev: number };
    expect(world.commands).toEqual(raw.commands);
    expect(b.st.settingWriters.get("andean-abyss.game")).toBe("gm");
  });

  it("with no copy a Gamemaster wrote, no game is loaded: the GM is told, the refused record stays archived", async () => {
    const { raw } = await savedAfter(2);
    const b = await loadAdapter({ ready: true, saved: raw, savedBy: "bob", copy: raw, copyBy: "bob" });
    expect(b.session.state).toBeNull();
    expect(archiveOf(b)[0]).toMatchObject({ reason: "notByGM", record: raw });
    expect(
      b.st.notes.some((n) => n.kind === "warn" && n.text.startsWith("No game record saved by a Gamemaster")),
    ).toBe(true);
    expect(b.st.settingValues.get("andean-abyss.game")).toBeNull();
  });

  it("a record from before Foundry recorded writers (no lastModifiedBy) is loaded", async () => {
    const { raw } = await savedAfter(2);
    const b = await loadAdapter({ ready: true, saved: raw });
    expect(b.session.game?.hash).toBe(raw.hash);
    expect(archiveOf(b) ?? []).toEqual([]);
  });
});
