// Structured values of `choose` options: one typed union and one codec.
// On the wire a choose Command keeps its JSON shape ({ t: "choose", v: "op:rally" }), so saved
// games need no migration; every option of a Decision also carries the decoded value `c`, and
// frames read a Command through choiceOf(), never by splitting its string themselves.
import { isSpaceId } from "./data/map";
import {
  type Choice,
  FACTIONS,
  type Faction,
  type OpName,
  PIECE_KINDS,
  type PieceKind,
  type SaName,
} from "./types";

export type { Choice, KidnapTarget, ViaCubes } from "./types";

export type ChoiceKind = Choice["k"];

/** the wire string of a Choice (the `v` of the Command) */
export function choiceValue(c: Choice): string {
  switch (c.k) {
    case "pass":
    case "shipRefuse":
    case "regroup":
    case "roll":
      return c.k;
    case "event":
      return `event:${c.side}`;
    case "op":
      return `${c.limited ? "limop" : "op"}:${c.op}`;
    case "sa":
      return `sa:${c.sa}`;
    case "ship":
      return c.from ? `shipFrom:${c.from}` : "ship";
    case "askShip":
      return `askShip:${c.faction}`;
    case "shipAgree":
      return c.from ? `shipAgreeFrom:${c.from}` : "shipAgree";
    case "heir":
      return `heir:${c.faction}`;
    case "via":
      return `via:${c.cubes}`;
    case "base":
      return c.space ? `base:${c.space}` : "base";
    case "civic":
      return c.space ? `civic:${c.space}` : "civic";
    case "carry":
      return `carry:${c.from}:${c.to}:${c.piece}:${c.n}`;
    case "shipment":
      return `shipment:${c.space}:${c.faction}`;
    case "process":
      return `ship:${c.space}:${c.faction}`;
    case "cash":
      return `cash:${c.space}`;
    case "eliteBacking":
      return "rally";
    case "target":
      return `target:${c.target}`;
    case "faction":
      return `faction:${c.faction}`;
    case "mode":
      return `mode:${c.mode}`;
    case "discord":
      return `discord:${c.event ? "event" : "op"}`;
  }
}

const OPS = new Set<string>(["train", "patrol", "sweep", "assault", "rally", "march", "attack", "terror"]);
const SAS = new Set<string>([
  "airlift",
  "airstrike",
  "eradicate",
  "extort",
  "ambush",
  "kidnap",
  "assassinate",
  "cultivate",
  "process",
  "bribe",
]);
const FACTION_SET = new Set<string>(FACTIONS);
const KINDS = new Set<string>(PIECE_KINDS);
const isFaction = (x: string): x is Faction => FACTION_SET.has(x);

function decode(v: string): Choice | null {
  const parts = v.split(":");
  const [head, a = "", b = ""] = parts;
  const n = parts.length;
  if (n === 1) {
    switch (head) {
      case "pass":
      case "shipRefuse":
      case "regroup":
      case "roll":
        return { k: head };
      case "ship":
        return { k: "ship" };
      case "shipAgree":
        return { k: "shipAgree" };
      case "base":
        return { k: "base" };
      case "civic":
        return { k: "civic" };
      case "rally":
        return { k: "eliteBacking" };
    }
    return null;
  }
  if (n === 2) {
    switch (head) {
      case "event":
        return a === "unshaded" || a === "shaded" ? { k: "event", side: a } : null;
      case "op":
      case "limop":
        return OPS.has(a) ? { k: "op", op: a as OpName, limited: head === "limop" } : null;
      case "sa":
        return SAS.has(a) ? { k: "sa", sa: a as SaName } : null;
      case "shipFrom":
        return isSpaceId(a) ? { k: "ship", from: a } : null;
      case "shipAgreeFrom":
        return isSpaceId(a) ? { k: "shipAgree", from: a } : null;
      case "askShip":
        return isFaction(a) ? { k: "askShip", faction: a } : null;
      case "heir":
        return isFaction(a) ? { k: "heir", faction: a } : null;
      case "faction":
        return isFaction(a) ? { k: "faction", faction: a } : null;
      case "via":
        return a === "troops" || a === "police" ? { k: "via", cubes: a } : null;
      case "base":
        return isSpaceId(a) ? { k: "base", space: a } : null;
      case "civic":
        return isSpaceId(a) ? { k: "civic", space: a } : null;
      case "cash":
        return isSpaceId(a) ? { k: "cash", space: a } : null;
      case "target":
        return a === "govt" || a === "cartels" ? { k: "target", target: a } : null;
      case "mode":
        return a ? { k: "mode", mode: a } : null;
      case "discord":
        return a === "event" || a === "op" ? { k: "discord", event: a === "event" } : null;
    }
    return null;
  }
  if (n === 3 && isSpaceId(a) && isFaction(b)) {
    if (head === "shipment") return { k: "shipment", space: a, faction: b };
    if (head === "ship") return { k: "process", space: a, faction: b };
    return null;
  }
  if (n === 5 && head === "carry") {
    const m = Number(parts[4]);
    if (isSpaceId(a) && isSpaceId(b) && KINDS.has(parts[3]) && Number.isInteger(m) && m >= 0)
      return { k: "carry", from: a, to: b, piece: parts[3] as PieceKind, n: m };
  }
  return null;
}

const decoded = new Map<string, Choice | null>();
/** The structured value of a choose string (null: not a value the engine ever offers). */
export function decodeChoice(v: string): Choice | null {
  let c = decoded.get(v);
  if (c === undefined) {
    c = decode(v);
    if (c) Object.freeze(c);
    if (decoded.size < 20_000) decoded.set(v, c);
  }
  return c;
}

/** The Choice a Command or option body carries (null for other bodies and unknown values). */
export function choiceOf(body: { t: string; v?: unknown }): Choice | null {
  return body.t === "choose" && typeof body.v === "string" ? decodeChoice(body.v) : null;
}
