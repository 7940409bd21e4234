// 8.4.4 our own instructions for Non-players executing cards 1–36 (the aid sheets' are not ours
// to use): each answers a choice the generic 8.4 rules (generic.ts) would leave to chance or get
// wrong. Card sides not registered here are settled by the generic rules alone; the list with
// the reasons is docs/nonplayer-events.md.
import {
  adjacentIn,
  available,
  baseCount,
  canEnter,
  cubes,
  econOf,
  factionPieces,
  guerrillas,
  hasPop,
  isDepartment,
  margins,
  popOf,
  spacesInPlay,
} from "../../core/queries";
import { SPACE_IDS, SPACE_INDEX } from "../../data/map";
import { hasAttackTarget } from "../../ops/attack";
import { stepKind } from "../../step";
import type { Faction, Option } from "../../types";
import type { BotCtx } from "../context";
import { enemiesOf, pickShift, pickSpaceIn } from "./generic";
import { registerInstruction } from "./registry";

// ---- helpers ------------------------------------------------------------------------------------

/** the answer key of the Event step on top (`ev.space` / `ev.choice` frames), else its frame kind */
function stepOf(ctx: BotCtx): string {
  const t = ctx.step.top;
  return t.k === "ev.space" || t.k === "ev.choice" ? t.key : stepKind(t);
}

const level = (ctx: BotCtx, i: number) => ctx.s.spaces[i].sup;

/** 8.4.3 a shift step of `levels` (− toward Active Opposition): where the totals change most */
const shiftBy =
  (levels: number) =>
  (ctx: BotCtx): Option | null =>
    ctx.d.kind === "selectSpace" ? (pickShift(ctx, (i) => level(ctx, i) + levels) ?? null) : null;

/** 8.4.3 a step that sets spaces to one level: where the totals change most */
const setTo =
  (lv: number) =>
  (ctx: BotCtx): Option | null =>
    ctx.d.kind === "selectSpace" ? (pickShift(ctx, () => lv) ?? null) : null;

/** the offered Factions of a Faction choice, in the Decision's order */
function factionOptions(ctx: BotCtx): { o: Option; f: Faction }[] {
  const out: { o: Option; f: Faction }[] = [];
  for (const o of ctx.d.options) if (o.t === "choose" && o.c.k === "faction") out.push({ o, f: o.c.faction });
  return out;
}

/** the offered spaces with the highest value of `v` (none when the best is 0 or below) */
function top(ctx: BotCtx, v: (i: number) => number): { spaces: number[]; n: number } {
  const cands = ctx.spaceOptions();
  const n = cands.length ? Math.max(...cands.map(v)) : 0;
  return { spaces: n > 0 ? cands.filter((i) => v(i) === n) : [], n };
}

const govtPieces = (ctx: BotCtx, i: number) => factionPieces(ctx.s, i, "govt");

/**
 * A Non-player Government's pick of the one space an Event strikes (unshaded sides): where it
 * strikes hardest, `v(i)` pieces; ties by 8.2. Insurgents never run these sides (8.4.1).
 */
const hardest =
  (v: (ctx: BotCtx, i: number) => number) =>
  (ctx: BotCtx): Option | null => {
    if (ctx.f !== "govt" || ctx.d.kind !== "selectSpace") return null;
    const t = top(ctx, (i) => v(ctx, i));
    const o = pickSpaceIn(ctx, [t.spaces]);
    if (o?.t === "space") ctx.say("np.ev.most", { space: o.s, n: t.n });
    return o ?? null;
  };

const insurgentPieces = (ctx: BotCtx, i: number) =>
  factionPieces(ctx.s, i, "farc") + factionPieces(ctx.s, i, "auc") + factionPieces(ctx.s, i, "cartels");

// ---- Card 4 Caño Limón – Coveñas (unshaded: a Non-player Government) ---------------------------

// the Government gains twice the Econ of the pipelines picked: the highest Econ first
registerInstruction(4, "unshaded", (ctx) => {
  const t = top(ctx, (i) => econOf(i));
  const o = pickSpaceIn(ctx, [t.spaces]);
  if (o?.t === "space") ctx.say("np.ev.4.econ", { space: o.s, n: t.n });
  return o ?? null;
});

// ---- Card 5 Occidental & Ecopetrol, Card 6 Oil Spill --------------------------------------------

registerInstruction(5, "shaded", shiftBy(-2));
registerInstruction(6, "unshaded", setTo(1));

/** a Department next to pipeline p that can shift toward Opposition: the largest Population */
function bestNeighbour(ctx: BotCtx, p: number): number {
  let n = 0;
  for (const i of adjacentIn(ctx.s, p))
    if (isDepartment(ctx.s, i) && hasPop(ctx.s, i) && level(ctx, i) > -2) n = Math.max(n, popOf(ctx.s, i));
  return n;
}

// shaded: Sabotage the pipeline next to the Department where the shift weighs most (8.4.3), then
// shift that Department
registerInstruction(6, "shaded", (ctx) => {
  if (stepOf(ctx) === "dept") return shiftBy(-1)(ctx);
  if (stepOf(ctx) !== "pipe") return null;
  const t = top(ctx, (p) => bestNeighbour(ctx, p));
  const o = pickSpaceIn(ctx, [t.spaces]);
  if (o?.t === "space") ctx.say("np.ev.6.pipeline", { space: o.s, n: t.n });
  return o ?? null;
});

// ---- Card 15 War Tax ----------------------------------------------------------------------------

registerInstruction(15, "shaded", setTo(-1));

// ---- Card 19 General Offensive (single Event): Attack or Terror in each space --------------------

/** 3.3.3 an Attack hits on a roll up to the Guerrillas there: 3 or more make it even odds */
const ATTACK_GUERRILLAS = 3;

registerInstruction(19, "unshaded", (ctx) => {
  if (ctx.f === "govt" || ctx.d.kind !== "chooseAction") return null; // spaces: 8.2 at random
  const id = ctx.d.context.space;
  if (!id) return null;
  const i = SPACE_INDEX[id];
  const n = guerrillas(ctx.s, i, ctx.f);
  const attack = n >= ATTACK_GUERRILLAS && govtPieces(ctx, i) > 0;
  ctx.say(attack ? "np.ev.19.attack" : "np.ev.19.terror", { space: id, n });
  return ctx.exact({ k: "op", op: attack ? "attack" : "terror", limited: false }) ?? null;
});

// ---- Card 20 Mono Jojoy (shaded: after the free March, up to 3 FARC Guerrillas Underground) -----

// Guerrillas facing Government cubes first: Active, they are what an Assault removes; elsewhere
// 8.2 at random (generic)
registerInstruction(20, "shaded", (ctx) => {
  if (ctx.d.kind !== "flipPiece") return null;
  const spaces = ctx.d.options.flatMap((o) => (o.t === "flip" ? [SPACE_INDEX[o.s]] : []));
  const at = ctx.pick([[...new Set(spaces)].filter((i) => cubes(ctx.s, i) > 0)]);
  if (at === null) return null;
  ctx.say("np.ev.20.hide", { space: SPACE_IDS[at], n: cubes(ctx.s, at) });
  return ctx.d.options.find((o) => o.t === "flip" && SPACE_INDEX[o.s] === at) ?? null;
});

// ---- Card 21 Raúl Reyes (shaded: a FARC Base where FARC Guerrillas stand) -----------------------

registerInstruction(21, "shaded", (ctx) => {
  if (ctx.d.kind !== "placePiece") return null;
  const places = ctx.d.options.flatMap((o) =>
    o.t === "place" && o.p === "farcBase" ? [SPACE_INDEX[o.s]] : [],
  );
  const withFarc = places.filter((i) => guerrillas(ctx.s, i, "farc") > 0);
  const at = ctx.pick([withFarc]);
  if (at === null) return null; // none: 8.4.3 at random (generic)
  ctx.say("np.ev.21.base", { space: SPACE_IDS[at] });
  return ctx.d.options.find((o) => o.t === "place" && SPACE_INDEX[o.s] === at) ?? null;
});

// ---- Card 22 Alfonso Cano, Card 24 Operación Jaque ---------------------------------------------

registerInstruction(22, "unshaded", setTo(0));
registerInstruction(24, "unshaded", setTo(2));
// shaded: the Troops' space at random (generic); the City set to Neutral where that weighs most
registerInstruction(24, "shaded", (ctx) => (stepOf(ctx) === "city" ? setTo(0)(ctx) : null));

// ---- Card 25 ELN (shaded: 3 FARC pieces in or next to Antioquia) -------------------------------

registerInstruction(25, "shaded", (ctx) => {
  if (stepOf(ctx) !== "dept") return null;
  // 8.1.2 Bases first: a Department where an Available FARC Base still fits
  const fits =
    available(ctx.s, "farcBase") > 0 ? ctx.spaceOptions().filter((i) => canEnter(ctx.s, "farcBase", i)) : [];
  const o = pickSpaceIn(ctx, [fits]);
  if (o?.t === "space") ctx.say("np.ev.25.base", { space: o.s });
  return o ?? null;
});

// unshaded (a Non-player Government): the Mountain Department with the most FARC pieces
registerInstruction(
  25,
  "unshaded",
  hardest((ctx, i) => factionPieces(ctx.s, i, "farc")),
);

// ---- Card 28 Hugo Chávez, Card 33 Sucumbíos (unshaded: a Non-player Government) -----------------

// up to 3 Insurgent pieces go from one border space: the one with the most
registerInstruction(28, "unshaded", hardest(insurgentPieces));
registerInstruction(33, "unshaded", hardest(insurgentPieces));

// ---- Card 29 Kill Zone (shaded: FARC or AUC Ambushes twice in one space) -----------------------

/** spaces where g could Ambush a Government piece */
const ambushGovt = (ctx: BotCtx, g: Faction) =>
  spacesInPlay(ctx.s).some(
    (i) => guerrillas(ctx.s, i, g) > 0 && govtPieces(ctx, i) > 0 && hasAttackTarget(ctx.s, i, g),
  );

registerInstruction(29, "shaded", (ctx) => {
  if (ctx.d.kind === "chooseFaction") {
    const offered = factionOptions(ctx);
    // the executor Ambushes itself; else (the Cartels) whoever can hit the Government, FARC first
    const self = offered.find((x) => x.f === ctx.f);
    const govt = offered.find((x) => ambushGovt(ctx, x.f));
    const pick = self ?? govt ?? offered[0];
    if (!pick) return null;
    ctx.say(self ? "np.ev.29.self" : govt ? "np.ev.29.govt" : "np.ev.29.order", { faction: pick.f });
    return pick.o;
  }
  if (stepOf(ctx) !== "space") return null;
  // where the Government has the most pieces (whom an Insurgent hurts first)
  const t = top(ctx, (i) => govtPieces(ctx, i));
  const o = pickSpaceIn(ctx, [t.spaces]);
  if (o?.t === "space") ctx.say("np.ev.29.space", { space: o.s, n: t.n });
  return o ?? null;
});

// ---- Card 31 Betancourt, Card 32 Secuestrados ----------------------------------------------------

registerInstruction(31, "unshaded", shiftBy(1));
registerInstruction(31, "shaded", setTo(-2));
registerInstruction(32, "unshaded", setTo(1));

// ---- Card 34 Airdropped AKs ---------------------------------------------------------------------

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

// ---- Card 35 Crop Substitution, Card 36 Zona de Convivencia --------------------------------------

registerInstruction(35, "shaded", shiftBy(-2));
// unshaded (a Non-player Government): the Department with the most Cartels Bases
registerInstruction(
  35,
  "unshaded",
  hardest((ctx, i) => baseCount(ctx.s, i, "cartels")),
);
// single Event: the 2 neighbours of the new Zone shift toward Active Support where that weighs most
registerInstruction(36, "unshaded", (ctx) => (stepOf(ctx) === "shift" ? shiftBy(1)(ctx) : null));
