// A network between the clients of a multi-client world (world.ts): every message crosses a link
// with a delay, in virtual time, on a seeded, deterministic schedule. No real timer is involved;
// a test drives the schedule (`run`, `step`) and can act between any two deliveries.
//
// What it follows (Foundry v13, fvtt-types 13.345.1, and how a Foundry server relays):
// - One socket per client, to the server and back: messages on one connection arrive in the
//   order they were sent (per-connection FIFO), each after its own delay. Socket messages, query
//   requests and answers, setting writes and document updates all travel that way, so a client
//   learns of a write, a broadcast or a user joining in the order the server handled them.
// - The server holds the world (settings, documents) and each client its own copy, updated as
//   the server's notices arrive (ClientSettings#get reads the client's copy).
// - ClientSettings#set (client/helpers/client-settings.d.mts) resolves on the writer's client when
//   the server's update reaches it; onChange and the Setting's update/create hook (client/hooks.d.mts,
//   with the writer's id) run on every client as the update arrives there.
// - User#query (client/documents/user.d.mts: query(name, data, {timeout})): the request goes to the
//   target through the server; the answer comes back the same way; it fails when the target is
//   not connected, and after `timeout` (virtual ms) without an answer.
// - User#active and game.users.activeGM are each client's own view: a user joining or leaving
//   reaches each client as a notice (Hooks "userConnected", client/hooks.d.mts), in order with
//   everything else on its connection. activeGM follows Foundry's rule (world.ts activeGMOf).
// - A client that drops loses what it had not yet delivered to the server and everything on its
//   way to it; reconnecting is a new page load (a new realm).
// Simplification: documents are read from the server's copy at once, and chat messages, Cards and
// Scenes are written there at once (world.ts); setting writes, Actor updates and creation travel.
import { EMULATED_CONST } from "../emulation/constants";
import { mergeObject } from "../emulation/documents";
import { validateSystem } from "../emulation/fields";
import { expandObject } from "../emulation/i18n";
import { localizationFor } from "./views";
import { Client, PIXI_SRC, ROLES, type SettingStats, World, type WorldUser } from "./world";

type Obj = Record<string, unknown>;
type Fn = (...args: unknown[]) => unknown;

interface Event {
  at: number;
  n: number;
  run: () => void;
}

/** mulberry32: a small seeded generator (tests only) */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Let every promise chain that can move without the network move (macrotask turn). */
export const flush = () => new Promise<void>((r) => setImmediate(r));

/** The virtual clock and the queue of deliveries. */
export class Net {
  now = 0;
  /** deliveries made so far (a test can act after the k-th) */
  delivered = 0;
  private n = 0;
  private events: Event[] = [];
  private readonly last = new Map<string, number>();
  private readonly rand: () => number;

  constructor(
    seed: number,
    readonly maxDelay = 40,
  ) {
    this.rand = seeded(seed);
  }

  /** one message on a link: after a delay, never before the link's previous message */
  link(name: string, run: () => void): void {
    const at = Math.max(this.now + 1 + Math.floor(this.rand() * this.maxDelay), this.last.get(name) ?? 0);
    this.last.set(name, at);
    this.events.push({ at, n: ++this.n, run });
  }

  timer(ms: number, run: () => void): Event {
    const ev = { at: this.now + ms, n: ++this.n, run };
    this.events.push(ev);
    return ev;
  }

  cancel(ev: Event): void {
    this.events = this.events.filter((e) => e !== ev);
  }

  get pending(): number {
    return this.events.length;
  }

  /** Deliver the next message (earliest time, then first sent); false when none is left. */
  async step(): Promise<boolean> {
    if (!this.events.length) return false;
    let i = 0;
    for (let j = 1; j < this.events.length; j++) {
      const a = this.events[j];
      const b = this.events[i];
      if (a.at < b.at || (a.at === b.at && a.n < b.n)) i = j;
    }
    const [ev] = this.events.splice(i, 1);
    this.now = Math.max(this.now, ev.at);
    this.delivered++;
    ev.run();
    await flush();
    await flush();
    return true;
  }

  /** Deliver until nothing is on its way and nothing more is sent. */
  async run(maxSteps = 50_000): Promise<void> {
    for (let k = 0; ; ) {
      while (await this.step()) if (++k > maxSteps) throw new Error("the network never went quiet");
      await flush();
      await flush();
      if (!this.events.length) return;
    }
  }

  /** Deliver `count` messages (fewer if the network goes quiet first). */
  async steps(count: number): Promise<void> {
    for (let k = 0; k < count; k++) if (!(await this.step())) return;
  }
}

/** A client on the network: its own view of the world settings and of who is connected. */
export class NetClient extends Client {
  /** this page load's connection number (a reconnect is a new page) */
  conn = 0;
  readonly seen = new Set<string>();
  readonly view = new Map<string, unknown>();
  /** this client's copy of each world Setting document's `_stats` */
  readonly viewStats = new Map<string, SettingStats>();
  alive = true;
  /** init → setup → ready, started on join */
  booted: Promise<void> = Promise.resolve();

  override origin(): string {
    return `${this.user.id}#${this.conn}`;
  }

  override sees(userId: string): boolean {
    return this.seen.has(userId);
  }

  /** Hooks.callAll("userConnected", user, connected) as this client runs it */
  userConnected(userId: string, connected: boolean): void {
    if (connected) this.seen.add(userId);
    else this.seen.delete(userId);
    const users = (this.window.game as { users: { get(id: string): unknown } }).users;
    void this.callHook("userConnected", users.get(userId), connected);
  }
}

/** The server and its clients, joined by a Net. */
export class NetWorld extends World {
  declare readonly clients: Map<string, NetClient>;

  constructor(
    users: WorldUser[],
    readonly net: Net,
  ) {
    super(users);
  }

  private conns = 0;

  /** the connected page an origin names (a dropped page's messages are nobody's) */
  private sender(origin: string): NetClient | null {
    const c = this.clients.get(origin.split("#")[0]);
    return c?.alive && c.origin() === origin ? c : null;
  }

  /** the user id the server stamps on what an origin sends */
  private userOf(origin: string): string {
    return origin.split("#")[0];
  }

  private up(origin: string, run: () => void): void {
    const c = this.sender(origin);
    if (!c) return; // a dropped page sends nothing
    this.net.link(`${origin}>S`, () => {
      if (this.sender(origin) === c) run(); // lost if it dropped meanwhile
    });
  }

  private down(to: string, run: () => void): void {
    const c = this.clients.get(to);
    if (!c) return;
    this.net.link(`S>${to}`, () => {
      if (this.clients.get(to) === c) run();
    });
  }

  override settingsOf(userId: string): Map<string, unknown> {
    return this.clients.get(userId)?.view ?? this.settings;
  }

  override statsOf(userId: string): Map<string, SettingStats> {
    return this.clients.get(userId)?.viewStats ?? this.settingStats;
  }

  /** A user opens the world: the server accepts the connection now; the page loads meanwhile. */
  join(userId: string): NetClient {
    if (this.clients.has(userId)) throw new Error(`${userId} is already connected`);
    const c = new NetClient(this, this.user(userId), localizationFor("en"));
    c.conn = ++this.conns;
    for (const [k, v] of this.settings) c.view.set(k, structuredClone(v));
    for (const [k, v] of this.settingStats) c.viewStats.set(k, structuredClone(v));
    for (const id of this.clients.keys()) c.seen.add(id);
    c.seen.add(userId);
    this.clients.set(userId, c);
    for (const [id, other] of this.clients)
      if (id !== userId) this.down(id, () => other.userConnected(userId, true));
    c.boot(PIXI_SRC, this.script);
    c.booted = (async () => {
      await c.callHook("init");
      await c.callHook("i18nInit");
      await c.callHook("setup");
      await c.callHook("ready");
    })();
    return c;
  }

  override async connect(userId: string): Promise<NetClient> {
    const c = this.join(userId);
    await this.net.run();
    await c.booted;
    return c;
  }

  /** A user's connection drops: the server tells the others; what was in flight is lost. */
  disconnect(userId: string): void {
    const c = this.clients.get(userId);
    if (!c) throw new Error(`${userId} is not connected`);
    c.alive = false;
    this.clients.delete(userId);
    for (const [id, other] of this.clients) this.down(id, () => other.userConnected(userId, false));
  }

  override relay(origin: string, message: unknown): void {
    const text = JSON.stringify(message);
    const from = this.userOf(origin);
    this.up(origin, () => {
      this.relayed.push([from, JSON.parse(text)]);
      for (const [id, c] of this.clients)
        if (id !== from) this.down(id, () => c.deliver(JSON.parse(text), from));
    });
  }

  override query(
    origin: string,
    to: string,
    name: string,
    data: unknown,
    options?: { timeout?: number },
  ): Promise<unknown> {
    const text = JSON.stringify(data ?? null);
    const from = this.userOf(origin);
    // the sender's own checks (User#query, as in world.ts)
    const sender = this.sender(origin);
    if (sender && !(name in sender.config.queries))
      return Promise.reject(new Error(`User query '${name}' is not registered`));
    return new Promise((resolve, reject) => {
      let done = false;
      const finish = (fn: () => void) => {
        if (done) return;
        done = true;
        this.net.cancel(timeout);
        fn();
      };
      const timeout = this.net.timer(options?.timeout ?? 30_000, () =>
        finish(() => reject(new Error(`query ${name} to ${to} timed out`))),
      );
      this.up(origin, () => {
        const target = this.clients.get(to);
        if (!target) {
          this.down(from, () => finish(() => reject(new Error(`user ${to} is not connected`))));
          return;
        }
        this.down(to, () => {
          const handler = target.config.queries[name] as Fn | undefined;
          void (async () => {
            let answer: string;
            try {
              if (!handler) throw new Error(`no query ${name}`);
              answer = JSON.stringify({ ok: (await handler(JSON.parse(text), {})) ?? null });
            } catch (e) {
              answer = JSON.stringify({ error: String((e as Error)?.message ?? e) });
            }
            this.up(target.origin(), () =>
              this.down(from, () =>
                finish(() => {
                  const a = JSON.parse(answer) as { ok?: unknown; error?: string };
                  if (a.error !== undefined) reject(new Error(a.error));
                  else resolve(a.ok);
                }),
              ),
            );
          })();
        });
      });
    });
  }

  /** a world setting write, sent by a page (origin) or, for a test, by a user's current page */
  override setWorldSetting(origin: string, key: string, value: unknown): Promise<void> {
    const v = value === undefined ? undefined : JSON.parse(JSON.stringify(value));
    const by = this.userOf(origin);
    const from = origin.includes("#") ? origin : (this.clients.get(by)?.origin() ?? origin);
    return new Promise((resolve, reject) => {
      this.up(from, () => {
        if (this.user(by).role < this.settingsModifyRole) {
          this.down(by, () => reject(new Error(`User ${by} lacks permission to update Setting ${key}`)));
          return;
        }
        const created = !this.settings.has(key);
        this.settings.set(key, v);
        const stats = this.stamp(key, by);
        for (const [id, c] of this.clients)
          this.down(id, () => {
            c.view.set(key, structuredClone(v));
            c.viewStats.set(key, structuredClone(stats));
            c.settingChanged(key, v, created, by, stats);
            if (id === by) resolve();
          });
      });
    });
  }

  override updateActor(
    origin: string,
    rec: { source: Obj },
    changes: Obj,
    operation: Obj = {},
  ): Promise<void> {
    const data = structuredClone(changes);
    const by = this.userOf(origin);
    const from = origin.includes("#") ? origin : (this.clients.get(by)?.origin() ?? origin);
    return new Promise((resolve, reject) => {
      this.up(from, () => {
        const level = (rec.source.ownership as Record<string, number> | undefined)?.[by] ?? 0;
        if (this.user(by).role < ROLES.ASSISTANT && level < EMULATED_CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER) {
          this.down(by, () => reject(new Error(`User ${by} lacks permission to update Actor`)));
          return;
        }
        // validated against the writer's data model (world.ts updateActor)
        const recursive = operation.recursive !== false;
        const next = mergeObject(structuredClone(rec.source), structuredClone(data), { recursive });
        try {
          validateSystem(this.clients.get(by)?.actorModel(String(next.type)), "Actor", next.system);
        } catch (e) {
          this.down(by, () => reject(e));
          return;
        }
        mergeObject(rec.source, structuredClone(data), { recursive });
        for (const [id, c] of this.clients)
          this.down(id, () => {
            c.documentHook("updateActor", rec, expandObject(structuredClone(data)), operation, by);
            if (id === by) resolve();
          });
      });
    });
  }

  override createActor(origin: string, data: Obj): Promise<{ source: Obj }> {
    const by = this.userOf(origin);
    return new Promise((resolve, reject) => {
      this.up(origin, () => {
        super.createActor(by, data).then(
          (rec) => this.down(by, () => resolve(rec)),
          (e) => this.down(by, () => reject(e)),
        );
      });
    });
  }
}
