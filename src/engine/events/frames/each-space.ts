// Each space in turn (card 26): the spaces that qualify when the step starts are taken in map
// order, one after another, nobody choosing the order; the card's action runs in each (it checks
// again that the space still qualifies) and whatever it asks settles before the next space.
import type { Ctx } from "../../core/mutate";
import { registerFrame } from "../../flow/registry";
import { pop, push } from "../../flow/stack";
import type { Faction, Frame, GameState } from "../../types";
import { ToolSpecs, type ToolStep } from "./common";

export interface EachSpace {
  /** the spaces, fixed when the step starts */
  spaces(s: GameState, f: Faction): number[];
  /** the action in space i (f: the executing Faction) */
  run(ctx: Ctx, f: Faction, i: number): void;
}

export interface EachSpaceFrame extends Frame {
  k: "ev.eachSpace";
  /** the step's address in the card's program (its callbacks) */
  at: string;
  f: Faction;
  spaces: number[];
  /** index in `spaces` of the next space */
  next: number;
}

const specs = new ToolSpecs<EachSpace>("each-space");

export function eachSpace(spec: EachSpace): ToolStep {
  return {
    tool: true,
    bind: (at) => specs.bind(at, spec),
    start(ctx, ev, at) {
      const spaces = spec.spaces(ctx.s, ev.f);
      push(ctx, { k: "ev.eachSpace", at, f: ev.f, spaces, next: 0 } satisfies EachSpaceFrame);
    },
  };
}

registerFrame<EachSpaceFrame>("ev.eachSpace", {
  decide: () => null,
  auto(ctx, f) {
    if (f.next >= f.spaces.length) pop(ctx);
    else specs.get(f.at).run(ctx, f.f, f.spaces[f.next++]);
  },
});
