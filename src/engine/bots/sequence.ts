// 8.1 Non-player Sequence of Play: Event or Operation when the Non-player is 1st or 2nd Eligible.
import { card } from "../data/cards";
import { eventDef, type Side } from "../events/registry";
import { nonPlayerSide } from "../flow/discord";
import type { Option } from "../types";
import type { BotCtx, Params } from "./context";
import { declineNow } from "./events/registry";
import { botOf } from "./registry";

/**
 * 2.3.2 / 8.1 cards whose 2nd Eligible Non-player executes Operations even when it could take the
 * Event (the gray "2nd: Ops" mark). Only card 38 is known to carry it (docs/nonplayer.md).
 */
export const SECOND_OPS: ReadonlySet<number> = new Set([38]);

/** 8.1 the choice of a Non-player 1st or 2nd Eligible on the current card */
export function sequenceChoice(ctx: BotCtx): Option {
  const { s, f } = ctx;
  const n = s.current as number;
  const side = nonPlayerSide(n, f);
  const evOpt = side ? ctx.exact({ k: "event", side }) : undefined;
  const pass = ctx.exact({ k: "pass" }) as Option;
  // 8.1 Insurgent Discord: the Government already chose for this Non-player
  if (s.card.discord === "event" && evOpt) {
    ctx.say("np.seq.discord.event", { faction: f, card: n });
    return evOpt;
  }
  if (s.card.discord === "op") ctx.say("np.seq.discord.op", { faction: f, card: n });
  else if (evOpt && side && wantsEvent(ctx, n, side, evOpt)) return evOpt;
  // 8.1 4th bullet: an Operation with no Resources is a Pass (+1 Resource, 2.3.3)
  if (!ctx.box("seq.resources", s.resources[f] > 0, { n: s.resources[f] })) return pass;
  for (const op of botOf(f).operations(ctx)) {
    // 8.1 5th bullet: a full Operation where a player would have a LimOp (the engine offers it)
    const o = ctx.exact({ k: "op", op, limited: false }) ?? ctx.exact({ k: "op", op, limited: true });
    if (o) {
      ctx.say("np.seq.operation", { faction: f, op });
      return o;
    }
    ctx.say("np.seq.opNotPossible", { faction: f, op });
  }
  // 8.1.1 Rally (or any Operation at all) impossible: Pass
  ctx.say("np.seq.pass", { faction: f });
  return pass;
}

function wantsEvent(ctx: BotCtx, n: number, side: Side, o: Option): boolean {
  const { s, f } = ctx;
  // the Government's flowchart is ours (docs/nonplayer-government.md): it follows 8.1 and takes
  // its own side of the card; the boxes that lead it to an Event say so in its own words
  const govt = f === "govt";
  const box = (id: string, yes: boolean, params: Params) =>
    ctx.box(govt && (yes || id === "effective") ? `seq.govt.${id}` : `seq.${id}`, yes, params);
  const first = s.card.executed.length === 0;
  // 8.4.4 the card's instruction (on the leftmost Faction's sheet) may say "Operations instead"
  const declined = () => {
    const no = declineNow(s, n, side, f);
    if (!no) return false;
    if (no.helps) ctx.say("np.seq.decline.helps", { faction: f, card: n, by: no.helps });
    else ctx.say(`np.ev.${n}.decline.${f}`, { faction: f, card: n });
    return true;
  };
  // a flowchart's own Event box (the Government's G0) answers before 8.1, once the card's
  // instruction has not turned the Event down
  const own = botOf(f).event;
  if (own) {
    if (declined()) return false;
    const yes = own(ctx, first, o);
    if (yes !== undefined) return yes;
  }
  if (first) {
    // 8.1 1st bullet: the Event only when its symbol is leftmost on the card
    if (!box("leftmost", card(n).factionOrder[0] === f, { card: n })) return false;
  } else if (!box("secondEvent", !SECOND_OPS.has(n), { card: n })) return false;
  // 8.1 3rd bullet: only an Event that would do something (Momentum or a Capability counts)
  const def = eventDef(n)?.[side];
  if (!box("effective", !!def?.effective(s, f), { card: n, side })) return false;
  return own ? true : !declined();
}
