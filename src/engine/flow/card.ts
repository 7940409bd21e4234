// 2.3 Event card: Eligible Factions in card order choose Pass, Event, Operation (+SA) or
// LimOp per 2.3.4; then Eligibility is adjusted (2.3.7) and the next card comes (game.ts).
import { choiceOf } from "../choice";
import { addResources, log } from "../core/mutate";
import { card } from "../data/cards";
import { executeEvent } from "../events/execute";
import { eventDef, type Side } from "../events/registry";
import { type OpName, opDef, opsOf } from "../ops/registry";
import { FACTIONS, type Faction, type Frame, type GameState, type Option } from "../types";
import { type ActionFrame, actionFrame, startAction } from "./action";
import { choose, decision } from "./decide";
import { discordApplies, nonPlayerSide } from "./discord";
import { registerFrame } from "./registry";
import { pop } from "./stack";

export interface CardFrame extends Frame {
  k: "card";
  n: number;
}

/** 2.3.2 the next Eligible Faction to choose, or null when the card is done. */
export function nextEligible(s: GameState): Faction | null {
  if (s.card.executed.length >= 2) return null;
  for (const f of card(s.current!).factionOrder) if (s.eligible[f] && !s.card.acted[f]) return f;
  return null;
}

/** 2.3.9 is this the last Event card before the final Propaganda card? */
export function isFinalEventCard(s: GameState): boolean {
  if (s.options.noReveal) return false;
  const next = s.deck[0];
  if (next === undefined || card(next).kind !== "propaganda") return false;
  return s.propagandaPlayed + 1 >= finalPropaganda(s);
}

export function finalPropaganda(s: GameState): number {
  return s.options.shortGame ? 3 : 4;
}

function probeAction(f: Faction, op: OpName, limited: boolean, final: boolean): ActionFrame {
  return actionFrame(f, op, { limited, saAllowed: true, finalCard: final });
}

/** The options of 2.3.4 for the Faction about to choose. */
export function actionOptions(s: GameState, f: Faction): Option[] {
  const out: Option[] = [choose({ k: "pass" })];
  const first = s.card.executed[0];
  const firstDid = first ? s.card.acted[first] : undefined;
  const final = isFinalEventCard(s);
  // Nonplayers are never limited (8.1); players on the final card must LimOp without Sweep/March (2.3.9).
  const player = s.seats[f] === "player";
  const mayEvent = !first || firstDid === "opsa";
  let opMode: "full" | "limited" = !first || firstDid === "event" ? "full" : "limited";
  if (final && player) opMode = "limited";
  if (!player) opMode = "full"; // 8.1 Non-players execute full Operations instead of LimOps
  // 8.1 Insurgent Discord: the Government chose Event or Operation for this Non-player
  const discord = player ? undefined : s.card.discord;
  if (mayEvent && discord !== "op") {
    // every Event card has its program (events/cards): its sides are offered, a single Event's one
    const ev = eventDef(s.current!);
    if (!ev) throw new Error(`Event card ${s.current} has no program`);
    const npSide = discord === "event" ? nonPlayerSide(s.current!, f) : null;
    for (const side of ["unshaded", "shaded"] as Side[])
      if (ev[side] && (!npSide || side === npSide)) out.push(choose({ k: "event", side }));
    if (discord === "event") return out.filter((o) => o.t === "choose" && o.c.k === "event");
  }
  for (const op of opsOf(f)) {
    if (final && player && (op === "sweep" || op === "march")) continue;
    const def = opDef(op);
    if (!def) continue;
    if (def.canStart(s, probeAction(f, op, opMode === "limited", final))) {
      out.push(choose({ k: "op", op, limited: opMode === "limited" }));
    }
  }
  return out;
}

registerFrame<CardFrame>("card", {
  decide(s) {
    const f = nextEligible(s);
    if (!f) return null;
    const opts = actionOptions(s, f);
    if (
      discordApplies(
        s,
        f,
        opts.some((o) => o.t === "choose" && o.c.k === "event"),
      )
    )
      return decision(
        "govt",
        "prompt.discord",
        [choose({ k: "discord", event: true }), choose({ k: "discord", event: false })],
        { card: s.current! },
        { faction: f },
        "8.1",
      );
    const role = s.card.executed.length === 0 ? "first" : "second";
    return decision(f, `prompt.${role}Eligible`, opts, { card: s.current! }, undefined, "2.3.4");
  },
  auto(ctx) {
    // 2.3.7 adjust Eligibility
    const s = ctx.s;
    // an Event's "Ineligible through the next card" mark wins over everything else: the Faction
    // sits out the whole next card, and is adjusted normally (Eligible) at that card's end
    const through = s.card.ineligibleThroughNext ?? [];
    for (const f of FACTIONS) {
      const executed = s.card.executed.includes(f);
      s.eligible[f] =
        !through.includes(f) &&
        (executed ? s.card.stayEligible.includes(f) : !s.card.forceIneligible.includes(f));
    }
    log(ctx, "log.cardDone", { card: s.current! });
    pop(ctx);
  },
  onCommand(ctx, _f, c) {
    const s = ctx.s;
    const f = nextEligible(s)!;
    const ch = choiceOf(c);
    if (!ch) return;
    if (ch.k === "discord") {
      s.card.discord = ch.event ? "event" : "op";
      log(ctx, `log.discord.${s.card.discord}`, { faction: f });
      return;
    }
    if (ch.k === "pass") {
      s.card.acted[f] = "pass";
      addResources(ctx, f, f === "govt" ? 3 : 1); // 2.3.3
      log(ctx, "log.pass", { faction: f });
      return;
    }
    if (ch.k !== "event" && ch.k !== "op") return;
    s.card.executed.push(f);
    if (ch.k === "event") {
      s.card.acted[f] = "event";
      executeEvent(ctx, s.current!, ch.side, f);
      return;
    }
    const limited = ch.limited;
    s.card.acted[f] = limited ? "limop" : "op";
    startAction(ctx, f, ch.op, {
      limited,
      saAllowed: !limited,
      finalCard: isFinalEventCard(s),
    });
  },
});
