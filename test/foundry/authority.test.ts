// @vitest-environment jsdom
// GM authority: ownership, malformed input, legal commands, persistence round trip.
import { describe, expect, it } from "vitest";
import { loadAdapter, SETUP } from "./harness";
import { queryAs } from "./stubs";

type Adapter = Awaited<ReturnType<typeof loadAdapter>>;

async function started(): Promise<Adapter> {
  const a = await loadAdapter({ ready: true });
  const r = await a.authority.startGame(SETUP);
  expect(r.ok).toBe(true);
  await a.authority.mirrorsSettled();
  return a;
}

/** The first legal command of whoever decides now. */
function firstLegal(a: Adapter) {
  return a.engine.legalCommands(a.session.state!)[0];
}

describe("GM authority", () => {
  it("starts a game: state, persisted record, broadcast, faction Actors and Cards", async () => {
    const a = await started();
    expect(a.session.state?.seq).toBe(0);
    const saved = a.st.settingValues.get("andean-abyss.game") as { setup: unknown; commands: unknown[] };
    expect(saved.setup).toEqual(SETUP);
    expect(saved.commands).toEqual([]);
    expect(a.st.socketSent.at(-1)).toMatchObject({ type: "state", rev: 0 });
    expect(a.st.actors.map((x) => x.getFlag("andean-abyss", "faction")).sort()).toEqual([
      "auc",
      "cartels",
      "farc",
      "govt",
    ]);
    const farc = a.st.actors.find((x) => x.getFlag("andean-abyss", "faction") === "farc")!;
    expect(farc.type).toBe("andean-abyss.faction");
    expect(farc.system).toMatchObject({ faction: "farc", resources: 10, owners: ["alice"] });
    expect(farc.ownership.alice).toBe(3);
    expect(a.st.cardStacks.map((c) => c.getFlag("andean-abyss", "pile")).sort()).toEqual([
      "draw",
      "inPlay",
      "played",
      "table",
    ]);
  });

  it("refuses a player's command for a Faction they do not own, without throwing", async () => {
    const a = await started();
    const cmd = firstLegal(a);
    expect(cmd.by).toBe("govt"); // card 1: Government is 1st Eligible; Alice plays FARC
    const before = JSON.stringify(a.session.state);
    const reply = (await queryAs(a.st, "alice", { type: "command", cmd })) as {
      ok: boolean;
      error?: { code: string };
    };
    expect(reply.ok).toBe(false);
    expect(reply.error?.code).toBe("notOwner");
    expect(JSON.stringify(a.session.state)).toBe(before);
    // through the real client path: Alice submits, the GM answers with a refusal
    a.st.setUser("alice");
    const err = await a.authority.submit(cmd);
    expect(err?.code).toBe("notOwner");
    expect(a.session.state?.seq).toBe(0);
  });

  it("refuses malformed messages (never throws)", async () => {
    const a = await started();
    const s = a.session.state!;
    const bad: unknown[] = [
      null,
      "x",
      42,
      [],
      {},
      { type: "command" },
      { type: "command", userId: "alice" },
      { type: "command", userId: "alice", cmd: null },
      { type: "command", userId: "alice", cmd: { t: "bogus", seq: s.seq, by: "farc" } },
      { type: "command", userId: "alice", cmd: { t: "space", s: "atlantis", seq: s.seq, by: "farc" } },
      { type: "command", userId: "alice", cmd: { t: "choose", v: "pass", seq: "0", by: "farc" } },
      { type: "command", userId: "alice", cmd: { t: "choose", v: "pass", seq: s.seq, by: "nobody" } },
      { type: "command", userId: "alice", cmd: { t: "choose", v: "x".repeat(5000), seq: s.seq, by: "farc" } },
      { type: "command", userId: "mallory", cmd: { t: "done", seq: s.seq, by: "farc" } },
      { type: "undo", userId: "alice", faction: 3 },
      { type: "transfer", userId: "alice" },
      { type: "command", userId: "alice", cmd: { t: "transfer", seq: s.seq, by: "farc", to: "auc" } },
    ];
    for (const m of bad) {
      const reply = (
        typeof m === "object" && m !== null && !Array.isArray(m)
          ? await queryAs(a.st, "alice", m as Record<string, unknown>)
          : await a.authority.handleQuery(m)
      ) as { ok: boolean; error?: { code: string } };
      expect(reply.ok, JSON.stringify(m)?.slice(0, 80)).toBe(false);
      expect(typeof reply.error?.code).toBe("string");
    }
    expect(a.session.state?.seq).toBe(s.seq);
    expect(a.st.notes.filter((n) => n.kind === "error")).toEqual([]);
  });

  it("refuses a stale or illegal command from an owner with the engine's RuleError", async () => {
    const a = await started();
    a.st.settingValues.set("andean-abyss.owners", { govt: ["bob"], farc: ["alice"] });
    const cmd = { ...firstLegal(a), seq: 99 };
    const reply = (await queryAs(a.st, "bob", { type: "command", cmd })) as { error?: { code: string } };
    expect(reply.error?.code).toBe("stale");
  });

  it("acts for the user who announced the ticket, not for a claimed id", async () => {
    const a = await started();
    const cmd = firstLegal(a); // Government's decision
    const forged = (await queryAs(a.st, "alice", { type: "command", cmd, userId: "gm" })) as { ok: boolean };
    expect(forged.ok).toBe(false);
    const noTicket = await a.authority.handleQuery({ type: "command", cmd, userId: "gm" });
    expect(noTicket.error?.code).toBe("unknownUser");
    expect(a.session.state?.seq).toBe(0);
    // Bob plays the Government: his own ticket works (a socket message never reaches its sender,
    // so the active GM never queries itself: it applies its own commands directly)
    a.st.settingValues.set("andean-abyss.owners", { govt: ["bob"], farc: ["alice"] });
    const real = (await queryAs(a.st, "bob", { type: "command", cmd })) as { ok: boolean };
    expect(real.ok).toBe(true);
  });

  it("only the active GM applies commands", async () => {
    const a = await started();
    a.st.setUser("alice");
    const reply = await a.authority.handleQuery({ type: "command", cmd: firstLegal(a), userId: "alice" });
    expect(reply.error?.code).toBe("notGM");
  });

  it("applies legal commands, persists them, and the saved record replays to the same state", async () => {
    const a = await started();
    for (let i = 0; i < 12; i++) {
      const cmd = firstLegal(a);
      if (!cmd) break;
      const err = await a.authority.submit(cmd);
      expect(err).toBeNull();
    }
    const seq = a.session.state!.seq;
    expect(seq).toBeGreaterThan(0);
    const raw = a.st.settingValues.get("andean-abyss.game") as { commands: unknown[] };
    expect(raw.commands.length).toBe(seq);
    // round trip through JSON text, as the world database does
    const r = a.saved.restore(JSON.stringify(raw));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.issues).toEqual([]);
    expect(JSON.stringify(r.state)).toBe(JSON.stringify(a.session.state));
    expect(a.engine.getDecision(r.state)).toEqual(a.engine.getDecision(a.session.state!));
    // one chat card per command, and the cards of automatic steps (each client's setting shows
    // them or not when it renders: chat-render.ts)
    await a.authority.mirrorsSettled();
    const flags = a.st.chat.map((m) => (m.flags as Record<string, { seq: number | null }>)["andean-abyss"]);
    expect(flags.filter((f) => f.seq !== null)).toHaveLength(seq);
    expect(flags.filter((f) => f.seq !== null).map((f) => f.seq)).toEqual([...Array(seq).keys()]);
  });

  it("lets a player act for a Faction they own, through the GM query", async () => {
    const a = await started();
    // play as the GM until FARC decides (or give up after a while)
    for (let i = 0; i < 60 && a.engine.getDecision(a.session.state!).faction !== "farc"; i++)
      expect(await a.authority.submit(firstLegal(a))).toBeNull();
    expect(a.engine.getDecision(a.session.state!).faction).toBe("farc");
    a.st.setUser("alice");
    const seq = a.session.state!.seq;
    expect(await a.authority.submit(firstLegal(a))).toBeNull();
    expect(a.session.state!.seq).toBe(seq + 1);
  });

  it("a reloaded world restores the same game", async () => {
    const a = await started();
    for (let i = 0; i < 5; i++) await a.authority.submit(firstLegal(a));
    const raw = a.st.settingValues.get("andean-abyss.game");
    const state = JSON.stringify(a.session.state);
    const b = await loadAdapter({ ready: true, saved: raw });
    expect(JSON.stringify(b.session.state)).toBe(state);
    expect(b.st.notes.filter((n) => n.kind !== "info")).toEqual([]);
  });

  it("ignores state broadcasts that do not come from a GM", async () => {
    const a = await started();
    const rev = a.session.rev;
    for (const h of a.st.socketHandlers)
      h({ type: "state", rev: rev + 5, state: a.session.state, log: [] }, "alice");
    expect(a.session.rev).toBe(rev);
    for (const h of a.st.socketHandlers) h({ type: "state", rev: rev + 5, state: { v: 1 }, log: [] }, "gm");
    expect(a.session.rev).toBe(rev);
    for (const h of a.st.socketHandlers) h("garbage", "gm");
    expect(a.session.rev).toBe(rev);
  });

  it("the socket never hands a message back to its sender: the GM applies its own commands directly", async () => {
    const a = await started();
    const heard: { by: string; from: string; type: unknown }[] = [];
    const me = () => (globalThis as unknown as { game: { user: { id: string } } }).game.user.id;
    a.st.socketHandlers.push((m, from) =>
      heard.push({ by: me(), from, type: (m as { type: unknown }).type }),
    );
    expect(await a.authority.submit({ t: "choose", v: "op:train", seq: 0, by: "govt" })).toBeNull();
    // the state broadcast reached Alice and Bob, never the GM who sent it
    expect(
      heard
        .filter((h) => h.type === "state")
        .map((h) => h.by)
        .sort(),
    ).toEqual(["alice", "bob"]);
    expect(heard.every((h) => h.from === "gm")).toBe(true);
    // a player's ticket reaches the GM (and the other player), not the player who sent it
    heard.length = 0;
    a.st.setUser("alice");
    expect((await a.authority.submit(firstLegal(a)))?.code).toBe("notOwner"); // the Government's step
    a.st.setUser("gm");
    expect(
      heard
        .filter((h) => h.type === "ticket")
        .map((h) => h.by)
        .sort(),
    ).toEqual(["bob", "gm"]);
    expect(heard.every((h) => h.from === "alice")).toBe(true);
  });
});
