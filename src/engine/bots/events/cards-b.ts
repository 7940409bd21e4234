// 8.4.4 our own instructions for Non-players executing cards 37–54 (cards 55–72: cards-b2.ts).
// The aid sheets' instructions are not ours to use: each instruction here answers a choice the
// generic 8.4 rules (generic.ts) would leave to chance or get wrong. Card sides not registered
// are settled by the generic rules alone; docs/nonplayer-events-b.md lists every card with why.
import { ACTIVE_OF, type Insurgent } from "../../core/pieces";
import {
  active,
  available,
  baseCount,
  canEnter,
  cubes,
  enemyPieces,
  factionPieces,
  popOf,
} from "../../core/queries";
import { SPACE_IDS, SPACE_INDEX } from "../../data/map";
import {
  evData,
  modeOption,
  most,
  moveOptions,
  pickedSoFar,
  selfOrTrailing,
  setTo,
  shiftBy,
  stepOf,
  top,
} from "./b-helpers";
import "./cards-b2";
import { enemiesOf, pickSpaceIn } from "./generic";
import { registerInstruction } from "./registry";

// ---- Card 37 Former Military ------------------------------------------------------------------

// unshaded (a Non-player Government): Assault where both are possible, as it removes FARC pieces
// (the space itself: 8.2 at random, generic)
registerInstruction(37, "unshaded", (ctx) => {
  if (ctx.d.kind !== "chooseAction") return null;
  const o = ctx.exact({ k: "op", op: "assault", limited: false });
  if (o) ctx.say("np.ev.37.assault", { space: ctx.d.context.space ?? "" });
  return o ?? null;
});

// shaded: the free Ambush goes where the Government has the most pieces; with none in reach, the
// Insurgent leading on victory margin (the free March itself is the AUC flowchart's)
registerInstruction(37, "shaded", (ctx) => {
  if (stepOf(ctx) !== "ambush") return null;
  for (const e of enemiesOf(ctx.s, ctx.f)) {
    const t = top(ctx, (i) => factionPieces(ctx.s, i, e));
    const o = pickSpaceIn(ctx, [t.spaces]);
    if (o?.t === "space") {
      ctx.say("np.ev.37.ambush", { space: o.s, faction: e, n: t.n });
      return o;
    }
  }
  return null;
});

// ---- Card 40 Demobilization (shaded) -----------------------------------------------------------

registerInstruction(40, "shaded", (ctx) => {
  const step = stepOf(ctx);
  // 8.4.2 relocate as many pieces as the Event allows: the Department with the most cubes
  if (step === "dept") return most(ctx, (i) => cubes(ctx.s, i), "np.ev.40.cubes");
  if (step !== "cities") return null;
  // 8.1.2 Bases first: Cities where an Available AUC Base still fits, while Bases are left
  const bases = available(ctx.s, "aucBase") > pickedSoFar(ctx);
  const fits = bases ? ctx.spaceOptions().filter((i) => canEnter(ctx.s, "aucBase", i)) : [];
  const o = pickSpaceIn(ctx, [fits]);
  if (o?.t === "space") ctx.say("np.ev.40.base", { space: o.s });
  return o ?? null;
});

// ---- Card 41 Mancuso, Card 42 Senado & Cámara (unshaded: a Non-player Government) ---------------

registerInstruction(41, "unshaded", (ctx) =>
  stepOf(ctx) === "space" ? most(ctx, (i) => factionPieces(ctx.s, i, "auc"), "np.ev.41.auc") : null,
);
registerInstruction(42, "unshaded", shiftBy(1));

// ---- Card 43 Calima Front (shaded) ---------------------------------------------------------------

// the 2 Terror markers where the Government would most want Support: the highest Population
registerInstruction(43, "shaded", (ctx) =>
  stepOf(ctx) === "dept" ? most(ctx, (i) => popOf(ctx.s, i), "np.ev.43.pop") : null,
);

// ---- Card 44 Colombia Nueva ----------------------------------------------------------------------

registerInstruction(44, "unshaded", setTo(2));
registerInstruction(44, "shaded", setTo(0));

// ---- Card 46 Limpieza (single Event) -----------------------------------------------------------

/** up to 2 pieces go: the Government's first, then any other enemy's */
const REMOVED = 2;

registerInstruction(46, "unshaded", (ctx) => {
  if (ctx.d.kind === "chooseFaction") return selfOrTrailing(ctx, 46);
  const step = stepOf(ctx);
  if (step === "space") {
    // the named Faction (ctx.f): where its 2 removals hurt the Government most, then anyone
    const govt = (i: number) => Math.min(REMOVED, factionPieces(ctx.s, i, "govt"));
    const g = top(ctx, govt);
    if (g.spaces.length) {
      const o = pickSpaceIn(ctx, [g.spaces]);
      if (o?.t === "space") ctx.say("np.ev.46.govt", { space: o.s, n: g.n });
      return o ?? null;
    }
    return most(ctx, (i) => Math.min(REMOVED, enemyPieces(ctx.s, i, ctx.f)), "np.ev.46.enemy");
  }
  if (step === "level") {
    // an Insurgent lowers Total Support (the Government's victory, 7.2); the Government raises it
    const support = ctx.f === "govt";
    ctx.say(support ? "np.ev.46.support" : "np.ev.46.opposition", { faction: ctx.f });
    return modeOption(ctx, support ? "passiveSupport" : "passiveOpposition") ?? null;
  }
  return null;
});

// ---- Card 47 Pinto & del Rosario (shaded: AUC hides 2 Active Guerrillas) ------------------------

// Guerrillas facing Government cubes first (Active, they are what a Sweep or Assault hits);
// elsewhere 8.2 at random (generic)
registerInstruction(47, "shaded", (ctx) => {
  // the card's only flip step: AUC's Active Guerrillas go Underground
  if (ctx.d.kind !== "flipPiece" || !ctx.d.options.some((o) => o.t === "flip" && o.p === "aucA")) return null;
  const spaces = ctx.d.options.flatMap((o) => (o.t === "flip" ? [SPACE_INDEX[o.s]] : []));
  const at = ctx.pick([[...new Set(spaces)].filter((i) => cubes(ctx.s, i) > 0)]);
  if (at === null) return null;
  ctx.say("np.ev.47.hide", { space: SPACE_IDS[at], n: cubes(ctx.s, at) });
  return ctx.d.options.find((o) => o.t === "flip" && SPACE_INDEX[o.s] === at) ?? null;
});

// ---- Card 48 Unión Sindical Obrera -------------------------------------------------------------

// unshaded (a Non-player Government): the FARC Base (it counts for FARC victory, 7.3); else the
// Opposition marker where Neutral changes the totals most (8.4.3)
registerInstruction(48, "unshaded", (ctx) => {
  const step = stepOf(ctx);
  if (step === "space") return setTo(0)(ctx);
  if (step !== "mode") return null;
  const o = modeOption(ctx, "farcBaseOut");
  if (o) ctx.say("np.ev.48.base", { faction: ctx.f });
  return o ?? null;
});
registerInstruction(48, "shaded", shiftBy(-1));

// ---- Card 50 Carabineros (shaded) ----------------------------------------------------------------

// 8.4.2 place as many pieces as the Event allows: the Police are replaced by AUC Guerrillas
registerInstruction(50, "shaded", (ctx) => {
  if (stepOf(ctx) !== "mode") return null;
  const o = modeOption(ctx, "policeToAuc");
  if (o) ctx.say("np.ev.50.replace", { faction: ctx.f });
  return o ?? null;
});

// ---- Card 52 Castaño (unshaded: a Non-player Government) ---------------------------------------

registerInstruction(52, "unshaded", shiftBy(1));

// ---- Card 53 Criminal Air Force (single Event) -------------------------------------------------

registerInstruction(53, "unshaded", (ctx) => {
  if (ctx.d.kind === "chooseFaction") return selfOrTrailing(ctx, 53);
  const g = evData(ctx).faction as Insurgent | undefined;
  if (!g) return null;
  const step = stepOf(ctx);
  // the Department with the most Active Guerrillas of that Faction: they arrive Underground
  if (step === "from") return most(ctx, (i) => active(ctx.s, i, g), "np.ev.53.from");
  if (step === "to") {
    // a Department where that Faction has a Base: the Guerrillas guard it (Bases go last, 3.2.4)
    const o = pickSpaceIn(ctx, [ctx.spaceOptions().filter((i) => baseCount(ctx.s, i, g) > 0)]);
    if (o?.t === "space") ctx.say("np.ev.53.to", { space: o.s, faction: g });
    return o ?? null;
  }
  if (ctx.d.kind !== "movePiece") return null;
  // Active Guerrillas first (only those that arrive Active are turned Underground); 8.4.2: the
  // second one too, never Done while a move is offered
  const o = moveOptions(ctx).find((m) => m.p === ACTIVE_OF[g]);
  if (o) ctx.say("np.ev.53.active", { space: o.to, piece: o.p });
  return o ?? null;
});

// cards 38, 39, 45, 49, 51, 54 and the other sides: generic (docs/nonplayer-events-b.md)
