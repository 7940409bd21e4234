// Positions for the advisor tests: all-Non-player games (Standard deployment) played by the
// flowchart bots up to a Faction's choice on a card (2.3.2).
import { isActionRoot } from "../../../src/engine/advisor/index";
import {
  apply,
  botMove,
  createGame,
  FACTIONS,
  type Faction,
  type GameState,
  isRuleError,
  type Setup,
} from "../../../src/engine/index";

export function allBots(seed: number): Setup {
  const seats = Object.fromEntries(FACTIONS.map((f) => [f, "nonplayer"])) as Setup["seats"];
  return { seed, seats, deployment: "standard" };
}

/** the `nth` (0-based) action root of `f` in the bots' game of `seed` */
export function rootOf(seed: number, f: Faction, nth: number): GameState {
  let s = createGame(allBots(seed));
  let seen = 0;
  for (let n = 0; n < 20_000 && !s.ended; n++) {
    if (isActionRoot(s, f) && seen++ === nth) return s;
    const m = botMove(s);
    if (!m) throw new Error("no bot move");
    const r = apply(s, m.command);
    if (isRuleError(r)) throw new Error(r.code);
    s = r.state;
  }
  throw new Error(`no action root ${nth} for ${f} in game ${seed}`);
}
