// Activation of Guerrillas by Government Operations (3.2.2 Patrol on LoCs, 3.2.3 Sweep):
// in each listed space flip up to n Underground Guerrillas to Active (1.4.3). Once targeted,
// pieces are affected to the full extent possible (1.4.1), so as many flip as n allows; the
// Government picks whose Guerrillas flip only when several Factions have Underground ones and
// not all of them can flip (see docs/rulings/coin.md).
import { ruleError } from "../core/errors";
import { type Ctx, flip } from "../core/mutate";
import { type Insurgent, OWNER, UNDERGROUND_OF } from "../core/pieces";
import { underground } from "../core/queries";
import { SPACES } from "../data/map";
import { noAirStrike } from "../events/modifiers";
import { decision, flipOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import { pop, push } from "../flow/stack";
import { type CommandBody, type Frame, INSURGENTS, P, type RuleError } from "../types";

export interface ActivateFrame extends Frame {
  k: "coin.activate";
  /** [space index, Activations left] per space, resolved in order */
  list: [number, number][];
  pos: number;
  rule: string;
  op: string;
}

/** Activate Guerrillas in each listed space; pushes a frame that pops itself when done. */
export function startActivation(ctx: Ctx, list: [number, number][], op: string, rule: string): void {
  const todo = list.filter(([i, n]) => n > 0 && undergroundTotal(ctx.s.spaces[i].f) > 0);
  if (!todo.length) return;
  push(ctx, { k: "coin.activate", list: todo, pos: 0, rule, op } satisfies ActivateFrame);
}

function undergroundTotal(c: number[]): number {
  return c[P.farcU] + c[P.aucU] + c[P.cartelsU];
}

/** Factions with Underground Guerrillas in space i */
function hiders(s: Ctx["s"], i: number): Insurgent[] {
  const out: Insurgent[] = [];
  for (const f of INSURGENTS) if (underground(s, i, f) > 0) out.push(f as Insurgent);
  return out;
}

registerFrame<ActivateFrame>("coin.activate", {
  decide(s, f) {
    const cur = f.list[f.pos];
    if (!cur || cur[1] <= 0) return null;
    const [i, n] = cur;
    const who = hiders(s, i);
    if (who.length < 2 || n >= undergroundTotal(s.spaces[i].f)) return null;
    return decision(
      "govt",
      "prompt.coin.activate",
      who.map((g) => flipOpt(UNDERGROUND_OF[g], i)),
      { op: f.op, space: SPACES[i].id },
      { space: SPACES[i].id, n },
      f.rule,
    );
  },
  auto(ctx, f) {
    const cur = f.list[f.pos];
    if (!cur) {
      pop(ctx);
      return;
    }
    // no choice left: flip every Underground Guerrilla the remaining Activations reach
    let n = cur[1];
    for (const g of INSURGENTS) if (n > 0) n -= flip(ctx, g, cur[0], true, n);
    cur[1] = 0;
    f.pos++;
  },
  onCommand(ctx, f, c) {
    if (c.t !== "flip") return;
    const cur = f.list[f.pos];
    cur[1] -= flip(ctx, OWNER[c.p], cur[0], true, 1);
  },
  explain(_s, f, c) {
    if (c.t === "flip" && !c.p.endsWith("U")) return ruleError("activateUnderground", f.rule);
    return null;
  },
});

/** Shared refusal for COIN op decisions: Air Strike barred by Plan Colombia (card 12, 5.4). */
export function coinSaExplain(s: Ctx["s"], c: CommandBody): RuleError | null {
  if (c.t === "choose" && c.v === "sa:airstrike" && noAirStrike(s))
    return ruleError("noAirStrike", "5.4", { card: 12 });
  return null;
}
