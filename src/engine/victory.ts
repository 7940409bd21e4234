// 7.0 Victory: conditions (7.2), margins and ranking (7.1, 7.3), spare Factions (1.5.1),
// Non-player wins (7.1) and the 1-player levels (8.8).
import { type Ctx, log } from "./core/mutate";
import { margins } from "./core/queries";
import { FACTIONS, type Faction, type GameResult, type GameState } from "./types";

/** 7.2 does a Faction meet its victory condition right now? */
export function meetsCondition(s: GameState, f: Faction): boolean {
  return margins(s)[f] > 0;
}

/** The Faction whose player runs f (itself unless it is a spare Faction, 1.5.1). */
export function runner(s: GameState, f: Faction): Faction {
  return s.runBy[f] ?? f;
}

/**
 * Effective margins: a player running two Factions counts the lower of the two (1.5.1);
 * both Factions show that value.
 */
export function effectiveMargins(s: GameState): Record<Faction, number> {
  const m = margins(s);
  const out = { ...m };
  for (const f of FACTIONS) {
    const r = runner(s, f);
    if (r !== f) {
      const low = Math.min(m[f], m[r]);
      out[f] = low;
      out[r] = Math.min(out[r], low);
    }
  }
  return out;
}

// 7.1 tie order: Non-players first, then Cartels, AUC, FARC, Government last
const TIE_ORDER: Faction[] = ["cartels", "auc", "farc", "govt"];

/**
 * 7.1 with 1.5.1: a player's place in the tie order is that of the Faction whose margin it uses
 * (the lower of its two); when both give that margin, the better placed of the two.
 */
function tieIndex(
  s: GameState,
  f: Faction,
  m: Record<Faction, number>,
  raw: Record<Faction, number>,
): number {
  const own = TIE_ORDER.indexOf(f);
  let best = raw[f] === m[f] ? own : TIE_ORDER.length;
  for (const g of FACTIONS)
    if (s.runBy[g] === f && raw[g] === m[f]) best = Math.min(best, TIE_ORDER.indexOf(g));
  return best < TIE_ORDER.length ? best : own;
}

export function ranking(s: GameState, m = effectiveMargins(s)): Faction[] {
  // Non-players first, and among several Non-players the same Cartels-AUC-FARC order
  const raw = margins(s);
  const rank = (f: Faction) =>
    (s.seats[f] === "nonplayer" ? 0 : TIE_ORDER.length + 1) + tieIndex(s, f, m, raw);
  return FACTIONS.filter((f) => !s.runBy[f]).sort((a, b) => m[b] - m[a] || rank(a) - rank(b));
}

/**
 * 6.1 / 7.2 the Faction that wins at this victory check, or null. A spare Faction's player wins
 * only when both Factions meet their conditions (1.5.1). In a 1-player game the Government never
 * wins during a Round (8.8).
 */
export function victoryCheck(s: GameState): Faction | null {
  const solo = isSolo(s);
  const met = FACTIONS.filter((f) => !s.runBy[f] && meetsCondition(s, f)).filter((f) => {
    const spares = FACTIONS.filter((g) => s.runBy[g] === f);
    return spares.every((g) => meetsCondition(s, g));
  });
  const candidates = solo ? met.filter((f) => f !== "govt") : met;
  if (!candidates.length) return null;
  // 7.1 a Non-player passing the check beats every player, whatever the margins
  const np = candidates.filter((f) => s.seats[f] === "nonplayer");
  const pool = np.length ? np : candidates;
  const m = effectiveMargins(s);
  return ranking(s, m).find((f) => pool.includes(f)) ?? null;
}

export function isSolo(s: GameState): boolean {
  return FACTIONS.filter((f) => s.seats[f] === "player").length === 1 && s.seats.govt === "player";
}

/** 8.8 the Government's margin minus the best Non-player margin */
export function soloDifference(s: GameState, m = margins(s)): number {
  return m.govt - Math.max(m.farc, m.auc, m.cartels);
}

/** 8.8 the 1-player result: Government margin minus the best Non-player margin. */
export function soloLevel(s: GameState, m = margins(s)): NonNullable<GameResult["soloLevel"]> {
  const d = soloDifference(s, m);
  if (d <= 0) return "failure";
  if (d <= 3) return "stalemate";
  if (d <= 8) return "progress";
  return "triumph";
}

function finish(ctx: Ctx, reason: GameResult["reason"], winner: Faction | null): void {
  const s = ctx.s;
  const m = effectiveMargins(s);
  const ranked = ranking(s, m);
  const result: GameResult = { reason, ranking: ranked, margins: margins(s), winner: winner ?? ranked[0] };
  if (isSolo(s)) result.soloLevel = winner && winner !== "govt" ? "failure" : soloLevel(s);
  s.ended = result;
  s.frames = [];
  log(ctx, "log.gameOver", { reason, winner: result.winner ?? "" });
}

/** 7.1 a victory check was passed (6.1). */
export function endGameVictory(ctx: Ctx, winner: Faction): void {
  finish(ctx, "victory", winner);
}

/** 7.3 after the final Propaganda Round (2.4.1). */
export function endGameFinal(ctx: Ctx): void {
  finish(ctx, "final", null);
}
