// 8.4.4 "choose Operations instead": a card's instruction on the sheet of the Faction whose symbol
// is leftmost (the Random Spaces sheet for the Government) can turn a Non-player away from an
// effective Event it would execute (8.1). Each decline is tested both ways: the condition holds
// (an Operation, narrated np.ev.<card>.decline.<faction>) and it does not (the Event).
import { describe, expect, it } from "vitest";
import { declinedSides, sheetOf } from "../../../src/engine/bots/events/registry";
import { botMove } from "../../../src/engine/bots/index";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision, settle } from "../../../src/engine/flow/runtime";
import type { Faction, GameState } from "../../../src/engine/types";
import type { FixtureSpec } from "../fixture";
import { npFixture } from "./helpers";

const ALL_NP = { govt: "nonplayer", farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" } as const;

/** the bot's choice ("event:shaded", "op:…", "pass") and its narration keys */
function choiceOf(s: GameState): { v: string; why: string[] } {
  const m = botMove(s);
  expect(m).not.toBeNull();
  const cmd = m!.command;
  return { v: cmd.t === "choose" ? cmd.v : cmd.t, why: m!.why.map((w) => w.key) };
}

/** card `deck[0]` with `first` having executed Operation + Special Activity: `mover` is 2nd Eligible */
function secondEligible(spec: FixtureSpec & { deck: number[] }, first: Faction, mover: Faction): GameState {
  const others = (["govt", "farc", "auc", "cartels"] as Faction[]).filter((f) => f !== first && f !== mover);
  const s = structuredClone(
    npFixture({
      resources: { govt: 10, farc: 10, auc: 10, cartels: 10 },
      ...spec,
      seats: { ...ALL_NP, ...spec.seats },
      eligible: Object.fromEntries(others.map((f) => [f, false])),
    }),
  );
  s.card.executed = [first];
  s.card.acted = { [first]: "opsa" };
  const t = settle(s);
  expect(getDecision(t).faction).toBe(mover);
  return t;
}

/** card `deck[0]` with `mover` 1st Eligible */
function firstEligible(spec: FixtureSpec & { deck: number[] }, mover: Faction): GameState {
  const s = npFixture({
    resources: { govt: 10, farc: 10, auc: 10, cartels: 10 },
    ...spec,
    seats: { ...ALL_NP },
  });
  expect(getDecision(s).faction).toBe(mover);
  return s;
}

describe("8.4.4 the instruction lives on the leftmost Faction's sheet", () => {
  it("the sheet is the leftmost Faction's, the Random Spaces sheet when that is the Government", () => {
    expect(sheetOf(63)).toBe("cartels");
    expect(sheetOf(21)).toBe("farc");
    expect(sheetOf(1)).toBe("random");
  });
  it("the declines registered are the ones reviewed (docs/rulings.md)", () => {
    expect(declinedSides().sort()).toEqual(
      [20, 21, 22, 25, 26, 31, 32, 41, 52, 58, 59, 60, 61, 68, 72]
        .map((n) => `${n}.shaded`)
        .concat(["36.unshaded", "46.unshaded", "53.unshaded", "63.unshaded"])
        .sort(),
    );
  });
});

describe("card 63 Narco-War (Cartels sheet; the Playbook's example)", () => {
  const board = { deck: [63, 2], pieces: { antioquia: { cartelsU: 2 }, cali: { cartelsU: 1 } } };

  it("the Non-player Cartels, leftmost and 1st Eligible, always take Operations although the Event would act", () => {
    const s = firstEligible(board, "cartels");
    expect(eventDef(63)?.unshaded?.effective(s, "cartels")).toBe(true);
    const r = choiceOf(s);
    expect(r.v).not.toMatch(/^event/);
    expect(r.why.slice(0, 3)).toEqual([
      "np.seq.leftmost.yes",
      "np.seq.effective.yes",
      "np.ev.63.decline.cartels",
    ]);
  });

  it("the FARC 2nd Eligible are not named by the instruction: the Event", () => {
    const r = choiceOf(secondEligible(board, "cartels", "farc"));
    expect(r.v).toBe("event:unshaded");
    expect(r.why).not.toContain("np.ev.63.decline.cartels");
  });

  it("the Government declines when a space with Cartels Guerrillas has Support (its Terror would cost it)", () => {
    const s = secondEligible({ ...board, levels: { cali: 1 } }, "cartels", "govt");
    const r = choiceOf(s);
    expect(r.v).not.toMatch(/^event/);
    expect(r.why).toContain("np.ev.63.decline.govt");
  });

  it("the Government executes it when no space with Cartels Guerrillas has Support", () => {
    const s = secondEligible({ ...board, levels: { cali: -1, bogota: 2 } }, "cartels", "govt");
    const r = choiceOf(s);
    expect(r.v).toBe("event:unshaded");
    expect(r.why).not.toContain("np.ev.63.decline.govt");
  });
});

describe("card 26 Gramaje shaded (FARC sheet): the Cartels paying the FARC", () => {
  const board = { deck: [26, 2], pieces: { guaviare: { cartelsBase: 1, cartelsU: 1, farcU: 1 } } };

  it("the Non-player Cartels 2nd Eligible take Operations instead", () => {
    const s = secondEligible(board, "farc", "cartels");
    expect(eventDef(26)?.shaded?.effective(s, "cartels")).toBe(true);
    const r = choiceOf(s);
    expect(r.v).not.toMatch(/^event/);
    expect(r.why).toContain("np.seq.decline.helps");
  });

  it("the AUC 2nd Eligible (it costs the Cartels) execute it", () => {
    const r = choiceOf(secondEligible(board, "farc", "auc"));
    expect(r.v).toBe("event:shaded");
  });
});

describe("card 21 Raúl Reyes shaded (FARC sheet): a FARC Base and Resources", () => {
  const board = { deck: [21, 2], pieces: { huila: { farcU: 2 } } };

  it("the AUC 2nd Eligible would only help the FARC: Operations instead", () => {
    const r = choiceOf(secondEligible(board, "govt", "auc"));
    expect(r.v).not.toMatch(/^event/);
    expect(r.why).toContain("np.seq.decline.helps");
  });

  it("the Cartels 2nd Eligible likewise", () => {
    const r = choiceOf(secondEligible(board, "govt", "cartels"));
    expect(r.v).not.toMatch(/^event/);
    expect(r.why).toContain("np.seq.decline.helps");
  });

  it("the FARC, leftmost and 1st Eligible, execute it", () => {
    const r = choiceOf(firstEligible(board, "farc"));
    expect(r.v).toBe("event:shaded");
  });
});

describe("card 60 The Chess Player shaded (Cartels sheet): two Cartels City Bases", () => {
  it("the AUC 2nd Eligible decline while a Cartels Base is Available and a City has room", () => {
    const s = secondEligible({ deck: [60, 2] }, "cartels", "auc");
    const r = choiceOf(s);
    expect(r.v).not.toMatch(/^event/);
    expect(r.why).toContain("np.seq.decline.helps");
  });

  it("with every Cartels Base on the map only the free Bribe is left: the AUC execute it", () => {
    // 15 Cartels Bases (1.4.1 inventory) all in Departments, 2 a space; Bribe targets exist
    const pieces: Record<string, { cartelsBase?: number; police?: number }> = {};
    const depts = ["atlantico", "choco", "narino", "meta-west", "guaviare", "putumayo", "cesar", "antioquia"];
    depts.forEach((d, k) => {
      pieces[d] = { cartelsBase: k < 7 ? 2 : 1 };
    });
    pieces.cali = { police: 2 };
    const s = secondEligible({ deck: [60, 2], pieces }, "cartels", "auc");
    expect(eventDef(60)?.shaded?.effective(s, "auc")).toBe(true);
    const r = choiceOf(s);
    expect(r.v).toBe("event:shaded");
    expect(r.why).not.toContain("np.seq.decline.helps");
  });

  it("the FARC 2nd Eligible decline too", () => {
    const r = choiceOf(secondEligible({ deck: [60, 2] }, "cartels", "farc"));
    expect(r.v).not.toMatch(/^event/);
    expect(r.why).toContain("np.seq.decline.helps");
  });
});

describe("card 36 Zona de Convivencia (FARC sheet): the Government's own stronghold", () => {
  it("declines when every Mountain the Zone may take holds a Government Base", () => {
    // Huila has the most FARC pieces of the Mountains: the only candidate (6.4.4)
    const s = secondEligible(
      { deck: [36, 2], pieces: { huila: { farcU: 1, govtBase: 1, troops: 3 } } },
      "farc",
      "govt",
    );
    const r = choiceOf(s);
    expect(r.v).not.toMatch(/^event/);
    expect(r.why).toContain("np.ev.36.decline.govt");
  });

  it("declines when the only candidate is under Government Control (no Base)", () => {
    const s = secondEligible({ deck: [36, 2], pieces: { huila: { farcU: 1, police: 2 } } }, "farc", "govt");
    expect(choiceOf(s).why).toContain("np.ev.36.decline.govt");
  });

  it("executes it when a candidate Mountain is no stronghold", () => {
    const s = secondEligible(
      { deck: [36, 2], pieces: { huila: { farcU: 2, govtBase: 1 }, cesar: { farcU: 2 } } },
      "farc",
      "govt",
    );
    const r = choiceOf(s);
    expect(r.v).toBe("event:unshaded");
    expect(r.why).not.toContain("np.ev.36.decline.govt");
  });
});

describe("sides that help only one other Faction (our review, docs/rulings.md)", () => {
  it("card 32 shaded (FARC Resources +12): the Cartels 2nd Eligible decline, naming whom it would help", () => {
    const m = botMove(secondEligible({ deck: [32, 2] }, "farc", "cartels"));
    expect(m!.command.t === "choose" && m!.command.v).not.toMatch(/^event/);
    expect(m!.why.find((w) => w.key === "np.seq.decline.helps")?.params).toEqual({
      faction: "cartels",
      card: 32,
      by: "farc",
    });
  });

  it("card 32 shaded: the FARC, leftmost and 1st Eligible, execute it", () => {
    expect(choiceOf(firstEligible({ deck: [32, 2] }, "farc")).v).toBe("event:shaded");
  });

  it("card 41 shaded (AUC Resources): the Cartels 2nd Eligible decline; the AUC 1st Eligible execute it", () => {
    const board = { deck: [41, 2], pieces: { guaviare: { aucU: 1, cartelsU: 1 } } };
    const r = choiceOf(secondEligible(board, "auc", "cartels"));
    expect(r.v).not.toMatch(/^event/);
    expect(r.why).toContain("np.seq.decline.helps");
    expect(choiceOf(firstEligible(board, "auc")).v).toBe("event:shaded");
  });

  it("card 53 (an Insurgent's Guerrillas moved and hidden): the Government 2nd Eligible declines; the Cartels execute it", () => {
    const board = { deck: [53, 2], pieces: { guaviare: { cartelsA: 2 } } };
    const g = choiceOf(secondEligible(board, "auc", "govt"));
    expect(g.v).not.toMatch(/^event/);
    expect(g.why).toContain("np.ev.53.decline.govt");
    const c = choiceOf(secondEligible(board, "auc", "cartels"));
    expect(c.v).toBe("event:unshaded");
  });

  it("card 46 (an Insurgent's free Terror and removals): the Government 2nd Eligible declines; the FARC execute it", () => {
    const board = { deck: [46, 2], pieces: { huila: { farcU: 2, troops: 2 } } };
    const g = choiceOf(secondEligible(board, "auc", "govt"));
    expect(g.v).not.toMatch(/^event/);
    expect(g.why).toContain("np.ev.46.decline.govt");
    expect(choiceOf(secondEligible(board, "auc", "farc")).v).toBe("event:unshaded");
  });
});
