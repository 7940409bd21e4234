// Event cards (5.0): every one of the 72 registers its program here (events/cards/).
// A card registers its sides once, with its number: `registerEvent(14, { unshaded, shaded })`,
// each side built by `side(effective, ...steps)`. The steps run in order inside an "ev.seq"
// frame (plain JSON, saved with the game); they are found again by card number and side. A step
// is either a function of the running Event (`Ev`, ev.ts) or one of the toolkit's tool steps (a
// space loop, free Special Activities…, frames/), bound here to its address in the program.
import type { Ctx } from "../core/mutate";
import { registerFrame } from "../flow/registry";
import { pop, push } from "../flow/stack";
import type { Faction, GameState, Side } from "../types";
import { Ev } from "./ev";

export type { Side } from "../types";

import { asDuringEvent } from "../core/modifiers";
import "./frames/choice";
import type { EvData, EvFrame, ToolStep } from "./frames/common";
import "./frames/each-space";
import "./frames/free-activities";
import "./frames/move";
import "./frames/pieces";
import "./frames/shipment-place";
import "./frames/shipments";
import "./frames/space";
import "./frames/space-loop";
import "./frames/strike";

/** What the rest of the engine sees of a side. */
export interface EventSide {
  /** 8.1 "Ineffective Events": would executing this side change anything? Pure and cheap. */
  effective(s: GameState, f: Faction): boolean;
  /** run the side: push its step sequence */
  run(ctx: Ctx, f: Faction): void;
}

export interface EventDef {
  number: number;
  unshaded?: EventSide;
  shaded?: EventSide;
}

/** a step of a side: a function of the running Event, or a toolkit step with a frame of its own */
export type Step<D extends EvData> = ((x: Ev<D>) => void) | ToolStep;

/** A side as a card file writes it: its 8.1 test and its steps (typed answers D). */
export interface SideSpec<D extends EvData = EvData> {
  effective: (s: GameState, f: Faction) => boolean;
  steps: Step<D>[];
}

export function side<D extends EvData = EvData>(
  effective: (s: GameState, f: Faction) => boolean,
  ...steps: Step<D>[]
): SideSpec<D> {
  return { effective, steps };
}

const events = new Map<number, EventDef>();
const programs = new Map<`${number}.${Side}`, Step<EvData>[]>();

// biome-ignore lint/suspicious/noExplicitAny: each side has its own answer type
type AnySide = SideSpec<any>;

export function registerEvent(n: number, sides: { unshaded?: AnySide; shaded?: AnySide }): void {
  const def: EventDef = { number: n };
  for (const which of ["unshaded", "shaded"] as const) {
    const spec = sides[which];
    if (!spec) continue;
    programs.set(`${n}.${which}`, spec.steps);
    spec.steps.forEach((st, i) => {
      if (typeof st !== "function") st.bind(`${n}.${which}.${i}`);
    });
    def[which] = {
      // 8.1 asked as the Event would run: what it orders is not barred by Momentum (5.1.2)
      effective: (s, f) => spec.effective(asDuringEvent(s), f),
      run(ctx, f) {
        push(ctx, { k: "ev.seq", n, side: which, f, i: 0, data: {} } satisfies EvFrame);
      },
    };
  }
  events.set(n, def);
}

export function eventDef(n: number): EventDef | undefined {
  return events.get(n);
}
export function implementedEvents(): number[] {
  return [...events.keys()].sort((a, b) => a - b);
}

registerFrame<EvFrame>("ev.seq", {
  decide: () => null,
  auto(ctx, ev) {
    const steps = programs.get(`${ev.n}.${ev.side}`) ?? [];
    if (ev.i >= steps.length) {
      pop(ctx);
      return;
    }
    const at = ev.i++;
    const st = steps[at];
    // either may push frames (a question, a loop); they settle before the next step
    if (typeof st === "function") st(new Ev(ctx, ev));
    else st.start(ctx, ev, `${ev.n}.${ev.side}.${at}`);
  },
});
