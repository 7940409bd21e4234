// 8.4.4 our own instructions for Non-players executing cards 55–72 (cards 37–54: cards-b.ts;
// card 69: card69.ts). Card sides not registered are settled by the generic 8.4 rules alone;
// docs/nonplayer-events-b.md lists every card with why.
import { BASE_OF, type Insurgent } from "../../core/pieces";
import {
  available,
  baseCount,
  canEnter,
  citySpaces,
  factionPieces,
  guerrillas,
  isDepartment,
} from "../../core/queries";
import type { Option } from "../../types";
import type { BotCtx } from "../context";
import {
  at,
  evData,
  modeOption,
  most,
  moveOptions,
  pickedSoFar,
  selfOrTrailing,
  shiftBy,
  stepOf,
} from "./b-helpers";
import "./card69";
import { pickSpaceIn } from "./generic";
import { registerInstruction } from "./registry";

const cartelsIn = (ctx: BotCtx, i: number) => factionPieces(ctx.s, i, "cartels");

// ---- Card 55 DEA Agents (shaded) -----------------------------------------------------------------

registerInstruction(55, "shaded", shiftBy(-1));

// ---- Card 57 Op Millennium (shaded) --------------------------------------------------------------

// 8.1.2 Bases first: spaces where an Available Cartels Base still fits, while Bases are left;
// the piece itself then follows the generic rules (a Base before a Guerrilla)
registerInstruction(57, "shaded", (ctx) => {
  if (stepOf(ctx) !== "spaces") return null;
  const bases = available(ctx.s, "cartelsBase") > pickedSoFar(ctx);
  const fits = bases ? ctx.spaceOptions().filter((i) => canEnter(ctx.s, "cartelsBase", i)) : [];
  const o = pickSpaceIn(ctx, [fits]);
  if (o?.t === "space") ctx.say("np.ev.57.base", { space: o.s });
  return o ?? null;
});

// ---- Card 58 General Serrano (shaded: the Cartels move up to 4 Police) --------------------------

// Police out of spaces with Cartels pieces first, into spaces without any (8.2 at random among
// them); 8.4.2: as many as the Event allows
registerInstruction(58, "shaded", (ctx) => {
  if (ctx.d.kind !== "movePiece") return null;
  const opts = moveOptions(ctx);
  const origins = [...new Set(opts.map((o) => at(o.from)))];
  const from = ctx.pick([origins.filter((i) => cartelsIn(ctx, i) > 0), origins]);
  const out = opts.filter((o) => at(o.from) === from);
  const dests = out.map((o) => at(o.to));
  const to = ctx.pick([dests.filter((i) => cartelsIn(ctx, i) === 0), dests]);
  const o = out.find((m) => at(m.to) === to);
  if (o && from !== null) ctx.say("np.ev.58.police", { from: o.from, space: o.to, n: cartelsIn(ctx, from) });
  return o ?? null;
});

// ---- Card 59 Salcedo (shaded: the Cartels move up to 3 Underground Guerrillas) ------------------

/** a Cartels Base without a Cartels Guerrilla: an Assault could remove it at once (3.2.4) */
const unguarded = (ctx: BotCtx, i: number) =>
  baseCount(ctx.s, i, "cartels") > 0 && guerrillas(ctx.s, i, "cartels") === 0;
/** a space that keeps a Guerrilla at its Base when one leaves (as the Cartels March, 8.5.2) */
const spare = (ctx: BotCtx, i: number) =>
  baseCount(ctx.s, i, "cartels") === 0 || guerrillas(ctx.s, i, "cartels") > 1;

// a lone Cartels Base gets a Guerrilla first; then 8.4.2 as many moves as allowed, at random, but
// never the last Guerrilla off a Base: with none to spare, the Cartels stop
registerInstruction(59, "shaded", (ctx) => {
  if (ctx.d.kind !== "movePiece") return null;
  const opts = moveOptions(ctx).filter((o) => spare(ctx, at(o.from)));
  if (!opts.length) {
    ctx.say("np.ev.59.keep", { faction: ctx.f });
    return ctx.done() ?? null;
  }
  const dests = [...new Set(opts.map((o) => at(o.to)))];
  const guard = dests.filter((i) => unguarded(ctx, i));
  const to = ctx.pick([guard, dests]);
  const into = opts.filter((o) => at(o.to) === to);
  const from = ctx.pick([into.map((o) => at(o.from))]);
  const o = into.find((m) => at(m.from) === from);
  if (o) ctx.say(guard.length ? "np.ev.59.guard" : "np.ev.59.move", { from: o.from, space: o.to });
  return o ?? null;
});

// ---- Card 60 The Chess Player (unshaded: a Non-player Government) ------------------------------

/** the most Cartels pieces `n` spaces of these could hold together */
function bestSum(ctx: BotCtx, spaces: readonly number[], n: number): number {
  const v = spaces.map((i) => cartelsIn(ctx, i)).sort((a, b) => b - a);
  return v.slice(0, n).reduce((a, b) => a + b, 0);
}

registerInstruction(60, "unshaded", (ctx) => {
  const step = stepOf(ctx);
  if (step === "spaces") return most(ctx, (i) => cartelsIn(ctx, i), "np.ev.60.space");
  if (step !== "mode") return null;
  // the way that removes more Cartels pieces (2 Cities on a tie)
  const cities = bestSum(ctx, citySpaces(ctx.s), 2);
  const depts = bestSum(
    ctx,
    ctx.s.spaces.map((_, i) => i).filter((i) => isDepartment(ctx.s, i)),
    1,
  );
  const mode = depts > cities ? "oneDept" : "twoCities";
  const o = modeOption(ctx, mode);
  if (o) ctx.say(`np.ev.60.${mode}`, { n: Math.max(cities, depts) });
  return o ?? null;
});

// ---- Card 61 Air Bridge, Card 72 Sicarios (unshaded: a Non-player Government) ------------------

registerInstruction(61, "unshaded", (ctx) =>
  stepOf(ctx) === "city" ? most(ctx, (i) => cartelsIn(ctx, i), "np.ev.61.city") : null,
);
registerInstruction(72, "unshaded", (ctx) =>
  stepOf(ctx) === "spaces" ? most(ctx, (i) => guerrillas(ctx.s, i, "cartels"), "np.ev.72.space") : null,
);

// ---- Card 65 Poppies (single Event) ------------------------------------------------------------

const ownBaseFits = (ctx: BotCtx, i: number) =>
  ctx.f !== "govt" && available(ctx.s, BASE_OF[ctx.f]) > 0 && canEnter(ctx.s, BASE_OF[ctx.f], i);
const enemyBaseIn = (ctx: BotCtx, i: number) =>
  (["farc", "auc", "cartels"] as Insurgent[]).some((g) => g !== ctx.f && baseCount(ctx.s, i, g) > 0);
const enemyShipmentIn = (ctx: BotCtx, i: number) =>
  ctx.s.shipments.some((sh) => sh.s === i && sh.f !== ctx.f);

/** the first offered mode of `ways` whose test holds, narrated with its key */
function firstWay(ctx: BotCtx, ways: [string, boolean, string][]): Option | null {
  for (const [mode, ok, key] of ways) {
    const o = ok ? modeOption(ctx, mode) : undefined;
    if (o) {
      ctx.say(key, { faction: ctx.f });
      return o;
    }
  }
  return null;
}

registerInstruction(65, "unshaded", (ctx) => {
  const step = stepOf(ctx);
  if (step === "dept") {
    if (ctx.f === "govt") return null; // 8.2 at random (generic)
    // where its own Guerrilla can take the Shipment and its own Base fits, then either
    const mine = ctx.spaceOptions().filter((i) => guerrillas(ctx.s, i, ctx.f) > 0);
    const o = pickSpaceIn(ctx, [mine.filter((i) => ownBaseFits(ctx, i)), mine]);
    if (o?.t === "space") ctx.say("np.ev.65.dept", { space: o.s });
    return o ?? null;
  }
  const dept = evData(ctx).dept as number | undefined;
  if (dept === undefined) return null;
  const govt = ctx.f === "govt";
  if (step === "ship")
    return firstWay(ctx, [
      ["removeShipment", govt, "np.ev.65.shipOff"],
      ["placeShipment", guerrillas(ctx.s, dept, ctx.f) > 0, "np.ev.65.shipOwn"],
      ["removeShipment", enemyShipmentIn(ctx, dept), "np.ev.65.shipOff"],
      ["placeShipment", true, "np.ev.65.shipPlace"],
    ]);
  if (step === "base")
    return firstWay(ctx, [
      ["removeBase", govt, "np.ev.65.baseOff"],
      ["placeBase", ownBaseFits(ctx, dept), "np.ev.65.baseOwn"],
      ["removeBase", enemyBaseIn(ctx, dept), "np.ev.65.baseOff"],
      ["placeBase", true, "np.ev.65.basePlace"],
    ]);
  return null;
});

// ---- Card 68 Narco-Subs (unshaded: a Non-player Government) ------------------------------------

registerInstruction(68, "unshaded", (ctx) => {
  if (stepOf(ctx) !== "mode") return null;
  const o = modeOption(ctx, "pieces");
  if (o) ctx.say("np.ev.68.pieces", { faction: ctx.f });
  return o ?? null;
});

// ---- Card 70 Ayahuasca Tourism (shaded) --------------------------------------------------------

registerInstruction(70, "shaded", (ctx) => selfOrTrailing(ctx, 70));

// cards 56, 62, 63, 64, 66, 67, 71 and the other sides: generic (docs/nonplayer-events-b.md)
