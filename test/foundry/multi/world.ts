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
// - A world setting is a Setting document whose `_stats.lastModifiedBy` the server sets to the
//   writer's id on every create and update (client/documents/setting.d.mts `_stats:
//   DocumentStatsField`; common/data/fields.d.mts: lastModifiedBy is one of the `managedFields`,
//   "managed by the server and ... ignored if they appear in creation or update data"); each
//   client reads it from `game.settings.storage.get("world").getSetting(key)`
//   (client/documents/collections/world-settings.d.mts), and the update/create hook's document
//   carries it. Who may write: CONST.USER_PERMISSIONS.SETTINGS_MODIFY, default role ASSISTANT
//   (common/constants.d.mts), which the GM may grant to players (`settingsModifyRole`).
// - game.users.activeGM (client/documents/collections/users.d.mts: "one User who is an active
//   Gamemaster (non-assistant if possible)"): Foundry's client sorts the active users with
//   `isGM` (Assistant GMs included) by role, highest first, then by id, and takes the first; so an
//   Assistant GM is the active GM when no full Gamemaster is connected (activeGMOf below).
// - User#query (v13 client): the sender's client refuses a query whose name is not registered in
//   its own CONFIG.queries, a sender without the QUERY_USER permission (players have it), and a
//   target user who is not connected.
// - Each client loads its own language (its lang file over the English one, game.i18n.lang),
//   has its own DOM (applications render into its window's document), its own client-scoped
//   settings, and renders its own chat log through its renderChatMessageHTML hook, whispers
//   honoured (emulation/chat.ts). Actors are validated against the writer's data model and their
//   `system` prepared by each client's own (emulation/fields.ts); Cards are the validated
//   documents of emulation/cards.ts; Scenes are created by GMs, with update hooks on every client.
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
import { cardsClass, type EmulatedCards } from "../emulation/cards";
import { EmulatedChatMessage, renderChatLog, renderMessage } from "../emulation/chat";
import { EMULATED_CONST, emulatedConst } from "../emulation/constants";
import { cleanFog, mergeObject } from "../emulation/documents";
import { EmulatedTypeDataModel, emulatedFields, prepareSystem, validateSystem } from "../emulation/fields";
import { expandObject, getProperty, type Localization } from "../emulation/i18n";
import { EmulatedRoll } from "../emulation/roll";
import { localizationFor, renderCardsSheet, renderDirectory } from "./views";

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

/** the part of DocumentStatsField the module reads (common/data/fields.d.mts) */
export interface SettingStats {
  lastModifiedBy: string;
  modifiedTime: number;
}

interface ActorRecord {
  source: Obj;
}
interface SceneRecord {
  source: Obj;
}

export class World {
  readonly clients = new Map<string, Client>();
  readonly settings = new Map<string, unknown>();
  /** each world Setting document's `_stats` (the server's copy) */
  readonly settingStats = new Map<string, SettingStats>();
  /** the lowest role holding SETTINGS_MODIFY (Foundry's default: Assistant GM) */
  settingsModifyRole: number = ROLES.ASSISTANT;
  readonly actors: ActorRecord[] = [];
  readonly chat: Obj[] = [];
  /** the chat messages as documents (what each client's log renders) */
  readonly messages: EmulatedChatMessage[] = [];
  readonly cards: EmulatedCards[] = [];
  readonly scenes: SceneRecord[] = [];
  /** every socket message the server relayed: [sender, message] */
  readonly relayed: [string, unknown][] = [];
  protected readonly script = moduleScript();

  constructor(
    readonly users: WorldUser[],
    /** game.release.generation of the server */
    readonly generation = 13,
  ) {}

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

  /** the Setting documents' `_stats` as one client holds them (here: the server's) */
  statsOf(_userId: string): Map<string, SettingStats> {
    return this.settingStats;
  }

  /** A user opens the world: a new realm, the module loaded, init → setup → ready. */
  async connect(userId: string, opts: { lang?: string } = {}): Promise<Client> {
    const c = new Client(this, this.user(userId), localizationFor(opts.lang ?? "en"));
    this.clients.set(userId, c);
    c.boot(PIXI_SRC, this.script);
    await c.callHook("init");
    await c.callHook("i18nInit");
    await c.callHook("setup");
    await c.callHook("ready");
    return c;
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
    // the sender's own checks (User#query)
    const sender = this.clients.get(from);
    if (!sender || !(name in sender.config.queries))
      throw new Error(`User query '${name}' is not registered`);
    if (this.user(from).role < ROLES.PLAYER) throw new Error("You do not have permission to query users");
    const target = this.clients.get(to);
    if (!target) throw new Error(`User [${to}] is not active`);
    const handler = target.config.queries[name] as Fn | undefined;
    if (!handler) throw new Error(`no query ${name} on ${to}`);
    void from;
    return JSON.parse(JSON.stringify((await handler(JSON.parse(JSON.stringify(data)), {})) ?? null));
  }

  async setWorldSetting(by: string, key: string, value: unknown): Promise<void> {
    if (this.user(by).role < this.settingsModifyRole)
      throw new Error(`User ${by} lacks permission to update Setting ${key}`);
    const v = value === undefined ? undefined : JSON.parse(JSON.stringify(value));
    const created = !this.settings.has(key);
    this.settings.set(key, v);
    const stats = this.stamp(key, by);
    for (const c of this.clients.values()) c.settingChanged(key, v, created, by, stats);
  }

  private modified = 0;
  /** the server stamps the writer on the Setting document (never taken from the write) */
  protected stamp(key: string, by: string): SettingStats {
    const stats = { lastModifiedBy: by, modifiedTime: ++this.modified };
    this.settingStats.set(key, stats);
    return stats;
  }

  /** ChatMessage.create by a connected user */
  async createMessage(by: string, data: Obj): Promise<EmulatedChatMessage> {
    const copy = JSON.parse(JSON.stringify(data));
    this.chat.push(copy);
    const m = new EmulatedChatMessage(copy, `msg${this.messages.length + 1}`, by);
    this.messages.push(m);
    return m;
  }

  /** Scene.create: GMs (and Assistants) only; `fog` as this generation's schema cleans it */
  async createScene(by: string, data: Obj): Promise<SceneRecord> {
    if (this.user(by).role < ROLES.ASSISTANT)
      throw new Error("You do not have permission to create a new Scene");
    const source = structuredClone({
      _id: `scene${this.scenes.length + 1}`,
      active: false,
      flags: {},
      ...data,
      fog: cleanFog(data.fog, this.generation),
    });
    const rec = { source };
    this.scenes.push(rec);
    for (const c of this.clients.values()) c.sceneHook("createScene", rec, {}, {}, by);
    return rec;
  }

  async updateScene(by: string, rec: SceneRecord, changes: Obj): Promise<void> {
    if (this.user(by).role < ROLES.ASSISTANT) throw new Error(`User ${by} lacks permission to update Scene`);
    mergeObject(rec.source, structuredClone(changes));
    const changed = expandObject(structuredClone(changes));
    for (const c of this.clients.values()) c.sceneHook("updateScene", rec, changed, {}, by);
  }

  async createActor(by: string, data: Obj): Promise<ActorRecord> {
    if (this.user(by).role < ROLES.ASSISTANT) throw new Error(`User ${by} may not create Actors`);
    // the writer's client validates against its data model before anything is sent
    validateSystem(this.clients.get(by)?.actorModel(String(data.type)), "Actor", data.system);
    const rec = { source: structuredClone({ _id: `actor${this.actors.length + 1}`, flags: {}, ...data }) };
    this.actors.push(rec);
    return rec;
  }

  async updateActor(by: string, rec: ActorRecord, changes: Obj, operation: Obj = {}): Promise<void> {
    const level = (rec.source.ownership as Record<string, number> | undefined)?.[by] ?? 0;
    if (this.user(by).role < ROLES.ASSISTANT && level < EMULATED_CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER)
      throw new Error(`User ${by} lacks permission to update Actor ${String(rec.source._id)}`);
    const next = mergeObject(structuredClone(rec.source), structuredClone(changes), {
      recursive: operation.recursive !== false,
    });
    validateSystem(this.clients.get(by)?.actorModel(String(next.type)), "Actor", next.system);
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
  /** this client's client-scoped settings */
  readonly clientSettings = new Map<string, unknown>();
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
  settingChanged(key: string, value: unknown, created = false, by = "", stats?: SettingStats): void {
    this.settingDefs.get(key)?.onChange?.(structuredClone(value));
    const setting = { key, value: structuredClone(value), _stats: structuredClone(stats ?? null) };
    for (const fn of this.hooks.get(created ? "createSetting" : "updateSetting") ?? [])
      fn(setting, { value: structuredClone(value) }, {}, by);
  }

  documentHook(name: string, rec: ActorRecord, changed: Obj, operation: Obj, userId: string): void {
    for (const fn of this.hooks.get(name) ?? []) fn(this.actorView(rec), changed, operation, userId);
  }

  /** CONFIG.Actor.dataModels[type] of this client */
  actorModel(type: string): { defineSchema(): Record<string, unknown> } | undefined {
    return (this.config.Actor as { dataModels: Record<string, never> }).dataModels[type];
  }

  sceneHook(name: string, rec: SceneRecord, changed: Obj, operation: Obj, userId: string): void {
    for (const fn of this.hooks.get(name) ?? []) fn(this.sceneView(rec), changed, operation, userId);
  }

  /** this client's view of a Scene document */
  sceneView(rec: SceneRecord): Obj {
    const world = this.world;
    const me = this.user.id;
    const view = {
      get id() {
        return rec.source._id;
      },
      get name() {
        return rec.source.name;
      },
      get active() {
        return rec.source.active === true;
      },
      get fog() {
        return structuredClone(rec.source.fog);
      },
      getFlag: (scope: string, key: string) =>
        structuredClone(getProperty(rec.source.flags, `${scope}.${key}`)),
      setFlag: async (scope: string, key: string, v: unknown) => {
        await world.updateScene(me, rec, { [`flags.${scope}.${key}`]: v });
        return view;
      },
      update: (changes: Obj) => world.updateScene(me, rec, changes),
      activate: async () => {
        for (const other of world.scenes)
          if (other !== rec && other.source.active) await world.updateScene(me, other, { active: false });
        await world.updateScene(me, rec, { active: true });
        return view;
      },
    };
    return view;
  }

  /** game.user as a document: id and whether it is a GM (Assistants are) */
  private get me(): { id: string; isGM: boolean } {
    return { id: this.user.id, isGM: this.user.role >= ROLES.ASSISTANT };
  }
  private readonly hook = (name: string, ...args: unknown[]) => this.callHook(name, ...args);

  /** This client's chat log, rendered through its own render hook, in its own document. */
  async renderChat(): Promise<HTMLElement> {
    const log = renderChatLog(
      this.world.messages,
      this.me,
      this.dom.window.document,
      (n, ...a) => void this.hook(n, ...a),
    );
    await new Promise((r) => setTimeout(r, 0));
    return log;
  }

  /** ChatLog#updateMessage: the message's element in this client's log is rendered again */
  updateMessage(id: string): void {
    const doc = this.dom.window.document;
    const old = doc.querySelector(`#chat-log [data-message-id="${id}"]`);
    const m = this.world.messages.find((x) => x.id === id);
    if (old && m) old.replaceWith(renderMessage(m, doc, (n, ...a) => void this.hook(n, ...a)));
  }

  /** A sidebar directory of this client (actors, cards or scenes). */
  renderDirectory(tab: "actors" | "cards" | "scenes"): Promise<HTMLElement> {
    const entries =
      tab === "actors"
        ? this.world.actors.map((r) => ({
            id: String(r.source._id),
            name: String(r.source.name),
            type: String(r.source.type),
          }))
        : tab === "cards"
          ? this.world.cards.map((c) => ({ id: c.id, name: c.name }))
          : this.world.scenes.map((r) => ({ id: String(r.source._id), name: String(r.source.name) }));
    return renderDirectory(this.dom.window.document, this.hook, tab, entries);
  }

  /** A Cards stack's sheet as this client renders it. */
  renderCardsSheet(stack: EmulatedCards): Promise<HTMLElement> {
    return renderCardsSheet(this.dom.window.document, this.hook, stack);
  }

  /** Open an Actor's default sheet (the class DocumentSheetConfig registered for its type). */
  async openActorSheet(rec: ActorRecord): Promise<HTMLElement> {
    const classes =
      (
        this.config.Actor as {
          sheetClasses?: Record<string, Record<string, { cls: unknown; default: boolean }>>;
        }
      ).sheetClasses?.[String(rec.source.type)] ?? {};
    const entry = Object.values(classes).find((c) => c.default);
    if (!entry) throw new Error(`no sheet for ${String(rec.source.type)}`);
    const Sheet = entry.cls as new (o: Obj) => { render(o: Obj): Promise<unknown>; element: HTMLElement };
    const sheet = new Sheet({ document: this.actorView(rec) });
    await sheet.render({ force: true });
    return sheet.element;
  }

  /** this client's view of an Actor document */
  actorView(rec: ActorRecord): Obj {
    const world = this.world;
    const me = this.origin();
    const client = this;
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
      // prepared by this client's own data model (defaults filled in)
      get system() {
        return prepareSystem(client.actorModel(String(rec.source.type)), structuredClone(rec.source.system));
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
        if (def.scope !== "world")
          return this.clientSettings.has(k) ? structuredClone(this.clientSettings.get(k)) : def.default;
        const held = world.settingsOf(me.id);
        return held.has(k) ? structuredClone(held.get(k)) : def.default;
      },
      set: async (ns: string, key: string, value: unknown) => {
        const k = `${ns}.${key}`;
        const def = this.settingDefs.get(k);
        if (!def) throw new Error(`setting ${k} is not registered`);
        if (def.scope === "world") await world.setWorldSetting(client.origin(), k, value);
        else {
          this.clientSettings.set(k, JSON.parse(JSON.stringify(value)));
          def.onChange?.(value);
        }
        return value;
      },
      // game.settings.storage.get("world"): the WorldSettings collection of Setting documents
      storage: new Map([
        [
          "world",
          {
            getSetting: (key: string) => {
              const held = world.settingsOf(me.id);
              if (!held.has(key)) return undefined;
              const stats = world.statsOf(me.id).get(key);
              return {
                key,
                value: structuredClone(held.get(key)),
                _stats: {
                  lastModifiedBy: stats?.lastModifiedBy ?? null,
                  modifiedTime: stats?.modifiedTime ?? null,
                },
              };
            },
          },
        ],
      ]),
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
      get scenes() {
        return world.scenes.map((r) => client.sceneView(r));
      },
      get messages() {
        return world.messages;
      },
      release: { generation: world.generation },
      modules: new Map([["andean-abyss", { id: "andean-abyss" } as Obj]]),
    };
    // the application classes of this window: they render into its document, in its language
    const realm = { document: () => w.document as unknown as Document, i18n: () => this.i18n };
    class ApplicationV2 extends EmulatedApplicationV2 {
      static override realm = realm;
    }
    class ActorSheetV2 extends EmulatedActorSheetV2 {
      static override realm = realm;
    }
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
        abstract: { TypeDataModel: EmulatedTypeDataModel },
        data: { fields: emulatedFields },
        canvas: { layers: { InteractionLayer: EmulatedInteractionLayer } },
        applications: {
          api: { ApplicationV2, HandlebarsApplicationMixin },
          sheets: { ActorSheetV2 },
          apps: { DocumentSheetConfig: emulatedSheetConfig(() => this.config as Record<string, Obj>) },
        },
      },
      CONST: emulatedConst(world.generation),
      ui: {
        chat: { updateMessage: async (m: { id: string }) => client.updateMessage(m.id) },
        notifications: {
          info: (text: string) => this.notes.push({ kind: "info", text }),
          warn: (text: string) => this.notes.push({ kind: "warn", text }),
          error: (text: string) => this.notes.push({ kind: "error", text }),
        },
      },
      ChatMessage: { create: (d: Obj) => world.createMessage(me.id, d) },
      Roll: EmulatedRoll,
      Actor: {
        documentName: "Actor",
        create: async (d: Obj) => client.actorView(await world.createActor(client.origin(), d)),
      },
      Cards: cardsClass(world.cards),
      Scene: { create: async (d: Obj) => client.sceneView(await world.createScene(me.id, d)) },
      canvas: { ready: false, scene: null },
    });
  }
}
