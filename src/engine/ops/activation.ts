// Activation of Guerrillas by Government Operations (3.2.2 Patrol on LoCs, 3.2.3 Sweep):
// in each listed space flip up to n Underground Guerrillas to Active (1.4.3). The Government
// picks the Factions it targets (3.1); a targeted Faction is Activated to the full extent
// possible (1.4.1). With a single Faction hiding there it is the target; with several, the
// Government chooses, and may stop once every Faction it targeted is exhausted
// (see docs/rulings/coin.md).
import { choiceOf } from "../choice";
import { ruleError } from "../core/errors";
import { noAirStrike, noGovtSaWhereGuerrillas } from "../core/modifiers";
import { type Ctx, flip } from "../core/mutate";
import { type Insurgent, OWNER, UNDERGROUND_OF } from "../core/pieces";
import { allGuerrillas, underground } from "../core/queries";
import { SPACE_IDS } from "../data/map";
import { DONE, decision, flipOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import { pop, push } from "../flow/stack";
import {
  type CommandBody,
  type Faction,
  type Frame,
  INSURGENTS,
  type Option,
  type RuleError,
} from "../types";
import type { OpName } from "./registry";

export interface ActivateFrame extends Frame {
  k: "coin.activate";
  /** [space index, Activations left] per space, resolved in order */
  list: [number, number][];
  pos: number;
  rule: string;
  op: OpName;
  /** Factions targeted so far in the current space (3.1): Activated to the full extent (1.4.1) */
  hit?: Faction[];
  /** the only Factions this Activation may reach (card 42 shaded's shield, card 37's Sweep vs FARC); missing: all */
  only?: Faction[];
}

/**
 * Activate Guerrillas in each listed space; pushes a frame that pops itself when done. `only`:
 * the Factions it may reach (missing: every Insurgent).
 */
export function startActivation(
  ctx: Ctx,
  list: [number, number][],
  op: OpName,
  rule: string,
  only?: Faction[],
): void {
  const todo = list.filter(([i, n]) => n > 0 && hiddenReachable(ctx.s, i, only) > 0);
  if (!todo.length) return;
  push(ctx, {
    k: "coin.activate",
    list: todo,
    pos: 0,
    rule,
    op,
    ...(only ? { only } : {}),
  } satisfies ActivateFrame);
}

/** Underground Guerrillas in space i of the Factions an Activation may reach */
export function hiddenReachable(s: Ctx["s"], i: number, only?: Faction[]): number {
  let n = 0;
  for (const g of INSURGENTS) if (!only || only.includes(g)) n += underground(s, i, g);
  return n;
}

/** Factions with Underground Guerrillas in space i (among those the Activation may reach) */
function hiders(s: Ctx["s"], i: number, only?: Faction[]): Insurgent[] {
  const out: Insurgent[] = [];
  for (const f of INSURGENTS)
    if ((!only || only.includes(f)) && underground(s, i, f) > 0) out.push(f as Insurgent);
  return out;
}

/**
 * 3.1 / 1.4.1 in the current space: may the Government stop (every targeted Faction has no
 * Underground Guerrilla left, and at least one was targeted)?
 */
function mayStop(who: Insurgent[], hit: Faction[]): boolean {
  return hit.length > 0 && who.every((g) => !hit.includes(g));
}

/** Does the current space need a choice: several Factions hide, or the Government may stop? */
function needsChoice(s: Ctx["s"], f: ActivateFrame, i: number, n: number): boolean {
  const who = hiders(s, i, f.only);
  if (!who.length || n <= 0) return false;
  const hit = f.hit ?? [];
  if (mayStop(who, hit)) return true;
  if (who.length < 2) return false;
  // every hiding Faction already targeted and all of them can flip: nothing left to choose
  return !(who.every((g) => hit.includes(g)) && n >= hiddenReachable(s, i, f.only));
}

registerFrame<ActivateFrame>("coin.activate", {
  decide(s, f) {
    const cur = f.list[f.pos];
    if (!cur || cur[1] <= 0) return null;
    const [i, n] = cur;
    if (!needsChoice(s, f, i, n)) return null;
    const who = hiders(s, i, f.only);
    const opts: Option[] = who.map((g) => flipOpt(UNDERGROUND_OF[g], i));
    if (mayStop(who, f.hit ?? [])) opts.push(DONE);
    return decision(
      "govt",
      "prompt.coin.activate",
      opts,
      { op: f.op, space: SPACE_IDS[i] },
      { space: SPACE_IDS[i], n },
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
    for (const g of INSURGENTS)
      if (n > 0 && (!f.only || f.only.includes(g))) n -= flip(ctx, g, cur[0], true, n);
    cur[1] = 0;
    f.pos++;
    f.hit = [];
  },
  onCommand(ctx, f, c) {
    const cur = f.list[f.pos];
    if (c.t === "done") {
      // 3.1 the remaining Factions are ignored here
      cur[1] = 0;
      return;
    }
    if (c.t !== "flip") return;
    const g = OWNER[c.p];
    cur[1] -= flip(ctx, g, cur[0], true, 1);
    const hit = f.hit ?? [];
    if (!hit.includes(g)) f.hit = [...hit, g];
  },
  explain(_s, f, c) {
    if (c.t === "flip" && !c.p.endsWith("U")) return ruleError("activateUnderground", f.rule);
    if (c.t === "flip" && f.only && !f.only.includes(OWNER[c.p])) return ruleError("notTargetable", f.rule);
    return null;
  },
});

/** card 27 shaded (5.4): may no Govt Special Activity take place in space i (it holds Guerrillas)? */
export function saBarredIn(s: Ctx["s"], i: number): boolean {
  return noGovtSaWhereGuerrillas(s) && allGuerrillas(s, i) > 0;
}

/**
 * Shared refusal for COIN op decisions: Air Strike barred by Plan Colombia (card 12, 5.4); a Govt
 * Special Activity left with no Guerrilla-free space by Misil Antiaéreo (card 27, 5.4).
 */
export function coinSaExplain(s: Ctx["s"], c: CommandBody): RuleError | null {
  const ch = choiceOf(c);
  if (ch?.k !== "sa") return null;
  if (ch.sa === "airstrike" && noAirStrike(s)) return ruleError("noAirStrike", "5.4", { card: 12 });
  if (noGovtSaWhereGuerrillas(s)) return ruleError("noSaWhereGuerrillas", "5.4", { card: 27 });
  return null;
}
