// 2.1 Set up: seats, options, deck preparation, Standard Deployment (or Open Deployment decisions).
import { nextRandom, seedState, shuffle } from "./core/rng";
import { EVENT_CARDS, PROPAGANDA_CARDS } from "./data/cards";
import { SPACE_IDS, SPACE_INDEX } from "./data/map";
import { FACTIONS, type Faction, type GameState, P, type PieceKind, type Setup } from "./types";

/** Standard Deployment (2.1): Support levels and forces. */
export const STANDARD_LEVELS: Record<string, number> = {
  atlantico: 2,
  santander: 2,
  bogota: 2,
  medellin: 2,
  bucaramanga: 2,
  ibague: 2,
  "santa-marta": 2,
  cartagena: 2,
  cucuta: 2,
  neiva: 2,
  pasto: 2,
  sincelejo: 2,
  choco: -2,
  arauca: -2,
  "meta-east": -2,
  "meta-west": -2,
  guaviare: -2,
  putumayo: -2,
  narino: -2,
};

type Placement = [string, PieceKind, number];
export const STANDARD_FORCES: Record<Faction, Placement[]> = {
  govt: [
    ["bogota", "troops", 3],
    ["medellin", "troops", 3],
    ["cali", "troops", 3],
    ["santander", "troops", 3],
    ["bogota", "police", 2],
    ...[
      "cali",
      "medellin",
      "bucaramanga",
      "ibague",
      "santa-marta",
      "cartagena",
      "cucuta",
      "neiva",
      "pasto",
      "sincelejo",
    ].map((c): Placement => [c, "police", 1]),
    ["santander", "govtBase", 1],
  ],
  farc: [
    ...["narino", "choco", "santander", "huila", "arauca", "meta-east"].map(
      (c): Placement => [c, "farcU", 1],
    ),
    ...["meta-west", "guaviare", "putumayo"].map((c): Placement => [c, "farcU", 2]),
    ...["choco", "huila", "arauca", "meta-east", "meta-west", "guaviare"].map(
      (c): Placement => [c, "farcBase", 1],
    ),
  ],
  auc: [
    ...["atlantico", "antioquia", "santander", "arauca", "guaviare", "putumayo"].map(
      (c): Placement => [c, "aucU", 1],
    ),
    ["antioquia", "aucBase", 1],
  ],
  cartels: [
    ["cali", "cartelsU", 1],
    ["putumayo", "cartelsU", 1],
    ...["cali", "meta-east", "meta-west", "guaviare"].map((c): Placement => [c, "cartelsBase", 1]),
    ["putumayo", "cartelsBase", 2],
  ],
};

/** Deck preparation (2.1): 12 Events set aside unseen, 4 piles each with a Propaganda card. */
export function prepareDeck(s: GameState): number[] {
  const events = shuffle(s, EVENT_CARDS.slice()).slice(12);
  const pile = events.length / 4;
  const deck: number[] = [];
  for (let p = 0; p < 4; p++) {
    const part = events.slice(p * pile, (p + 1) * pile);
    part.push(PROPAGANDA_CARDS[p]);
    deck.push(...shuffle(s, part));
  }
  return deck;
}

export function emptyState(setup: Setup): GameState {
  const seats = { ...setup.seats };
  const s: GameState = {
    v: 1,
    seq: 0,
    seats,
    runBy: { ...(setup.runBy ?? {}) },
    options: { shortGame: false, noReveal: false, ...(setup.options ?? {}) },
    spaces: SPACE_IDS.map(() => ({ f: new Array(12).fill(0), sup: 0, terror: 0, zone: false })),
    resources: { govt: 40, farc: 10, auc: 10, cartels: 10 },
    aid: 9,
    presidente: 0,
    eligible: { govt: true, farc: true, auc: true, cartels: true },
    shipments: [],
    deck: [],
    played: [],
    current: null,
    propagandaPlayed: 0,
    lastRound: false,
    card: { acted: {}, executed: [], shipped: [], stayEligible: [], forceIneligible: [] },
    capabilities: {},
    momentum: [],
    frames: [],
    rng: seedState(setup.seed),
    barrier: 0,
    cardStart: 0,
    ended: null,
  };
  nextRandom(s); // stir the seed once
  if (setup.dice?.length) s.dice = setup.dice.slice();
  const byPurpose = setup.diceFor?.filter((e) => e.dice.length);
  if (byPurpose?.length) s.diceFor = byPurpose.map((e) => ({ for: { ...e.for }, dice: e.dice.slice() }));
  return s;
}

export function deployStandard(s: GameState, factions: readonly Faction[] = FACTIONS): void {
  for (const [id, lv] of Object.entries(STANDARD_LEVELS)) s.spaces[SPACE_INDEX[id]].sup = lv;
  for (const f of factions)
    for (const [id, k, n] of STANDARD_FORCES[f]) s.spaces[SPACE_INDEX[id]].f[P[k]] += n;
}

/**
 * 1.5 / 1.5.1 seats for a player count. Players take Government, FARC, AUC, Cartels in that order.
 * By default (2nd edition) leftover Factions are spare Factions run by players: with 3 players
 * the AUC player runs the Cartels, with 2 the Government runs the AUC and the FARC the Cartels.
 * With the Non-player option they are Non-players instead (section 8). A 1-player game always
 * has Non-players.
 */
export function defaultSeats(players: number, nonPlayers = false): Pick<Setup, "seats" | "runBy"> {
  const order: Faction[] = ["govt", "farc", "auc", "cartels"];
  const seats = Object.fromEntries(order.map((f, i) => [f, i < players ? "player" : "nonplayer"])) as Record<
    Faction,
    "player" | "nonplayer"
  >;
  if (nonPlayers || players <= 1 || players >= 4) return { seats, runBy: {} };
  const runBy: Partial<Record<Faction, Faction>> =
    players === 3 ? { cartels: "auc" } : { auc: "govt", cartels: "farc" };
  for (const f of Object.keys(runBy) as Faction[]) seats[f] = "player";
  return { seats, runBy };
}
