// 6.2 Sabotage Phase: each LoC without Sabotage gets a marker when its Guerrillas outnumber its
// cubes or when an adjacent City is under FARC Control (markers permitting, 3.3.4).
// Card 7 unshaded then lets the Government clear up to 3 Terror/Sabotage markers.

import { govtRemovesTerror, sabotageOnEqual } from "../core/modifiers";
import { type Ctx, log, placeTerror, removeTerror } from "../core/mutate";
import { adjacentIn, allGuerrillas, cubes, farcControls, isCity, locSpaces } from "../core/queries";
import { SPACE_IDS, spaceIdx } from "../data/map";
import { DONE, decision, spaceOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import { pop, push } from "../flow/stack";
import type { Frame, GameState, Option } from "../types";

/** Does LoC i qualify for Sabotage in this phase? */
export function sabotageDue(s: GameState, i: number): boolean {
  if (s.spaces[i].terror > 0) return false;
  const g = allGuerrillas(s, i);
  const c = cubes(s, i);
  if (g > c) return true;
  if (g > 0 && g === c && sabotageOnEqual(s)) return true;
  return adjacentIn(s, i).some((j) => isCity(s, j) && farcControls(s, j));
}

/** 6.2 Sabotage every qualifying LoC (map order when markers run short: see rulings). */
export function sabotagePhase(ctx: Ctx): void {
  const due = locSpaces(ctx.s).filter((i) => sabotageDue(ctx.s, i));
  for (const i of due) if (!placeTerror(ctx, i)) log(ctx, "log.noMarkers", { space: SPACE_IDS[i] });
  if (govtRemovesTerror(ctx.s)) push(ctx, { k: "prop.clearTerror", removed: 0 } satisfies ClearTerrorFrame);
}

export interface ClearTerrorFrame extends Frame {
  k: "prop.clearTerror";
  removed: number;
}

const MAX_CLEARED = 3;

// Card 7 unshaded: the Government removes up to 3 Terror or Sabotage markers, one per command.
registerFrame<ClearTerrorFrame>("prop.clearTerror", {
  decide(s, f) {
    if (f.removed >= MAX_CLEARED) return null;
    const opts: Option[] = [];
    for (let i = 0; i < s.spaces.length; i++) if (s.spaces[i].terror > 0) opts.push(spaceOpt(i));
    if (!opts.length) return null;
    opts.push(DONE);
    return decision(
      "govt",
      "prompt.propaganda.clearTerror",
      opts,
      { phase: "sabotage", card: s.current ?? undefined },
      { n: MAX_CLEARED - f.removed },
      "6.2",
    );
  },
  auto(ctx) {
    pop(ctx);
  },
  onCommand(ctx, f, c) {
    if (c.t === "done") {
      pop(ctx);
      return;
    }
    if (c.t !== "space") return;
    const i = spaceIdx(c.s);
    removeTerror(ctx, i);
    f.removed++;
  },
});
