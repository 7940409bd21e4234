// Cards 7 and 22 (batch b): lasting effects (5.3 Capability, 5.4 Momentum) played as an Event,
// then consumed in the next Propaganda Round (6.2 Sabotage, 6.4.2 Agitation).
import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import type { Faction, GameState } from "../../../src/engine/types";
import { c, done, type FixtureSpec, fixture, idx, options, play, sp } from "../fixture";

const eff = (n: number, side: "unshaded" | "shaded", s: GameState, f: Faction) =>
  eventDef(n)![side]!.effective(s, f);

/** card n with Propaganda card 73 next; `spec.eligible` leaves only the executor Eligible, so the
 *  card ends with its Event and the Round follows at once */
const board = (n: number, spec: FixtureSpec) =>
  fixture({
    deck: [n, 73, 2, 3],
    presidente: 2,
    ...spec,
  });

/** answer `done` until the Decision asks `key` (at most a few phases) */
function until(s: GameState, key: string): GameState {
  for (let k = 0; k < 10 && getDecision(s).prompt.key !== key; k++) s = play(s, done);
  expect(getDecision(s).prompt.key).toBe(key);
  return s;
}

describe("card 7 7th Special Forces (5.3 Capability; 6.2 Sabotage Phase)", () => {
  const spec: FixtureSpec = {
    eligible: { govt: true, farc: false, auc: false, cartels: false },
    pieces: { "cali-pasto": { cartelsU: 1, police: 1 }, "bogota-neiva": { farcU: 2, troops: 1 } },
    terror: { huila: 2 },
  };

  it("card 7 shaded (5.3, 6.2): recorded, then the next Sabotage Phase also hits a LoC where Guerrillas equal cubes", () => {
    const plain = play(board(7, spec), c("event:unshaded"));
    expect(plain.spaces[idx("cali-pasto")].terror).toBe(0); // 1 Guerrilla = 1 cube: not enough normally
    const s = play(board(7, spec), c("event:shaded"));
    expect(s.capabilities[7]).toBe("shaded");
    expect(s.spaces[idx("cali-pasto")].terror).toBe(1);
    expect(s.spaces[idx("bogota-neiva")].terror).toBe(1); // 2 > 1, as without the card
  });

  it("card 7 shaded (6.2): a LoC with cubes and no Guerrilla is not Sabotaged (at least 1 Guerrilla)", () => {
    const s = play(
      board(7, { ...spec, pieces: { "cali-pasto": { police: 0 }, "cali-ibague": { troops: 1 } } }),
      c("event:shaded"),
    );
    expect(s.spaces[idx("cali-ibague")].terror).toBe(0);
  });

  it("card 7 unshaded (5.3, 6.2): right after Sabotage the Government may clear up to 3 Terror/Sabotage markers", () => {
    let s = play(board(7, spec), c("event:unshaded"));
    expect(s.capabilities[7]).toBe("unshaded");
    expect(getDecision(s).faction).toBe("govt");
    expect(getDecision(s).prompt.key).toBe("prompt.propaganda.clearTerror");
    // the marker Sabotage just placed can go too
    expect(options(s)).toEqual(expect.arrayContaining(["s|huila", "s|bogota-neiva", "d"]));
    s = play(s, sp("bogota-neiva"), sp("huila"), done);
    expect(s.spaces[idx("bogota-neiva")].terror).toBe(0);
    expect(s.spaces[idx("huila")].terror).toBe(1);
  });

  it("card 7 unshaded (6.2): the Government may decline; without the card it is never asked", () => {
    let s = play(board(7, spec), c("event:unshaded"), done);
    expect(s.spaces[idx("huila")].terror).toBe(2);
    expect(s.spaces[idx("bogota-neiva")].terror).toBe(1);
    s = play(board(7, spec), c("event:shaded"));
    expect(getDecision(s).prompt.key).not.toBe("prompt.propaganda.clearTerror");
  });

  it("card 7 (8.1): a side is ineffective only while the marker already shows it", () => {
    expect(eff(7, "unshaded", fixture(), "govt")).toBe(true);
    expect(eff(7, "shaded", fixture(), "farc")).toBe(true);
    expect(eff(7, "unshaded", fixture({ capabilities: { 7: "unshaded" } }), "govt")).toBe(false);
    expect(eff(7, "shaded", fixture({ capabilities: { 7: "shaded" } }), "farc")).toBe(false);
    expect(eff(7, "shaded", fixture({ capabilities: { 7: "unshaded" } }), "farc")).toBe(true);
    expect(eff(7, "unshaded", fixture({ capabilities: { 7: "shaded" } }), "govt")).toBe(true);
  });
});

describe("card 22 Alfonso Cano", () => {
  it("card 22 unshaded (1.6): the chosen Opposition space becomes Neutral, Active Opposition too", () => {
    let s = fixture({ deck: [22, 2], levels: { huila: -2, cali: -1, antioquia: 1 } });
    s = play(s, c("event:unshaded"));
    expect(options(s).sort()).toEqual(["s|cali", "s|huila"]);
    s = play(s, sp("huila"));
    expect(s.spaces[idx("huila")].sup).toBe(0);
    expect(s.spaces[idx("cali")].sup).toBe(-1);
  });

  it("card 22 unshaded (5.1.3): a single Opposition space is taken without a question", () => {
    const s = play(fixture({ deck: [22, 2], levels: { cali: -1 } }), c("event:unshaded"));
    expect(s.spaces[idx("cali")].sup).toBe(0);
    expect(s.card.executed).toEqual(["farc"]);
  });

  it("card 22 unshaded (8.1): no Opposition anywhere → ineffective", () => {
    expect(eff(22, "unshaded", fixture({ levels: { cali: -1 } }), "govt")).toBe(true);
    expect(eff(22, "unshaded", fixture({ levels: { cali: 2, huila: 1 } }), "govt")).toBe(false);
  });

  const agit: FixtureSpec = {
    eligible: { govt: false, farc: true, auc: false, cartels: false },
    resources: { farc: 10, govt: 0 },
    pieces: { neiva: { farcU: 2 }, cesar: { farcU: 1, aucU: 1 }, huila: { farcU: 1, troops: 3 } },
  };

  it("card 22 shaded (5.4, 6.4.2): Momentum, then the Agitation of the next Round also reaches a FARC space without Control", () => {
    let s = play(board(22, agit), c("event:shaded"));
    expect(s.momentum).toContain(22);
    s = until(s, "prompt.propaganda.agitation");
    // Neiva (FARC Control) as always; Cesar (FARC piece, no Control) by the card; not Huila (Govt Control)
    expect(options(s)).toEqual(expect.arrayContaining(["s|neiva", "s|cesar"]));
    expect(options(s)).not.toContain("s|huila");
    s = play(s, sp("cesar"));
    expect(s.spaces[idx("cesar")].sup).toBe(-1);
  });

  it("card 22 (6.4.2): without the Momentum, Agitation needs FARC Control", () => {
    let s = play(board(22, agit), c("event:unshaded"));
    s = until(s, "prompt.propaganda.agitation");
    expect(options(s)).toContain("s|neiva");
    expect(options(s)).not.toContain("s|cesar");
  });

  it("card 22 shaded (5.4, 8.1): ineffective only while its Momentum is in play", () => {
    expect(eff(22, "shaded", fixture(), "farc")).toBe(true);
    expect(eff(22, "shaded", fixture({ momentum: [22] }), "farc")).toBe(false);
  });
});
