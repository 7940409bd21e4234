// 6.6 Reset Phase: every Faction Eligible, Terror and Sabotage markers off the map, Momentum
// cards leave play (their effects end, 5.4), every Guerrilla Underground. The next card is then
// played by the game frame (2.3.8).
import { type Ctx, flip, log, writable } from "../core/mutate";
import { FACTIONS, INSURGENTS } from "../types";

export function resetPhase(ctx: Ctx): void {
  const s = ctx.s;
  for (const f of FACTIONS) s.eligible[f] = true;
  for (let i = 0; i < s.spaces.length; i++) if (s.spaces[i].terror) writable(ctx, i).terror = 0;
  for (const n of s.momentum) log(ctx, "log.momentumEnds", { card: n });
  s.momentum = [];
  for (let i = 0; i < s.spaces.length; i++) for (const f of INSURGENTS) flip(ctx, f, i, false, 99);
  log(ctx, "log.reset");
}
