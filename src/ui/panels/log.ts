// View-model of the game log: the engine's LogEntries as readable text, one group per action (a
// Faction's Operation with its Special Activity, an Event with what it set off, a Pass, a
// Propaganda Round…) under a line per card; changes signed ("+30", "−3"); consecutive like lines
// of an action summed ("1 Police moved…" twice → "2 Police moved…", the plural form by the host's
// t()); a filter by Faction; the same groups as plain text for export.
import type { Faction, LogEntry } from "../../engine/index";
import { FACTIONS } from "../../engine/index";
import type { UiHost } from "../host";
import { factionName, msgText } from "../i18n";
import { signed } from "./status";

export interface LogLine {
  text: string;
  faction: string;
  factionName: string;
  roll: number | null;
  /** a new card starts here (styled as a separator) */
  card: boolean;
  /** a Non-player's reasoning (section 8), shown apart from what happened */
  why: boolean;
  /** a part of the action with its own name: its Special Activity, an Operation an Event grants */
  sub: boolean;
}

export interface LogGroup {
  /** the acting Faction ("" for the game's own steps: a card, a Propaganda Round) */
  faction: string;
  factionName: string;
  /** the line that names the action ("Government: Patrol"); null when the group has none */
  head: LogLine | null;
  lines: LogLine[];
  /** a card separator ("Card 15 … is played") */
  card: boolean;
  /** every Faction this group concerns (the actor and any Faction its lines name) */
  factions: string;
  /** a card's end: shown quietly */
  quiet: boolean;
}

export interface LogView {
  groups: LogGroup[];
  empty: boolean;
  emptyText: string;
  filter: string;
  filters: { value: string; label: string; selected: boolean }[];
  labels: { title: string; filter: string; export: string };
}

/** keys that open a new action of a Faction (or of the game) */
const HEADS = new Set([
  "log.operation",
  "log.specialActivity",
  "log.event",
  "log.pass",
  "log.propagandaRound",
  "log.propagandaSkipped",
  "log.deployStart",
  "log.deployDone",
  "log.eliteBacking",
  "log.transferResources",
  "log.transferShipment",
  "log.gameOver",
  "log.cardDone",
]);
/** lines said before the action they lead to (it joins their group) */
const PRELUDES = new Set(["log.discord.event", "log.discord.op"]);
/** counted lines that add up when they repeat with the same other parameters */
const SUMMED = new Set(["log.place", "log.remove", "log.move", "log.activate", "log.hide"]);

/** parameters read with their sign: a change ("+30", "−3") and a victory margin (7.2) */
const SIGNED = ["delta", "margin"] as const;

function withSigns(params: LogEntry["params"]): LogEntry["params"] {
  if (!params || !SIGNED.some((k) => typeof params[k] === "number")) return params;
  const out = { ...params };
  for (const k of SIGNED) if (typeof out[k] === "number") out[k] = signed(out[k] as number);
  return out;
}

function actorOf(e: LogEntry): string {
  const p = e.params?.faction;
  return e.faction ?? (typeof p === "string" ? p : "");
}

export function logLine(host: UiHost, e: LogEntry): LogLine {
  const f = actorOf(e);
  return {
    text: msgText(host, { key: e.key, params: withSigns(e.params) }),
    faction: f,
    factionName: f ? factionName(host, f) : "",
    roll: e.roll ?? null,
    card: e.key === "log.card",
    why: e.narration === true,
    sub: e.key === "log.specialActivity" || e.key === "log.operation",
  };
}

interface RawGroup {
  faction: string;
  head: LogEntry | null;
  /** still waiting for its action (only narration or a prelude so far) */
  open: boolean;
  lines: LogEntry[];
  card: boolean;
}

/** Does this head continue the group under way rather than start one? */
function continues(g: RawGroup, e: LogEntry): boolean {
  if (g.card) return false;
  if (g.open) return true; // narration / Discord, then the action they announced
  const head = g.head?.key;
  const f = actorOf(e);
  // 4.1 a Special Activity is part of its Faction's Operation (or of the Event granting it, 5.5)
  if (e.key === "log.specialActivity")
    return f === g.faction && (head === "log.operation" || head === "log.event");
  // 5.5 an Operation an Event grants, by whichever Faction, is part of that Event
  if (e.key === "log.operation") return head === "log.event" && !!e.params?.free;
  return false;
}

/** 5.5 an Event group whose free Operation `f` is playing (its reasoning belongs to the Event) */
function grantedTo(g: RawGroup, f: string): boolean {
  return g.head?.key === "log.event" && g.lines.some((l) => l.key === "log.operation" && actorOf(l) === f);
}

function sameButCount(a: LogEntry, b: LogEntry): boolean {
  if (a.key !== b.key || !SUMMED.has(a.key) || a.narration || b.narration || a.roll || b.roll) return false;
  const pa = a.params ?? {};
  const pb = b.params ?? {};
  const ka = Object.keys(pa).filter((k) => k !== "n");
  if (typeof pa.n !== "number" || typeof pb.n !== "number") return false;
  if (ka.length !== Object.keys(pb).length - 1) return false;
  return ka.every((k) => pa[k] === pb[k]) && a.faction === b.faction;
}

/** Group the entries (oldest first) by action; like counted lines in a row are summed. */
export function groupEntries(entries: readonly LogEntry[]): RawGroup[] {
  const out: RawGroup[] = [];
  let cur: RawGroup | null = null;
  const start = (faction: string, head: LogEntry | null, open: boolean, card = false): RawGroup => {
    const g: RawGroup = { faction, head, open, lines: [], card };
    out.push(g);
    return g;
  };
  /** dice a Non-player's random pick (8.2) already named: the engine's own die lines repeat them */
  const named: number[] = [];
  for (const e of entries) {
    if (e.key === "log.card") {
      named.length = 0;
      start("", e, false, true);
      cur = null;
      continue;
    }
    if (e.narration && e.key === "np.random" && typeof e.params?.dice === "string")
      named.push(...e.params.dice.split(" ").map(Number));
    else if (e.key === "log.roll" && named.length && named[0] === e.roll) {
      named.shift();
      continue;
    }
    const f = actorOf(e);
    if (e.narration || PRELUDES.has(e.key)) {
      // a Non-player's reasoning (8.x) or Insurgent Discord (8.1) comes just before its action
      // (a Non-player's later steps in the same action keep to its group)
      const joins =
        !!cur &&
        (cur.open
          ? !e.narration || !cur.faction || cur.faction === f
          : !!e.narration && (cur.faction === f || grantedTo(cur, f)));
      if (!cur || !joins) cur = start(e.narration ? f : "", null, true);
      else if (e.narration && !cur.faction) cur.faction = f;
      cur.lines.push(e);
      continue;
    }
    if (HEADS.has(e.key)) {
      // 2.3.3 a Pass is logged after the Resources it earns: they move into the Pass's group
      const last = cur?.lines[cur.lines.length - 1];
      if (cur && !cur.open && e.key === "log.pass" && last?.key === "log.resources" && actorOf(last) === f) {
        cur.lines.pop();
        if (!cur.head && !cur.lines.length) out.pop();
        cur = start(f, e, false);
        cur.lines.push(last);
        continue;
      }
      // a card's end is a group of its own, after everything the card set off (the engine logs it last)
      if (cur && e.key !== "log.cardDone" && continues(cur, e)) {
        if (cur.open) {
          cur.head = e;
          cur.faction = f || cur.faction;
          cur.open = false;
        } else cur.lines.push(e);
      } else cur = start(f, e, false);
      continue;
    }
    if (!cur) cur = start(f, null, false);
    const last = cur.lines[cur.lines.length - 1];
    if (last && sameButCount(last, e)) {
      const n = (last.params?.n as number) + (e.params?.n as number);
      cur.lines[cur.lines.length - 1] = { ...last, params: { ...last.params, n } };
    } else cur.lines.push(e);
  }
  return out;
}

/** The Factions a group concerns: its actor, and any Faction named by its lines. */
function involved(g: RawGroup): Set<string> {
  const out = new Set<string>();
  if (g.faction) out.add(g.faction);
  for (const e of g.head ? [g.head, ...g.lines] : g.lines) {
    const f = actorOf(e);
    if (f) out.add(f);
    for (const k of ["to", "from", "target"] as const) {
      const v = e.params?.[k];
      if (typeof v === "string" && (FACTIONS as string[]).includes(v)) out.add(v);
    }
  }
  return out;
}

/** The groups a filter keeps: "" all; a Faction: the groups that concern it, under their cards. */
function filtered(groups: RawGroup[], filter: string): RawGroup[] {
  if (!filter) return groups;
  const out: RawGroup[] = [];
  let card: RawGroup | null = null;
  for (const g of groups) {
    if (g.card) {
      card = g;
      continue;
    }
    if (!involved(g).has(filter)) continue;
    if (card) out.push(card);
    card = null;
    out.push(g);
  }
  return out;
}

function isFaction(x: string): x is Faction {
  return (FACTIONS as string[]).includes(x);
}

export function logView(host: UiHost, entries: readonly LogEntry[], filter = ""): LogView {
  const f = isFaction(filter) ? filter : "";
  const groups = filtered(groupEntries(entries), f).map(
    (g): LogGroup => ({
      faction: g.faction,
      factionName: g.faction ? factionName(host, g.faction) : "",
      head: g.head ? logLine(host, g.head) : null,
      lines: g.lines.map((e) => logLine(host, e)),
      card: g.card,
      factions: [...involved(g)].join(" "),
      quiet: g.head?.key === "log.cardDone",
    }),
  );
  return {
    groups,
    empty: groups.length === 0,
    emptyText: host.t("ui.log.empty"),
    filter: f,
    filters: [
      { value: "", label: host.t("ui.log.all"), selected: f === "" },
      ...FACTIONS.map((x) => ({ value: x, label: factionName(host, x), selected: f === x })),
    ],
    labels: {
      title: host.t("ui.log.title"),
      filter: host.t("ui.log.filter"),
      export: host.t("ui.log.export"),
    },
  };
}

/** The log as plain text (what the view shows with the same filter), for a file or a message. */
export function logText(host: UiHost, entries: readonly LogEntry[], filter = ""): string {
  const v = logView(host, entries, filter);
  const line = (l: LogLine) => l.text;
  const out: string[] = [host.t("ui.log.title")];
  if (v.filter) out.push(`${v.labels.filter} ${factionName(host, v.filter)}`);
  for (const g of v.groups) {
    if (g.card && g.head) {
      out.push("", `== ${line(g.head)} ==`);
      continue;
    }
    if (g.head) out.push(`* ${line(g.head)}`);
    for (const l of g.lines) out.push(`${g.head ? "    " : "  "}${l.why ? "> " : "- "}${line(l)}`);
  }
  if (v.empty) out.push(v.emptyText);
  return `${out.join("\n")}\n`;
}
