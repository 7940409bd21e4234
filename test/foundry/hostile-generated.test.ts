// @vitest-environment jsdom
// Generated hostile requests (seeded, reproducible) against the built module in separate client
// realms (multi/world.ts): commands and undos for Factions the sender does not play or out of
// turn, junk shapes, claimed user ids, forged state broadcasts from players, an Assistant GM and a
// second GM, writes of the world record and of its Gamemaster's copy by the Assistant and the
// second GM, and faction Actor edits with forged update options. Every one is refused (or
// undone), and every client stays on the GM's record.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flush, seeded } from "./multi/network";
import { type Client, ROLES, World } from "./multi/world";

const SETUP = {
  seed: 5,
  seats: { govt: "player", farc: "player", auc: "player", cartels: "player" },
  deployment: "standard",
  deck: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
};
const GAME = "andean-abyss.game";
const COPY = "andean-abyss.gameByGM";
const Q = "andean-abyss.command";
const FACTIONS = ["govt", "farc", "auc", "cartels"];
type Obj = Record<string, unknown>;
type Rec = { rev: number; hash: string; commands: unknown[] };

let world: World;
let gm: Client;
let gm2: Client;
let asst: Client;
let alice: Client;
let bob: Client;
const rand = seeded(19);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
const int = (n: number) => Math.floor(rand() * n);
const tally = new Map<string, { tried: number; accepted: number }>();

const record = () => world.settings.get(GAME) as Rec;
const sessionOf = (c: Client) => c.api.session() as unknown as { rev: number; game: Rec | null };
const settle = async () => {
  for (let i = 0; i < 6; i++) await flush();
};
const actors = () =>
  JSON.stringify(world.actors.map((a) => [a.source.system, a.source.ownership, a.source.flags]));

function announce(c: Client, ticket: string): void {
  (c.window.game as { socket: { emit(n: string, m: unknown): void } }).socket.emit("module.andean-abyss", {
    type: "ticket",
    hash: createHash("sha256").update(ticket).digest("hex"),
  });
}
let n = 0;
function ticketFor(c: Client): string {
  const t = `g${String(++n).padStart(23, "0")}`;
  announce(c, t);
  return t;
}
function queryGM(c: Client, data: unknown): Promise<unknown> {
  const users = (c.window.game as { users: { activeGM: { query(n: string, d: unknown): Promise<unknown> } } })
    .users;
  return users.activeGM.query(Q, data);
}
function emit(c: Client, m: unknown): void {
  (c.window.game as { socket: { emit(n: string, m: unknown): void } }).socket.emit("module.andean-abyss", m);
}

/** One generated request: refused (or undone), and the GM's game unchanged on every client. */
async function attempt(kind: string, run: () => Promise<unknown>, actorsToo = false): Promise<void> {
  const base = structuredClone(record());
  const docs = actors();
  const t = tally.get(kind) ?? { tried: 0, accepted: 0 };
  tally.set(kind, t);
  t.tried++;
  let answered: unknown;
  try {
    answered = await run();
  } catch {
    answered = { ok: false }; // Foundry refused it (permission)
  }
  await settle();
  const now = record();
  const ok = (answered as { ok?: unknown } | null)?.ok === true;
  const same = now.hash === base.hash && JSON.stringify(now.commands) === JSON.stringify(base.commands);
  const copies = [gm, gm2, asst, alice, bob].every(
    (c) => sessionOf(c).rev === now.rev && sessionOf(c).game?.hash === now.hash,
  );
  const docsHeld = !actorsToo || actors() === docs;
  if (ok || !same || !copies || !docsHeld) {
    t.accepted++;
    expect({ kind, ok, same, copies, docsHeld }).toEqual({
      kind,
      ok: false,
      same: true,
      copies: true,
      docsHeld: true,
    });
  }
}

beforeAll(async () => {
  world = new World([
    { id: "gm", name: "GM", role: ROLES.GAMEMASTER },
    { id: "gm2", name: "Second GM", role: ROLES.GAMEMASTER },
    { id: "asst", name: "Assistant", role: ROLES.ASSISTANT },
    { id: "alice", name: "Alice", role: ROLES.PLAYER },
    { id: "bob", name: "Bob", role: ROLES.PLAYER },
  ]);
  gm = await world.connect("gm");
  await world.setWorldSetting("gm", "andean-abyss.owners", {
    govt: [],
    farc: ["alice"],
    auc: ["bob"],
    cartels: [],
  });
  expect(((await gm.api.startGame(SETUP)) as { ok: boolean }).ok).toBe(true);
  await settle();
  alice = await world.connect("alice");
  bob = await world.connect("bob");
  asst = await world.connect("asst");
  gm2 = await world.connect("gm2");
  await settle();
}, 60_000);

afterAll(() => {
  for (const c of world?.clients.values() ?? []) c.dom.window.close();
});

/** a command-like payload: real ones for the wrong Faction or turn, and junk */
function forgedCommand(): unknown {
  const seq = (sessionOf(gm).game as unknown as { snapshot: { seq: number } }).snapshot.seq;
  switch (int(6)) {
    case 0:
      return {
        t: "choose",
        v: pick(["op:train", "op:patrol", "op:sweep", "pass", "event"]),
        seq,
        by: "govt",
      };
    case 1:
      return {
        t: "choose",
        v: pick(["op:rally", "pass", "op:march", "event"]),
        seq,
        by: pick(["farc", "auc"]),
      };
    case 2:
      return {
        t: pick(["choose", "pick", "done", "x"]),
        v: int(1e6),
        seq: pick([seq - 1, seq + 1, -1, 1e308, 0.5]),
        by: pick(FACTIONS),
      };
    case 3:
      return pick([null, 42, "cmd", [], {}, { by: "govt" }, { t: "choose", v: {}, seq, by: "govt" }]);
    case 4:
      return { t: "choose", v: "pass", seq, by: pick(["GOVT", "farc ", "", "nobody", 7]) };
    default:
      return {
        t: "choose",
        v: "pass",
        seq,
        by: pick(["farc", "auc"]),
        meta: { note: "x".repeat(int(6000)) },
      };
  }
}

describe("generated hostile requests (seeded)", () => {
  it("commands and undos from players: wrong Faction, out of turn, junk, claimed ids", async () => {
    for (let i = 0; i < 420; i++) {
      const who = pick([alice, bob]);
      const data: Obj = { type: "command", cmd: forgedCommand(), ticket: ticketFor(who) };
      if (rand() < 0.2) data.userId = pick(["gm", "gm2", "asst", who === alice ? "bob" : "alice"]);
      await attempt("command", () => queryGM(who, data));
    }
    for (let i = 0; i < 160; i++) {
      const who = pick([alice, bob]);
      const rev = record().rev;
      const data = {
        type: "undo",
        faction: pick([...FACTIONS, "x", null]),
        rev: pick([rev, rev - 1, rev + 1, -1, "1", null, 1e308]),
        ticket: ticketFor(who),
      };
      await attempt("undo", () => queryGM(who, data));
    }
  }, 300_000);

  it("state broadcasts from players, the Assistant GM and a second GM are adopted by no one", async () => {
    for (let i = 0; i < 160; i++) {
      const who = pick([alice, bob, asst, gm2]);
      const rec = record();
      const state = structuredClone((sessionOf(gm).game as unknown as { snapshot: Obj }).snapshot);
      if (rand() < 0.5) (state.resources as Obj).govt = 99;
      const m = {
        type: "state",
        rev: pick([rec.rev + 1, rec.rev + 100, rec.rev, rec.rev - 1]),
        prev: pick([rec.hash, null]),
        state,
        log: [],
        cmd: pick([null, { t: "choose", v: "pass", seq: 0, by: "govt" }]),
        hash: pick([rec.hash, "forged"]),
      };
      await attempt("broadcast", async () => emit(who, m));
    }
  }, 300_000);

  it("world-record writes by the Assistant GM and a second GM are archived and overwritten; players cannot write", async () => {
    for (let i = 0; i < 150; i++) {
      const who = pick(["asst", "gm2", "alice", "bob"]);
      const rec = record();
      const value = pick([
        {},
        null,
        "garbage",
        0,
        [],
        { ...rec, rev: rec.rev + 1 + int(100), commands: [] },
        { ...rec, rev: rec.rev + 1, hash: "forged" },
        { v: 1, rev: 1e6 },
        { ...rec, commands: [...rec.commands, { t: "choose", v: "pass", seq: 0, by: "govt" }] },
      ]);
      // the game record, or its second copy (the record a GM falls back to on load)
      const key = pick([GAME, COPY]);
      const what = key === GAME ? "record" : "copy";
      await attempt(`${what} write (${who === "asst" || who === "gm2" ? who : "player"})`, () =>
        world.setWorldSetting(who, key, value),
      );
    }
    const archive = world.settings.get("andean-abyss.gameArchive") as { reason: string }[];
    expect(archive[0].reason).toBe("overwritten");
    // the copy is the GM's record again, written by the GM
    expect(world.settings.get(COPY)).toEqual(record());
    expect(world.settingStats.get(COPY)?.lastModifiedBy).toBe("gm");
  }, 300_000);

  it("faction Actor edits with forged options are undone, whoever makes them", async () => {
    const actorOf = (f: string) =>
      world.actors.find(
        (a) => (a.source.flags as { "andean-abyss"?: { faction?: string } })["andean-abyss"]?.faction === f,
      )!;
    const options = [
      { "andean-abyss": "mirror" },
      { diff: false, recursive: false, "andean-abyss": "mirror" },
      { "andean-abyss": { mirror: true } },
      {},
      { render: false, "andean-abyss": "mirror" },
    ];
    for (let i = 0; i < 160; i++) {
      const who = pick(["alice", "bob", "asst", "gm2"]);
      const target = pick(["farc", "auc", "govt"]);
      const change = pick<Obj>([
        { "system.resources": 99 },
        { "system.owners": [who] },
        { "flags.andean-abyss.faction": pick(FACTIONS.filter((f) => f !== target)) },
        { [`ownership.${who}`]: 3 },
        { "system.margin": -40, "system.eligible": false },
      ]);
      await attempt(
        `Actor edit (${who === "alice" || who === "bob" ? "player" : who})`,
        () => world.updateActor(who, actorOf(target), change, pick(options)),
        true,
      );
    }
  }, 300_000);

  it("counts: at least 1,000 generated requests, none accepted", () => {
    let tried = 0;
    let accepted = 0;
    for (const [kind, t] of tally) {
      console.log(`${kind}: ${t.tried} tried, ${t.accepted} accepted`);
      tried += t.tried;
      accepted += t.accepted;
    }
    console.log(`generated hostile requests: ${tried} tried, ${accepted} accepted`);
    expect(tried).toBeGreaterThanOrEqual(1000);
    expect(accepted).toBe(0);
    for (const kind of [
      "record write (asst)",
      "record write (gm2)",
      "copy write (asst)",
      "Actor edit (player)",
      "Actor edit (asst)",
    ])
      expect(tally.get(kind)?.tried ?? 0).toBeGreaterThan(10);
  });
});
