// @vitest-environment jsdom
// Trust at the table (first part): tickets bound to the user who announced them, one authority
// (the active GM adopts nothing it did not replay or apply), and bounds on untrusted input.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadAdapter, SETUP } from "./harness";

type Adapter = Awaited<ReturnType<typeof loadAdapter>>;
type G = {
  game: { user: { id: string } };
  CONFIG: { queries: Record<string, (d: unknown) => Promise<unknown>> };
};
const g = globalThis as unknown as G;

async function started(): Promise<Adapter> {
  const a = await loadAdapter({ ready: true });
  expect((await a.authority.startGame(SETUP)).ok).toBe(true);
  await a.authority.mirrorsSettled();
  // Bob plays the Government here, so he has something to send
  a.st.settingValues.set("andean-abyss.owners", { govt: ["bob"], farc: ["alice"] });
  return a;
}
const query = (data: unknown) =>
  g.CONFIG.queries["andean-abyss.command"](data) as Promise<{
    ok: boolean;
    error?: { code: string; rule: string; message: { key: string } };
  }>;

describe("identity tickets (issue: no player acts for another)", () => {
  it("only the ticket's hash crosses the socket: a client that saw it cannot use it first", {
    timeout: 20_000,
  }, async () => {
    const a = await started();
    const { newTicket, announceTicket } = await import("../../src/foundry/identity");
    const heard: { by: string; m: Record<string, unknown> }[] = [];
    a.st.socketHandlers.push((m, _from) =>
      heard.push({ by: g.game.user.id, m: m as Record<string, unknown> }),
    );
    // Bob announces his ticket; Alice's client receives the announcement
    a.st.setUser("bob");
    const ticket = newTicket();
    announceTicket(ticket);
    a.st.setUser("gm");
    const seen = heard.find((h) => h.by === "alice")!.m;
    expect(seen.ticket).toBeUndefined();
    expect(seen.hash).toBe(createHash("sha256").update(ticket).digest("hex"));
    // Alice races Bob's query with everything she saw: refused, nothing applied
    const cmd = a.engine.legalCommands(a.session.state!)[0];
    // (the GM waits up to TICKET_WAIT for an unknown ticket's announcement, so one guess suffices)
    expect((await query({ type: "command", cmd, ticket: seen.hash })).error?.code).toBe("unknownUser");
    expect(a.session.state!.seq).toBe(0);
    // Bob's own query with the real ticket acts for Bob
    expect((await query({ type: "command", cmd, ticket })).ok).toBe(true);
    expect(a.session.state!.seq).toBe(1);
    // and a ticket works once
    expect(
      (await query({ type: "command", cmd: a.engine.legalCommands(a.session.state!)[0], ticket })).ok,
    ).toBe(false);
  });
});

describe("one authority", () => {
  it("a second GM's state broadcast is adopted by no one; only the active GM's counts", async () => {
    const a = await started();
    a.st.users.push({ id: "asst", name: "Assistant", isGM: true, active: true });
    const rev = a.session.rev;
    const forged = { type: "state", rev: rev + 3, state: a.session.state, log: [] };
    for (const user of ["alice", "gm"]) {
      a.st.setUser(user);
      for (const h of a.st.socketHandlers) h(structuredClone(forged), "asst");
    }
    a.st.setUser("gm");
    expect(a.session.rev).toBe(rev);
    // the active GM ignores even the active GM id's broadcasts (it never adopts)
    for (const h of a.st.socketHandlers) h(structuredClone(forged), "gm");
    expect(a.session.rev).toBe(rev);
  });

  it("a game record written by someone else is archived and the active GM writes its own back, as a newer revision", async () => {
    const a = await started();
    const mine = structuredClone(a.st.settingValues.get("andean-abyss.game")) as {
      rev: number;
      hash: string;
      commands: unknown[];
    };
    const g2 = globalThis as unknown as {
      game: { settings: { set(n: string, k: string, v: unknown): Promise<unknown> } };
    };
    // an Assistant GM may write world settings; one session serves every client in this harness,
    // so only the GM's client listens here (the others would adopt into that same session)
    a.st.users.push({ id: "asst", name: "Assistant", isGM: true, role: 3, active: false });
    for (const u of a.st.users) if (!u.isGM) u.active = false;
    a.st.setUser("asst");
    await g2.game.settings.set("andean-abyss", "game", { ...mine, rev: mine.rev + 10, commands: [] });
    a.st.setUser("gm");
    await new Promise((r) => setTimeout(r, 10));
    // the GM's game, under a revision above the one written (a revision is never reused)
    const back = a.st.settingValues.get("andean-abyss.game") as {
      rev: number;
      hash: string;
      commands: unknown[];
    };
    expect(back.rev).toBe(mine.rev + 11);
    expect({ hash: back.hash, commands: back.commands }).toEqual({
      hash: mine.hash,
      commands: mine.commands,
    });
    expect(a.session.rev).toBe(mine.rev + 11);
    const archive = a.st.settingValues.get("andean-abyss.gameArchive") as {
      reason: string;
      record: { rev: number };
    }[];
    expect(archive[0].reason).toBe("overwritten");
    expect(archive[0].record.rev).toBe(mine.rev + 10);
  });

  it("a client that becomes the active GM replays the world record before applying anything", async () => {
    const a = await started();
    const cmd = a.engine.legalCommands(a.session.state!)[0];
    // this client's copy came from a broadcast (not replayed here) and has been tampered with
    const s = a.session.state!;
    a.session.adopt(
      { ...a.session.game!, rev: a.session.rev + 1 },
      { ...s, resources: { ...s.resources, govt: 99 } },
    );
    expect(a.session.own).toBe(false);
    expect(await a.authority.submit(cmd)).toBeNull();
    expect(a.session.own).toBe(true);
    expect(a.session.state!.resources.govt).not.toBe(99);
  });
});

describe("bounds on untrusted input", () => {
  it("an oversized meta or payload is refused with a reason; nothing changes", async () => {
    const a = await started();
    const before = JSON.stringify(a.session.state);
    const cmd = { ...a.engine.legalCommands(a.session.state!)[0], meta: { note: "x".repeat(5000) } };
    const r = await a.authority.execute(cmd, a.st.users[0]);
    expect(r.error?.code).toBe("tooLarge");
    expect(r.error?.message.key).toBe("foundry.error.tooLarge");
    const big = await query({ type: "command", cmd, ticket: "0".repeat(24), pad: "y".repeat(20_000) });
    expect(big.error?.code).toBe("tooLarge");
    expect(JSON.stringify(a.session.state)).toBe(before);
  });

  it("counters must be safe integers: seq 1e308 is malformed", async () => {
    const a = await started();
    const cmd = { ...a.engine.legalCommands(a.session.state!)[0], seq: 1e308 };
    expect((await a.authority.execute(cmd, a.st.users[0])).error?.code).toBe("malformed");
  });

  it("a saved record with rev 1e308 is repaired: later commands are applied and saved", async () => {
    const a = await started();
    await a.authority.submit(a.engine.legalCommands(a.session.state!)[0]);
    const raw = { ...(a.st.settingValues.get("andean-abyss.game") as object), rev: 1e308 };
    const b = await loadAdapter({ ready: true, saved: raw });
    // the repaired record is saved as a new revision (rev reset to 0, then 1)
    expect(b.session.rev).toBe(1);
    expect(b.st.notes.some((n) => n.kind === "warn" && /revision/.test(n.text))).toBe(true);
    expect(await b.authority.submit(b.engine.legalCommands(b.session.state!)[0])).toBeNull();
    const saved = b.st.settingValues.get("andean-abyss.game") as { rev: number; commands: unknown[] };
    expect(saved.rev).toBe(2);
    expect(saved.commands).toHaveLength(2);
  });
});

describe("the saved log's cap", () => {
  it("a full record refuses new commands with a message (never a silent cut)", async () => {
    const a = await started();
    const { MAX_COMMANDS } = await import("../../src/foundry/saved-game");
    // pretend the record already holds the maximum (the engine state is unaffected)
    a.session.game!.commands.length = MAX_COMMANDS;
    const r = await a.authority.execute(a.engine.legalCommands(a.session.state!)[0], a.st.users[0]);
    expect(r.error?.code).toBe("recordFull");
    expect(r.error?.message.params?.max).toBe(MAX_COMMANDS);
  });
});

describe("save, then broadcast", () => {
  it("a command whose save fails is refused (notSaved), broadcast to no one, and the GM goes back to the saved record", async () => {
    const a = await started();
    const saved = structuredClone(a.st.settingValues.get("andean-abyss.game")) as {
      rev: number;
      hash: string;
    };
    const s = (globalThis as unknown as { game: { settings: { set(...x: unknown[]): Promise<unknown> } } })
      .game.settings;
    const set = s.set;
    s.set = async (ns: unknown, key: unknown, v: unknown) => {
      if (key === "game") throw new Error("the server refused the write");
      return set.call(s, ns, key, v);
    };
    const sent = a.st.socketSent.length;
    const err = await a.authority.submit(a.engine.legalCommands(a.session.state!)[0]);
    s.set = set;
    expect(err?.code).toBe("notSaved");
    expect(err?.message.key).toBe("foundry.error.notSaved");
    expect(a.st.socketSent.slice(sent).filter((m) => (m as { type: string }).type === "state")).toEqual([]);
    expect({ rev: a.session.rev, hash: a.session.game?.hash }).toEqual({ rev: saved.rev, hash: saved.hash });
    // and the next command is saved, under a revision the failed one never had (none is reused)
    expect(await a.authority.submit(a.engine.legalCommands(a.session.state!)[0])).toBeNull();
    expect((a.st.settingValues.get("andean-abyss.game") as { rev: number }).rev).toBe(saved.rev + 2);
  });
});
