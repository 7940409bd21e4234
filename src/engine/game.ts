// createGame: set up (2.1) and run to the first Decision (2.2).
import { deepClone } from "./core/clone";
import type { Ctx } from "./core/mutate";
import { startOpenDeployment } from "./flow/deploy";
import { rememberDecision, runUntilDecision } from "./flow/runtime";
import { deployStandard, emptyState, prepareDeck } from "./setup";
import { FACTIONS, type GameState, type LogEntry, type Setup } from "./types";

export function createGame(setup: Setup, log: LogEntry[] = []): GameState {
  const s = emptyState(setup);
  s.deck = setup.deck ? setup.deck.slice() : prepareDeck(s);
  s.frames = [{ k: "game" }];
  const ctx: Ctx = { s, log };
  if (setup.deployment === "open") {
    // Open Deployment: markers and Non-player forces as Standard; players place theirs (2.1)
    deployStandard(
      s,
      FACTIONS.filter((f) => setup.seats[f] === "nonplayer"),
    );
    startOpenDeployment(ctx);
  } else deployStandard(s);
  rememberDecision(s, runUntilDecision(ctx));
  return s;
}

export function copySetup(setup: Setup): Setup {
  return deepClone(setup);
}
