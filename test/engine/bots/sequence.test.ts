// 8.1 Non-player Sequence of Play: Event or Operation, ineffective Events, no Resources, the
// "2nd: Ops" mark (card 38), and Insurgent Discord in 2-player games.
import { describe, expect, it } from "vitest";
import { botMove } from "../../../src/engine/bots/index";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision, settle } from "../../../src/engine/flow/runtime";
import { type Faction, type GameState, P } from "../../../src/engine/types";
import { c, idx, step } from "../fixture";
import { npFixture } from "./helpers";

/** the bot's choice as a string, and its narration keys */
function choiceOf(s: GameState): { v: string; why: string[] } {
  const m = botMove(s);
  expect(m).not.toBeNull();
  const cmd = m!.command;
  return { v: cmd.t === "choose" ? cmd.v : cmd.t, why: m!.why.map((w) => w.key) };
}

/** a standard board where `first` already executed Operation + Special Activity on the card */
function afterOpSa(deck: number[], first: Faction, seats = {}, edit?: (s: GameState) => void): GameState {
  const s = structuredClone(npFixture({ deck, empty: false, seats }));
  s.card.executed = [first];
  s.card.acted = { [first]: "opsa" };
  edit?.(s);
  return settle(s);
}

describe("8.1 1st Eligible Non-player", () => {
  it("symbol leftmost and the shaded Event would act: the Event (card 25, FARC)", () => {
    const r = choiceOf(npFixture({ deck: [25, 26], empty: false }));
    expect(r.v).toBe("event:shaded");
    expect(r.why).toEqual(["np.seq.leftmost.yes", "np.seq.effective.yes"]);
  });

  it("symbol leftmost but the shaded Event would do nothing: an Operation (card 31, FARC)", () => {
    const r = choiceOf(npFixture({ deck: [31, 26], empty: false }));
    // the Operation branch of 8.1 (which Operation is the flowchart's business: farc/ tests)
    expect(r.v).not.toMatch(/^event/);
    expect(r.why.slice(0, 3)).toEqual(["np.seq.leftmost.yes", "np.seq.effective.no", "np.seq.resources.yes"]);
  });

  it("symbol not leftmost: an Operation, never the Event (card 1, after the Government passed)", () => {
    const s = step(npFixture({ deck: [1, 2], empty: false }), c("pass")).state;
    expect(getDecision(s).faction).toBe("farc");
    const r = choiceOf(s);
    expect(r.v).not.toMatch(/^event/);
    expect(r.why.slice(0, 2)).toEqual(["np.seq.leftmost.no", "np.seq.resources.yes"]);
  });

  it("8.1 4th bullet: an Operation with 0 Resources is a Pass", () => {
    const r = choiceOf(npFixture({ deck: [31, 26], empty: false, resources: { farc: 0 } }));
    expect(r.v).toBe("pass");
    expect(r.why).toContain("np.seq.resources.no");
  });
});

describe("8.1 2nd Eligible Non-player", () => {
  it("the Event when it is open to it and would act (card 1 shaded, a Capability, counts)", () => {
    const r = choiceOf(afterOpSa([1, 2], "govt"));
    expect(r.v).toBe("event:shaded");
    expect(r.why).toEqual(["np.seq.secondEvent.yes", "np.seq.effective.yes"]);
  });

  it("2.3.2 card 38's \u201c2nd: Ops\u201d mark: an Operation although the Event would act", () => {
    // AUC ineligible: the Government is 1st on card 38, FARC 2nd; an Active AUC Guerrilla with cubes
    const s = afterOpSa([38, 2], "govt", {}, (t) => {
      t.eligible.auc = false;
      t.spaces[idx("santander")].f[P.aucA] = 1;
    });
    expect(getDecision(s).faction).toBe("farc");
    expect(getDecision(s).options.some((o) => o.t === "choose" && o.v === "event:shaded")).toBe(true);
    expect(eventDef(38)?.shaded?.effective(s, "farc")).toBe(true); // so only the mark keeps it off
    const r = choiceOf(s);
    expect(r.v).not.toMatch(/^event/);
    expect(r.why.slice(0, 2)).toEqual(["np.seq.secondEvent.no", "np.seq.resources.yes"]);
  });
});

describe("8.1 Insurgent Discord (2-player games)", () => {
  // Government and FARC are the players; AUC and Cartels Non-players. On card 1 (Govt, FARC, AUC,
  // Cartels) the Government did Op + SA and FARC is Ineligible: the AUC is 2nd Eligible.
  const board = () =>
    afterOpSa([1, 2], "govt", { farc: "player" }, (t) => {
      t.eligible.farc = false;
    });

  it("the Government decides Event or Operation for the Non-player", () => {
    const d = getDecision(board());
    expect(d.faction).toBe("govt");
    expect(d.prompt.key).toBe("prompt.discord");
    expect(d.options.map((o) => (o.t === "choose" ? o.v : o.t))).toEqual(["discord:event", "discord:op"]);
    expect(botMove(board())).toBeNull(); // a person's choice, not a bot's
  });

  it("Operation: the AUC is offered no Event and Operates (or Passes)", () => {
    const s = step(board(), c("discord:op")).state;
    const d = getDecision(s);
    expect(d.faction).toBe("auc");
    expect(d.options.some((o) => o.t === "choose" && o.c.k === "event")).toBe(false);
    const r = choiceOf(s);
    expect(r.v).not.toMatch(/^event/);
    expect(r.why[0]).toBe("np.seq.discord.op");
  });

  it("Event: the AUC's only option is its shaded side (8.4.1), and its bot takes it", () => {
    const s = step(board(), c("discord:event")).state;
    const d = getDecision(s);
    expect(d.options.map((o) => (o.t === "choose" ? o.v : o.t))).toEqual(["event:shaded"]);
    expect(choiceOf(s)).toEqual({ v: "event:shaded", why: ["np.seq.discord.event"] });
  });

  it("not in a game with 3 players, nor for a Non-player without Resources", () => {
    const three = afterOpSa([1, 2], "govt", { farc: "player", auc: "player" }, (t) => {
      t.eligible.farc = false;
      t.eligible.auc = false;
    });
    expect(getDecision(three).faction).toBe("cartels");
    expect(getDecision(three).prompt.key).toBe("prompt.secondEligible");
    const broke = afterOpSa([1, 2], "govt", { farc: "player" }, (t) => {
      t.eligible.farc = false;
      t.resources.auc = 0;
    });
    expect(getDecision(broke).faction).toBe("auc");
    expect(getDecision(broke).prompt.key).toBe("prompt.secondEligible");
  });
});

describe("8.1 2.3.9 and LimOps do not bind a Non-player", () => {
  it("a 2nd Eligible Non-player after an Operation alone gets full Operations (no LimOp)", () => {
    const s = structuredClone(npFixture({ deck: [1, 2], empty: false }));
    s.card.executed = ["govt"];
    s.card.acted = { govt: "op" };
    const d = getDecision(settle(s));
    const ops = d.options.filter((o) => o.t === "choose" && o.c.k === "op");
    expect(ops.length).toBeGreaterThan(0);
    expect(ops.every((o) => o.t === "choose" && o.c.k === "op" && !o.c.limited)).toBe(true);
  });
});
