import { describe, expect, it } from "vitest";
import { apply, getDecision } from "../../src/engine/flow/runtime";
import { opDef } from "../../src/engine/ops/registry";
import { replay, stateHash } from "../../src/engine/replay";
import {
  type Command,
  type CommandBody,
  type GameState,
  isRuleError,
  type RuleError,
  type Setup,
} from "../../src/engine/types";
import { cardCuts, rollbackToCard, type UndoResult, undoLast } from "../../src/engine/undo";
import { c, done, pl, sp } from "./fixture";

const setup: Setup = {
  seed: 7,
  seats: { govt: "player", farc: "player", auc: "player", cartels: "player" },
  deployment: "standard",
  deck: [1, 2, 19, 3, 4],
};

/** a saved game built by playing bodies, each by the Faction deciding */
function game(bodies: CommandBody[], su: Setup = setup): { commands: Command[]; state: GameState } {
  let s = replay(su, []) as GameState;
  const commands: Command[] = [];
  for (const b of bodies) {
    const cmd = { ...b, seq: s.seq, by: getDecision(s).faction! } as Command;
    const r = apply(s, cmd);
    if (isRuleError(r)) throw new Error(`${JSON.stringify(b)}: ${r.code}`);
    commands.push(cmd);
    s = r.state;
  }
  return { commands, state: s };
}
const ok = (r: UndoResult | RuleError) => {
  if (isRuleError(r)) throw new Error(r.code);
  return r;
};
const passes = (n: number) => Array.from({ length: n }, () => c("pass"));

describe("undo (barriers at die rolls and card reveals)", () => {
  it("undo: a player takes back their own last command within their action", () => {
    const g = game([c("op:train"), sp("bogota"), pl("troops", "bogota")]);
    const r = ok(undoLast(setup, g.commands, "govt"));
    expect(r.commands).toHaveLength(2);
    expect(stateHash(r.state)).toBe(stateHash(game([c("op:train"), sp("bogota")]).state));
    // step by step back to the start of the action: Resources come back (3.2.1 cost)
    const r2 = ok(undoLast(setup, r.commands, "govt"));
    const r3 = ok(undoLast(setup, r2.commands, "govt"));
    expect(r3.commands).toHaveLength(0);
    expect(r3.state.resources.govt).toBe(40);
    expect(getDecision(r3.state).prompt.key).toBe("prompt.firstEligible");
  });

  it("undo: another Faction's command cannot be taken back", () => {
    const g = game([c("pass")]);
    const e = undoLast(setup, g.commands, "farc") as RuleError;
    expect(e.code).toBe("undoNotYours");
    expect(e.message).toEqual({ key: "error.undoNotYours", params: { faction: "govt" } });
    expect((undoLast(setup, [], "govt") as RuleError).code).toBe("nothingToUndo");
  });

  it("undo: never across a card reveal (2.3.8)", () => {
    const g = game(passes(4)); // the 4th Pass ends card 1 and reveals card 2
    expect(g.state.current).toBe(2);
    expect(g.state.barrier).toBe(4);
    expect((undoLast(setup, g.commands, "cartels") as RuleError).code).toBe("undoBarrier");
    // the 3rd Pass, before the reveal, could still be taken back
    expect(ok(undoLast(setup, g.commands.slice(0, 3), "auc")).state.card.acted.auc).toBeUndefined();
  });

  it.skipIf(!opDef("attack"))("undo: never across a die roll (3.3.3 Attack)", () => {
    const su: Setup = { ...setup, deck: [19, 1, 2] }; // FARC first; Standard forces: FARC and Govt in Santander
    let bodies = [c("op:attack"), sp("santander")];
    let g = game(bodies, su);
    // with Ambush possible, the roll waits for an explicit "roll" (4.3.2)
    if (getDecision(g.state).options.some((o) => o.t === "choose" && o.v === "roll")) {
      bodies = [...bodies, c("roll")];
      g = game(bodies, su);
    }
    const n = bodies.length;
    expect(g.state.barrier).toBe(n);
    expect((undoLast(su, g.commands, "farc") as RuleError).code).toBe("undoBarrier");
    expect(ok(undoLast(su, g.commands.slice(0, n - 1), "farc")).commands).toHaveLength(n - 2);
  });

  it("undo: works during Open Deployment (2.1)", () => {
    const su: Setup = { ...setup, deployment: "open" };
    const g = game([{ t: "place", p: "cartelsBase", s: "cali" }], su);
    const r = ok(undoLast(su, g.commands, "cartels"));
    expect(r.state.spaces.every((x) => x.f[11] === 0)).toBe(true);
  });

  it("undo: the GM rolls back to the start of any played card", () => {
    const bodies = [...passes(4), c("op:train"), sp("bogota"), done, done, done];
    const g = game(bodies);
    const cuts = cardCuts(setup, g.commands) as number[];
    expect(cuts.slice(0, 2)).toEqual([0, 4]);
    const r = ok(rollbackToCard(setup, g.commands, 1));
    expect(r.commands).toHaveLength(4);
    expect(r.state.current).toBe(2);
    expect(getDecision(r.state).prompt.key).toBe("prompt.firstEligible");
    expect(stateHash(r.state)).toBe(stateHash(game(passes(4)).state));
    const r0 = ok(rollbackToCard(setup, g.commands, 0));
    expect(r0.commands).toHaveLength(0);
    expect((rollbackToCard(setup, g.commands, 9) as RuleError).code).toBe("noSuchCard");
  });
});
