// A Foundry world with several clients, each a separate browser realm (its own JSDOM window,
// its own copy of the built module, its own globals), joined the way a Foundry server joins them
// (v13 API declarations, fvtt-types 13.345.1):
// - client/helpers/... socket (game.socket): a module message reaches every OTHER connected
//   client, stamped by the server with the sender's user id; never the sender itself.
// - User#query (client/documents/user.d.mts): runs CONFIG.queries[name] on the target user's
//   client and returns its answer.
// - ClientSettings#set (client/helpers/client-settings.d.mts): a world setting may be written
//   only by a GM or an Assistant GM; its onChange runs on every connected client.
// - Document#update (common/abstract/document.d.mts): allowed to a GM or a user at Owner level;
//   merges (emulation/documents.ts) and fires update<Type> on every client with the writer's id.
// - ClientSettings#set writes a Setting document: update<Document>/create<Document> hooks
//   (client/hooks.d.mts) run on every client with the writer's user id, after onChange.
// - game.users.activeGM (client/documents/collections/users.d.mts: "one User who is an active
//   Gamemaster (non-assistant if possible)"): Foundry's client sorts the active users with
//   `isGM` (Assistant GMs included) by role, highest first, then by id, and takes the first; so an
//   Assistant GM is the active GM when no full Gamemaster is connected (activeGMOf below).
// Used by the hostile-player suite: no shortcut through shared module state exists here.
import { readFileSync } from "node:fs";
import { JSDOM } from "jsdom";
import {
  EmulatedActorSheetV2,
  EmulatedApplicationV2,
  emulatedSheetConfig,
  HandlebarsApplicationMixin,
} from "../emulation/apps";
import { EmulatedInteractionLayer } from "../emulation/canvas";
import { EMULATED_CONST } from "../emulation/constants";
import { mergeObject } from "../emulation/documents";
import { expandObject, getProperty, Localization, loadLangFile } from "../emulation/i18n";

type Obj = Record<string, unknown>;
type Fn = (...args: unknown[]) => unknown;

export const ROLES = { PLAYER: 1, ASSISTANT: 3, GAMEMASTER: 4 } as const;
export interface WorldUser {
  id: string;
  name: string;
  role: number;
}

/** Users#activeGM as Foundry's client computes it, over the users a client sees as active. */
export function activeGMOf<U extends WorldUser>(users: U[], active: (u: U) => boolean): U | null {
  const gms = users.filter((u) => u.role >= ROLES.ASSISTANT && active(u));
  return gms.sort((a, b) => b.role - a.role || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))[0] ?? null;
}

export const PIXI_SRC = readFileSync("node_modules/pixi.js/dist/pixi.min.js", "utf8");
/** the built module as a classic script (its only ES syntax is the final export list) */
function moduleScript(): string {
  const src = readFileSync("dist/andean-abyss.mjs", "utf8").replace(/^export \{[^}]*\};\s*$/m, "");
  return `(function(){\n${src}\n})();`;
}

interface ActorRecord {
  source: Obj;
}

export class World {
  readonly clients = new Map<string, Client>();
  readonly settings = new Map<string, unknown>();
  readonly actors: ActorRecord[] = [];
  readonly chat: Obj[] = [];
  readonly cards: Obj[] = [];
  /** every socket message the server relayed: [sender, message] */
  readonly relayed: [string, unknown][] = [];
  protected readonly script = moduleScript();
  protected readonly translations = loadLangFile(
    JSON.parse(readFileSync("dist/lang/en.json", "utf8")),
  ).translations;

  constructor(readonly users: WorldUser[]) {}

  user(id: string): WorldUser {
    const u = this.users.find((x) => x.id === id);
    if (!u) throw new Error(`no user ${id}`);
    return u;
  }

  get activeGM(): WorldUser | null {
    return activeGMOf(this.users, (u) => this.clients.has(u.id));
  }

  /** the world settings as one client holds them (here: the server's, at once) */
  settingsOf(_userId: string): Map<string, unknown> {
    return this.settings;
  }

  /** A user opens the world: a new realm, the module loaded, init → setup → ready. */
  async connect(userId: string): Promise<Client> {
    const c = new Client(this, this.user(userId), this.localization());
    this.clients.set(userId, c);
    c.boot(PIXI_SRC, this.script);
    await c.callHook("init");
    await c.callHook("i18nInit");
    await c.callHook("setup");
    await c.callHook("ready");
    return c;
  }

  protected localization(): Localization {
    return new Localization(structuredClone(this.translations));
  }

  /** the server relays a module socket message to every other connected client */
  relay(from: string, message: unknown): void {
    const text = JSON.stringify(message);
    this.relayed.push([from, JSON.parse(text)]);
    for (const [id, c] of this.clients) if (id !== from) c.deliver(JSON.parse(text), from);
  }

  async query(
    from: string,
    to: string,
    name: string,
    data: unknown,
    _options?: { timeout?: number },
  ): Promise<unknown> {
    const target = this.clients.get(to);
    if (!target) throw new Error(`user ${to} is not connected`);
    const handler = target.config.queries[name] as Fn | undefined;
    if (!handler) throw new Error(`no query ${name} on ${to}`);
    void from;
    return JSON.parse(JSON.stringify((await handler(JSON.parse(JSON.stringify(data)), {})) ?? null));
  }

  async setWorldSetting(by: string, key: string, value: unknown): Promise<void> {
    if (this.user(by).role < ROLES.ASSISTANT)
      throw new Error(`User ${by} lacks permission to update Setting ${key}`);
    const v = value === undefined ? undefined : JSON.parse(JSON.stringify(value));
    const created = !this.settings.has(key);
    this.settings.set(key, v);
    for (const c of this.clients.values()) c.settingChanged(key, v, created, by);
  }

  async createActor(by: string, data: Obj): Promise<ActorRecord> {
    if (this.user(by).role < ROLES.ASSISTANT) throw new Error(`User ${by} may not create Actors`);
    const rec = { source: structuredClone({ _id: `actor${this.actors.length + 1}`, flags: {}, ...data }) };
    this.actors.push(rec);
    return rec;
  }

  async updateActor(by: string, rec: ActorRecord, changes: Obj, operation: Obj = {}): Promise<void> {
    const level = (rec.source.ownership as Record<string, number> | undefined)?.[by] ?? 0;
    if (this.user(by).role < ROLES.ASSISTANT && level < EMULATED_CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER)
      throw new Error(`User ${by} lacks permission to update Actor ${String(rec.source._id)}`);
    mergeObject(rec.source, structuredClone(changes), { recursive: operation.recursive !== false });
    const changed = expandObject(structuredClone(changes));
    for (const c of this.clients.values()) c.documentHook("updateActor", rec, changed, operation, by);
  }
}

/** One browser: its realm, the module's hooks and settings, its notifications. */
export class Client {
  readonly dom = new JSDOM("<!doctype html><html><body></body></html>", { runScripts: "outside-only" });
  readonly hooks = new Map<string, Fn[]>();
  readonly settingDefs = new Map<string, { scope: string; default: unknown; onChange?: Fn }>();
  readonly socketHandlers: ((m: unknown, from: string) => void)[] = [];
  readonly notes: { kind: string; text: string }[] = [];
  config!: { queries: Record<string, Fn> } & Obj;

  constructor(
    readonly world: World,
    readonly user: WorldUser,
    readonly i18n: Localization,
  ) {}

  get window(): Obj & { eval(code: string): unknown } {
    return this.dom.window as unknown as Obj & { eval(code: string): unknown };
  }

  /** the module's API on this client (game.modules.get(id).api) */
  get api(): Record<string, Fn> & { session(): { state: Obj | null; rev: number; game: Obj | null } } {
    const game = this.window.game as { modules: Map<string, { api: unknown }> };
    return game.modules.get("andean-abyss")!.api as never;
  }

  async callHook(name: string, ...args: unknown[]): Promise<void> {
    for (const fn of this.hooks.get(name) ?? []) await fn(...args);
  }

  deliver(message: unknown, from: string): void {
    for (const h of this.socketHandlers) h(message, from);
  }

  /** who sends what this client sends (the network tells a reloaded page from the old one) */
  origin(): string {
    return this.user.id;
  }

  /** is this user connected, as this client knows (Foundry: User#active) */
  sees(userId: string): boolean {
    return this.world.clients.has(userId);
  }

  /** a world setting changed: onChange, then the Setting document's hook, with the writer's id */
  settingChanged(key: string, value: unknown, created = false, by = ""): void {
    this.settingDefs.get(key)?.onChange?.(structuredClone(value));
    const setting = { key, value: structuredClone(value) };
    for (const fn of this.hooks.get(created ? "createSetting" : "updateSetting") ?? [])
      fn(setting, { value: structuredClone(value) }, {}, by);
  }

  documentHook(name: string, rec: ActorRecord, changed: Obj, operation: Obj, userId: string): void {
    for (const fn of this.hooks.get(name) ?? []) fn(this.actorView(rec), changed, operation, userId);
  }

  /** this client's view of an Actor document */
  actorView(rec: ActorRecord): Obj {
    const world = this.world;
    const me = this.origin();
    return {
      get id() {
        return rec.source._id;
      },
      get type() {
        return rec.source.type;
      },
      get name() {
        return rec.source.name;
      },
      get system() {
        return structuredClone(rec.source.system);
      },
      get ownership() {
        return structuredClone(rec.source.ownership ?? {});
      },
      getFlag: (scope: string, key: string) =>
        structuredClone(getProperty(rec.source.flags, `${scope}.${key}`)),
      setFlag: (scope: string, key: string, v: unknown) =>
        world.updateActor(me, rec, { [`flags.${scope}.${key}`]: v }),
      update: (changes: Obj, op?: Obj) => world.updateActor(me, rec, changes, op),
    };
  }

  boot(pixi: string, module: string): void {
    const w = this.window;
    // what a browser has and a bare JSDOM window lacks
    Object.assign(w, { TextEncoder, TextDecoder, structuredClone });
    if (!(w.crypto as Crypto | undefined)?.getRandomValues)
      Object.defineProperty(w, "crypto", { value: globalThis.crypto, configurable: true });
    this.installGlobals();
    w.eval(pixi);
    w.eval(module);
  }

  private installGlobals(): void {
    const w = this.window;
    const world = this.world;
    const me = this.user;
    const addHook = (name: string, fn: Fn) => {
      this.hooks.set(name, [...(this.hooks.get(name) ?? []), fn]);
      return this.hooks.get(name)!.length;
    };
    const client = this;
    const userDoc = (u: WorldUser) => ({
      id: u.id,
      name: u.name,
      role: u.role,
      isGM: u.role >= ROLES.ASSISTANT,
      get active() {
        return client.sees(u.id);
      },
      query: (name: string, data: unknown, options?: { timeout?: number }) =>
        world.query(client.origin(), u.id, name, data, options),
    });
    const users = world.users.map(userDoc);
    const settings = {
      register: (ns: string, key: string, def: { scope: string; default: unknown; onChange?: Fn }) =>
        this.settingDefs.set(`${ns}.${key}`, def),
      get: (ns: string, key: string) => {
        const k = `${ns}.${key}`;
        const def = this.settingDefs.get(k);
        if (!def) throw new Error(`setting ${k} is not registered`);
        if (def.scope !== "world") return def.default;
        const held = world.settingsOf(me.id);
        return held.has(k) ? structuredClone(held.get(k)) : def.default;
      },
      set: async (ns: string, key: string, value: unknown) => {
        const k = `${ns}.${key}`;
        const def = this.settingDefs.get(k);
        if (!def) throw new Error(`setting ${k} is not registered`);
        if (def.scope === "world") await world.setWorldSetting(client.origin(), k, value);
        else def.onChange?.(value);
        return value;
      },
    };
    const game = {
      user: users.find((u) => u.id === me.id),
      // a getter, read at each call (Object.assign would copy its value once)
      users: Object.defineProperties(users, {
        get: { value: (id: string) => users.find((u) => u.id === id) ?? null },
        activeGM: {
          get() {
            const gm = activeGMOf(world.users, (u) => client.sees(u.id));
            return gm ? (users.find((u) => u.id === gm.id) ?? null) : null;
          },
        },
      }) as typeof users & { get(id: string): unknown; activeGM: unknown },
      settings,
      socket: {
        emit: (_name: string, m: unknown) => world.relay(client.origin(), m),
        on: (_name: string, fn: (m: unknown, from: string) => void) => this.socketHandlers.push(fn),
      },
      i18n: this.i18n,
      system: { id: "worldbuilding" },
      get actors() {
        return world.actors.map((r) => client.actorView(r));
      },
      get cards() {
        return world.cards;
      },
      modules: new Map([["andean-abyss", { id: "andean-abyss" } as Obj]]),
    };
    // DataField stand-ins: the faction model's schema is built, never used, in this harness
    class Field {}
    this.config = {
      queries: {},
      Canvas: { layers: {} },
      Actor: { dataModels: {} },
      Cards: { dataModels: {} },
    };
    Object.assign(w, {
      game,
      Hooks: {
        once: addHook,
        on: addHook,
        callAll: (name: string, ...a: unknown[]) => void this.callHook(name, ...a),
      },
      CONFIG: this.config,
      foundry: {
        abstract: { TypeDataModel: class TypeDataModel {} },
        data: {
          fields: {
            StringField: Field,
            NumberField: Field,
            BooleanField: Field,
            ObjectField: Field,
            ArrayField: Field,
          },
        },
        canvas: { layers: { InteractionLayer: EmulatedInteractionLayer } },
        applications: {
          api: { ApplicationV2: EmulatedApplicationV2, HandlebarsApplicationMixin },
          sheets: { ActorSheetV2: EmulatedActorSheetV2 },
          apps: { DocumentSheetConfig: emulatedSheetConfig(() => this.config as Record<string, Obj>) },
        },
      },
      CONST: EMULATED_CONST,
      ui: {
        notifications: {
          info: (text: string) => this.notes.push({ kind: "info", text }),
          warn: (text: string) => this.notes.push({ kind: "warn", text }),
          error: (text: string) => this.notes.push({ kind: "error", text }),
        },
      },
      ChatMessage: { create: async (d: Obj) => void world.chat.push(JSON.parse(JSON.stringify(d))) },
      Roll: { fromData: (d: Obj) => d },
      Actor: {
        documentName: "Actor",
        create: async (d: Obj) => client.actorView(await world.createActor(client.origin(), d)),
      },
      Cards: {
        create: async (d: Obj) => {
          const stack = {
            ...d,
            id: `cards${world.cards.length + 1}`,
            cards: [] as Obj[],
            getFlag: (scope: string, key: string) => getProperty(d.flags, `${scope}.${key}`),
            setFlag: async () => stack,
            update: async () => stack,
            createEmbeddedDocuments: async (_t: string, data: Obj[]) => {
              for (const c of data)
                stack.cards.push({
                  ...c,
                  getFlag: (sc: string, k: string) => getProperty(c.flags, `${sc}.${k}`),
                });
              return [];
            },
            deleteEmbeddedDocuments: async () => [],
            updateEmbeddedDocuments: async () => [],
          };
          world.cards.push(stack);
          return stack;
        },
      },
      canvas: { ready: false, scene: null },
    });
  }
}
