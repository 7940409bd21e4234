// @vitest-environment jsdom
// Hostile players against the built module, each client in its own realm (multi/world.ts): forged,
// replayed, oversized and out-of-turn requests, forged broadcasts and records, document edits.
// Every one is refused and the GM's record stays exactly as it was.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, ROLES, World } from "./multi/world";

const SETUP = {
  seed: 7,
  seats: { govt: "player", farc: "player", auc: "player", cartels: "player" },
  deployment: "standard",
  deck: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
};
const Q = "andean-abyss.command";
type Reply = { ok: boolean; error?: { code: string } };
type Rec = { rev: number; hash: string; commands: unknown[] };

let world: World;
let gm: Client;
let asst: Client;
let alice: Client;
let bob: Client;
const tally = { tried: 0, accepted: 0 };

const record = () => structuredClone(world.settings.get("andean-abyss.game")) as Rec;
const sessionOf = (c: Client) => c.api.session();
const settle = () => new Promise((r) => setTimeout(r, 30));

/** what a hostile client can do: announce a ticket (the server stamps the real sender), query */
function announce(c: Client, ticket: string): void {
  const socket = (c.window.game as { socket: { emit(n: string, m: unknown): void } }).socket;
  socket.emit("module.andean-abyss", {
    type: "ticket",
    hash: createHash("sha256").update(ticket).digest("hex"),
  });
}
function queryGM(c: Client, data: unknown): Promise<unknown> {
  const users = (c.window.game as { users: { activeGM: { query(n: string, d: unknown): Promise<unknown> } } })
    .users;
  return users.activeGM.query(Q, data);
}
let n = 0;
const ticketFor = (c: Client) => {
  const t = String(++n).padStart(24, "t");
  announce(c, t);
  return t;
};

/** One hostile request: refused, and the GM's record (and everyone's copy) unchanged. */
async function attempt(label: string, run: () => Promise<unknown>): Promise<void> {
  const before = record();
  tally.tried++;
  let refusedIt = false;
  try {
    const r = (await run()) as Reply | undefined;
    refusedIt = !(r && typeof r === "object" && r.ok === true);
  } catch {
    refusedIt = true; // Foundry refused it (permission)
  }
  await settle();
  const after = record();
  const same = after.rev === before.rev && after.hash === before.hash;
  const copies = [gm, alice, bob].every((c) => sessionOf(c).rev === before.rev);
  if (!refusedIt || !same || !copies) tally.accepted++;
  expect({ label, refused: refusedIt, same, copies }).toEqual({
    label,
    refused: true,
    same: true,
    copies: true,
  });
}

beforeAll(async () => {
  world = new World([
    { id: "gm", name: "GM", role: ROLES.GAMEMASTER },
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
  expect(((await gm.api.startGame(SETUP)) as Reply).ok).toBe(true);
  await settle();
  alice = await world.connect("alice");
  bob = await world.connect("bob");
  asst = await world.connect("asst");
  await settle();
}, 60_000);

afterAll(() => {
  for (const c of world?.clients.values() ?? []) c.dom.window.close();
});

describe("hostile players (separate clients, the built module)", () => {
  it("every client holds the same game; the Government decides first (card 1)", () => {
    const rec = record();
    for (const c of [gm, alice, bob, asst]) expect(sessionOf(c).rev).toBe(rec.rev);
    expect((sessionOf(gm).state as { seq: number }).seq).toBe(0);
  });

  it("forged, replayed, stolen, stale, out-of-turn and oversized commands are all refused", async () => {
    const s = () => sessionOf(gm).state as { seq: number };
    const govtCmd = () => ({ t: "choose", v: "op:train", seq: s().seq, by: "govt" });
    await attempt("not my Faction", () =>
      queryGM(alice, { type: "command", cmd: govtCmd(), ticket: ticketFor(alice) }),
    );
    await attempt("claimed to be the GM", () =>
      queryGM(alice, { type: "command", cmd: govtCmd(), userId: "gm", ticket: ticketFor(alice) }),
    );
    await attempt("no ticket", () => queryGM(alice, { type: "command", cmd: govtCmd() }));
    // Bob announces a ticket; Alice only ever sees its hash on the socket
    const bobs = ticketFor(bob);
    const seen = world.relayed.at(-1)![1] as { hash: string };
    await attempt("the announcement as a ticket", () =>
      queryGM(alice, { type: "command", cmd: govtCmd(), ticket: seen.hash }),
    );
    await attempt("a guessed ticket", () =>
      queryGM(alice, { type: "command", cmd: govtCmd(), ticket: "t".repeat(24) }),
    );
    void bobs;
    const used = ticketFor(alice);
    await attempt("a ticket used once", () =>
      queryGM(alice, { type: "command", cmd: govtCmd(), ticket: used }),
    );
    await attempt("… and again", () => queryGM(alice, { type: "command", cmd: govtCmd(), ticket: used }));
    await attempt("out of turn (FARC while the Government decides)", () =>
      queryGM(alice, {
        type: "command",
        cmd: { t: "choose", v: "pass", seq: s().seq, by: "farc" },
        ticket: ticketFor(alice),
      }),
    );
    await attempt("stale seq", () =>
      queryGM(alice, {
        type: "command",
        cmd: { t: "choose", v: "pass", seq: 99, by: "farc" },
        ticket: ticketFor(alice),
      }),
    );
    await attempt("undo for the Government", () =>
      queryGM(alice, { type: "undo", faction: "govt", ticket: ticketFor(alice) }),
    );
    await attempt("oversized payload", () =>
      queryGM(alice, { type: "command", cmd: govtCmd(), ticket: ticketFor(alice), pad: "x".repeat(20_000) }),
    );
    await attempt("oversized meta", () =>
      queryGM(alice, {
        type: "command",
        cmd: { ...govtCmd(), by: "farc", meta: { m: "x".repeat(5000) } },
        ticket: ticketFor(alice),
      }),
    );
    for (const bad of [
      null,
      "x",
      42,
      [],
      {},
      { type: "command" },
      { type: "nope", ticket: "t" },
      { type: "command", cmd: [] },
    ])
      await attempt(`malformed ${JSON.stringify(bad)}`, () => queryGM(alice, bad));
  }, 60_000);

  it("forged broadcasts and records change nobody's game", async () => {
    const rec = record();
    const forged = { type: "state", rev: rec.rev + 5, state: sessionOf(alice).state, log: [] };
    await attempt("a player's state broadcast", async () => {
      (alice.window.game as { socket: { emit(n: string, m: unknown): void } }).socket.emit(
        "module.andean-abyss",
        forged,
      );
    });
    await attempt("an Assistant GM's state broadcast", async () => {
      (asst.window.game as { socket: { emit(n: string, m: unknown): void } }).socket.emit(
        "module.andean-abyss",
        forged,
      );
    });
    await attempt("a player writes the game record", () =>
      world.setWorldSetting("alice", "andean-abyss.game", { ...rec, rev: rec.rev + 9, commands: [] }),
    );
    await attempt("a player writes the owners", () =>
      world.setWorldSetting("alice", "andean-abyss.owners", { govt: ["alice"], farc: ["alice"] }),
    );
    // an Assistant GM may write world settings: the active GM archives the write and writes its
    // own record back, as a newer revision that every client follows
    await world.setWorldSetting("asst", "andean-abyss.game", { ...rec, rev: rec.rev + 9, commands: [] });
    await settle();
    tally.tried++;
    const back = record();
    const held =
      back.rev > rec.rev + 9 &&
      back.hash === rec.hash &&
      JSON.stringify(back.commands) === JSON.stringify(rec.commands) &&
      [gm, alice, bob].every((c) => sessionOf(c).rev === back.rev);
    if (!held) tally.accepted++;
    expect(held).toBe(true);
  });

  it("a player's edits of faction Actors give nobody a Faction", async () => {
    const farc = world.actors.find(
      (a) =>
        (a.source.flags as { "andean-abyss"?: { faction?: string } })["andean-abyss"]?.faction === "farc",
    )!;
    const govt = world.actors.find(
      (a) =>
        (a.source.flags as { "andean-abyss"?: { faction?: string } })["andean-abyss"]?.faction === "govt",
    )!;
    const owners = () => structuredClone(world.settings.get("andean-abyss.owners"));
    const before = owners();
    tally.tried++;
    await world.updateActor("alice", farc, { "flags.andean-abyss.faction": "govt", "ownership.bob": 3 });
    await settle();
    const kept = JSON.stringify(owners()) === JSON.stringify(before);
    const restored =
      (farc.source.flags as { "andean-abyss": { faction: string } })["andean-abyss"].faction === "farc" &&
      (farc.source.ownership as Record<string, number>).bob === undefined;
    if (!kept || !restored) tally.accepted++;
    expect({ kept, restored }).toEqual({ kept: true, restored: true });
    await attempt("a player edits another Faction's Actor", () =>
      world.updateActor("alice", govt, { "ownership.alice": 3 }),
    );
  });

  it("GM-only calls refuse a player", async () => {
    await attempt("a player rolls back", () => alice.api.rollback(0) as Promise<unknown>);
    await attempt("a player starts a game", () => alice.api.startGame(SETUP) as Promise<unknown>);
  });

  it("and the legitimate path still works: the Government's command from the GM's own client", async () => {
    const rev = record().rev;
    const s = sessionOf(gm).state as { seq: number };
    expect(await gm.api.submit({ t: "choose", v: "op:train", seq: s.seq, by: "govt" })).toBeNull();
    await settle();
    expect(record().rev).toBe(rev + 1);
    for (const c of [alice, bob, asst]) expect(sessionOf(c).rev).toBe(rev + 1);
  });

  it("counts: requests tried / accepted", () => {
    console.log(`hostile requests: ${tally.tried} tried, ${tally.accepted} accepted`);
    expect(tally.tried).toBeGreaterThanOrEqual(25);
    expect(tally.accepted).toBe(0);
  });
});
