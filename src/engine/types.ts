// Core types shared by every engine module and by the adapters (via index.ts).
// The state is plain JSON: saved games, sockets and snapshots carry it as-is.

export type Faction = "govt" | "farc" | "auc" | "cartels";
export const FACTIONS: readonly Faction[] = ["govt", "farc", "auc", "cartels"];
export const INSURGENTS: readonly Faction[] = ["farc", "auc", "cartels"];

export type SpaceId = string;

/** 1.4.1 the inventory pools (U and A Guerrillas share one) */
export type Pool =
  | "troops"
  | "police"
  | "govtBase"
  | "farcG"
  | "farcBase"
  | "aucG"
  | "aucBase"
  | "cartelsG"
  | "cartelsBase";

/** 3.2 / 3.3 the Operations by name */
export type OpName = "train" | "patrol" | "sweep" | "assault" | "rally" | "march" | "attack" | "terror";
/** 4.0 the Special Activities by name */
export type SaName =
  | "airlift"
  | "airstrike"
  | "eradicate"
  | "extort"
  | "ambush"
  | "kidnap"
  | "assassinate"
  | "cultivate"
  | "process"
  | "bribe";
/** 5.2 the two sides of a dual Event card */
export type Side = "unshaded" | "shaded";

// Structured values of `choose` options (codec in choice.ts).
/** 4.3.3 whom a Kidnap takes from */
export type KidnapTarget = "govt" | "cartels";
export type ViaCubes = "troops" | "police";

export type Choice =
  /** 2.3.3 Pass */
  | { k: "pass" }
  /** 2.3.4 execute the Event, this side */
  | { k: "event"; side: Side }
  /** 2.3.4 / 2.3.5 an Operation (limited: a Limited Operation) */
  | { k: "op"; op: OpName; limited: boolean }
  /** 4.1 a Special Activity */
  | { k: "sa"; sa: SaName }
  /** 2.3.6 give up an own Shipment for a free LimOp (from: which space, when several) */
  | { k: "ship"; from?: SpaceId }
  /** 2.3.6 ask another Faction to give up its Shipment */
  | { k: "askShip"; faction: Faction }
  /** 2.3.6 the asked Faction agrees (from: which space, when several) */
  | { k: "shipAgree"; from?: SpaceId }
  | { k: "shipRefuse" }
  /** 4.5.3 the Shipment goes to this Faction's Guerrilla */
  | { k: "heir"; faction: Faction }
  /** card 11: which cubes Activate in a Sweep space */
  | { k: "via"; cubes: ViaCubes }
  /** 3.3.1 Rally: replace 2 Guerrillas by a Base here / 3.2.1 Train: a Base in this space */
  | { k: "base"; space?: SpaceId }
  /** 3.3.1 Rally in a space with an own Base: move Guerrillas in and flip them Underground */
  | { k: "regroup" }
  /** 3.2.1 Civic Action (space: the Train space chosen for it; none: one more step) */
  | { k: "civic"; space?: SpaceId }
  /** 3.3.3 roll the Attack die */
  | { k: "roll" }
  /** 4.5.3 a moving Guerrilla carries n Shipments along */
  | { k: "carry"; from: SpaceId; to: SpaceId; piece: PieceKind; n: number }
  /** an Event: the Shipment of this Faction's Guerrilla in this space */
  | { k: "shipment"; space: SpaceId; faction: Faction }
  /** 4.5.2 Process: place a Shipment with this Faction's Guerrilla in this space */
  | { k: "process"; space: SpaceId; faction: Faction }
  /** 6.3.3 Drug Profits: cash in the Shipment in this space */
  | { k: "cash"; space: SpaceId }
  /** 6.4.5 Elite Backing: the free Rally */
  | { k: "eliteBacking" }
  /** 4.3.3 Kidnap from this Faction */
  | { k: "target"; target: KidnapTarget }
  /** an Event: one Faction */
  | { k: "faction"; faction: Faction }
  /** an Event: one of the card's modes (label `ui.choose.mode.<mode>`) */
  | { k: "mode"; mode: string }
  /** 8.1 Insurgent Discord: the Government has the 2nd Eligible Non-player take the Event, or Operate */
  | { k: "discord"; event: boolean };

export type SpaceType = "city" | "dept" | "loc" | "foreign";
export type Terrain = "forest" | "mountain" | "grassland";

/** Piece kinds; Guerrillas carry their Underground (U) / Active (A) state (1.4.3). */
export type PieceKind =
  | "troops"
  | "police"
  | "govtBase"
  | "farcU"
  | "farcA"
  | "farcBase"
  | "aucU"
  | "aucA"
  | "aucBase"
  | "cartelsU"
  | "cartelsA"
  | "cartelsBase";

/** Index of each piece kind inside SpaceState.f (a fixed-length count array, for speed). */
export const P = {
  troops: 0,
  police: 1,
  govtBase: 2,
  farcU: 3,
  farcA: 4,
  farcBase: 5,
  aucU: 6,
  aucA: 7,
  aucBase: 8,
  cartelsU: 9,
  cartelsA: 10,
  cartelsBase: 11,
} as const satisfies Record<PieceKind, number>;
export const PIECE_KINDS = Object.keys(P) as PieceKind[];

/** Support/Opposition level (1.6.1): -2 Active Opposition … 0 Neutral … +2 Active Support. */
export type Level = -2 | -1 | 0 | 1 | 2;

export interface SpaceState {
  /** piece counts indexed by P */
  f: number[];
  /** Support (+) / Opposition (−) level */
  sup: number;
  /** Terror markers (City/Dept) or Sabotage marker (LoC, 0 or 1) (3.3.4) */
  terror: number;
  /** FARC Zone (6.4.4) */
  zone: boolean;
}

export interface Shipment {
  /** space index where the holding Guerrilla stands */
  s: number;
  /** owning Faction: the Faction of the Guerrilla carrying it (4.5.3) */
  f: Faction;
  /**
   * 4.5.3 set when the Faction that held it lost its last Guerrilla here while two other Factions
   * could take it: `f` is the heir by rule until that Faction chooses (flow/ship-heir.ts)
   */
  ask?: Faction;
}

export type Seat = "player" | "nonplayer";

export interface GameOptions {
  /** 2.4.1 Short Game: the 3rd Propaganda card's Round is final */
  shortGame: boolean;
  /** "No Reveal" (1st-ed. option): the next card stays hidden; 2.3.9 is ignored */
  noReveal: boolean;
  /**
   * 8.2 Play Note: a Non-player's random pick among a few candidates (2 to 6) takes one plain die
   * (bots/random-space.ts equalChance) instead of the chart; missing: off
   */
  plainDie?: boolean;
}

export interface Setup {
  seed: number;
  /** who sits at each Faction; spare Factions (1.5.1) are run by the player named in `runBy` */
  seats: Record<Faction, Seat>;
  /** spare Faction → the Faction whose player runs it (1.5.1) */
  runBy?: Partial<Record<Faction, Faction>>;
  deployment: "standard" | "open";
  options?: Partial<GameOptions>;
  /** explicit draw order (card numbers, top first) for tutorials and tests */
  deck?: number[];
  /**
   * scripted die results (1-6), used in order before the seeded generator: every die the game
   * rolls (Attack, Air Strike…, and the Non-players' random-space dice, 8.2) takes the next one,
   * so a printed example of play replays exactly (docs/protocol.md)
   */
  dice?: number[];
  /**
   * scripted dice by purpose: each die rolled for a purpose an entry matches (this Attack in this
   * space on this card, this Non-player's random picks…) takes the entry's next die, before
   * `dice` and the generator, which it leaves as they were. A printed example of play replays
   * with its dice without knowing the order in which the engine rolls them (core/rng.ts).
   */
  diceFor?: PurposeDice[];
}

/**
 * What a die is rolled for. `card`: the card being played (null: none, e.g. during setup).
 * - attack: 3.3.3 an Attack's die (card 19's free Attack, card 26's Cartels attack included);
 * - kidnap: 4.3.3 the Kidnap die;
 * - randomSpace: a Non-player's random picks (8.2 / 8.3), every die of them in order;
 * - event: a die an Event's text rolls (cards 15 and 45; `faction`: the one executing it).
 */
export type DicePurpose =
  | { kind: "attack"; faction: Faction; space: SpaceId; card: number | null }
  | { kind: "kidnap"; faction: Faction; space: SpaceId; card: number | null }
  | { kind: "randomSpace"; faction: Faction; card: number | null }
  | { kind: "event"; faction: Faction; card: number };

export type DicePurposeKind = DicePurpose["kind"];

/** the purposes an entry matches: the kind, and any of faction / space / card it names */
export interface DiceMatch {
  kind: DicePurposeKind;
  faction?: Faction;
  space?: SpaceId;
  card?: number;
}

export interface PurposeDice {
  for: DiceMatch;
  /** die results (1-6), taken in order */
  dice: number[];
}

export type Presidente = 0 | 1 | 2; // Samper, Pastrana, Uribe (6.4.3)

export interface CardPlay {
  /** what each Faction did on this card so far */
  acted: Partial<Record<Faction, "pass" | "op" | "opsa" | "limop" | "event">>;
  /** Factions that executed (not passed), in order */
  executed: Faction[];
  /** Factions that already benefited from a Shipment this card (2.3.6) */
  shipped: Faction[];
  /** Factions an Event left Eligible (e.g. card 36) or made Ineligible */
  stayEligible: Faction[];
  forceIneligible: Faction[];
  /** 1.5.2 transfers made on this card so far (capped: MAX_TRANSFERS_PER_CARD); missing: 0 */
  transfers?: number;
  /** 2.3.7 Factions an Event marked Ineligible through the next card (cards 23, 24); missing: none */
  ineligibleThroughNext?: Faction[];
  /** 8.1 Insurgent Discord: what the Government chose for the 2nd Eligible Non-player; missing: not asked */
  discord?: "event" | "op";
  /** spaces selected by Sweep / Assault Operations this card (cards 2 and 3 shaded); missing: 0 */
  sweepSpaces?: number;
  assaultSpaces?: number;
}

export interface GameState {
  v: 1;
  /** number of commands applied so far; a Command must carry the current value */
  seq: number;
  seats: Record<Faction, Seat>;
  runBy: Partial<Record<Faction, Faction>>;
  options: GameOptions;
  spaces: SpaceState[];
  resources: Record<Faction, number>;
  aid: number;
  presidente: Presidente;
  eligible: Record<Faction, boolean>;
  shipments: Shipment[];
  /** draw pile, top first */
  deck: number[];
  /** played pile, most recent last; the current card is the last one while it is being played */
  played: number[];
  current: number | null;
  propagandaPlayed: number;
  /** the previous card was a Propaganda card whose Round was conducted (6.0 exception) */
  lastRound: boolean;
  card: CardPlay;
  /** Govt Capabilities in play: card number → side (5.3) */
  capabilities: Record<number, "unshaded" | "shaded">;
  /** Insurgent Momentum cards in play until Reset (5.4) */
  momentum: number[];
  /** 5.4 the Faction that executed a Momentum card whose effect names it (card 42 shaded); missing: none */
  momentumBy?: Partial<Record<number, Faction>>;
  /** the frame stack: what the game is doing now (top = last) */
  frames: Frame[];
  /** seeded generator state (core/rng.ts) */
  rng: number;
  /** scripted dice not rolled yet (Setup.dice); missing: none left */
  dice?: number[];
  /** scripted dice by purpose not rolled yet (Setup.diceFor); missing: none left */
  diceFor?: PurposeDice[];
  /** the Non-player bots' notepads (flow/command-note.ts), kept until the next card; never read by the rules */
  botNotes?: Partial<Record<Faction, BotNote>>;
  /** seq at which the last die roll or card reveal happened: undo never crosses it */
  barrier: number;
  /** seq at which the current card started (GM roll-back points are derived from replay) */
  cardStart: number;
  ended: GameResult | null;
  /** card 33 shaded made Ecuador a 0-Pop Department for the rest of the game; missing: false */
  ecuador?: boolean;
  /** card 71 shaded made Panamá a 0-Pop Forest Department for the rest of the game; missing: false */
  panama?: boolean;
  /** card 49 unshaded: pieces taken out of the game for good, per inventory pool (1.4.1); missing: none */
  outOfPlay?: Partial<Record<Pool, number>>;
}

export interface GameResult {
  reason: "victory" | "final";
  /** Factions in rank order, best first (7.1) */
  ranking: Faction[];
  margins: Record<Faction, number>;
  /** the Faction(s) whose check was met, for a Propaganda victory */
  winner: Faction | null;
  /** 1-player level (8.8) when only the Government is a player */
  soloLevel?: "failure" | "stalemate" | "progress" | "triumph";
}

/** A frame is plain JSON; its `k` names the handler in flow/registry.ts. */
export interface Frame {
  k: string;
  [key: string]: unknown;
}

/** A message for people: a lang key plus parameters (never a literal sentence). */
export interface Msg {
  key: string;
  params?: Record<string, string | number>;
}

/** The body of a Command: small, physical, JSON. Options in a Decision have this shape. */
export type CommandBody =
  | { t: "choose"; v: string }
  | { t: "space"; s: SpaceId }
  | { t: "place"; p: PieceKind; s: SpaceId }
  | { t: "remove"; p: PieceKind; s: SpaceId }
  | { t: "flip"; p: PieceKind; s: SpaceId }
  | { t: "move"; p: PieceKind; from: SpaceId; to: SpaceId }
  | { t: "done" };

/**
 * A Command as sent by a client, bot or replay. `meta` is never read by the rules. `dice`: the
 * dice a Non-player rolled to make this choice (8.2, 8.3): they must be the game's next dice
 * (flow/command-dice.ts); the engine rolls and logs them before applying the body.
 */
export type Command = CommandBody & {
  seq: number;
  by: Faction;
  meta?: Record<string, unknown>;
  dice?: number[];
  /** a Non-player bot's notepad for the action under way (flow/command-note.ts); never read by the rules */
  note?: BotNote;
};

/** A Non-player bot's notepad: flat plain JSON (strings, numbers, booleans, short lists). */
export type BotNote = Record<string, string | number | boolean | number[] | string[]>;

/** A negotiated transfer (1.5.2): a side command, outside the Decision's options. */
export interface Transfer {
  t: "transfer";
  seq: number;
  by: Faction;
  to: Faction;
  resources?: number;
  /** index into state.shipments */
  shipment?: number;
}

/**
 * An option of a Decision: a CommandBody; a choose option also carries its structured value `c`
 * (choice.ts), so programs never parse `v`. Commands sent back keep the plain body shape.
 */
export type Option = Exclude<CommandBody, { t: "choose" }> | { t: "choose"; v: string; c: Choice };

/**
 * What kind of step a Decision is, for programs (bots, hosts) — never read from the prompt key.
 * Derived from its options (flow/decide.ts): a step whose options move pieces is `movePiece`, and
 * so on; a choice among named values is classified by their Choice kinds.
 */
export type DecisionKind =
  /** 2.3.3-2.3.5 Pass, an Event side or an Operation (also an Event's free Operation) */
  | "chooseAction"
  /** 4.1 a Special Activity (or Done) */
  | "chooseSpecial"
  /** a Faction (4.5.3 heir, 2.3.6 ask for a Shipment, an Event's Faction) */
  | "chooseFaction"
  /** another named choice (a card's mode, Civic Action, the Attack roll, Drug Profits…) */
  | "chooseOption"
  | "selectSpace"
  | "placePiece"
  | "removePiece"
  | "flipPiece"
  | "movePiece"
  /** only Done */
  | "confirm"
  /** the game has ended: no options */
  | "gameOver";

export interface Decision {
  kind: DecisionKind;
  /** who must choose; null once the game has ended */
  faction: Faction | null;
  prompt: Msg;
  options: Option[];
  context: DecisionContext;
  /** the rule that governs this choice, cited when an option is refused */
  rule?: string;
}

export type DecisionPhase = "deploy" | "sabotage" | "resources" | "support" | "redeploy" | "victory";

export interface DecisionContext {
  card?: number;
  op?: OpName;
  sa?: SaName;
  event?: Side;
  space?: SpaceId;
  /** Resources the current action has spent so far */
  spent?: number;
  phase?: DecisionPhase;
  /** how many more of this step may still be done (pieces, spaces, moves), when limited */
  left?: number;
  /** Resources one more space costs, when the step costs Resources */
  cost?: number;
}

export interface RuleError {
  code: string;
  rule: string;
  message: Msg;
}

export interface LogEntry extends Msg {
  faction?: Faction;
  /** a Non-player's reasoning (hosts show it apart from what happened), never from the engine */
  narration?: true;
  /** die results shown as rolls by the hosts */
  roll?: number;
}

export interface ApplyResult {
  state: GameState;
  log: LogEntry[];
}

export function isRuleError(x: unknown): x is RuleError {
  return typeof x === "object" && x !== null && "code" in x && "rule" in x && "message" in x;
}
