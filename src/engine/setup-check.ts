// Validation of an untrusted Setup (a saved game, a socket message) before it reaches createGame.
import { ruleError } from "./core/errors";
import { CARDS } from "./data/cards";
import { SPACE_INDEX } from "./data/map";
import {
  type DiceMatch,
  type DicePurposeKind,
  FACTIONS,
  type Faction,
  type RuleError,
  type Setup,
} from "./types";

const SEATS = new Set(["player", "nonplayer"]);
const OPTIONS = ["shortGame", "noReveal", "plainDie"];
const PURPOSES = new Set<string>(["attack", "kidnap", "randomSpace", "event"] satisfies DicePurposeKind[]);
/** entries of dice by purpose a setup may carry */
export const MAX_PURPOSE_ENTRIES = 500;

const isDie = (d: unknown) => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= 6;

/** why a Setup.diceFor is not acceptable, or null */
function badDiceFor(x: unknown): string | null {
  if (!Array.isArray(x) || x.length > MAX_PURPOSE_ENTRIES) return "diceFor";
  for (const e of x) {
    if (typeof e !== "object" || e === null) return "diceFor entry";
    const { for: m, dice } = e as { for?: unknown; dice?: unknown };
    if (!Array.isArray(dice) || dice.length > MAX_SCRIPTED_DICE || !dice.every(isDie)) return "diceFor dice";
    if (typeof m !== "object" || m === null) return "diceFor purpose";
    const p = m as Record<string, unknown>;
    if (!PURPOSES.has(p.kind as string)) return `diceFor kind ${String(p.kind)}`;
    if (p.faction !== undefined && !FACTIONS.includes(p.faction as Faction)) return "diceFor faction";
    if (p.space !== undefined && !(typeof p.space === "string" && p.space in SPACE_INDEX))
      return "diceFor space";
    if (p.card !== undefined && !(typeof p.card === "number" && CARDS[p.card])) return "diceFor card";
    for (const k of Object.keys(p))
      if (!["kind", "faction", "space", "card"].includes(k)) return `diceFor ${k}`;
  }
  return null;
}

export function validateSetup(x: unknown): RuleError | null {
  const bad = (why: string) => ruleError("badSetup", "2.1", { why });
  if (typeof x !== "object" || x === null) return bad("not an object");
  const s = x as Record<string, unknown>;
  if (typeof s.seed !== "number" || !Number.isFinite(s.seed)) return bad("seed");
  const seats = s.seats as Record<string, unknown> | undefined;
  if (!seats || typeof seats !== "object") return bad("seats");
  // any mix of seats: 0 to 4 people, the others Non-players (section 8; the Government's
  // flowchart is our own, docs/nonplayer-government.md); 8.8's levels apply to a solitaire Government
  for (const f of FACTIONS) if (!SEATS.has(seats[f] as string)) return bad(`seat ${f}`);
  if (s.runBy !== undefined) {
    if (typeof s.runBy !== "object" || s.runBy === null) return bad("runBy");
    for (const [spare, by] of Object.entries(s.runBy as Record<string, unknown>)) {
      if (!FACTIONS.includes(spare as Faction) || !FACTIONS.includes(by as Faction) || spare === by)
        return bad(`runBy ${spare}`);
      if (seats[spare] !== "player" || seats[by as string] !== "player") return bad(`runBy ${spare}`);
      if ((s.runBy as Record<string, unknown>)[by as string] !== undefined)
        return bad(`runBy chain ${spare}`);
    }
    // 1.5.1 a player runs at most one spare Faction
    const runners = Object.values(s.runBy as Record<string, unknown>);
    if (new Set(runners).size !== runners.length) return bad("runBy: one spare Faction per player");
  }
  if (s.deployment !== "standard" && s.deployment !== "open") return bad("deployment");
  if (s.options !== undefined) {
    if (typeof s.options !== "object" || s.options === null) return bad("options");
    for (const [k, v] of Object.entries(s.options))
      if (!OPTIONS.includes(k) || typeof v !== "boolean") return bad(`option ${k}`);
  }
  if (s.deck !== undefined) {
    if (!Array.isArray(s.deck) || s.deck.length === 0 || s.deck.length > 76) return bad("deck");
    const seen = new Set<number>();
    for (const n of s.deck) {
      if (typeof n !== "number" || !CARDS[n] || seen.has(n)) return bad(`deck card ${String(n)}`);
      seen.add(n);
    }
  }
  if (s.dice !== undefined) {
    if (!Array.isArray(s.dice) || s.dice.length > MAX_SCRIPTED_DICE) return bad("dice");
    for (const d of s.dice) if (!Number.isInteger(d) || d < 1 || d > 6) return bad(`die ${String(d)}`);
  }
  if (s.diceFor !== undefined) {
    const why = badDiceFor(s.diceFor);
    if (why) return bad(why);
  }
  return null;
}

/** Scripted dice a setup may carry (a whole published example fits many times over). */
export const MAX_SCRIPTED_DICE = 2000;

/** A clean copy of a validated setup (drops unknown fields). */
export function cleanSetup(s: Setup): Setup {
  const out: Setup = { seed: s.seed, seats: { ...s.seats }, deployment: s.deployment };
  if (s.runBy) out.runBy = { ...s.runBy };
  if (s.options) out.options = { ...s.options };
  if (s.deck) out.deck = s.deck.slice();
  if (s.dice?.length) out.dice = s.dice.slice();
  if (s.diceFor?.length)
    out.diceFor = s.diceFor.map((e) => {
      const m: DiceMatch = { kind: e.for.kind };
      if (e.for.faction !== undefined) m.faction = e.for.faction;
      if (e.for.space !== undefined) m.space = e.for.space;
      if (e.for.card !== undefined) m.card = e.for.card;
      return { for: m, dice: e.dice.slice() };
    });
  return out;
}
