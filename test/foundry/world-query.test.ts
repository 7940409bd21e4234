// @vitest-environment jsdom
// User#query as v13's client makes it (multi/world.ts): the sender's own client refuses a query
// it has not registered and a target who is not connected; the module turns that refusal into
// a localised answer, never an exception, and the game is left as it was.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, ROLES, World } from "./multi/world";

const SETUP = {
  seed: 7,
  seats: { govt: "player", farc: "player", auc: "player", cartels: "player" },
  deployment: "standard",
  deck: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
};
let world: World;
let gm: Client;
let alice: Client;
type GM = { query(n: string, d: unknown): Promise<unknown> };
const gmOf = (c: Client) => (c.window.game as { users: { get(id: string): GM } }).users.get("gm");

beforeAll(async () => {
  world = new World([
    { id: "gm", name: "GM", role: ROLES.GAMEMASTER },
    { id: "alice", name: "Alice", role: ROLES.PLAYER },
  ]);
  gm = await world.connect("gm");
  await world.setWorldSetting("gm", "andean-abyss.owners", {
    govt: ["alice"],
    farc: [],
    auc: [],
    cartels: [],
  });
  expect(((await gm.api.startGame(SETUP)) as { ok: boolean }).ok).toBe(true);
  alice = await world.connect("alice");
}, 60_000);

afterAll(() => {
  for (const c of world?.clients.values() ?? []) c.dom.window.close();
});

describe("User#query, sender side", () => {
  it("a query name the sender has not registered is refused before it leaves", async () => {
    await expect(gmOf(alice).query("andean-abyss.nothing", {})).rejects.toThrow(/not registered/);
  });

  it("a GM who is not connected cannot be queried; the player gets a refusal with a reason", async () => {
    const rev = gm.api.session().rev;
    world.clients.delete("gm");
    try {
      await expect(gmOf(alice).query("andean-abyss.command", {})).rejects.toThrow(/not active/);
      const err = (await (alice.api.submit as (c: unknown) => Promise<{ code: string } | null>)({
        t: "choose",
        v: "pass",
        seq: 0,
        by: "govt",
      })) as { code: string; message: { key: string } } | null;
      expect(err?.code).toMatch(/^no(GM|Answer)$/);
      expect(err?.message.key).toMatch(/^foundry\.error\./);
    } finally {
      world.clients.set("gm", gm);
    }
    expect(gm.api.session().rev).toBe(rev);
  });

  it("with the GM back, the same command goes through", async () => {
    const err = await (alice.api.submit as (c: unknown) => Promise<unknown>)({
      t: "choose",
      v: "pass",
      seq: 0,
      by: "govt",
    });
    expect(err).toBeNull();
  });
});
