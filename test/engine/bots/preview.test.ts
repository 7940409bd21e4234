// The whole-action preview (section 8): the plan of a Non-player's action before its first
// Command is what the bot then does, Command for Command; the real state, its generator and its
// scripted dice are left as they were; a person may ask it at their own Decision.
import { describe, expect, it } from "vitest";
import { gameSeed } from "../../../src/cli/common";
import { mixSetup } from "../../../src/cli/sim";
import {
  apply,
  botMove,
  createGame,
  type GameState,
  getDecision,
  isRuleError,
  previewBotAction,
  stepOf,
} from "../../../src/engine/index";

const ALL = ["govt", "farc", "auc", "cartels"] as const;

function step(s: GameState): GameState {
  const r = apply(s, botMove(s)!.command);
  if (isRuleError(r)) throw new Error(r.code);
  return r.state;
}

describe("previewBotAction", () => {
  it("equals, Command for Command, what the bots then play, and changes nothing", () => {
    let checked = 0;
    const kinds = new Set<string>();
    for (const g of [0, 1]) {
      let s = createGame({
        ...mixSetup(gameSeed(20261128, g), [...ALL]),
        diceFor: [{ for: { kind: "attack" }, dice: [3, 4, 2] }],
      });
      for (let k = 0; k < 600 && !s.ended; k++) {
        if (stepOf(s).top.k === "card") {
          const before = JSON.stringify(s);
          const p = previewBotAction(s);
          expect(JSON.stringify(s)).toBe(before); // rng, scripted dice and all untouched
          expect(p).not.toBeNull();
          expect(p!.complete).toBe(true);
          kinds.add(p!.kind);
          let t = s;
          for (const c of p!.commands) {
            const m = botMove(t)!;
            expect(m.command).toEqual(c);
            t = step(t);
          }
          // the action is over: the card asks its next Faction (or a new card, a Round, the end)
          expect(!!t.ended || t.cardStart !== s.cardStart || stepOf(t).top.k === "card").toBe(true);
          if (p!.kind === "operation") {
            expect(p!.op).toBeTruthy();
            expect(p!.spaces.length).toBeGreaterThan(0);
          }
          if (p!.kind === "event") expect(["unshaded", "shaded"]).toContain(p!.side);
          checked++;
        }
        s = step(s);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(kinds.has("operation") && kinds.has("event")).toBe(true);
  });

  it("a person at their own Decision gets the flowchart's plan; their seat and the state stay as they are", () => {
    const setup = mixSetup(gameSeed(20261128, 4), ["farc", "auc", "cartels"]);
    let s = createGame(setup);
    // to the Government's first choice on a card
    for (let k = 0; k < 400 && !(getDecision(s).faction === "govt" && stepOf(s).top.k === "card"); k++) {
      const d = getDecision(s);
      if (d.faction === "govt") {
        const r = apply(s, { ...d.options[0], seq: s.seq, by: "govt" } as never);
        if (isRuleError(r)) throw new Error(r.code);
        s = r.state;
      } else s = step(s);
    }
    expect(getDecision(s).faction).toBe("govt");
    const before = JSON.stringify(s);
    const p = previewBotAction(s, "govt");
    expect(JSON.stringify(s)).toBe(before);
    expect(s.seats.govt).toBe("player");
    expect(p?.faction).toBe("govt");
    expect(["event", "operation", "pass"]).toContain(p?.kind);
    // another Faction's plan cannot be asked while the Government decides
    expect(previewBotAction(s, "farc")).toBeNull();
  });
});
