// 8.7.5 Non-player FARC Agitation (6.4.2) in the Support Phase: as far as it can. A Terror
// marker is removed only where FARC can then pay for a shift toward Opposition too. When FARC
// cannot pay to Agitate everywhere, or "Alfonso Cano" (card 22 shaded) is in play, the space goes:
// fewest Terror markers, then Support, then largest Population, then 8.2 random.

import { agitateExtraSpaces } from "../../core/modifiers";
import { hasPop, popOf } from "../../core/queries";
import type { GameState, Option } from "../../types";
import type { BotCtx } from "../context";
import { spaceId, tiersBy } from "./common";

/** Resources to Agitate space i to the full: its Terror markers, then each shift to Active Opposition */
export function agitationCost(s: GameState, i: number): number {
  return s.spaces[i].terror + s.spaces[i].sup + 2;
}

/** a shift toward Opposition is possible there, and FARC can pay for the markers before it */
function worthIt(s: GameState, i: number): boolean {
  const sp = s.spaces[i];
  return hasPop(s, i) && sp.sup > -2 && s.resources.farc >= sp.terror + 1;
}

/** 8.7.5 priority: fewer Terror markers, then Support, then Population (higher key first) */
const priority = (s: GameState, i: number) =>
  -s.spaces[i].terror * 1000 + (s.spaces[i].sup > 0 ? 100 : 0) + popOf(s, i);

export function agitationStep(ctx: BotCtx): Option | null {
  const s = ctx.s;
  const cands = ctx.spaceOptions().filter((i) => worthIt(s, i));
  if (!cands.length) {
    ctx.say("np.farc.agitateDone");
    return ctx.done() ?? null;
  }
  const everywhere = cands.reduce((n, i) => n + agitationCost(s, i), 0);
  const cano = agitateExtraSpaces(s);
  if (everywhere <= s.resources.farc && !cano) {
    const i = cands[0];
    ctx.say("np.farc.agitate", { space: spaceId(i), n: everywhere });
    return ctx.spaceOption(i) ?? null;
  }
  const i = ctx.pick(tiersBy(cands, (j) => priority(s, j)).slice(0, 1));
  if (i === null) return ctx.done() ?? null;
  ctx.say(cano ? "np.farc.agitateCano" : "np.farc.agitateShort", {
    space: spaceId(i),
    n: s.spaces[i].terror,
  });
  return ctx.spaceOption(i) ?? null;
}
