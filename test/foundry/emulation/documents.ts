// Foundry documents as the adapter meets them, emulated from the v13 declarations:
// - common/utils/helpers.d.mts `mergeObject`: recursive merge by default, `recursive: false`
//   replaces inner objects, `-=key` deletes and `==key` replaces (performDeletions), dotted keys
//   are expanded first (`expandObject`).
// - Document#update(changes, operation): the changes merge into the source (operation.recursive
//   defaults to true; `diff` only decides whether unchanged data is sent at all), then every
//   client's `update<Type>` hook runs with (document, changed, operation, userId).
// - Document#setFlag / getFlag: flags.<scope>.<key>, merged like any update.
// - An Actor of a sub-type with a data model (CONFIG.Actor.dataModels) is validated against it
//   on create and on every update, before anything is written (emulation/fields.ts); `system` is
//   the data prepared from the source by that model.
// - A system whose Actor class refuses module sub-types (pf2e, sf2e: their Actor proxy throws
//   for a type like "andean-abyss.faction"), for the degrade-on-purpose path.
// - Scene.create(data) and Scene#activate() (client/documents/scene.d.mts): activating a Scene
//   makes it the one active Scene of the world (every other one is deactivated). The Scene's
//   `fog` is a SchemaField: keys it does not define are dropped from the data, and missing ones
//   take their initial value. v13 (common/documents/scene.d.mts): `fog.exploration`, a boolean,
//   initially true. v14: `fog.mode`, one of CONST.FOG_EXPLORATION_MODES, initially INDIVIDUAL
//   (src/foundry/v14.ts); a v13 `exploration` given to v14 is dropped, fog stays on.
import { prepareSystem, validateSystem } from "./fields";
import { expandObject, getProperty } from "./i18n";

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

export function mergeObject(original: Obj, other: Obj, opts: { recursive?: boolean } = {}): Obj {
  const recursive = opts.recursive ?? true;
  for (const [rawKey, value] of Object.entries(expandObject(other as Record<string, unknown>))) {
    if (rawKey.startsWith("-=")) {
      delete original[rawKey.slice(2)];
      continue;
    }
    if (rawKey.startsWith("==")) {
      original[rawKey.slice(2)] = structuredClone(value);
      continue;
    }
    const cur = original[rawKey];
    if (recursive && isObj(cur) && isObj(value)) mergeObject(cur, value as Obj, { recursive: true });
    else original[rawKey] = structuredClone(value);
  }
  return original;
}

/**
 * Hooks as the document layer fires them; set by the harness. `callAll` runs on every connected
 * client; `call` runs on the writing client only and is false when a hooked function returned an
 * explicit false (client/hooks.d.mts: pre-operation hooks and dealCards/passCards/returnCards).
 */
export const documentHooks = {
  callAll: (_name: string, ..._args: unknown[]): void => {},
  call: (_name: string, ..._args: unknown[]): boolean => true,
  userId: (): string => "",
};

let nextId = 1;
export const newId = (): string => `doc${String(nextId++).padStart(13, "0")}`;

export class EmulatedDocument {
  static documentName = "Document";
  id: string;
  protected source: Obj;

  constructor(data: Obj) {
    this.id = typeof data._id === "string" ? data._id : newId();
    this.source = structuredClone({ flags: {}, ...data, _id: this.id });
  }

  get flags(): Record<string, Obj> {
    return this.source.flags as Record<string, Obj>;
  }

  getFlag(scope: string, key: string): unknown {
    return structuredClone(getProperty(this.flags, `${scope}.${key}`));
  }

  async setFlag(scope: string, key: string, value: unknown): Promise<this> {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }

  async unsetFlag(scope: string, key: string): Promise<this> {
    return this.update({ [`flags.${scope}.-=${key}`]: null });
  }

  /** the document's schema check of a whole source; throws as Foundry does */
  protected validateSource(_source: Obj): void {}

  async update(changes: Obj, operation: Obj = {}): Promise<this> {
    const changed = structuredClone(changes);
    const next = mergeObject(structuredClone(this.source), structuredClone(changed), {
      recursive: operation.recursive !== false,
    });
    this.validateSource(next);
    mergeObject(this.source, changed, { recursive: operation.recursive !== false });
    const type = (this.constructor as typeof EmulatedDocument).documentName;
    documentHooks.callAll(`update${type}`, this, expandObject(changed), operation, documentHooks.userId());
    return this;
  }

  toObject(): Obj {
    return structuredClone(this.source);
  }
}

/** CONFIG.Actor.dataModels[type] of this realm */
function actorModel(type: string) {
  const cfg = (globalThis as { CONFIG?: { Actor?: { dataModels?: Record<string, never> } } }).CONFIG;
  return cfg?.Actor?.dataModels?.[type] as { defineSchema(): Record<string, unknown> } | undefined;
}

export class EmulatedActor extends EmulatedDocument {
  static override documentName = "Actor";
  get type(): string {
    return String(this.source.type);
  }
  get name(): string {
    return String(this.source.name);
  }
  get system(): Obj {
    return prepareSystem(actorModel(this.type), this.source.system);
  }
  protected override validateSource(source: Obj): void {
    validateSystem(actorModel(String(source.type)), "Actor", source.system);
  }
  get ownership(): Record<string, number> {
    return (this.source.ownership ?? {}) as Record<string, number>;
  }
}

/** Actor.create under a system that accepts module sub-types (core, dnd5e …) or refuses them. */
export function actorClass(actors: EmulatedActor[], opts: { refusesModuleSubtypes: boolean }) {
  return {
    documentName: "Actor",
    async create(data: Obj): Promise<EmulatedActor> {
      if (opts.refusesModuleSubtypes && String(data.type).includes("."))
        throw new Error(`actor module sub-types are not supported (${String(data.type)})`);
      validateSystem(actorModel(String(data.type)), "Actor", data.system);
      const a = new EmulatedActor({ ownership: { default: 0 }, system: {}, ...data });
      actors.push(a);
      documentHooks.callAll("createActor", a, {}, documentHooks.userId());
      return a;
    },
  };
}

export class EmulatedScene extends EmulatedDocument {
  static override documentName = "Scene";
  constructor(
    data: Obj,
    private readonly all: EmulatedScene[],
  ) {
    super(data);
  }
  get name(): string {
    return String(this.source.name);
  }
  get active(): boolean {
    return this.source.active === true;
  }
  /** the data the Scene was created with (tests read it) */
  get data(): Obj {
    return this.toObject();
  }
  async activate(): Promise<this> {
    for (const other of this.all) if (other !== this && other.active) await other.update({ active: false });
    return this.update({ active: true });
  }
}

/** Scene.create: only a GM may create a Scene (the server refuses anyone else). */
/** The Scene `fog` field as the generation's schema cleans it. */
export function cleanFog(fog: unknown, generation: number): Obj {
  const given = isObj(fog) ? fog : {};
  if (generation >= 14) {
    const mode = Number.isInteger(given.mode) && [0, 1, 2].includes(given.mode as number) ? given.mode : 1;
    return { mode };
  }
  return { exploration: typeof given.exploration === "boolean" ? given.exploration : true };
}

export function sceneClass(scenes: EmulatedScene[], isGM: () => boolean, generation = 13) {
  return {
    async create(data: Obj): Promise<EmulatedScene> {
      if (!isGM()) throw new Error("You do not have permission to create a new Scene");
      const s = new EmulatedScene({ active: false, ...data, fog: cleanFog(data.fog, generation) }, scenes);
      scenes.push(s);
      return s;
    },
  };
}
