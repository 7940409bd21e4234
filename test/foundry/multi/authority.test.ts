// @vitest-environment jsdom
// The authority protocol (docs/foundry.md, "GM authority") over a network with delays, drops and
// joins (network.ts): after every scenario each client holds the GM's record and stateHash, and
// nothing the GM acknowledged is lost or doubled.
import { afterEach, describe, expect, it } from "vitest";
import { seeded } from "./network";
import { GAME, type Rec, SETUP, sessionOf, Table, track } from "./table";
import { ROLES } from "./world";

let table: Table | null = null;
afterEach(() => {
  table?.close();
  table = null;
});
const text = (c: { i18n: { localize(k: string): unknown } }, key: string) =>
  String(c.i18n.localize(`ANDEAN.${key}`));

/** how many deliveries one command of Alice's takes, from her click until the network is quiet */
async function deliveriesOfOneCommand(): Promise<number> {
  const t = await Table.open(99);
  const before = t.net.delivered;
  const r = t.submit();
  await t.net.run();
  expect(r.value).toBeNull();
  t.close();
  return t.net.delivered - before;
}

describe("a GM dropping between any two steps of handling a command", () => {
  it("every client ends on the record of the GM who comes back; an acknowledged command is kept", async () => {
    const steps = await deliveriesOfOneCommand();
    expect(steps).toBeGreaterThan(8);
    const t = await Table.open(1);
    table = t;
    const outcomes = new Set<string>();
    for (let k = 0; k <= steps; k++) {
      const rev = sessionOf(t.client("gm-b")).rev;
      const r = t.submit();
      await t.net.steps(k);
      t.world.disconnect("gm-b");
      await t.net.run();
      // Alice has her answer (no hang): applied, or refused because no GM is connected
      expect(r.done).toBe(true);
      const code = (r.value as { code?: string } | null)?.code ?? "ok";
      expect(["ok", "noGM"]).toContain(code);
      // with no Gamemaster, every client says the game waits
      for (const id of ["alice", "bob"])
        expect(t.client(id).notes.map((n) => n.text)).toContain(
          text(t.client(id), "foundry.authority.waiting"),
        );
      await t.world.connect("gm-b");
      t.expectConverged();
      const saved = (t.world.settings.get(GAME) as Rec).rev;
      outcomes.add(`${code}:${saved > rev ? "saved" : "not saved"}`);
    }
    // the drops fell before the save, between save and answer, and after the answer
    expect(outcomes).toEqual(new Set(["noGM:not saved", "noGM:saved", "ok:saved"]));
  }, 120_000);
});

describe("a second GM joining mid-command", () => {
  it("takes over at any step; the command is applied once (carried over or sent again) and every client follows", async () => {
    const steps = await deliveriesOfOneCommand();
    const t = await Table.open(2);
    table = t;
    const tickets = () =>
      t.world.relayed.filter(([from, m]) => from === "alice" && (m as { type: string }).type === "ticket")
        .length;
    const sends = new Set<number>();
    for (let k = 0; k <= steps; k++) {
      const before = tickets();
      const r = t.submit();
      await t.net.steps(k);
      t.world.join("gm-a");
      await t.net.run();
      expect({ k, answer: r.value }).toEqual({ k, answer: null });
      sends.add(tickets() - before);
      expect(t.authority()?.user.id).toBe("gm-a");
      t.expectConverged();
      // … and when it leaves again, the first GM takes the game back where it stands
      t.world.disconnect("gm-a");
      await t.net.run();
      t.expectConverged();
    }
    // some commands went through once, others were refused by the old GM (handedOver) and sent again
    expect(sends).toEqual(new Set([1, 2]));
  }, 120_000);
});

describe("Assistant GM with no Gamemaster connected (docs/rulings.md)", () => {
  it("Foundry makes the Assistant the active GM; the game waits read-only and says so, until a Gamemaster joins", async () => {
    const t = await Table.open(3, ["alice", "bob", "asst"]);
    table = t;
    const before = structuredClone(t.world.settings.get(GAME)) as Rec;
    t.world.disconnect("gm-b");
    await t.net.run();
    const alice = t.client("alice");
    // Foundry's rule: no full Gamemaster connected, so the Assistant is game.users.activeGM
    expect((alice.window.game as { users: { activeGM: { id: string } } }).users.activeGM.id).toBe("asst");
    for (const id of ["alice", "bob", "asst"])
      expect(t.client(id).notes.map((n) => n.text)).toContain(
        text(t.client(id), "foundry.authority.waiting"),
      );
    // a command is refused with a stable code and its message; nothing changes anywhere
    const r = t.submit();
    await t.net.run();
    expect(r.value).toMatchObject({ code: "waitingForGM", message: { key: "foundry.error.waitingForGM" } });
    const asst = t.client("asst");
    const refused = track(asst.api.startGame({}) as Promise<{ ok: boolean; error: { code: string } }>);
    const rolled = track(asst.api.rollback(0) as Promise<{ ok: boolean; error: { code: string } }>);
    await t.net.run();
    expect([refused.value?.error.code, rolled.value?.error.code]).toEqual(["notGM", "notGM"]);
    for (const c of t.world.clients.values()) expect(sessionOf(c).rev).toBe(before.rev);
    expect(t.world.settings.get(GAME)).toEqual(before);
    // a Gamemaster joins: the game goes on, from the same record
    await t.world.connect("gm-b");
    t.expectConverged();
    const next = t.submit();
    await t.net.run();
    expect(next.value).toBeNull();
    t.expectConverged();
  }, 60_000);
});

describe("restore, roll-back and rules-version migration with players connected", () => {
  const actorsMatch = (t: Table) => {
    const s = sessionOf(t.client("gm-b")).state!;
    const byFaction = Object.fromEntries(
      t.world.actors.map((a) => [
        (a.source.flags as { "andean-abyss": { faction: string } })["andean-abyss"].faction,
        (a.source.system as { resources: number }).resources,
      ]),
    );
    expect(byFaction).toEqual(s.resources);
  };

  it("each reaches every client (broadcast), and the faction Actors are rebuilt", async () => {
    const t = await Table.open(4, ["alice", "bob", "asst"]);
    table = t;
    for (let i = 0; i < 4; i++) {
      const r = t.submit();
      await t.net.run();
      expect(r.value).toBeNull();
    }
    const full = structuredClone(t.world.settings.get(GAME)) as Rec;
    expect(full.commands.length).toBe(4);
    const gm = t.client("gm-b");
    // roll back to the first card: the commands go, for everyone
    const back = track(gm.api.rollback(0) as Promise<{ ok: boolean }>);
    await t.net.run();
    expect(back.value?.ok).toBe(true);
    t.acked.length = 0;
    t.expectConverged();
    expect((t.world.settings.get(GAME) as Rec).commands).toEqual([]);
    actorsMatch(t);
    // restore the record the roll-back archived: the four commands come back, for everyone
    const restored = track(gm.api.restoreArchived(0) as Promise<boolean>);
    await t.net.run();
    expect(restored.value).toBe(true);
    t.expectConverged();
    const now = t.world.settings.get(GAME) as Rec;
    expect({ commands: now.commands, hash: now.hash }).toEqual({ commands: full.commands, hash: full.hash });
    expect(now.rev).toBeGreaterThan(full.rev + 1);
    actorsMatch(t);
    // a record from other rules: the GM reloads and migrates it, and every client follows
    t.world.disconnect("gm-b");
    await t.net.run();
    t.world.settings.set(GAME, { ...now, rules: 0, hash: "recorded under other rules" });
    await t.world.connect("gm-b");
    t.expectConverged();
    const migrated = t.world.settings.get(GAME) as Rec & { base?: unknown };
    expect(migrated.rev).toBeGreaterThan(now.rev);
    expect(migrated.commands).toEqual([]);
    expect(migrated.hash).toBe(now.hash);
    const archive = t.world.settings.get("andean-abyss.gameArchive") as { reason: string }[];
    expect(archive.map((a) => a.reason).slice(0, 3)).toEqual(["rulesChanged", "replaced", "rolledBack"]);
    actorsMatch(t);
  }, 60_000);
});

describe("players dropping and coming back", () => {
  it("a player who drops mid-command and reconnects holds the GM's record", async () => {
    const t = await Table.open(5);
    table = t;
    for (let k = 0; k < 12; k += 3) {
      const r = t.submit();
      await t.net.steps(k);
      t.world.disconnect("bob");
      await t.net.run();
      expect(r.value).toBeNull();
      await t.world.connect("bob");
      t.expectConverged();
    }
  }, 60_000);
});

describe("record writes by anyone but the authority", () => {
  it("an Assistant's and a second GM's writes are archived and overwritten; every client stays on the GM's record", async () => {
    const t = await Table.open(6, ["alice", "bob", "asst"]);
    table = t;
    const mine = structuredClone(t.world.settings.get(GAME)) as Rec;
    for (const forged of [{}, "garbage", { ...mine, rev: mine.rev + 50, commands: [] }]) {
      const w = track(t.world.setWorldSetting("asst", GAME, forged));
      await t.net.run();
      expect(w.done).toBe(true);
      t.expectConverged();
      const now = t.world.settings.get(GAME) as Rec;
      expect({ hash: now.hash, commands: now.commands }).toEqual({
        hash: mine.hash,
        commands: mine.commands,
      });
      const archive = t.world.settings.get("andean-abyss.gameArchive") as {
        reason: string;
        record: unknown;
      }[];
      expect(archive[0]).toMatchObject({ reason: "overwritten", record: forged });
    }
    // the revision after a forged rev 50 ahead is above it: no revision is used twice
    expect((t.world.settings.get(GAME) as Rec).rev).toBeGreaterThan(mine.rev + 50);
    // a second full Gamemaster who is not the authority: gm-b runs the game while gm-a is away;
    // here gm-a (authority, sorts first) is joined and gm-b writes
    await t.world.connect("gm-a");
    t.expectConverged();
    const w = track(t.world.setWorldSetting("gm-b", GAME, { v: 1, rev: 1e6 }));
    await t.net.run();
    expect(w.done).toBe(true);
    t.expectConverged();
    expect((t.world.settings.get(GAME) as Rec).hash).toBe(mine.hash);
  }, 60_000);
});

describe("a record written while no Gamemaster holds the game (Setting _stats.lastModifiedBy)", () => {
  const ARCHIVE = "andean-abyss.gameArchive";
  const COPY = "andean-abyss.gameByGM";
  type Entry = { reason: string; record: unknown };

  /** the GM plays two commands, then leaves: the world holds the GM's record */
  async function gmLeaves(t: Table): Promise<Rec> {
    for (let i = 0; i < 2; i++) {
      const r = t.submit();
      await t.net.run();
      expect(r.value).toBeNull();
    }
    const mine = structuredClone(t.world.settings.get(GAME)) as Rec;
    t.world.disconnect("gm-b");
    await t.net.run();
    return mine;
  }

  /** a valid-looking record: the GM's, one command shorter, claiming a later revision */
  const forgedFrom = (mine: Rec) => ({ ...mine, rev: mine.rev + 7, commands: mine.commands.slice(0, 1) });

  for (const [writer, label] of [
    ["asst", "an Assistant GM"],
    ["alice", "a player the GM granted the permission to modify settings"],
  ] as const) {
    for (const kind of ["forged", "garbage"] as const) {
      it(`${label} writes a ${kind} record: the GM archives it, takes back its own record, every client follows`, async () => {
        const t = await Table.open(kind === "forged" ? 8 : 9, ["alice", "bob", "asst"]);
        table = t;
        if (writer === "alice") t.world.settingsModifyRole = ROLES.PLAYER;
        const mine = await gmLeaves(t);
        const value = kind === "forged" ? forgedFrom(mine) : "garbage";
        const w = track(t.world.setWorldSetting(writer, GAME, value));
        await t.net.run();
        expect(w.done && !w.error).toBe(true);
        // the server stamps the writer on the Setting document
        expect(t.world.settingStats.get(GAME)?.lastModifiedBy).toBe(writer);
        await t.world.connect("gm-b");
        await t.net.run();
        // archived with its reason, the GM told who wrote it
        const archive = t.world.settings.get(ARCHIVE) as Entry[];
        expect(archive[0]).toEqual(expect.objectContaining({ reason: "notByGM", record: value }));
        const gm = t.client("gm-b");
        const name = t.world.user(writer).name;
        expect(gm.notes.map((n) => n.text)).toContain(
          text(gm, "foundry.authority.notByGM").replace("{name}", name),
        );
        // the GM's record is back, as a new revision (above any the forgery claimed), on every client
        const now = t.world.settings.get(GAME) as Rec;
        expect({ hash: now.hash, commands: now.commands }).toEqual({
          hash: mine.hash,
          commands: mine.commands,
        });
        expect(now.rev).toBeGreaterThan(kind === "forged" ? mine.rev + 7 : mine.rev);
        expect(t.world.settingStats.get(GAME)?.lastModifiedBy).toBe("gm-b");
        expect(t.acked).toHaveLength(2);
        t.expectConverged();
        // and the game goes on from it
        const next = t.submit();
        await t.net.run();
        expect(next.value).toBeNull();
        t.expectConverged();
      }, 60_000);
    }
  }

  it("an Assistant who also overwrote the GM's copy: nothing is adopted, the GM is told and offered the setup dialog; a new game reaches everyone", async () => {
    const t = await Table.open(10, ["alice", "bob", "asst"]);
    table = t;
    const mine = await gmLeaves(t);
    const forged = forgedFrom(mine);
    await t.drive(t.world.setWorldSetting("asst", COPY, forged));
    await t.drive(t.world.setWorldSetting("asst", GAME, forged));
    await t.world.connect("gm-b");
    await t.net.run();
    const gm = t.client("gm-b");
    expect(sessionOf(gm).game).toBeNull();
    expect(gm.notes.map((n) => n.text)).toContain(text(gm, "foundry.authority.noGMRecord"));
    // nothing is lost: the refused record is in the archive, and the world's record is the GM's
    const archive = t.world.settings.get(ARCHIVE) as Entry[];
    expect(archive[0]).toEqual(expect.objectContaining({ reason: "notByGM", record: forged }));
    expect(t.world.settings.get(GAME)).toBeNull();
    expect(t.world.settingStats.get(GAME)?.lastModifiedBy).toBe("gm-b");
    // the setup dialog is open on the GM's page (restore or new game)
    expect(gm.dom.window.document.body.textContent).toContain(text(gm, "foundry.apps.setup"));
    const started = track(gm.api.startGame({ ...SETUP, seed: 12 }) as Promise<{ ok: boolean }>);
    await t.net.run();
    expect(started.value?.ok).toBe(true);
    t.acked.length = 0;
    t.expectConverged();
  }, 60_000);

  it("a write of the GM's copy by anyone else while the GM runs the game is overwritten with the GM's record", async () => {
    const t = await Table.open(11, ["alice", "bob", "asst"]);
    table = t;
    const mine = structuredClone(t.world.settings.get(GAME)) as Rec;
    await t.drive(t.world.setWorldSetting("asst", COPY, "garbage"));
    expect(t.world.settings.get(COPY)).toEqual(mine);
    expect(t.world.settingStats.get(COPY)?.lastModifiedBy).toBe("gm-b");
  }, 60_000);
});

describe("undo carries the revision it takes back (issue: an undo racing a new command)", () => {
  it("an undo that a newer command overtook is refused with staleUndo; the newer command stays", async () => {
    const t = await Table.open(7);
    table = t;
    const first = t.submit();
    await t.net.run();
    expect(first.value).toBeNull();
    const alice = t.client("alice");
    const host = alice.api.host as unknown as { undo(): Promise<boolean> };
    const undone = track(host.undo());
    // meanwhile the GM, who may act for every Faction, sends the next command
    const gmCmd = t.nextCommand();
    const gmSent = track(t.client("gm-b").api.submit(gmCmd) as Promise<unknown>);
    await t.net.run();
    expect(gmSent.value).toBeNull();
    expect(undone.value).toBe(false);
    expect(alice.notes.map((n) => n.text).join("\n")).toContain(
      text(alice, "foundry.error.staleUndo").split("{")[0].trim(),
    );
    const rec = t.world.settings.get(GAME) as Rec;
    expect(rec.commands.at(-1)).toMatchObject({ seq: gmCmd.seq, by: gmCmd.by });
    expect(rec.commands).toHaveLength(2);
    t.expectConverged();
    // an undo of the revision it saw is taken
    const again = track(host.undo());
    await t.net.run();
    expect(again.value).toBe(true);
    expect((t.world.settings.get(GAME) as Rec).commands).toHaveLength(1);
    t.acked.length = 0;
    t.expectConverged();
  }, 60_000);
});

describe("seeded random tables: commands, drops and joins in any order", () => {
  it("after each run every client is on the GM's record and nothing acknowledged is lost (Assistant forgeries included)", async () => {
    let forged = 0;
    let alone = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const t = await Table.open(100 + seed, ["alice", "bob", "asst"]);
      table = t;
      const rand = seeded(seed);
      const pending: ReturnType<typeof t.submit>[] = [];
      const forgeries: ReturnType<typeof track>[] = [];
      for (let i = 0; i < 14; i++) {
        const roll = rand();
        const connected = (id: string) => t.world.clients.has(id);
        if (roll < 0.45 && connected("alice")) pending.push(t.submit());
        else if (roll < 0.55) {
          if (connected("gm-a")) t.world.disconnect("gm-a");
          else t.world.join("gm-a");
        } else if (roll < 0.65) {
          if (connected("gm-b")) t.world.disconnect("gm-b");
          else t.world.join("gm-b");
        } else if (roll < 0.75) {
          if (connected("bob")) t.world.disconnect("bob");
          else t.world.join("bob");
        } else if (roll < 0.87 && connected("asst")) {
          // the Assistant forges the game record, with or without a Gamemaster connected: a
          // valid-looking one (the world's, a command shorter, a later revision) or garbage
          const world = t.world.settings.get(GAME) as Rec | null;
          const forged =
            rand() < 0.5 && world?.commands
              ? { ...world, rev: world.rev + 3, commands: world.commands.slice(0, -1) }
              : rand() < 0.5
                ? "garbage"
                : {};
          forgeries.push(track(t.world.setWorldSetting("asst", GAME, forged)));
          if (!connected("gm-a") && !connected("gm-b")) alone++;
        }
        await t.net.steps(Math.floor(rand() * 12));
      }
      if (!t.world.clients.has("gm-b") && !t.world.clients.has("gm-a")) t.world.join("gm-b");
      if (!t.world.clients.has("bob")) t.world.join("bob");
      await t.net.run();
      // every command got its answer, and the ones acknowledged are in the record once
      expect(pending.every((p) => p.done)).toBe(true);
      expect(forgeries.every((f) => f.done)).toBe(true);
      forged += forgeries.length;
      t.expectConverged();
      t.close();
      table = null;
    }
    // the tables did forge records (some while no Gamemaster was connected)
    expect(forged).toBeGreaterThan(5);
    expect(alone).toBeGreaterThan(0);
  }, 180_000);
});
