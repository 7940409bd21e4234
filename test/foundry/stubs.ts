// The Foundry globals the adapter touches (game, Hooks, CONFIG, foundry.*, canvas,
// ui.notifications, ChatMessage, Roll, Actor, Cards), installed for jsdom tests. Where Foundry's
// behaviour matters to the adapter, the globals come from the emulations in ./emulation/ (each
// follows a v13 API declaration, cited there): lang files expanded and looked up as Foundry does,
// documents that merge updates and fire update hooks, a canvas with real PIXI event dispatch and
// scene controls that only call onChange, ApplicationV2's lifecycle, and a socket relay that never
// delivers a message to its sender.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { vi } from "vitest";
import {
  EmulatedActorSheetV2,
  EmulatedApplicationV2,
  emulatedSheetConfig,
  HandlebarsApplicationMixin,
  type SheetRegistration,
} from "./emulation/apps";
import {
  activateControl,
  type EmulatedControl,
  EmulatedInteractionLayer,
  emulatedCanvas,
  prepareControls,
} from "./emulation/canvas";
import { cardsClass, type EmulatedCards } from "./emulation/cards";
import { EmulatedChatMessage } from "./emulation/chat";
import { emulatedConst } from "./emulation/constants";
import {
  actorClass,
  documentHooks,
  EmulatedActor,
  type EmulatedScene,
  sceneClass,
} from "./emulation/documents";
import { EmulatedTypeDataModel, emulatedFields } from "./emulation/fields";
import { Localization, loadLangFile } from "./emulation/i18n";
import { EmulatedRoll } from "./emulation/roll";
import { EmulatedWorker } from "./emulation/worker";

type Fn = (...args: unknown[]) => unknown;

export interface StubUser {
  id: string;
  name: string;
  isGM: boolean;
  /** CONST.USER_ROLES (3 Assistant GM, 4 Gamemaster); a GM without one counts as an Assistant */
  role?: number;
  active: boolean;
  query?: (name: string, data: unknown, opts?: { timeout?: number }) => Promise<unknown>;
}

class FlagDoc {
  id: string;
  flags: Record<string, Record<string, unknown>> = {};
  constructor(id: string, flags?: Record<string, Record<string, unknown>>) {
    this.id = id;
    this.flags = structuredClone(flags ?? {});
  }
  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
  }
  async setFlag(scope: string, key: string, value: unknown): Promise<unknown> {
    this.flags[scope] ??= {};
    this.flags[scope][key] = structuredClone(value);
    return this;
  }
}

let nextId = 1;
const newId = () => `id${nextId++}`;

export { EmulatedActor as StubActor };

interface SettingDef {
  scope: string;
  default: unknown;
  onChange?: (v: unknown) => void;
  [k: string]: unknown;
}

export interface Stubs {
  hooks: Map<string, Fn[]>;
  settingDefs: Map<string, SettingDef>;
  settingValues: Map<string, unknown>;
  /**
   * each world Setting document's `_stats.lastModifiedBy`: the server stamps the writer on every
   * write (common/data/fields.d.mts DocumentStatsField.managedFields); read through
   * game.settings.storage.get("world").getSetting(key) (world-settings.d.mts)
   */
  settingWriters: Map<string, string>;
  socketSent: unknown[];
  socketHandlers: ((m: unknown, sender: string) => void)[];
  notes: { kind: string; text: string }[];
  chat: EmulatedChatMessage[];
  /** ui.chat.updateMessage calls (ChatLog#updateMessage) */
  chatUpdates: string[];
  actors: EmulatedActor[];
  scenes: EmulatedScene[];
  /** DocumentSheetConfig.registerSheet calls */
  sheets: SheetRegistration[];
  /** the scene controls as SceneControls prepared them at the last activate() */
  controls(): Record<string, EmulatedControl>;
  cardStacks: EmulatedCards[];
  users: StubUser[];
  setUser(id: string): void;
  callHook(name: string, ...args: unknown[]): Promise<void>;
}

/** The module's English lang file, loaded the way Foundry loads it (expanded; `{}` on a clash). */
export function englishLocalization(file = "lang/en.json"): Localization {
  const loaded = loadLangFile(JSON.parse(readFileSync(file, "utf8")));
  return new Localization(loaded.translations);
}

export interface StubOptions {
  /** the world's game system; pf2e and sf2e refuse module Actor sub-types */
  system?: string;
  /** the Foundry generation (game.release.generation): 13 unless told */
  generation?: number;
  /** false: a browser without Web Workers (the module then searches on the main thread) */
  worker?: boolean;
}

/** Install fresh globals. Users: gm (GM), alice (plays FARC in most tests), bob. */
export function installStubs(opts: StubOptions = {}): Stubs {
  const g = globalThis as Record<string, unknown>;
  const layers = () =>
    (g.CONFIG as { Canvas: { layers: Record<string, { layerClass: unknown }> } }).Canvas.layers;
  const sheetConfig = emulatedSheetConfig();
  const st: Stubs = {
    hooks: new Map(),
    settingDefs: new Map(),
    settingValues: new Map(),
    settingWriters: new Map(),
    socketSent: [],
    socketHandlers: [],
    notes: [],
    chat: [],
    chatUpdates: [],
    actors: [],
    scenes: [],
    sheets: sheetConfig.registered,
    controls: () => prepareControls(layers(), (name, c) => void st.callHook(name, c)),
    cardStacks: [],
    users: [
      { id: "gm", name: "Game Master", isGM: true, role: 4, active: true },
      { id: "alice", name: "Alice", isGM: false, active: true },
      { id: "bob", name: "Bob", isGM: false, active: true },
    ],
    setUser(id: string) {
      game.user = st.users.find((u) => u.id === id);
    },
    async callHook(name: string, ...args: unknown[]) {
      for (const fn of st.hooks.get(name) ?? []) await fn(...args);
    },
  };
  const addHook = (name: string, fn: Fn) => {
    st.hooks.set(name, [...(st.hooks.get(name) ?? []), fn]);
    return st.hooks.get(name)!.length;
  };
  const usersColl = Object.assign(st.users, {
    get: (id: string) => st.users.find((u) => u.id === id),
    // Users#activeGM (users.d.mts): an active GM, a full Gamemaster if possible, lowest id first
    get activeGM() {
      const role = (u: StubUser) => u.role ?? 3;
      const gms = st.users.filter((u) => u.isGM && u.active);
      return gms.sort((a, b) => role(b) - role(a) || (a.id < b.id ? -1 : 1))[0] ?? null;
    },
  });
  const game: Record<string, unknown> = {
    user: st.users[0],
    users: usersColl,
    settings: {
      // game.settings.storage.get("world"): the world's Setting documents
      storage: new Map([
        [
          "world",
          {
            getSetting: (k: string) =>
              st.settingValues.has(k)
                ? {
                    key: k,
                    value: structuredClone(st.settingValues.get(k)),
                    _stats: { lastModifiedBy: st.settingWriters.get(k) ?? null },
                  }
                : undefined,
          },
        ],
      ]),
      register(ns: string, key: string, def: SettingDef) {
        st.settingDefs.set(`${ns}.${key}`, def);
      },
      get(ns: string, key: string) {
        const k = `${ns}.${key}`;
        if (!st.settingDefs.has(k)) throw new Error(`setting ${k} is not registered`);
        return st.settingValues.has(k)
          ? structuredClone(st.settingValues.get(k))
          : st.settingDefs.get(k)!.default;
      },
      async set(ns: string, key: string, value: unknown) {
        const k = `${ns}.${key}`;
        const def = st.settingDefs.get(k);
        if (!def) throw new Error(`setting ${k} is not registered`);
        // Foundry stores settings as JSON text
        const v = value === undefined ? undefined : JSON.parse(JSON.stringify(value));
        st.settingValues.set(k, v);
        if (def.scope === "world") st.settingWriters.set(k, (game.user as StubUser).id);
        // a world setting's onChange runs on every connected client, each as its own user
        const me = game.user;
        try {
          for (const u of def.scope === "world" ? st.users.filter((x) => x.active) : [me as StubUser]) {
            game.user = u;
            def.onChange?.(structuredClone(v));
          }
          // a world setting is a Setting document: updateSetting runs on every client with the
          // writer's id (Hooks "update{Document}", client/hooks.d.mts)
          if (def.scope === "world")
            for (const u of st.users.filter((x) => x.active)) {
              game.user = u;
              for (const fn of st.hooks.get("updateSetting") ?? [])
                fn(
                  { key: k, value: structuredClone(v) },
                  { value: structuredClone(v) },
                  {},
                  (me as StubUser).id,
                );
            }
        } finally {
          game.user = me;
        }
        return v;
      },
    },
    socket: {
      // the server relays a message to every OTHER connected client, stamped with the sender's
      // id; the sender never receives its own message. One module instance serves all clients
      // here, so each delivery runs as the receiving user.
      emit: (_name: string, m: unknown) => {
        const copy = JSON.parse(JSON.stringify(m));
        st.socketSent.push(copy);
        const sender = game.user as StubUser;
        try {
          for (const u of st.users) {
            if (u.id === sender.id || !u.active) continue;
            game.user = u;
            for (const h of st.socketHandlers) h(structuredClone(copy), sender.id);
          }
        } finally {
          game.user = sender;
        }
      },
      on: (_name: string, fn: (m: unknown, sender: string) => void) => st.socketHandlers.push(fn),
    },
    i18n: englishLocalization(),
    system: { id: opts.system ?? "worldbuilding" },
    release: { generation: opts.generation ?? 13 },
    get actors() {
      return st.actors;
    },
    get scenes() {
      return st.scenes;
    },
    get cards() {
      return st.cardStacks;
    },
    get messages() {
      return st.chat;
    },
    modules: new Map([["andean-abyss", { id: "andean-abyss" }]]),
  };
  g.game = game;
  g.CONST = emulatedConst(opts.generation ?? 13);
  g.Hooks = {
    once: addHook,
    on: addHook,
    callAll: (name: string, ...args: unknown[]) => void st.callHook(name, ...args),
  };
  g.CONFIG = { queries: {}, Canvas: { layers: {} }, Actor: { dataModels: {} }, Cards: { dataModels: {} } };
  g.foundry = {
    // foundry.utils.getRoute (common/utils/helpers.d.mts): the path, slashes trimmed, after the
    // route prefix (globalThis.ROUTE_PREFIX unless told), as an absolute path
    utils: {
      getRoute(path: string, { prefix }: { prefix?: string | null } = {}) {
        const p = prefix === undefined ? (g.ROUTE_PREFIX as string | undefined) : prefix;
        return ["", ...(p ? [p] : []), path.replace(/(^\/+)|(\/+$)/g, "")].join("/");
      },
    },
    abstract: { TypeDataModel: EmulatedTypeDataModel },
    data: { fields: emulatedFields },
    canvas: { layers: { InteractionLayer: EmulatedInteractionLayer } },
    applications: {
      api: { ApplicationV2: EmulatedApplicationV2, HandlebarsApplicationMixin },
      sheets: { ActorSheetV2: EmulatedActorSheetV2 },
      apps: { DocumentSheetConfig: sheetConfig },
    },
  };
  // ui.controls.activate({control}): SceneControls prepares the controls (the layers' own, then
  // getSceneControlButtons) and calls only the onChange callbacks of the old and the new control,
  // the new one's after a render (async, emulation/canvas.ts)
  let activeControl: string | null = "tokens";
  const sceneControls = {
    get control() {
      return { name: activeControl };
    },
    async activate({ control }: { control: string }) {
      if (control === activeControl) return;
      const previous = activeControl;
      activeControl = control;
      await activateControl(st.controls(), control, previous);
    },
  };
  g.ui = {
    controls: sceneControls,
    chat: { updateMessage: async (m: { id: string }) => void st.chatUpdates.push(m.id) },
    notifications: {
      info: (text: string) => st.notes.push({ kind: "info", text }),
      warn: (text: string) => st.notes.push({ kind: "warn", text }),
      error: (text: string) => st.notes.push({ kind: "error", text }),
    },
  };
  g.ChatMessage = {
    create: vi.fn(async (d: Record<string, unknown>) => {
      const m = new EmulatedChatMessage(d, newId(), (game.user as StubUser).id);
      st.chat.push(m);
      return m;
    }),
  };
  g.Roll = EmulatedRoll;
  g.Scene = sceneClass(
    st.scenes,
    () => Boolean((game.user as StubUser | undefined)?.isGM),
    opts.generation ?? 13,
  );
  g.Actor = actorClass(st.actors, { refusesModuleSubtypes: ["pf2e", "sf2e"].includes(opts.system ?? "") });
  // a document hook runs on every connected client, each as its own user
  documentHooks.callAll = (name, ...args) => {
    const me = game.user;
    try {
      for (const u of st.users.filter((x) => x.active)) {
        game.user = u;
        for (const fn of st.hooks.get(name) ?? []) fn(...args);
      }
    } finally {
      game.user = me;
    }
  };
  documentHooks.userId = () => (game.user as StubUser).id;
  // Hooks.call on the writing client: stops at the first hooked function that returns false
  documentHooks.call = (name, ...args) => {
    for (const fn of st.hooks.get(name) ?? []) if (fn(...args) === false) return false;
    return true;
  };
  g.Cards = cardsClass(st.cardStacks);
  emulatedCanvas.ready = false;
  emulatedCanvas.dimensions = null;
  // the canvas shows the board Scene (flagged as scene.ts makes it); tests of other Scenes swap it
  emulatedCanvas.scene = new FlagDoc("scene1", { "andean-abyss": { boardScene: true } });
  g.canvas = emulatedCanvas;
  // the browser's Web Worker (emulation/worker.ts): every browser Foundry v13 supports has one
  EmulatedWorker.started = [];
  if (opts.worker === false) delete g.Worker;
  else g.Worker = EmulatedWorker;
  return st;
}

/** Let the GM answer a player's query the way Foundry would: run the handler on the GM's client. */
export function wireQueries(st: Stubs): void {
  const gm = st.users.find((u) => u.isGM)!;
  for (const u of st.users) u.query = undefined;
  gm.query = async (name: string, data: unknown, opts?: { timeout?: number }) => {
    const g = globalThis as unknown as { game: { user: unknown }; CONFIG: { queries: Record<string, Fn> } };
    const asker = g.game.user;
    g.game.user = gm;
    try {
      // the payload goes through JSON like a real socket message
      return await g.CONFIG.queries[name](JSON.parse(JSON.stringify(data)), { timeout: opts?.timeout });
    } finally {
      g.game.user = asker;
    }
  };
}

/** jsdom has no 2D canvas; PIXI's Graphics and Text need one to exist (nothing is drawn). */
export function stubCanvas2d(): void {
  const proto = HTMLCanvasElement.prototype as unknown as { getContext: unknown };
  const ctx = new Proxy(
    {
      measureText: (t: string) => ({
        width: t.length * 7,
        actualBoundingBoxAscent: 8,
        actualBoundingBoxDescent: 2,
        actualBoundingBoxLeft: 0,
        actualBoundingBoxRight: t.length * 7,
      }),
      getImageData: (_x: number, _y: number, w: number, h: number) => ({
        data: new Uint8ClampedArray(Math.max(1, w * h * 4)),
      }),
      createLinearGradient: () => ({ addColorStop() {} }),
      createPattern: () => ({}),
    } as Record<string | symbol, unknown>,
    {
      get: (target, key) => (key in target ? target[key] : () => undefined),
      set: () => true,
    },
  );
  proto.getContext = () => ctx;
}

let ticketCount = 0;
/** Send a query as `userId` would: announce a ticket over the socket, then query with it. */
export async function queryAs(st: Stubs, userId: string, data: Record<string, unknown>): Promise<unknown> {
  const g = globalThis as unknown as { game: { user: unknown }; CONFIG: { queries: Record<string, Fn> } };
  ticketCount++;
  const ticket = String(ticketCount).padStart(24, "0");
  const asker = g.game.user;
  st.setUser(userId);
  (g as unknown as { game: { socket: { emit(n: string, m: unknown): void } } }).game.socket.emit(
    "module.andean-abyss",
    // announced as its SHA-256, as the client does (src/foundry/identity.ts)
    { type: "ticket", hash: createHash("sha256").update(ticket).digest("hex") },
  );
  st.setUser("gm");
  try {
    return await g.CONFIG.queries["andean-abyss.command"]({ ...data, ticket });
  } finally {
    g.game.user = asker;
  }
}
