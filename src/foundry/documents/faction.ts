// The faction Actor (sub-type "andean-abyss.faction"): a read-only mirror of the engine state for
// its sheet and for macros; created when a game starts, one per Faction. Never a source of truth.
// The Faction's pieces are not Tokens: they live on the module's board layer, where every move
// goes through the rules (a Token's free movement would ignore them).
import {
  available,
  basesOnMap,
  effectiveMargins,
  FACTIONS,
  type Faction,
  type GameState,
  type PieceKind,
} from "../../engine/index";
import { FACTION_TYPE, MODULE_ID } from "../constants";
import { t } from "../i18n";
import type { Owners } from "../saved-game";
import { type ActorLike, bases, constants, documents, notify } from "../shim";

export interface FactionData {
  faction: Faction;
  seat: string;
  resources: number;
  eligible: boolean;
  /** Available Forces (1.4.1) by piece kind */
  available: Record<string, number>;
  basesOnMap: number;
  /** victory margin (7.2), spare Factions counted with their runner (1.5.1) */
  margin: number;
  owners: string[];
}

const AVAILABLE_KINDS: Record<Faction, PieceKind[]> = {
  govt: ["troops", "police", "govtBase"],
  farc: ["farcU", "farcBase"],
  auc: ["aucU", "aucBase"],
  cartels: ["cartelsU", "cartelsBase"],
};

/** The mirror data for one Faction (pure). */
export function factionData(s: GameState, f: Faction, owners: Owners): FactionData {
  const av: Record<string, number> = {};
  for (const k of AVAILABLE_KINDS[f]) av[k] = available(s, k);
  return {
    faction: f,
    seat: s.seats[f],
    resources: s.resources[f],
    eligible: s.eligible[f],
    available: av,
    basesOnMap: basesOnMap(s, f),
    margin: effectiveMargins(s)[f],
    owners: owners[f].slice(),
  };
}

/** The TypeDataModel registered in CONFIG.Actor.dataModels (built at init, once Foundry exists). */
export function defineFactionModel(): unknown {
  const { TypeDataModel, fields } = bases();
  const num = () => new fields.NumberField({ required: true, integer: true, initial: 0 });
  return class FactionModel extends TypeDataModel {
    static defineSchema(): Record<string, unknown> {
      return {
        faction: new fields.StringField({ required: true, choices: [...FACTIONS], initial: "govt" }),
        seat: new fields.StringField({ required: true, initial: "player" }),
        resources: num(),
        eligible: new fields.BooleanField({ initial: true }),
        available: new fields.ObjectField({ initial: {} }),
        basesOnMap: num(),
        margin: num(),
        owners: new fields.ArrayField(new fields.StringField()),
      };
    }
  };
}

/** Foundry's Actor class refuses module sub-types in these systems (their Actor proxy throws). */
const SYSTEMS_WITHOUT_MODULE_ACTORS = ["pf2e", "sf2e"];

/**
 * Mirror writes of this client in flight. Foundry runs the writer's own update hook before the
 * update resolves, so a change this client makes while the count is up is the mirror's own.
 */
let writing = 0;
export function mirrorWriting(): boolean {
  return writing > 0;
}
async function mirrorUpdate(actor: ActorLike, data: Record<string, unknown>, op?: Record<string, unknown>) {
  writing++;
  try {
    await actor.update(data, op);
  } finally {
    writing--;
  }
}

/** faction → the Actor id this GM client mirrors it to (the flag is only read to find it) */
const actorIds = new Map<Faction, string>();
let unsupported: string | null = null;

function findActor(f: Faction): ActorLike | undefined {
  const all = documents.actors().filter((a) => a.type === FACTION_TYPE);
  const known = actorIds.get(f);
  return all.find((a) => a.id === known) ?? all.find((a) => a.getFlag(MODULE_ID, "faction") === f);
}

/** other faction Actors flagged for Faction f (a pack imported twice, an Actor duplicated) */
function copiesOf(f: Faction, main: ActorLike): ActorLike[] {
  return documents
    .actors()
    .filter((a) => a.type === FACTION_TYPE && a.id !== main.id && a.getFlag(MODULE_ID, "faction") === f);
}
let copiesTold = false;

/** Key-order-free comparison of plain data (documents may reorder keys). */
function canonical(x: unknown): string {
  return JSON.stringify(x, (_k, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** May faction Actors exist in this world? False under systems that reject module sub-types. */
export function factionActorsSupported(): boolean {
  if (unsupported === null && SYSTEMS_WITHOUT_MODULE_ACTORS.includes(systemId())) markUnsupported();
  return unsupported === null;
}

/** Tell the GM once, then go on without the Actors: the panels show the same data. */
function markUnsupported(error?: unknown): void {
  if (unsupported !== null) return;
  unsupported = systemId() || "?";
  console.warn(`${MODULE_ID} | faction Actors are not available under system "${unsupported}"`, error ?? "");
  notify("warn", t("foundry.actors.unsupported", { system: unsupported }));
}

/**
 * Create or update the four faction Actors (GM only) from the state and the GM's owner setting.
 * Ownership is replaced, not merged (an update merges by default, which would keep a player the
 * GM removed). Documents already equal to the mirror are not rewritten.
 */
export async function syncFactionActors(s: GameState, owners: Owners): Promise<void> {
  if (!factionActorsSupported()) return;
  for (const f of FACTIONS) {
    const system = factionData(s, f, owners);
    // everyone observes every Faction; its players own theirs (CONST.DOCUMENT_OWNERSHIP_LEVELS)
    const { OBSERVER, OWNER } = constants.ownership();
    const ownership: Record<string, number> = { default: OBSERVER };
    for (const u of owners[f]) ownership[u] = OWNER;
    const actor = findActor(f);
    if (actor) {
      actorIds.set(f, actor.id);
      // copies mirror the game too, so none goes stale; nothing is deleted (the GM may want them)
      const copies = copiesOf(f, actor);
      // recursive: false replaces `system` and `ownership` whole and leaves other keys alone
      for (const a of [actor, ...copies])
        if (canonical([a.system, a.ownership]) !== canonical([system, ownership]))
          await mirrorUpdate(a, { system, ownership }, { diff: false, recursive: false });
      if (actor.getFlag(MODULE_ID, "faction") !== f)
        await mirrorUpdate(actor, { [`flags.${MODULE_ID}.faction`]: f });
      if (copies.length && !copiesTold) {
        copiesTold = true;
        notify("info", t("foundry.actors.copies", { faction: t(`ui.faction.${f}`), n: copies.length }));
      }
      continue;
    }
    try {
      const made = await documents.createActor({
        name: t(`ui.faction.${f}`),
        type: FACTION_TYPE,
        system,
        ownership,
        flags: { [MODULE_ID]: { faction: f } },
      });
      if (made) actorIds.set(f, made.id);
    } catch (e) {
      markUnsupported(e);
      return;
    }
  }
}

/**
 * updateActor hook: does a change touch a faction Actor's mirrored data (system, ownership or our
 * flag)? Who made it is judged by the caller, on the writer's user id (main.ts).
 */
export function touchesMirror(actor: unknown, changed: unknown): boolean {
  const a = actor as { type?: string } | null;
  if (a?.type !== FACTION_TYPE) return false;
  const c = (changed ?? {}) as Record<string, unknown>;
  const flags = c.flags as Record<string, unknown> | undefined;
  return "system" in c || "ownership" in c || Boolean(flags && MODULE_ID in flags);
}

function systemId(): string {
  return documents.systemId();
}
