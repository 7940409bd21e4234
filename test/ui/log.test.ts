// The game log: signed changes, counts in the right singular/plural form, one
// group per action, a filter by Faction, and an export as text.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  apply,
  createGame,
  type GameState,
  isRuleError,
  type LogEntry,
  legalCommands,
} from "../../src/engine/index";
import type { UiHost } from "../../src/ui/host";
import { groupEntries, logLine, logText, logView } from "../../src/ui/panels/log";
import { dictHost } from "./fake-host";

function hostFor(lang: string): UiHost {
  const dict = JSON.parse(readFileSync(`lang/${lang}.json`, "utf8")) as Record<string, string>;
  return dictHost(dict, lang);
}

const en = hostFor("en");

// card 15; the Government Patrols with an Air Lift; the Cartels Attack; the card ends
const CARD: LogEntry[] = [
  { key: "log.card", params: { card: 15, next: 22 } },
  { key: "log.operation", params: { faction: "govt", op: "patrol", limited: 0, free: 0 } },
  { key: "log.resources", params: { faction: "govt", delta: -3, total: 64 } },
  { key: "log.move", params: { n: 1, piece: "police", from: "medellin", to: "cali" } },
  { key: "log.move", params: { n: 1, piece: "police", from: "medellin", to: "cali" } },
  { key: "log.move", params: { n: 1, piece: "troops", from: "medellin", to: "cali" } },
  { key: "log.specialActivity", params: { faction: "govt", sa: "airlift" } },
  { key: "log.move", params: { n: 1, piece: "troops", from: "bogota", to: "cali" } },
  { key: "log.operation", params: { faction: "cartels", op: "attack", limited: 1, free: 0 } },
  { key: "log.activate", params: { n: 1, faction: "cartels", space: "cali" } },
  { key: "log.roll", params: { roll: 6 }, roll: 6, faction: "cartels" },
  { key: "log.attack.miss", params: { space: "cali", roll: 6, n: 1 } },
  { key: "log.cardDone", params: { card: 15 } },
  { key: "log.card", params: { card: 22, next: 71 } },
  // 2.3.3 the engine logs a Pass's Resources before the Pass itself
  { key: "log.resources", params: { faction: "farc", delta: 1, total: 13 } },
  { key: "log.pass", params: { faction: "farc" } },
  { key: "log.resources", params: { faction: "govt", delta: 3, total: 67 } },
  { key: "log.pass", params: { faction: "govt" } },
];

describe("log lines", () => {
  it("changes carry their sign: +30 and −3 (a true minus), margins too (7.2)", () => {
    expect(
      logLine(en, { key: "log.resources", params: { faction: "govt", delta: 30, total: 70 } }).text,
    ).toBe("Government Resources +30 (now 70)");
    expect(logLine(en, { key: "log.aid", params: { delta: -3, total: 12 } }).text).toBe(
      "Aid \u22123 (now 12)",
    );
    expect(logLine(en, { key: "log.margin", params: { faction: "farc", margin: -5 } }).text).toContain(
      "\u22125",
    );
    expect(logLine(en, { key: "log.margin", params: { faction: "farc", margin: 2 } }).text).toContain("+2");
  });

  it("counts take the singular or plural form of each language (Polish one/few/many)", () => {
    const pl = hostFor("pl");
    const mv = (n: number) => ({
      key: "log.move",
      params: { n, piece: "police", from: "cali", to: "pasto" },
    });
    const t = [1, 2, 5].map((n) => logLine(pl, mv(n)).text);
    expect(t[0]).toContain("1 kostkę policji");
    expect(t[1]).toContain("2 kostki policji");
    expect(t[2]).toContain("5 kostek policji");
    const place = (n: number) =>
      logLine(en, { key: "log.place", params: { n, piece: "farcU", space: "cali" } }).text;
    const noun = (n: number) => en.t("ui.pieces.farcU", { n });
    expect(noun(1)).not.toBe(noun(2).replace("2", "1")); // English: "Guerrilla" / "Guerrillas"
    expect(place(1)).toContain(noun(1));
    expect(place(2)).toContain(noun(2));
  });
});

describe("one group per action", () => {
  it("2.3 an Operation with its Special Activity (4.1) is one group; the next Faction's action another", () => {
    const v = logView(en, CARD);
    const heads = v.groups.map((g) => (g.card ? `card ${g.head?.text}` : g.head?.text));
    expect(heads).toEqual([
      "card Card 15 War Tax is played; next: 22 Alfonso Cano",
      "Government: Patrol",
      "Cartels: Attack",
      "Card 15 War Tax is complete",
      "card Card 22 Alfonso Cano is played; next: 71 Darién",
      "FARC passes",
      "Government passes",
    ]);
    // 2.3.3 each Pass with the Resources it earned, though the engine logs them first
    expect(v.groups[5].lines.map((l) => l.text)).toEqual(["FARC Resources +1 (now 13)"]);
    expect(v.groups[6].lines.map((l) => l.text)).toEqual(["Government Resources +3 (now 67)"]);
    const patrol = v.groups[1];
    expect(patrol.faction).toBe("govt");
    // the two Police moves along the same road are summed; the Air Lift is a named part
    expect(patrol.lines.map((l) => l.text)).toEqual([
      "Government Resources \u22123 (now 64)",
      en.t("log.move", { n: 2, pieces: en.t("ui.pieces.police", { n: 2 }), from: "Medellín", to: "Cali" }),
      en.t("log.move", { n: 1, pieces: en.t("ui.pieces.troops", { n: 1 }), from: "Medellín", to: "Cali" }),
      "Government: Special Activity Air Lift",
      en.t("log.move", { n: 1, pieces: en.t("ui.pieces.troops", { n: 1 }), from: "Bogotá", to: "Cali" }),
    ]);
    expect(patrol.lines[3].sub).toBe(true);
    expect(v.groups[2].lines.find((l) => l.roll)?.roll).toBe(6);
    expect(v.groups[3].quiet).toBe(true);
  });

  it("8.1 a Non-player's reasoning opens the group of the action it leads to, and stays with it", () => {
    const why = (key: string): LogEntry => ({ key, faction: "farc", narration: true });
    const g = groupEntries([
      { key: "log.card", params: { card: 25, next: 26 } },
      why("np.a"),
      { key: "log.operation", params: { faction: "farc", op: "rally", limited: 0, free: 0 } },
      why("np.b"),
      { key: "log.place", params: { n: 1, piece: "farcU", space: "cali" } },
      { key: "log.operation", params: { faction: "govt", op: "train", limited: 0, free: 0 } },
    ]);
    expect(g.map((x) => [x.faction, x.head?.key ?? null, x.lines.map((l) => l.key)])).toEqual([
      ["", "log.card", []],
      ["farc", "log.operation", ["np.a", "np.b", "log.place"]],
      ["govt", "log.operation", []],
    ]);
  });

  it("5.5 an Operation an Event grants belongs to the Event's group; a later one starts its own", () => {
    const g = groupEntries([
      { key: "log.event", params: { faction: "auc", card: 37, side: "unshaded" } },
      { key: "log.operation", params: { faction: "auc", op: "sweep", limited: 0, free: 1 } },
      { key: "log.operation", params: { faction: "govt", op: "train", limited: 0, free: 0 } },
    ]);
    expect(g.map((x) => x.head?.key)).toEqual(["log.event", "log.operation"]);
    expect(g[0].lines.map((l) => l.params?.op)).toEqual(["sweep"]);
  });

  it("random games: every entry is in exactly one group, and summed counts add up", () => {
    let x = 99;
    const rnd = (n: number) => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      return x % n;
    };
    const log: LogEntry[] = [];
    let s: GameState = createGame(
      {
        seed: 21,
        seats: { govt: "player", farc: "player", auc: "player", cartels: "player" },
        deployment: "standard",
      },
      log,
    );
    for (let i = 0; i < 2500 && !s.ended; i++) {
      const cmds = legalCommands(s);
      const r = apply(s, cmds[rnd(cmds.length)]);
      if (isRuleError(r)) throw new Error(r.code);
      log.push(...r.log);
      s = r.state;
    }
    const groups = groupEntries(log);
    const flat = groups.flatMap((g) => (g.head ? [g.head, ...g.lines] : g.lines));
    const countOf = (es: LogEntry[]) =>
      es.reduce(
        (m, e) => m.set(e.key, (m.get(e.key) ?? 0) + (typeof e.params?.n === "number" ? e.params.n : 1)),
        new Map(),
      );
    const sums = (es: LogEntry[], k: string) =>
      es.filter((e) => e.key === k).reduce((a, e) => a + (e.params?.n as number), 0);
    for (const k of ["log.move", "log.place", "log.remove", "log.activate", "log.hide"])
      expect(sums(flat, k), k).toBe(sums(log, k));
    expect(countOf(flat).get("log.card")).toBe(countOf(log).get("log.card"));
    expect(flat.length).toBeLessThanOrEqual(log.length);
    expect(groups.length).toBeGreaterThan(40);
    // no group mixes two Factions' Operations unless an Event granted the second (5.5)
    const mixed = groups.filter(
      (g) =>
        g.head?.key !== "log.event" &&
        g.lines.some((l) => l.key === "log.operation" && l.params?.faction !== g.faction),
    );
    expect(mixed).toEqual([]);
  });
});

describe("filter by Faction and export", () => {
  it("a filter keeps the groups that concern the Faction, each under its card; '' keeps all", () => {
    const farc = logView(en, CARD, "farc");
    expect(farc.filter).toBe("farc");
    expect(farc.groups.map((g) => g.head?.text)).toEqual([
      "Card 22 Alfonso Cano is played; next: 71 Darién",
      "FARC passes",
    ]);
    expect(farc.filters.find((f) => f.selected)?.value).toBe("farc");
    const cartels = logView(en, CARD, "cartels");
    expect(cartels.groups.map((g) => g.head?.text)).toEqual([
      "Card 15 War Tax is played; next: 22 Alfonso Cano",
      "Cartels: Attack",
    ]);
    expect(logView(en, CARD, "").groups).toHaveLength(7);
    expect(logView(en, CARD, "nobody").filter).toBe(""); // not a Faction: everything
  });

  it("export: the same groups as text, heads starred and their lines indented", () => {
    const text = logText(en, CARD);
    expect(text.split("\n").slice(0, 5)).toEqual([
      "Game log",
      "",
      "== Card 15 War Tax is played; next: 22 Alfonso Cano ==",
      "* Government: Patrol",
      "    - Government Resources \u22123 (now 64)",
    ]);
    expect(text).toContain("* FARC passes\n    - FARC Resources +1 (now 13)\n");
    const only = logText(en, CARD, "govt");
    expect(only).toContain("Government: Patrol");
    expect(only).not.toContain("Cartels: Attack");
    expect(logText(en, [])).toBe("Game log\nNothing has happened yet.\n");
  });
});

describe("following a Non-player (section 8)", () => {
  it("8.2 a random pick's dice are read once: the engine's die lines that repeat them are left out", () => {
    const entries: LogEntry[] = [
      { key: "log.card", params: { card: 20, next: 2 } },
      { key: "np.random", params: { dice: "5 3 3", space: "cesar" }, faction: "farc", narration: true },
      {
        key: "np.farc.marchLoc",
        params: { space: "cesar", from: "arauca" },
        faction: "farc",
        narration: true,
      },
      { key: "log.operation", params: { faction: "farc", op: "march", limited: 0, free: 0 } },
      { key: "log.roll", params: { roll: 5 }, roll: 5, faction: "farc" },
      { key: "log.roll", params: { roll: 3 }, roll: 3, faction: "farc" },
      { key: "log.roll", params: { roll: 3 }, roll: 3, faction: "farc" },
      { key: "log.move", params: { n: 1, piece: "farcU", from: "arauca", to: "cesar" } },
      // an Attack's own roll (3.3.3) is not a random pick's: it stays
      { key: "log.roll", params: { roll: 4 }, roll: 4, faction: "farc" },
    ];
    const text = logText(en, entries);
    expect(text).toContain("Random space (8.2): dice 5 3 3");
    expect(text.match(/Die roll/g)).toEqual(["Die roll"]);
    expect(text).toContain("Die roll: 4");
  });

  it("5.5 'card complete' comes after the free Operation an Event grants (card 20's March), before the next card", () => {
    // the engine's order (test/engine/card-done-order.test.ts): the card is complete last
    const entries: LogEntry[] = [
      { key: "log.card", params: { card: 20, next: 2 } },
      { key: "log.event", params: { faction: "cartels", card: 20, side: "shaded" } },
      { key: "log.operation", params: { faction: "farc", op: "march", limited: 0, free: 1 } },
      {
        key: "np.farc.marchLoc",
        params: { space: "cesar", from: "arauca" },
        faction: "farc",
        narration: true,
      },
      { key: "log.move", params: { n: 1, piece: "farcU", from: "arauca", to: "cesar" } },
      { key: "log.cardDone", params: { card: 20 } },
      { key: "log.card", params: { card: 2, next: 3 } },
    ];
    const groups = groupEntries(entries);
    const keys = groups.map((g) => g.head?.key ?? "");
    expect(keys).toEqual(["log.card", "log.event", "log.cardDone", "log.card"]);
    // the March's reasoning and move stay in the Event's group (5.5)
    expect(groups[1].lines.map((l) => l.key)).toEqual(["log.operation", "np.farc.marchLoc", "log.move"]);
  });
});
