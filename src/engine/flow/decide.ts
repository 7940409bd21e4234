// Small builders for Decisions and options, so every frame phrases them alike.
import { type Choice, choiceValue } from "../choice";
import { SPACE_COUNT, SPACE_IDS } from "../data/map";
import {
  type CommandBody,
  type Decision,
  type DecisionContext,
  type DecisionKind,
  type Faction,
  type Option,
  P,
  type PieceKind,
} from "../types";

export function decision(
  faction: Faction,
  key: string,
  options: Option[],
  context: DecisionContext = {},
  params?: Record<string, string | number>,
  rule?: string,
): Decision {
  const d: Decision = {
    kind: kindOf(options),
    faction,
    prompt: params ? { key, params } : { key },
    options,
    context: withLimits(context, params),
  };
  if (rule) d.rule = rule;
  return d;
}

/** the prompt's count and cost also go into the typed context, for programs */
function withLimits(context: DecisionContext, params?: Record<string, string | number>): DecisionContext {
  if (!params) return context;
  const { n, cost } = params;
  if (typeof n !== "number" && typeof cost !== "number") return context;
  const out = { ...context };
  if (typeof n === "number") out.left = n;
  if (typeof cost === "number") out.cost = cost;
  return out;
}

// Board steps by precedence: a step that lets a piece be moved is a movePiece step even if it
// also offers Done or a named choice, and so on down this list.
const BOARD_KINDS: [Option["t"], DecisionKind][] = [
  ["move", "movePiece"],
  ["place", "placePiece"],
  ["remove", "removePiece"],
  ["flip", "flipPiece"],
  ["space", "selectSpace"],
];

/** The kind of a Decision, from the shapes of its options and the kinds of its Choices. */
export function kindOf(options: readonly Option[]): DecisionKind {
  let seen = 0;
  let action = false;
  let special = false;
  let faction = false;
  let named = false;
  for (const o of options) {
    switch (o.t) {
      case "move":
        return "movePiece"; // first in precedence: nothing else can change the answer
      case "place":
        seen |= 2;
        break;
      case "remove":
        seen |= 4;
        break;
      case "flip":
        seen |= 8;
        break;
      case "space":
        seen |= 16;
        break;
      case "choose": {
        const k = o.c.k;
        if (k === "pass" || k === "event" || k === "op") action = true;
        else if (k === "sa") special = true;
        else if (k === "heir" || k === "askShip" || k === "faction") faction = true;
        else named = true;
        break;
      }
    }
  }
  for (let b = 0; b < BOARD_KINDS.length; b++) if (seen & (1 << b)) return BOARD_KINDS[b][1];
  if (action) return "chooseAction";
  if (special) return "chooseSpecial";
  if (faction) return "chooseFaction";
  if (named) return "chooseOption";
  return options.length ? "confirm" : "gameOver";
}

export const DONE: Option = Object.freeze({ t: "done" });
const chooseCache = new Map<string, Option>();
// the choices every card and Operation step offers, found by their one field without building
// the value's text: the same objects as chooseCache's
const opCache = new Map<string, Option>();
const limOpCache = new Map<string, Option>();
const saCache = new Map<string, Option>();
const eventCache = new Map<string, Option>();
/** the option for a named choice (one frozen object per value) */
export function choose(c: Choice): Option {
  let by: Map<string, Option> | null = null;
  let field = "";
  if (c.k === "op") {
    by = c.limited ? limOpCache : opCache;
    field = c.op;
  } else if (c.k === "sa") {
    by = saCache;
    field = c.sa;
  } else if (c.k === "event") {
    by = eventCache;
    field = c.side;
  }
  if (by) {
    const hit = by.get(field);
    if (hit) return hit;
    const o = chooseByValue(c);
    if (chooseCache.get(o.t === "choose" ? o.v : "") === o) by.set(field, o);
    return o;
  }
  return chooseByValue(c);
}

function chooseByValue(c: Choice): Option {
  const v = choiceValue(c);
  let o = chooseCache.get(v);
  if (!o) {
    o = Object.freeze({ t: "choose", v, c: Object.freeze({ ...c }) }) as Option;
    if (chooseCache.size < 10_000) chooseCache.set(v, o);
  }
  return o;
}
// Options are immutable and shared: each (kind, piece, space…) option object is built once and
// frozen, so listing hundreds of moves on every Decision allocates nothing new. Nobody may
// mutate an option; commands are built from one by runtime.commandOf.
const N = SPACE_COUNT;
const KIND_INDEX = P as Record<PieceKind, number>;
const spaceCache: Option[] = [];
const pieceCache: Record<"place" | "remove" | "flip", Option[]> = { place: [], remove: [], flip: [] };
const moveCache: Option[] = [];

export function spaceOpt(i: number): Option {
  let o = spaceCache[i];
  if (!o) {
    o = Object.freeze({ t: "space", s: SPACE_IDS[i] }) as Option;
    spaceCache[i] = o;
  }
  return o;
}

function pieceOpt(t: "place" | "remove" | "flip", p: PieceKind, i: number): Option {
  const key = KIND_INDEX[p] * N + i;
  const cache = pieceCache[t];
  let o = cache[key];
  if (!o) {
    o = Object.freeze({ t, p, s: SPACE_IDS[i] }) as Option;
    cache[key] = o;
  }
  return o;
}
export const placeOpt = (p: PieceKind, i: number): Option => pieceOpt("place", p, i);
export const removeOpt = (p: PieceKind, i: number): Option => pieceOpt("remove", p, i);
export const flipOpt = (p: PieceKind, i: number): Option => pieceOpt("flip", p, i);
export function moveOpt(p: PieceKind, from: number, to: number): Option {
  const key = (KIND_INDEX[p] * N + from) * N + to;
  let o = moveCache[key];
  if (!o) {
    o = Object.freeze({ t: "move", p, from: SPACE_IDS[from], to: SPACE_IDS[to] }) as Option;
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
