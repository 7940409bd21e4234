// The ONE place where the adapter touches Foundry's runtime globals untyped.
//
// Why a shim: fvtt-types 13.345.1 is a beta for v13 (its README says so); its canvas-layer,
// ApplicationV2-mixin, query and DataModel typings need heavy casts or local augmentation. Rather
// than scatter casts, every Foundry global the adapter uses is reached here, lazily (at call
// time, so tests can stub globals before use), and given a narrow typed shape. The rest of
// src/foundry codes against these interfaces; tests stub the same globals (test/foundry/stubs.ts).
/* biome-ignore-all lint/suspicious/noExplicitAny: documented any boundary of the adapter */
import type { Container, IHitArea } from "pixi.js";
import { MODULE_ID } from "./constants";

const G = (): any => globalThis as any;

export interface UserLike {
  id: string;
  name: string;
  isGM: boolean;
  /** CONST.USER_ROLES: 3 Assistant GM, 4 Gamemaster (isGM is true for both) */
  role?: number;
  active: boolean;
  query?(name: string, data: unknown, options?: { timeout?: number }): Promise<unknown>;
}

export interface FlagDoc {
  id: string;
  getFlag(scope: string, key: string): unknown;
  setFlag(scope: string, key: string, value: unknown): Promise<unknown>;
}

export interface ActorLike extends FlagDoc {
  type: string;
  name: string;
  system: Record<string, unknown>;
  ownership: Record<string, number>;
  /** Document#update: `recursive` (default true) merges nested objects; `diff` skips no-ops */
  update(data: Record<string, unknown>, operation?: Record<string, unknown>): Promise<unknown>;
}

export interface SceneLike extends FlagDoc {
  name: string;
  active: boolean;
  /** Scene#activate: the scene every user is shown (GM) */
  activate(): Promise<unknown>;
}

export interface CardLike {
  id: string;
  getFlag(scope: string, key: string): unknown;
  /** Card#sort, #drawn (a deck's card dealt out), #origin (the Cards it came from) */
  sort?: number;
  drawn?: boolean;
  origin?: { id: string } | null;
  /** Card#parent: its Cards stack */
  parent?: FlagDoc | null;
}
export interface CardsLike extends FlagDoc {
  name: string;
  type?: string;
  cards: { contents: CardLike[] } | CardLike[];
  /** Document#delete */
  delete?(): Promise<unknown>;
  /** Cards#pass (v13): the cards move with Foundry's semantics, and "passCards" fires */
  pass(
    to: CardsLike,
    ids: string[],
    options?: { updateData?: Record<string, unknown>; chatNotification?: boolean },
  ): Promise<unknown>;
  update(data: Record<string, unknown>): Promise<unknown>;
  createEmbeddedDocuments(type: "Card", data: Record<string, unknown>[]): Promise<unknown>;
  deleteEmbeddedDocuments(type: "Card", ids: string[]): Promise<unknown>;
  updateEmbeddedDocuments(type: "Card", data: Record<string, unknown>[]): Promise<unknown>;
}

export interface SettingSpec {
  name?: string;
  hint?: string;
  scope: "world" | "client" | "user";
  config: boolean;
  type: unknown;
  default: unknown;
  choices?: Record<string, string>;
  /** a slider for a Number setting (SettingConfig.range) */
  range?: { min: number; max: number; step: number };
  onChange?: (value: unknown) => void;
  requiresReload?: boolean;
}

export type QueryHandler = (data: unknown, options?: Record<string, unknown>) => Promise<unknown>;

/** Hooks: the typed subset we use. */
export const hooks = {
  once(name: string, fn: (...args: any[]) => unknown): void {
    G().Hooks.once(name, fn);
  },
  on(name: string, fn: (...args: any[]) => unknown): number {
    return G().Hooks.on(name, fn);
  },
  callAll(name: string, ...args: unknown[]): void {
    G().Hooks.callAll(name, ...args);
  },
};

export const settings = {
  register(key: string, spec: SettingSpec): void {
    G().game.settings.register(MODULE_ID, key, spec);
  },
  get(key: string): unknown {
    return G().game.settings.get(MODULE_ID, key);
  },
  async set(key: string, value: unknown): Promise<void> {
    await G().game.settings.set(MODULE_ID, key, value);
  },
  /**
   * Who last wrote a world setting: the Setting document's `_stats.lastModifiedBy`
   * (client/documents/setting.d.mts: `_stats: fields.DocumentStatsField`; common/data/fields.d.mts
   * DocumentStatsField: "The ID of the user who last modified the Document", one of the
   * `managedFields` the server sets and ignores in creation or update data, so a writer cannot
   * forge it). The document is `game.settings.storage.get("world").getSetting(key)`
   * (client/documents/collections/world-settings.d.mts). `undefined` when the setting was never
   * written (no document), `null` when its document has no writer recorded.
   */
  lastWriter(key: string): string | null | undefined {
    const doc = G().game?.settings?.storage?.get?.("world")?.getSetting?.(`${MODULE_ID}.${key}`);
    if (!doc) return undefined;
    const by = doc._stats?.lastModifiedBy;
    return typeof by === "string" && by ? by : null;
  },
};

/** CONST.USER_ROLES.GAMEMASTER (common/constants.d.mts: NONE 0 … ASSISTANT 3, GAMEMASTER 4) */
function gamemasterRole(): number {
  return Number(G().CONST?.USER_ROLES?.GAMEMASTER ?? 4);
}

export const users = {
  current(): UserLike | null {
    return G().game?.user ?? null;
  },
  /**
   * Foundry's `game.users.activeGM` (client/documents/collections/users.d.mts: "one User who is
   * an active Gamemaster (non-assistant if possible)"): the connected GM of the highest role, the
   * lowest id first; an Assistant GM when no full Gamemaster is connected.
   */
  activeGM(): UserLike | null {
    return G().game?.users?.activeGM ?? null;
  },
  /**
   * The game's one authority: Foundry's active GM when that is a full Gamemaster. When only
   * Assistant GMs are connected there is none, and the game waits read-only (docs/rulings.md).
   */
  authority(): UserLike | null {
    const gm = users.activeGM();
    return gm && users.isFullGM(gm) ? gm : null;
  },
  /** a Gamemaster, not an Assistant GM (users without a role are treated as players) */
  isFullGM(u: UserLike | null): boolean {
    return Boolean(u?.isGM && (u.role ?? 0) >= gamemasterRole());
  },
  get(id: string): UserLike | null {
    return G().game?.users?.get(id) ?? null;
  },
  all(): UserLike[] {
    const u = G().game?.users;
    return u ? Array.from(u) : [];
  },
  /** is this client the authority (the active GM, a full Gamemaster)? */
  isActiveGM(): boolean {
    const me = users.current();
    const gm = users.authority();
    return Boolean(me && gm && gm.id === me.id);
  },
};

export const socket = {
  emit(message: unknown): void {
    G().game.socket.emit(`module.${MODULE_ID}`, message);
  },
  /** Foundry passes the sender's user id (attested by the server) as the 2nd argument. */
  on(fn: (message: unknown, senderId: string) => void): void {
    G().game.socket.on(`module.${MODULE_ID}`, fn);
  },
};

export const i18n = {
  has(key: string): boolean {
    return Boolean(G().game?.i18n?.has?.(key));
  },
  format(key: string, params?: Record<string, string | number>): string {
    const i = G().game?.i18n;
    // localize() walks the nested translations and may land on an object (a key prefix): never
    // hand that on as text
    if (!i?.has?.(key)) return key;
    return params ? i.format(key, params) : i.localize(key);
  },
};

export function notify(kind: "info" | "warn" | "error", text: string): void {
  const n = G().ui?.notifications;
  if (!n) return;
  if (kind === "warn") n.warn(text);
  else if (kind === "error") n.error(text);
  else n.info(text);
}

export const config = {
  registerQuery(name: string, fn: QueryHandler): void {
    G().CONFIG.queries[name] = fn;
  },
  registerLayer(name: string, layerClass: unknown, group: string): void {
    G().CONFIG.Canvas.layers[name] = { layerClass, group };
  },
  registerDataModel(documentName: string, type: string, model: unknown): void {
    G().CONFIG[documentName].dataModels[type] = model;
  },
  /** CONFIG[documentName].typeIcons[type]: the sub-type's icon in Foundry's Create dialog */
  registerTypeIcon(documentName: string, type: string, icon: string): void {
    const c = G().CONFIG[documentName];
    c.typeIcons ??= {};
    c.typeIcons[type] = icon;
  },
  hasLayer(name: string): boolean {
    return Boolean(G().CONFIG?.Canvas?.layers?.[name]);
  },
  hasQuery(name: string): boolean {
    return typeof G().CONFIG?.queries?.[name] === "function";
  },
  /** the sheet ids registered for an Actor sub-type (CONFIG.Actor.sheetClasses[type]) */
  actorSheets(type: string): string[] {
    return Object.keys(G().CONFIG?.Actor?.sheetClasses?.[type] ?? {});
  },
};

/**
 * ui.controls. v13 SceneControls#activate({control}) is async: it calls the old control's
 * onChange(event, false), renders, and calls the new control's onChange(event, true) once the
 * render is done. Resolves when that is over.
 */
export const sceneControls = {
  async activate(control: string): Promise<void> {
    await G().ui?.controls?.activate?.({ control });
  },
};

/** game.release: the Foundry generation (13, 14 …), for the few places v14 differs (v14.ts). */
export const release = {
  generation(): number {
    const g = Number(G().game?.release?.generation);
    return Number.isFinite(g) && g > 0 ? g : 13;
  },
};

/** What our canvas layer uses of Foundry's InteractionLayer (a PIXI.Container). */
export interface LayerBase extends Container {
  readonly active: boolean;
  /** make this the active layer: children become interactive (InteractionLayer#activate) */
  activate(options?: { tool?: string }): LayerBase;
  _draw(options: unknown): Promise<void>;
  _tearDown(options: unknown): Promise<void>;
}

/** What our apps use of ApplicationV2 (+ HandlebarsApplicationMixin). */
export interface AppBase {
  rendered: boolean;
  element: HTMLElement;
  render(options?: boolean | Record<string, unknown>): Promise<unknown>;
  close(options?: Record<string, unknown>): Promise<unknown>;
  _onFirstRender?(context: unknown, options: unknown): void;
  _onRender?(context: unknown, options: unknown): void;
  _onClose?(options: unknown): void;
  /** HandlebarsApplicationMixin: one root element per part, keyed by part id */
  _renderHTML(context: unknown, options: unknown): Promise<Record<string, HTMLElement>>;
}

/** What our faction sheet uses of ActorSheetV2 (a DocumentSheetV2 whose element is a form). */
export interface ActorSheetBase extends AppBase {
  readonly actor: ActorLike;
}

/** The sheet registration options (DocumentSheetConfig.SheetRegistrationOptions). */
export interface SheetOptions {
  types: string[];
  makeDefault: boolean;
  label: string;
}

/** Base classes, looked up at call time (they only exist once Foundry has loaded). */
export interface FoundryBases {
  TypeDataModel: new (...args: any[]) => object;
  fields: Record<string, new (...args: any[]) => unknown>;
  InteractionLayer: (new () => LayerBase) & { layerOptions?: Record<string, unknown> };
  ApplicationV2: new (options?: object) => AppBase;
  HandlebarsApplicationMixin: <T extends new (options?: object) => AppBase>(base: T) => T;
  ActorSheetV2: new (options?: object) => ActorSheetBase;
}
export function bases(): FoundryBases {
  const f = G().foundry;
  return {
    TypeDataModel: f.abstract.TypeDataModel,
    fields: f.data.fields,
    InteractionLayer: f.canvas?.layers?.InteractionLayer ?? G().InteractionLayer,
    ApplicationV2: f.applications.api.ApplicationV2,
    HandlebarsApplicationMixin: f.applications.api.HandlebarsApplicationMixin,
    ActorSheetV2: f.applications.sheets.ActorSheetV2,
  };
}

/** DocumentSheetConfig.registerSheet(Actor, module id, sheet, options), at init. */
export function registerActorSheet(sheet: unknown, options: SheetOptions): void {
  G().foundry.applications.apps.DocumentSheetConfig.registerSheet(G().Actor, MODULE_ID, sheet, options);
}

/** Foundry's CONST (common/constants.d.mts), read at call time. */
export const constants = {
  /** CONST.DOCUMENT_OWNERSHIP_LEVELS */
  ownership(): { NONE: number; LIMITED: number; OBSERVER: number; OWNER: number } {
    return G().CONST.DOCUMENT_OWNERSHIP_LEVELS;
  },
  /** v14 CONST.FOG_EXPLORATION_MODES.DISABLED (v14.ts) */
  fogDisabled(): number {
    return Number(G().CONST.FOG_EXPLORATION_MODES?.DISABLED ?? 0);
  },
  /** CONST.GRID_TYPES.GRIDLESS */
  gridless(): number {
    return G().CONST.GRID_TYPES.GRIDLESS;
  },
};

export const documents = {
  actors(): ActorLike[] {
    const a = G().game?.actors;
    return a ? Array.from(a) : [];
  },
  /** the game system's id (game.system.id), e.g. "dnd5e" */
  systemId(): string {
    return String(G().game?.system?.id ?? "");
  },
  async createActor(data: Record<string, unknown>): Promise<ActorLike | null> {
    return (await G().Actor.create(data)) ?? null;
  },
  cardStacks(): CardsLike[] {
    const c = G().game?.cards;
    return c ? Array.from(c) : [];
  },
  async createCards(data: Record<string, unknown>): Promise<CardsLike | null> {
    return (await G().Cards.create(data)) ?? null;
  },
  scenes(): SceneLike[] {
    const c = G().game?.scenes;
    return c ? Array.from(c) : [];
  },
  async createScene(data: Record<string, unknown>): Promise<SceneLike | null> {
    return (await G().Scene.create(data)) ?? null;
  },
};

export function cardList(stack: CardsLike): CardLike[] {
  const c = stack.cards as any;
  return Array.isArray(c) ? c : Array.from(c.contents ?? c);
}

/** A Roll carrying a die result the engine already rolled (seeded), so dice modules show it. */
export function rollFromResult(faces: number, result: number): unknown {
  const R = G().Roll;
  if (!R?.fromData) return null;
  return R.fromData({
    class: "Roll",
    formula: `1d${faces}`,
    terms: [
      {
        class: "Die",
        number: 1,
        faces,
        modifiers: [],
        results: [{ result, active: true }],
        evaluated: true,
        options: {},
      },
    ],
    total: result,
    evaluated: true,
    options: {},
  });
}

export async function createChatMessage(data: {
  content: string;
  rolls: unknown[];
  speakerAlias: string;
  flags: Record<string, unknown>;
}): Promise<void> {
  const CM = G().ChatMessage;
  if (!CM) return;
  await CM.create({
    content: data.content,
    rolls: data.rolls,
    speaker: { alias: data.speakerAlias },
    flags: { [MODULE_ID]: data.flags },
  });
}

/** game.messages and the chat log (v13 ChatLog#updateMessage renders one message again). */
export const chatLog = {
  messages(): FlagDoc[] {
    const m = G().game?.messages;
    return m ? Array.from(m) : [];
  },
  update(message: FlagDoc): void {
    void G().ui?.chat?.updateMessage?.(message);
  },
};

export const canvasApi = {
  scene(): FlagDoc | null {
    return G().canvas?.scene ?? null;
  },
  layer<T>(name: string): T | null {
    return (G().canvas?.[name] as T) ?? null;
  },
  /** the scene rectangle inside the canvas (padding excluded) */
  sceneRect(): { x: number; y: number; width: number; height: number } | null {
    const d = G().canvas?.dimensions;
    return d ? { x: d.sceneX, y: d.sceneY, width: d.sceneWidth, height: d.sceneHeight } : null;
  },
  /** the whole canvas rectangle, for a hit area that catches every click */
  rect(): IHitArea | null {
    return G().canvas?.dimensions?.rect ?? null;
  },
  ready(): boolean {
    return Boolean(G().canvas?.ready);
  },
};

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
}

/** game.modules.get("andean-abyss").api, for macros and other modules. */
export function setModuleApi(api: Record<string, unknown>): void {
  const mod = G().game?.modules?.get?.(MODULE_ID);
  if (mod) mod.api = api;
}

/**
 * The address of a file in this module's folder, under the server's route prefix if it has one
 * (foundry.utils.getRoute, common/utils/helpers.d.mts): Foundry serves a module's files at
 * `modules/<id>/…`.
 */
export function moduleFile(file: string): string {
  return String(G().foundry.utils.getRoute(`modules/${MODULE_ID}/${file}`));
}
