// 6.0 The Propaganda Round: its phases in order. Victory (6.1), Sabotage (6.2), Resources
// (6.3), Support (6.4: Civic Action, Agitation, Election, Elite Backing), Redeploy (6.5),
// Reset (6.6). Phases that need choices push their own frames above this one; when those pop,
// this frame goes on with the next phase. game.ts never starts two Rounds in a row (6.0).
import { choiceOf } from "../choice";
import { type Ctx, log } from "../core/mutate";
import { controller, isCityOrDept, margins } from "../core/queries";
import { type ActionFrame, actionFrame, startAction } from "../flow/action";
import { choose, DONE, decision } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import { pop, push } from "../flow/stack";
import { opDef } from "../ops/registry";
import { FACTIONS, type GameState } from "../types";
import { endGameFinal, endGameVictory, victoryCheck } from "../victory";
import type { PropagandaFrame } from "./frame";
import { startRedeploy } from "./redeploy";
import { resetPhase } from "./reset";
import { earningsPhase } from "./resources";
import { sabotagePhase } from "./sabotage";
import { election } from "./support";

export type { PropagandaFrame, PropagandaPhase } from "./frame";

/** 6.4.5 spaces where Elite Backing may Rally: no Opposition, no Govt or FARC Control */
export function eliteBackingSpaces(s: GameState): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.spaces.length; i++)
    if (isCityOrDept(s, i) && s.spaces[i].sup >= 0 && controller(s, i) === null) out.push(i);
  return out;
}

function rallyProbe(only: number[]): ActionFrame {
  return actionFrame("auc", "rally", { free: true, byEvent: true, only, maxSpaces: 1 });
}

/** may the AUC be offered Elite Backing now (Rally implemented and some space it could use)? */
export function eliteBackingPossible(s: GameState): boolean {
  const def = opDef("rally");
  if (!def) return false;
  const only = eliteBackingSpaces(s);
  return only.length > 0 && def.canStart(s, rallyProbe(only));
}

registerFrame<PropagandaFrame>("propaganda", {
  decide(s, f) {
    if (f.phase !== "elite" || !eliteBackingPossible(s)) return null;
    return decision(
      "auc",
      "prompt.propaganda.eliteBacking",
      [choose({ k: "eliteBacking" }), DONE],
      { phase: "support" },
      undefined,
      "6.4.5",
    );
  },
  auto(ctx, f) {
    switch (f.phase) {
      case "victory": {
        // 6.1 each Faction's margin, logged before the check (7.2 a margin above 0 meets it)
        const m = margins(ctx.s);
        for (const g of FACTIONS) log(ctx, "log.margin", { faction: g, margin: m[g] });
        const w = victoryCheck(ctx.s);
        if (w) {
          endGameVictory(ctx, w);
          return;
        }
        log(ctx, "log.propagandaRound", { card: ctx.s.current ?? 0 });
        f.phase = "sabotage";
        return;
      }
      case "sabotage":
        f.phase = "resources";
        sabotagePhase(ctx);
        return;
      case "resources":
        f.phase = "civic";
        earningsPhase(ctx);
        push(ctx, { k: "prop.drugs" });
        return;
      case "civic":
        f.phase = "agitation";
        push(ctx, { k: "prop.civic", relaxed: null });
        return;
      case "agitation":
        f.phase = "election";
        push(ctx, { k: "prop.agitation", extra: [] });
        return;
      case "election":
        f.phase = "elite";
        election(ctx);
        return;
      case "elite":
        f.phase = "redeploy";
        return;
      case "redeploy":
        // play note to 6.6: the final Round may skip Redeploy and Reset, which change no margin
        if (f.final) {
          endGameFinal(ctx);
          return;
        }
        f.phase = "reset";
        startRedeploy(ctx);
        return;
      case "reset":
        resetPhase(ctx);
        pop(ctx);
        return;
    }
  },
  onCommand(ctx, f, c) {
    f.phase = "redeploy";
    if (choiceOf(c)?.k === "eliteBacking") {
      log(ctx, "log.eliteBacking");
      startAction(ctx, "auc", "rally", {
        free: true,
        byEvent: true,
        maxSpaces: 1,
        only: eliteBackingSpaces(ctx.s),
      });
    }
  },
});

export function startPropaganda(ctx: Ctx, final: boolean): void {
  push(ctx, { k: "propaganda", phase: "victory", final } satisfies PropagandaFrame);
}
