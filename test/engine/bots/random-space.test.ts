// Non-player random selection (8.2 Random Cities and Departments, 8.3 Random LoCs), replayed on the
// rolls of the 1st-edition Playbook's 1-player example (PB ¶n). The Playbook's reasons why a cell
// does not qualify are approximated by predicates on space ids.
import { describe, expect, it } from "vitest";
import { CHART_WALK, RANDOM_CHART } from "../../../src/engine/bots/data/random-chart";
import { listDice } from "../../../src/engine/bots/dice";
import {
  chartStart,
  diceThird,
  equalChance,
  pickRandom,
  randomLoc,
  randomSpace,
} from "../../../src/engine/bots/random-space";
import { CITIES, DEPTS, ECUADOR, LOCS, PANAMA, SPACES } from "../../../src/engine/data/map";
import type { GameState } from "../../../src/engine/types";
import { fixture, idx } from "../fixture";

const base = fixture();
const ids = (xs: readonly number[]) => xs.map((i) => SPACES[i].id);
const only = (...names: string[]) => {
  const set = new Set(names.map(idx));
  return (i: number) => set.has(i);
};
const set = (...names: string[]) => new Set(names.map(idx));
const isCity = (i: number) => SPACES[i].type === "city";
const isDept = (i: number) => SPACES[i].type === "dept";
const deptExcept = (...names: string[]) => {
  const out = set(...names);
  return (i: number) => isDept(i) && !out.has(i);
};

/** a board on which card 33 made Ecuador a space, and/or card 71 Panamá (1.3.5) */
function opened(ecuador: boolean, panama: boolean): GameState {
  const s = structuredClone(base);
  s.ecuador = ecuador;
  s.panama = panama;
  return s;
}

describe("8.2 the Random City or Department chart", () => {
  it("8.2: 27 cells, every City and Colombian Department once, no LoC, no Ecuador or Panamá", () => {
    expect(CHART_WALK).toHaveLength(27);
    expect(new Set(CHART_WALK).size).toBe(27);
    expect([...CHART_WALK].sort((a, b) => a - b)).toEqual([...CITIES, ...DEPTS].sort((a, b) => a - b));
    expect(CHART_WALK).not.toContain(ECUADOR);
    expect(CHART_WALK).not.toContain(PANAMA);
    for (const l of LOCS) expect(CHART_WALK).not.toContain(l);
  });

  it("8.2: the walk order is column 1, 2, 3 top to bottom (PB ¶3, ¶11, ¶14 walks)", () => {
    expect(ids(CHART_WALK.slice(0, 6))).toEqual([
      "cali",
      "ibague",
      "antioquia",
      "medellin",
      "bucaramanga",
      "santander",
    ]);
    expect(ids(CHART_WALK.slice(18))).toEqual([
      "amazonas",
      "putumayo",
      "guaviare",
      "meta-west",
      "neiva",
      "huila",
      "pasto",
      "narino",
      "choco",
    ]);
  });

  it("8.2: each die reads 1-2 / 3-4 / 5-6 as first / second / third", () => {
    expect([1, 2, 3, 4, 5, 6].map(diceThird)).toEqual([0, 0, 1, 1, 2, 2]);
    expect(chartStart(1, 1, 1)).toBe(0);
    expect(chartStart(2, 2, 2)).toBe(0);
    expect(chartStart(3, 1, 1)).toBe(9);
    expect(chartStart(1, 3, 1)).toBe(3);
    expect(chartStart(1, 1, 3)).toBe(1);
    expect(chartStart(6, 6, 6)).toBe(26);
  });

  // every roll for which the Playbook names the cell the dice point at
  const named: [string, number, number, number, string][] = [
    ["¶1", 1, 3, 1, "medellin"],
    ["¶1", 6, 1, 2, "amazonas"],
    ["¶3", 2, 4, 2, "medellin"],
    ["¶3", 6, 3, 6, "huila"],
    ["¶5", 4, 3, 6, "meta-east"],
    ["¶5", 1, 4, 5, "santander"],
    ["¶6", 5, 3, 2, "meta-west"],
    ["¶6", 4, 1, 2, "atlantico"],
    ["¶11", 6, 1, 3, "putumayo"],
    ["¶14", 1, 3, 2, "medellin"],
    ["¶14", 6, 4, 5, "huila"],
    ["¶14", 3, 6, 2, "vichada"],
    ["¶16", 6, 6, 6, "choco"],
  ];
  for (const [p, r, y, g, id] of named) {
    it(`8.2 PB ${p}: red ${r}, yellow ${y}, green ${g} point at ${id}`, () => {
      expect(SPACES[CHART_WALK[chartStart(r, y, g)]].id).toBe(id);
    });
  }

  it("8.2: the cells marked confirmed are exactly those a named Playbook roll points at", () => {
    const confirmed = RANDOM_CHART.flat()
      .filter((c) => c.source === "confirmed")
      .map((c) => c.id)
      .sort();
    expect(confirmed).toEqual([...new Set(named.map((n) => n[4]))].sort());
  });
});

describe("8.2 randomSpace: the Playbook's rolls", () => {
  it("8.2 PB ¶1: 1,3,1 gives Medellín, a City with Police", () => {
    const d = listDice([1, 3, 1]);
    const r = randomSpace(base, d, isCity);
    expect(r && ids([r.space])).toEqual(["medellin"]);
    expect(r?.dice).toEqual([1, 3, 1]);
    expect(r && ids(r.walked)).toEqual(["medellin"]);
    expect(d.used).toBe(3);
  });

  it("8.2 PB ¶1: 6,1,2 gives Amazonas, a Department; down the column the first City is Neiva", () => {
    const r = randomSpace(base, listDice([6, 1, 2]), isCity, set("medellin"));
    expect(r && ids(r.walked)).toEqual(["amazonas", "putumayo", "guaviare", "meta-west", "neiva"]);
    expect(r && SPACES[r.space].id).toBe("neiva");
  });

  // ¶3 Soldados Campesinos: Cartels Rally where they have a Base and no Guerrilla
  const rallyBases = only("medellin", "meta-east", "meta-west", "neiva", "guaviare");

  it("8.2 PB ¶3: 2,4,2 hits Medellín", () => {
    const r = randomSpace(base, listDice([2, 4, 2]), rallyBases);
    expect(r && SPACES[r.space].id).toBe("medellin");
  });

  it("8.2 PB ¶3: 6,3,6 Huila → Pasto, Nariño, Chocó, Cali, Ibagué, Antioquia, Medellín (already selected) → Meta East", () => {
    const r = randomSpace(base, listDice([6, 3, 6]), rallyBases, set("medellin"));
    expect(r && ids(r.walked.slice(0, 8))).toEqual([
      "huila",
      "pasto",
      "narino",
      "choco",
      "cali",
      "ibague",
      "antioquia",
      "medellin",
    ]);
    expect(r && SPACES[r.space].id).toBe("meta-east");
    expect(r?.walked.at(-1)).toBe(r?.space);
  });

  it("8.2 Play Note, PB ¶3: one die of 3 among Neiva (1-2), Meta West (3-4), Guaviare (5-6) gives Meta West", () => {
    const d = listDice([3]);
    const ch = equalChance(d, 3);
    expect(["neiva", "meta-west", "guaviare"][ch.index]).toBe("meta-west");
    expect(ch.dice).toEqual([3]);
  });

  it("8.2 PB ¶5 Air Bridge: 4,3,6 Meta East (has Cartels) → Vichada; 1,4,5 Santander (full) → Atlántico; 1,2,1 → Cesar", () => {
    // Departments without Cartels pieces and with room for a Base
    const q = deptExcept("meta-east", "santander", "antioquia");
    const chosen = new Set<number>();
    const first = randomSpace(base, listDice([4, 3, 6]), q, chosen);
    expect(first && ids(first.walked)).toEqual(["meta-east", "vichada"]);
    chosen.add(first!.space);
    const second = randomSpace(base, listDice([1, 4, 5]), q, chosen);
    // only Cities between Santander and Atlántico
    expect(second && SPACES[second.space].id).toBe("atlantico");
    expect(second?.walked.slice(1, -1).every(isCity)).toBe(true);
    chosen.add(second!.space);
    const third = randomSpace(base, listDice([1, 2, 1]), q, chosen);
    expect(third && SPACES[third.space].id).toBe("cesar");
    expect(third && ids(third.walked)).toContain("atlantico");
  });

  it("8.2 PB ¶6: 5,3,2 gives Meta West; 4,1,2 Atlántico (Support, no FARC Rally) leads to Cesar", () => {
    expect(randomSpace(base, listDice([5, 3, 2]), isDept)?.space).toBe(idx("meta-west"));
    // Atlántico and the Cities next to it have Support
    const r = randomSpace(base, listDice([4, 1, 2]), deptExcept("atlantico"));
    expect(r && SPACES[r.walked[0]].id).toBe("atlantico");
    expect(r && SPACES[r.space].id).toBe("cesar");
  });

  it("8.2 PB ¶11: 6,1,3 Putumayo (full) → Guaviare (Police) → Meta West, Neiva → Huila", () => {
    const r = randomSpace(base, listDice([6, 1, 3]), deptExcept("putumayo", "guaviare", "meta-west"));
    expect(r && ids(r.walked)).toEqual(["putumayo", "guaviare", "meta-west", "neiva", "huila"]);
  });

  it("8.2 PB ¶14 AUC Terror: 1,3,2 Medellín → Bucaramanga → Santander; 6,4,5 Huila; 3,6,2 Vichada → … → Putumayo", () => {
    const a = randomSpace(base, listDice([1, 3, 2]), only("santander"));
    expect(a && ids(a.walked)).toEqual(["medellin", "bucaramanga", "santander"]);
    const b = randomSpace(base, listDice([6, 4, 5]), only("huila", "putumayo"));
    expect(b && ids(b.walked)).toEqual(["huila"]);
    const c = randomSpace(base, listDice([3, 6, 2]), only("putumayo"));
    expect(c && ids(c.walked)).toEqual(["vichada", "guainia", "vaupes", "amazonas", "putumayo"]);
  });

  it("8.2 PB ¶14 FARC Rally: 4,4,1 walks past Meta East (already selected) to Vichada", () => {
    const q = only("meta-east", "vichada");
    const r = randomSpace(base, listDice([4, 4, 1]), q, set("meta-east"));
    expect(r && SPACES[r.space].id).toBe("vichada");
    expect(r && ids(r.walked)).toContain("meta-east");
    // without the exclusion the same roll stops at Meta East
    expect(randomSpace(base, listDice([4, 4, 1]), q)?.space).toBe(idx("meta-east"));
  });

  it("8.2 PB ¶16: 2,3,3 makes Santander the 1 other space (Bucaramanga is a City)", () => {
    const r = randomSpace(base, listDice([2, 3, 3]), isDept);
    expect(r && ids(r.walked)).toEqual(["bucaramanga", "santander"]);
  });

  it("8.2 PB ¶16: 6,6,6 among the 3 tied Pop-2 Departments points from Chocó to Antioquia", () => {
    const r = randomSpace(base, listDice([6, 6, 6]), (i) => isDept(i) && SPACES[i].pop === 2);
    expect(r && ids(r.walked)).toEqual(["choco", "cali", "ibague", "antioquia"]);
  });
});

describe("8.2 randomSpace: walk, exclusion, foreign countries, nothing left", () => {
  it("8.2: the walk wraps from Chocó (last cell) to Cali (first)", () => {
    const r = randomSpace(base, listDice([6, 6, 6]), only("cali"));
    expect(r && ids(r.walked)).toEqual(["choco", "cali"]);
  });

  it("8.2: the bottom of a column leads to the top of the next", () => {
    const q = only("atlantico", "amazonas");
    expect(randomSpace(base, listDice([2, 6, 6]), q)?.walked.length).toBe(2);
    expect(randomSpace(base, listDice([2, 6, 6]), q)?.space).toBe(idx("atlantico"));
    const r = randomSpace(base, listDice([4, 6, 6]), q);
    expect(r && ids(r.walked)).toEqual(["vaupes", "amazonas"]);
  });

  it("8.2: a cell in `exclude` is walked past even though it qualifies", () => {
    const all = () => true;
    expect(randomSpace(base, listDice([1, 1, 1]), all)?.space).toBe(idx("cali"));
    expect(randomSpace(base, listDice([1, 1, 1]), all, set("cali"))?.space).toBe(idx("ibague"));
  });

  it("8.2 third bullet, 1.3.5: Ecuador made a space by card 33 and qualifying is taken before the chart, no dice", () => {
    const d = listDice([]);
    const r = randomSpace(opened(true, false), d, (i) => i === ECUADOR || isDept(i));
    expect(r?.space).toBe(ECUADOR);
    expect(r?.dice).toEqual([]);
    expect(d.used).toBe(0);
  });

  it("8.2 third bullet: Ecuador excluded, not qualifying, or not a space goes to the chart", () => {
    const q = (i: number) => i === ECUADOR || i === idx("cali");
    expect(randomSpace(opened(true, false), listDice([6, 6, 6]), q, new Set([ECUADOR]))?.space).toBe(
      idx("cali"),
    );
    expect(randomSpace(opened(true, false), listDice([6, 6, 6]), only("cali"))?.space).toBe(idx("cali"));
    expect(randomSpace(base, listDice([6, 6, 6]), q)?.space).toBe(idx("cali"));
    // a foreign country that is no space never qualifies
    expect(randomSpace(base, listDice([]), (i) => i === ECUADOR)).toBeNull();
  });

  it("8.2 third bullet, 1.3.5: Panamá made a space by card 71 is taken first; with Ecuador too, one die (1-3 Panamá)", () => {
    expect(randomSpace(opened(false, true), listDice([]), () => true)?.space).toBe(PANAMA);
    const both = opened(true, true);
    expect(randomSpace(both, listDice([3]), () => true)?.space).toBe(PANAMA);
    expect(randomSpace(both, listDice([4]), () => true)?.space).toBe(ECUADOR);
  });

  it("8.2: nothing qualifies (or all qualifying are excluded) → null, and no die is rolled", () => {
    const d = listDice([]);
    expect(randomSpace(base, d, () => false)).toBeNull();
    expect(randomSpace(base, d, only("cali"), set("cali"))).toBeNull();
    expect(d.used).toBe(0);
    expect(randomSpace(base, listDice([1, 1, 1]), only("cali"))?.space).toBe(idx("cali"));
  });
});

describe("8.2 Play Note / 8.3: the equal-chance die", () => {
  it("8.2 Play Note: 1 candidate needs no roll", () => {
    const d = listDice([]);
    expect(equalChance(d, 1)).toEqual({ index: 0, dice: [] });
    expect(d.used).toBe(0);
  });

  it("8.2 Play Note: 2 candidates split 1-3 / 4-6", () => {
    expect([1, 2, 3, 4, 5, 6].map((x) => equalChance(listDice([x]), 2).index)).toEqual([0, 0, 0, 1, 1, 1]);
  });

  it("8.2 Play Note, 8.3 example: 3 candidates split 1-2 / 3-4 / 5-6", () => {
    expect([1, 2, 3, 4, 5, 6].map((x) => equalChance(listDice([x]), 3).index)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it("8.2 Play Note: 6 candidates, one face each", () => {
    expect([1, 2, 3, 4, 5, 6].map((x) => equalChance(listDice([x]), 6).index)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("8.2 Play Note: 4 or 5 candidates reroll results above n", () => {
    expect(equalChance(listDice([6, 5, 4]), 4)).toEqual({ index: 3, dice: [6, 5, 4] });
    expect(equalChance(listDice([2]), 4)).toEqual({ index: 1, dice: [2] });
    expect(equalChance(listDice([6, 5]), 5)).toEqual({ index: 4, dice: [6, 5] });
    expect(equalChance(listDice([6, 6, 1]), 5)).toEqual({ index: 0, dice: [6, 6, 1] });
  });

  it("8.2: more than 6 candidates (or none) throws: the chart is for those", () => {
    expect(() => equalChance(listDice([1]), 7)).toThrow();
    expect(() => equalChance(listDice([1]), 0)).toThrow();
  });

  it("listDice: hands out its list in order and throws when exhausted or given a non-d6", () => {
    const d = listDice([2, 5]);
    expect([d.d6(), d.d6()]).toEqual([2, 5]);
    expect(d.used).toBe(2);
    expect(() => d.d6()).toThrow();
    expect(() => listDice([7])).toThrow();
  });
});

describe("8.3 randomLoc", () => {
  it("8.3: the highest Econ wins without a roll", () => {
    const d = listDice([]);
    const r = randomLoc(base, d, [idx("cali-pasto"), idx("arauca-cucuta"), idx("bogota-neiva")]);
    expect(r?.space).toBe(idx("arauca-cucuta"));
    expect(d.used).toBe(0);
  });

  it("8.3 PB ¶16 Oil Spill: 6,6,3 turns up Cali (no 2-Econ LoC next to it), then Ibagué, whose only 2-Econ LoC is taken", () => {
    // the 3-Econ LoCs do not qualify: the candidates are the 1- and 2-Econ LoCs
    const cands = LOCS.filter((l) => SPACES[l].econ < 3);
    const d = listDice([6, 6, 3]);
    const r = randomLoc(base, d, cands);
    expect(r && ids(r.walked)).toEqual(["narino", "choco", "cali", "ibague"]);
    expect(r && SPACES[r.space].id).toBe("bogota-bucaramanga-ibague");
    // Ibagué touches a single 2-Econ LoC: no equal-chance die
    expect(r?.dice).toEqual([6, 6, 3]);
    expect(d.used).toBe(3);
  });

  it("8.3 example: Bogotá's three 2-Econ LoCs are 1-2, 3-4, 5-6 in map adjacency order", () => {
    const cands = LOCS.filter((l) => SPACES[l].econ === 2);
    // 1,4,5: Santander (a Department, skipped) → Bogotá (placed on the chart by conjecture)
    const picks = [1, 3, 5].map((x) => randomLoc(base, listDice([1, 4, 5, x]), cands));
    expect(picks.map((p) => p && SPACES[p.walked.at(-1)!].id)).toEqual(["bogota", "bogota", "bogota"]);
    expect(ids(picks.map((p) => p!.space))).toEqual([
      "bogota-bucaramanga-ibague",
      "bogota-neiva",
      "bogota-yopal",
    ]);
    expect(picks[2]?.dice).toEqual([1, 4, 5, 5]);
  });

  it("8.3: a City next to only lower-Econ candidates is walked past", () => {
    // Cali touches cali-pasto (1 Econ) only; the 2-Econ bogota-neiva is next to Bogotá and Neiva
    const cands = [idx("cali-pasto"), idx("bogota-neiva"), idx("bogota-yopal")];
    const r = randomLoc(base, listDice([6, 6, 6, 4]), cands);
    expect(r && ids(r.walked).slice(0, 2)).toEqual(["choco", "cali"]);
    expect(r && SPACES[r.walked.at(-1)!].id).toBe("bogota");
    // Bogotá's two 2-Econ candidates split 1-3 / 4-6
    expect(r && SPACES[r.space].id).toBe("bogota-yopal");
    expect(r?.dice).toEqual([6, 6, 6, 4]);
  });

  it("8.3: no candidate → null; a candidate that is not a LoC throws", () => {
    expect(randomLoc(base, listDice([]), [])).toBeNull();
    expect(() => randomLoc(base, listDice([1, 1, 1]), [idx("cali"), idx("cali-pasto")])).toThrow();
  });
});

describe("8.2 / 8.3 pickRandom", () => {
  it("8.2: a single candidate is taken without a roll", () => {
    const d = listDice([]);
    expect(pickRandom(base, d, [idx("huila"), idx("huila")])?.space).toBe(idx("huila"));
    expect(d.used).toBe(0);
  });

  it("8.2: Cities and Departments only go through the chart", () => {
    const r = pickRandom(base, listDice([6, 6, 6]), [idx("huila"), idx("antioquia"), idx("santander")]);
    expect(r && ids(r.walked)).toEqual(["choco", "cali", "ibague", "antioquia"]);
  });

  it("8.3: LoCs only go through 8.3 (the highest Econ first)", () => {
    const d = listDice([]);
    expect(pickRandom(base, d, [idx("cali-pasto"), idx("ayacucho-cucuta")])?.space).toBe(
      idx("ayacucho-cucuta"),
    );
    expect(d.used).toBe(0);
  });

  it("8.2 / 8.3 mixed list: one walk stops at a candidate cell or a City next to a highest-Econ candidate LoC", () => {
    const cands = [idx("huila"), idx("bogota-neiva"), idx("cali-pasto")];
    // 6,3,2: Meta West (no candidate) → Neiva, next to bogota-neiva (2 Econ; cali-pasto has 1)
    const a = pickRandom(base, listDice([6, 3, 2]), cands);
    expect(a && ids(a.walked)).toEqual(["meta-west", "neiva"]);
    expect(a && SPACES[a.space].id).toBe("bogota-neiva");
    // 6,4,5: Huila is a candidate itself
    expect(pickRandom(base, listDice([6, 4, 5]), cands)?.space).toBe(idx("huila"));
    // 6,6,3: Nariño → Chocó → Cali (next to cali-pasto, but only a 1-Econ one) → … → Bogotá
    const c = pickRandom(base, listDice([6, 6, 3]), cands);
    expect(c && ids(c.walked)).toContain("cali");
    expect(c?.space).toBe(idx("bogota-neiva"));
  });

  it("8.2: excluded spaces and foreign countries that are no space drop out; Ecuador as a space comes first", () => {
    const cands = [ECUADOR, idx("huila"), idx("antioquia")];
    const d = listDice([]);
    expect(pickRandom(base, d, cands, set("antioquia"))?.space).toBe(idx("huila"));
    expect(pickRandom(opened(true, false), d, cands)?.space).toBe(ECUADOR);
    expect(pickRandom(base, d, [idx("huila")], set("huila"))).toBeNull();
    expect(d.used).toBe(0);
  });

  it("8.2: with a priority, only the best candidates are left to the chart", () => {
    const d = listDice([]);
    const pop = (i: number) => SPACES[i].pop;
    expect(pickRandom(base, d, [idx("bogota"), idx("cali"), idx("medellin")], undefined, pop)?.space).toBe(
      idx("bogota"),
    );
    const r = pickRandom(
      base,
      listDice([6, 6, 6]),
      [idx("cali"), idx("medellin"), idx("neiva")],
      undefined,
      pop,
    );
    expect(r && ids(r.walked)).toEqual(["choco", "cali"]);
    const s = pickRandom(
      base,
      listDice([1, 2, 1]),
      [idx("cali"), idx("medellin"), idx("neiva")],
      set("cali"),
      pop,
    );
    expect(s?.space).toBe(idx("medellin"));
  });
});
