// Small builders for Decisions and options, so every frame phrases them alike.
import { SPACES } from "../data/map";
import {
  type CommandBody,
  type Decision,
  type DecisionContext,
  type Faction,
  P,
  type PieceKind,
} from "../types";

export function decision(
  faction: Faction,
  key: string,
  options: CommandBody[],
  context: DecisionContext = {},
  params?: Record<string, string | number>,
  rule?: string,
): Decision {
  const d: Decision = { faction, prompt: params ? { key, params } : { key }, options, context };
  if (rule) d.rule = rule;
  return d;
}

export const DONE: CommandBody = { t: "done" };
const chooseCache = new Map<string, CommandBody>();
export function choose(v: string): CommandBody {
  let o = chooseCache.get(v);
  if (!o) {
    o = Object.freeze({ t: "choose", v }) as CommandBody;
    if (chooseCache.size < 10_000) chooseCache.set(v, o);
  }
  return o;
}
// Options are immutable and shared: each (kind, piece, space…) option object is built once and
// frozen, so listing hundreds of moves on every Decision allocates nothing new. Nobody may
// mutate an option; commands are built from one by runtime.commandOf.
const N = SPACES.length;
const KIND_INDEX = P as Record<PieceKind, number>;
const spaceCache: CommandBody[] = [];
const pieceCache: Record<"place" | "remove" | "flip", CommandBody[]> = { place: [], remove: [], flip: [] };
const moveCache: CommandBody[] = [];

export function spaceOpt(i: number): CommandBody {
  let o = spaceCache[i];
  if (!o) {
    o = Object.freeze({ t: "space", s: SPACES[i].id }) as CommandBody;
    spaceCache[i] = o;
  }
  return o;
}

function pieceOpt(t: "place" | "remove" | "flip", p: PieceKind, i: number): CommandBody {
  const key = KIND_INDEX[p] * N + i;
  const cache = pieceCache[t];
  let o = cache[key];
  if (!o) {
    o = Object.freeze({ t, p, s: SPACES[i].id }) as CommandBody;
    cache[key] = o;
  }
  return o;
}
export const placeOpt = (p: PieceKind, i: number): CommandBody => pieceOpt("place", p, i);
export const removeOpt = (p: PieceKind, i: number): CommandBody => pieceOpt("remove", p, i);
export const flipOpt = (p: PieceKind, i: number): CommandBody => pieceOpt("flip", p, i);
export function moveOpt(p: PieceKind, from: number, to: number): CommandBody {
  const key = (KIND_INDEX[p] * N + from) * N + to;
  let o = moveCache[key];
  if (!o) {
    o = Object.freeze({ t: "move", p, from: SPACES[from].id, to: SPACES[to].id }) as CommandBody;
    moveCache[key] = o;
  }
  return o;
}

/** canonical membership key of an option or command body */
export function optionKey(c: CommandBody): string {
  switch (c.t) {
    case "choose":
      return `c|${c.v}`;
    case "space":
      return `s|${c.s}`;
    case "place":
    case "remove":
    case "flip":
      return `${c.t[0]}|${c.p}|${c.s}`;
    case "move":
      return `m|${c.p}|${c.from}|${c.to}`;
    case "done":
      return "d";
  }
}
