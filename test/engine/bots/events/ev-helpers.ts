// Helpers for the Non-player Event tests (8.4): force an Event side, run the Non-players' steps
// until the Event is over, and put a single Event step (a choice frame) on top of a board.
import { expect } from "vitest";
import { botMove } from "../../../../src/engine/bots/index";
import type { Side } from "../../../../src/engine/events/registry";
import type { Faction, Frame, GameState } from "../../../../src/engine/types";
import { c, step } from "../../fixture";
import { type BotStep, botStep } from "../helpers";

const inEvent = (s: GameState) => s.frames.some((f) => f.k === "event");

/** the deciding Faction takes this Event side (whatever 8.1 would have it do) */
export function takeEvent(s: GameState, side: Side = "shaded"): GameState {
  return step(s, c(`event:${side}`)).state;
}

/**
 * The Non-players' steps from now until the Event is over: a first step outside the Event (the
 * 8.1 choice) is taken too. Stops where a player must decide.
 */
export function eventTurn(s: GameState): { state: GameState; steps: BotStep[] } {
  const steps: BotStep[] = [];
  let t = s;
  if (!inEvent(t)) {
    const st = botStep(t);
    const cmd = st.move.command;
    expect(cmd.t === "choose" && cmd.v.startsWith("event:"), `not an Event: ${JSON.stringify(cmd)}`).toBe(
      true,
    );
    steps.push(st);
    t = st.state;
  }
  for (let i = 0; i < 200 && inEvent(t) && botMove(t); i++) {
    const st = botStep(t);
    steps.push(st);
    t = st.state;
  }
  return { state: t, steps };
}

/**
 * A board with one step of Event `card` (side, executed by `f`) on top: the `event` and
 * `ev.seq` frames (its program already run) and the step's own frame.
 */
export function withStep(s0: GameState, card: number, side: Side, f: Faction, top: Frame): GameState {
  const s = structuredClone(s0);
  s.frames.push(
    { k: "event", n: card, side, f } as Frame,
    { k: "ev.seq", n: card, side, f, i: 99, data: {} } as Frame,
    top,
  );
  return s;
}

/** every command's body in short form: "place farcBase huila", "space bogota", "done" … */
export function bodies(steps: BotStep[]): string[] {
  return steps.map(({ move: { command: m } }) => {
    if (m.t === "choose") return `choose ${m.v}`;
    if (m.t === "space") return `space ${m.s}`;
    if (m.t === "move") return `move ${m.p} ${m.from} ${m.to}`;
    if (m.t === "place" || m.t === "remove" || m.t === "flip") return `${m.t} ${m.p} ${m.s}`;
    return m.t;
  });
}
