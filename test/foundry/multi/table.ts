// A table on the network (network.ts): users, a game started by the GM, helpers that drive the
// schedule, and the check every scenario ends with: every connected client holds the authority's
// record (revision, commands, stateHash of its state), the authority holds the world's, and
// every command the authority acknowledged is in it, once.
import { expect } from "vitest";
import { type Command, type GameState, legalCommands, stateHash } from "../../../src/engine/index";
import { Net, type NetClient, NetWorld } from "./network";
import { activeGMOf, ROLES, type WorldUser } from "./world";

export const SETUP = {
  seed: 11,
  seats: { govt: "player", farc: "player", auc: "player", cartels: "player" },
  deployment: "standard",
  deck: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
};
export const GAME = "andean-abyss.game";

/** "gm-b" runs the game; "gm-a" is a second Gamemaster whose id sorts first */
export const USERS: WorldUser[] = [
  { id: "gm-b", name: "GM", role: ROLES.GAMEMASTER },
  { id: "gm-a", name: "Second GM", role: ROLES.GAMEMASTER },
  { id: "asst", name: "Assistant", role: ROLES.ASSISTANT },
  { id: "alice", name: "Alice", role: ROLES.PLAYER },
  { id: "bob", name: "Bob", role: ROLES.PLAYER },
];

export interface Rec {
  rev: number;
  hash: string;
  commands: Record<string, unknown>[];
}
type Session = { state: GameState | null; rev: number; game: Rec | null };
export const sessionOf = (c: NetClient) => c.api.session() as unknown as Session;

/** A promise followed without awaiting it (its client may drop before it settles). */
export interface Tracked<T> {
  done: boolean;
  value?: T;
  error?: unknown;
}
export function track<T>(p: Promise<T>): Tracked<T> {
  const t: Tracked<T> = { done: false };
  p.then(
    (v) => Object.assign(t, { done: true, value: v }),
    (e) => Object.assign(t, { done: true, error: e }),
  );
  return t;
}

export class Table {
  readonly net: Net;
  readonly world: NetWorld;
  /** commands acknowledged to their sender (submit answered null) */
  readonly acked: Command[] = [];

  constructor(seed: number) {
    this.net = new Net(seed);
    this.world = new NetWorld(USERS, this.net);
  }

  client(id: string): NetClient {
    const c = this.world.clients.get(id);
    if (!c) throw new Error(`${id} is not connected`);
    return c;
  }

  /** run the network until quiet, then the promise */
  async drive<T>(p: Promise<T>): Promise<T> {
    await this.net.run();
    return p;
  }

  /** The GM opens the world, sets who plays what, starts a game; players join. */
  static async open(seed: number, join = ["alice", "bob"]): Promise<Table> {
    const t = new Table(seed);
    await t.world.connect("gm-b");
    // Alice plays every Faction, so she always has the next decision to send
    await t.drive(
      t.world.setWorldSetting("gm-b", "andean-abyss.owners", {
        govt: ["alice"],
        farc: ["alice"],
        auc: ["alice"],
        cartels: ["alice"],
      }),
    );
    expect(
      ((await t.drive(t.client("gm-b").api.startGame(SETUP) as Promise<unknown>)) as { ok: boolean }).ok,
    ).toBe(true);
    for (const id of join) await t.world.connect(id);
    await t.net.run();
    t.expectConverged();
    return t;
  }

  /** the next command Alice can send (the first legal one, by her own copy) */
  nextCommand(): Command {
    const s = sessionOf(this.client("alice")).state!;
    return legalCommands(s)[0];
  }

  /** Alice sends a command; its answer is recorded when it comes (null = acknowledged). */
  submit(cmd: Command = this.nextCommand()): Tracked<unknown> {
    const p = this.client("alice").api.submit(cmd) as Promise<unknown>;
    return track(
      p.then((err) => {
        if (err === null) this.acked.push(cmd);
        return err;
      }),
    );
  }

  /** the authority by the server's view: Foundry's active GM, if a full Gamemaster */
  authority(): NetClient | null {
    const gm = activeGMOf(USERS, (u) => this.world.clients.has(u.id));
    return gm && gm.role === ROLES.GAMEMASTER ? this.client(gm.id) : null;
  }

  /** Every client on the authority's record, the authority on the world's; nothing acked lost. */
  expectConverged(): void {
    const auth = this.authority();
    expect(auth, "a full GM is connected").not.toBeNull();
    const mine = sessionOf(auth!);
    const world = this.world.settings.get(GAME) as Rec;
    expect({ rev: mine.rev, hash: mine.game?.hash, commands: mine.game?.commands }).toEqual({
      rev: world.rev,
      hash: world.hash,
      commands: world.commands,
    });
    expect(stateHash(mine.state!)).toBe(world.hash);
    for (const [id, c] of this.world.clients) {
      const s = sessionOf(c);
      expect({ id, rev: s.rev, hash: s.game?.hash, n: s.game?.commands.length }).toEqual({
        id,
        rev: world.rev,
        hash: world.hash,
        n: world.commands.length,
      });
      expect(JSON.stringify(s.game?.commands)).toBe(JSON.stringify(world.commands));
      expect(stateHash(s.state!), id).toBe(world.hash);
    }
    // an acknowledged command is in the record exactly once (a command names its step, seq)
    const text = world.commands.map((c) => JSON.stringify(c));
    for (const cmd of this.acked) {
      const hits = world.commands.filter((c) => c.seq === cmd.seq && c.by === cmd.by).length;
      expect({ seq: cmd.seq, by: cmd.by, hits }).toEqual({ seq: cmd.seq, by: cmd.by, hits: 1 });
    }
    expect(new Set(text).size).toBe(text.length);
  }

  close(): void {
    for (const c of this.world.clients.values()) c.dom.window.close();
  }
}
