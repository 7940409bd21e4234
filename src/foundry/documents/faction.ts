// The faction Actor (sub-type "andean-abyss.faction"): a read-only mirror of the engine state for
// sheets, tokens and macros; created when a game starts, one per Faction. Never a source of truth.
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
import { type ActorLike, bases, documents } from "../shim";

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

const OWNER = 3;
const OBSERVER = 2;
const written = new Map<Faction, string>();

function findActor(f: Faction): ActorLike | undefined {
  return documents.actors().find((a) => a.type === FACTION_TYPE && a.getFlag(MODULE_ID, "faction") === f);
}

/** Create or update the four faction Actors (GM only). Unchanged data is not rewritten. */
export async function syncFactionActors(s: GameState, owners: Owners): Promise<void> {
  for (const f of FACTIONS) {
    const system = factionData(s, f, owners);
    const ownership: Record<string, number> = { default: OBSERVER };
    for (const u of owners[f]) ownership[u] = OWNER;
    const json = JSON.stringify([system, ownership]);
    const actor = findActor(f);
    if (actor && written.get(f) === json) continue;
    if (actor) await actor.update({ system, ownership });
    else
      await documents.createActor({
        name: t(`ui.faction.${f}`),
        type: FACTION_TYPE,
        system,
        ownership,
        flags: { [MODULE_ID]: { faction: f } },
      });
    written.set(f, json);
  }
}

/**
 * The GM changed a faction Actor's ownership in Foundry's dialog: the users with Owner level
 * become that Faction's players. Returns the new owner map, or null when nothing changed.
 */
export function ownersAfterActorEdit(
  actor: { type: string; getFlag(scope: string, key: string): unknown; ownership?: Record<string, number> },
  owners: Owners,
  isPlayer: (userId: string) => boolean,
): Owners | null {
  if (actor.type !== FACTION_TYPE || !actor.ownership) return null;
  const f = actor.getFlag(MODULE_ID, "faction");
  if (!FACTIONS.includes(f as Faction)) return null;
  const ids = Object.entries(actor.ownership)
    .filter(([id, level]) => id !== "default" && level >= OWNER && isPlayer(id))
    .map(([id]) => id)
    .sort();
  const now = owners[f as Faction].slice().sort();
  if (JSON.stringify(ids) === JSON.stringify(now)) return null;
  return { ...owners, [f as Faction]: ids };
}
