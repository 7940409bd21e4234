// Card 69 "Riverines & Fast Boats" (single Event).
// The executor takes some of its cubes (Government) or Guerrillas (an Insurgent) out of one space
// and moves that group along a chain of 1 to 3 Departments, each adjacent to the last; then it
// may execute a free Operation (5.5) other than Patrol or March, limited to the final space.
// Our reading (docs/rulings/events-e2.md): the group is chosen on the first hop (at least 1
// piece) and travels whole; no Activation on the way; Shipments follow (4.5.3, core/mutate).
import { type Ctx, move } from "../../core/mutate";
import { adjacentIn, canEnter, count, ecuadorIn, factionPieces, isDepartment } from "../../core/queries";
import { ECUADOR_STACK } from "../../data/map";
import { actionFrame } from "../../flow/action";
import { type OpName, opDef, opsOf } from "../../ops/registry";
import type { Faction, GameState, PieceKind } from "../../types";
import type { Ev } from "../ev";
import { spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

const OWN: Record<Faction, PieceKind[]> = {
  govt: ["troops", "police"],
  farc: ["farcU", "farcA"],
  auc: ["aucU", "aucA"],
  cartels: ["cartelsU", "cartelsA"],
};
const own = (s: GameState, i: number, f: Faction) => OWN[f].reduce((n, k) => n + count(s, i, k), 0);

/** Departments next to space i that one of f's pieces there could enter (1.4.2, FARC Zones) */
const firstHops = (s: GameState, i: number, f: Faction) =>
  adjacentIn(s, i).filter(
    (t) => isDepartment(s, t) && OWN[f].some((k) => count(s, i, k) > 0 && canEnter(s, k, t)),
  );
const origins = (s: GameState, f: Faction) => spacesWhere((i) => firstHops(s, i, f).length > 0, s);

/** could the whole group (counts per OWN kind) enter Department t (FARC Zones, Ecuador's limit)? */
function fits(s: GameState, f: Faction, group: number[], t: number): boolean {
  if (!OWN[f].every((k, j) => group[j] === 0 || canEnter(s, k, t))) return false;
  const n = group.reduce((a, b) => a + b, 0);
  return !ecuadorIn(s, t) || factionPieces(s, t, f) + n <= ECUADOR_STACK;
}
const nextHops = (s: GameState, f: Faction, at: number, group: number[]) =>
  adjacentIn(s, at).filter((t) => isDepartment(s, t) && fits(s, f, group, t));

// the free Operation, as the executor's mode choice (labels ui.choose.mode.<value>)
type OpMode = "opTrain" | "opSweep" | "opAssault" | "opRally" | "opAttack" | "opTerror" | "noOp";
const MODE_OF: Partial<Record<OpName, OpMode>> = {
  train: "opTrain",
  sweep: "opSweep",
  assault: "opAssault",
  rally: "opRally",
  attack: "opAttack",
  terror: "opTerror",
};

/** the Operations (not Patrol, not March: MODE_OF omits them) that could start free in space i */
function possibleOps(s: GameState, f: Faction, i: number): OpName[] {
  return opsOf(f).filter((op) => {
    if (!MODE_OF[op]) return false;
    const probe = actionFrame(f, op, { free: true, byEvent: true, only: [i] });
    return !!opDef(op)?.canStart(s, probe);
  });
}

type D = {
  origin: number;
  hop: number;
  before: number[];
  group: number[];
  at: number;
  next: number[];
  /** the start space and the Departments the chain went through (a chain: each one once) */
  path: number[];
  stop: boolean;
  op: OpMode;
};

const counts = (s: GameState, i: number, f: Faction) => OWN[f].map((k) => count(s, i, k));

function moveGroup(ctx: Ctx, f: Faction, group: number[], from: number, to: number): void {
  OWN[f].forEach((k, j) => {
    if (group[j] > 0) move(ctx, k, from, to, group[j]);
  });
}

/** a further hop (up to 2 after the first): the group moves whole, or the chain ends */
function pickHop(x: Ev<D>): void {
  const { at, group } = x.data;
  if (x.data.stop || at === undefined || !group) return;
  const path = x.data.path ?? [];
  x.pickSpaces("next", {
    cands: nextHops(x.s, x.f, at, group).filter((t) => !path.includes(t)),
    n: 1,
    upTo: true,
    prompt: "prompt.card69.hop",
    rule: "5.1",
  });
}
function doHop(x: Ev<D>): void {
  const { at, group, next } = x.data;
  if (x.data.stop || at === undefined || !group) return;
  const to = next?.[0];
  if (to === undefined) {
    x.set("stop", true);
    return;
  }
  moveGroup(x.ctx, x.f, group, at, to);
  x.set("at", to);
  x.set("path", [...(x.data.path ?? []), to]);
}

registerEvent(69, {
  unshaded: side<D>(
    (s, f) => origins(s, f).length > 0,
    (x) => x.pickSpace("origin", { cands: origins(x.s, x.f), prompt: "prompt.card69.origin" }),
    (x) => {
      const o = x.data.origin;
      if (o !== undefined)
        x.pickSpace("hop", { cands: firstHops(x.s, o, x.f), prompt: "prompt.card69.firstHop" });
    },
    (x) => {
      const { origin: o, hop } = x.data;
      if (o === undefined || hop === undefined) return;
      x.set("before", counts(x.s, hop, x.f));
      // frames run last-pushed first: the forced first piece, then any others of the group
      const rest = own(x.s, o, x.f) - 1;
      const opts = { from: [o], to: [hop], kinds: OWN[x.f], prompt: "prompt.card69.group" };
      x.move({ ...opts, n: rest, upTo: true });
      x.move({ ...opts, n: 1 });
    },
    (x) => {
      const { hop, before } = x.data;
      if (hop === undefined || !before) return;
      x.set(
        "group",
        counts(x.s, hop, x.f).map((n, j) => n - before[j]),
      );
      x.set("at", hop);
      x.set("path", [x.data.origin as number, hop]);
    },
    pickHop,
    doHop,
    pickHop,
    doHop,
    (x) => {
      const at = x.data.at;
      if (at === undefined) return;
      const values = possibleOps(x.s, x.f, at).map((op) => MODE_OF[op]!);
      x.pickMode("op", { values: [...values, "noOp"], prompt: "prompt.card69.op", rule: "5.5" });
    },
    (x) => {
      const { at, op } = x.data;
      const name = (Object.keys(MODE_OF) as OpName[]).find((k) => MODE_OF[k] === op);
      if (at !== undefined && name) x.freeOp(x.f, name, { only: [at] });
    },
  ),
});
