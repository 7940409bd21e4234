// The root frame: plays cards one after another (2.2, 2.3.8, 2.4) until the game ends.
import { type Ctx, log } from "../core/mutate";
import { card } from "../data/cards";
import type { Frame } from "../types";
import { endGameFinal } from "../victory";
import { finalPropaganda } from "./card";
import { registerFrame } from "./registry";
import { push } from "./stack";

/** 2.3.8 next card: the revealed card becomes the one in play, the one under it is revealed. */
export function playNextCard(ctx: Ctx): void {
  const s = ctx.s;
  const n = s.deck[0];
  if (n === undefined) {
    endGameFinal(ctx);
    return;
  }
  // the piles are replaced, never changed in place: states share them (core/clone.ts)
  s.deck = s.deck.slice(1);
  s.played = [...s.played, n];
  s.current = n;
  s.barrier = s.seq; // a card reveal: undo never crosses it
  s.cardStart = s.seq;
  delete s.botNotes; // a Non-player's notes last for one card
  s.card = { acted: {}, executed: [], shipped: [], stayEligible: [], forceIneligible: [] };
  log(ctx, "log.card", { card: n, next: s.options.noReveal ? 0 : (s.deck[0] ?? 0) });
  if (card(n).kind === "propaganda") {
    s.propagandaPlayed++;
    const final = s.propagandaPlayed >= finalPropaganda(s);
    if (s.lastRound) {
      // 6.0 never two Rounds in a row; a final card ends the game at once (7.3)
      log(ctx, "log.propagandaSkipped", { card: n });
      if (final) endGameFinal(ctx);
      return;
    }
    s.lastRound = true;
    push(ctx, { k: "propaganda", phase: "victory", final });
    return;
  }
  s.lastRound = false;
  push(ctx, { k: "card", n });
}

registerFrame<Frame>("game", {
  decide: () => null,
  auto: playNextCard,
});
