// Helpers shared by several cards' tests (test/engine/cards/cNN-*.test.ts).

import { expect, it } from "vitest";
import { botMove } from "../../../src/engine/bots/index";
import { choiceValue } from "../../../src/engine/choice";
import { CITIES, SPACES } from "../../../src/engine/data/map";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import type { Faction, Frame, GameState, LogEntry } from "../../../src/engine/types";
import { c, type FixtureSpec, fixture, idx, pieces, play } from "../fixture";

export const eff = (n: number, side: "unshaded" | "shaded", s: GameState, f: Faction) => {
  const d = eventDef(n)?.[side];
  if (!d) throw new Error(`card ${n} ${side} is not registered`);
  return d.effective(s, f);
};

/** 5.3 / 8.1 shared checks: the Event records the marker; a side already showing is ineffective */
export function recordsAndEffective(n: number) {
  for (const side of ["unshaded", "shaded"] as const) {
    it(`card ${n} (5.3) ${side} is recorded for the rest of the game`, () => {
      const s = play(fixture({ deck: [n, 2] }), c(`event:${side}`));
      expect(s.capabilities[n]).toBe(side);
      expect(s.card.acted.govt).toBe("event");
    });
    it(`card ${n} (8.1) ${side} is ineffective only while its marker already shows ${side}`, () => {
      const other = side === "unshaded" ? "shaded" : "unshaded";
      expect(eventDef(n)![side]!.effective(fixture(cap(n, side)), "govt")).toBe(false);
      expect(eventDef(n)![side]!.effective(fixture(cap(n, other)), "govt")).toBe(true);
      expect(eventDef(n)![side]!.effective(fixture(), "farc")).toBe(true);
    });
  }
}

export const cap = (n: number, side: Side) => ({ capabilities: { [n]: side } as Record<number, Side> });

export type Side = "unshaded" | "shaded";

/** 40 markers out (3.3.4): 20 Terror in each of two Departments */
export const noMarkers = { vaupes: 20, amazonas: 20 };

export const terror = (s: GameState, id: string) => s.spaces[idx(id)].terror;

export const level = (s: GameState, id: string) => s.spaces[idx(id)].sup;

/** card n with Propaganda card 73 next; `spec.eligible` leaves only the executor Eligible, so the
 *  card ends with its Event and the Round follows at once */
export const board = (n: number, spec: FixtureSpec) =>
  fixture({
    deck: [n, 73, 2, 3],
    presidente: 2,
    ...spec,
  });

export const rollIn = (log: LogEntry[]) => log.find((e) => e.key === "log.roll")?.roll;

/** every FARC Base on the map (none in a 0-Pop Department): none Available (1.4.1) */
export const allFarcBases = {
  huila: { farcBase: 2 },
  narino: { farcBase: 2 },
  putumayo: { farcBase: 2 },
  guaviare: { farcBase: 2 },
  choco: { farcBase: 1 },
};

/** everyone still to choose on the current card passes */
export function passRest(s: GameState): GameState {
  const n = s.current;
  while (s.current === n && getDecision(s).options.some((o) => o.t === "choose" && o.v === "pass"))
    s = play(s, c("pass"));
  return s;
}

export const CITY_IDS = CITIES.map((i) => SPACES[i].id);

export const allCities = (lv: number) => Object.fromEntries(CITIES.map((i) => [SPACES[i].id, lv]));

export const sup = (s: GameState, id: string) => s.spaces[idx(id)].sup;

/** an `ev.space` step (a card's space question) for `by` */
export const spaceStep = (key: string, cands: string[], by: Faction, n = 1, upTo = false): Frame =>
  ({
    k: "ev.space",
    by,
    key,
    single: n === 1 && !upTo,
    prompt: "prompt.event.space",
    rule: "5.1",
    cands: cands.map(idx),
    n,
    upTo,
    picked: [],
  }) as Frame;

/** the first bot move's command and narration keys */
export function first(s: GameState) {
  const m = botMove(s);
  expect(m).not.toBeNull();
  return { cmd: m!.command, why: m!.why.map((w) => w.key) };
}

export const GOVT_NP = { seats: { govt: "nonplayer" as const } };

export const police = (s: GameState, id: string) => pieces(s, id, "police");

export const prompt = (s: GameState) => getDecision(s).prompt.key;

/** an `ev.choice` step among a card's modes for `by` */
export const modeStep = (key: string, modes: string[], by: Faction): Frame =>
  ({
    k: "ev.choice",
    by,
    key,
    labels: modes.map((mode) => choiceValue({ k: "mode", mode })),
    values: modes,
    prompt: "prompt.event.mode",
    rule: "5.1",
  }) as Frame;

export const np = { seats: { cartels: "nonplayer" as const } };

/** 14 of the 15 Cartels Bases on the map: one Available */
export const fourteenBases = {
  huila: { cartelsBase: 2 },
  narino: { cartelsBase: 2 },
  choco: { cartelsBase: 2 },
  putumayo: { cartelsBase: 2 },
  guaviare: { cartelsBase: 2 },
  cesar: { cartelsBase: 2 },
  antioquia: { cartelsBase: 2 },
};

export const at = (f: Faction, id: string) => `${f}@${idx(id)}`;

export const held = (s: GameState) => s.shipments.map((sh) => `${sh.f}@${sh.s}`).sort();
