// Card 34 "Airdropped AKs": our own instructions for a Non-player executing it (8.4.4), where the
// generic 8.4 rules would leave the choice to chance or get it wrong.

import { enemiesOf } from "../../../bots/events/generic";
import { factionOptions } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";
import { margins } from "../../../core/queries";
import type { Faction } from "../../../types";

const rankOf = (order: Faction[], f: Faction) => (order.includes(f) ? order.indexOf(f) : order.length);

// unshaded (a Non-player Government): the Insurgent leading on victory margin loses the Resources
registerInstruction(34, "unshaded", (ctx) => {
  if (ctx.d.kind !== "chooseFaction") return null;
  const offered = factionOptions(ctx);
  const order = enemiesOf(ctx.s, ctx.f);
  const pick = offered.sort((a, b) => rankOf(order, a.f) - rankOf(order, b.f))[0];
  if (!pick) return null;
  ctx.say("np.ev.34.leader", { faction: pick.f });
  return pick.o;
});

// shaded: the executor places its own Base and Guerrillas; if it cannot, the Insurgent furthest
// behind on victory margin (it helps the leader least). The Department: 8.2 at random (generic).
registerInstruction(34, "shaded", (ctx) => {
  if (ctx.d.kind !== "chooseFaction") return null;
  const offered = factionOptions(ctx);
  const self = offered.find((x) => x.f === ctx.f);
  if (self) {
    ctx.say("np.ev.34.self", { faction: self.f });
    return self.o;
  }
  const m = margins(ctx.s);
  const pick = offered.sort((a, b) => m[a.f] - m[b.f])[0];
  if (!pick) return null;
  ctx.say("np.ev.34.trailing", { faction: pick.f });
  return pick.o;
});
