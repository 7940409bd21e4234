// Card 19 "General Offensive" (single Event). The executing Faction takes the spaces one at a
// time (a space loop): a space where one of its two options can act, then the option (asked
// only when both can); each space gets at most one. Government: a free Sweep without movement
// or a free Assault; Insurgent: a free Attack or a free Terror. Each is its own free Operation
// (5.5): cards 17 and 2/3 yield to the Event (5.1.2), other Capabilities apply; each AUC Terror
// cuts Aid by 3 (3.3.4). See rulings.md beside this file.
import { log } from "../../../core/mutate";
import type { Insurgent } from "../../../core/pieces";
import { guerrillas, underground } from "../../../core/queries";
import { SPACE_IDS } from "../../../data/map";
import { assaultable } from "../../../ops/assault";
import { hasAttackTarget } from "../../../ops/attack";
import { sweepInUseful } from "../../../ops/sweep";
import { aidCut, terrorIn } from "../../../ops/terror";
import type { Faction, GameState } from "../../../types";
import { spaceLoop } from "../../frames/space-loop";
import { freeOpIn } from "../../free-op";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

type Offensive = "sweep" | "assault" | "attack" | "terror";

/** the options of Faction f that can act in space i */
function opsIn(s: GameState, f: Faction, i: number): Offensive[] {
  const out: Offensive[] = [];
  if (f === "govt") {
    if (sweepInUseful(s, i)) out.push("sweep");
    if (assaultable(s, i)) out.push("assault");
  } else {
    if (guerrillas(s, i, f) > 0 && hasAttackTarget(s, i, f)) out.push("attack");
    if (underground(s, i, f) > 0) out.push("terror");
  }
  return out;
}

// every space in play: Ecuador (card 33) and Panamá (card 71) too once an Event made them spaces
const offensiveSpaces = (s: GameState, f: Faction, done: readonly number[] = []): number[] =>
  spacesWhere((i) => !done.includes(i) && opsIn(s, f, i).length > 0, s);

registerEvent(19, {
  unshaded: side(
    // 8.1 asked as the Event will run: the bans that yield to it (cards 17, 42; 5.1.2) are lifted
    (s, f) => offensiveSpaces(s, f).length > 0,
    spaceLoop({
      spaces: offensiveSpaces,
      ops: opsIn,
      run(ctx, f, op, i) {
        if (op !== "terror") return freeOpIn(ctx, f, op, i);
        log(ctx, "log.card19.terror", { faction: f, space: SPACE_IDS[i] });
        terrorIn(ctx, f as Insurgent, i);
        aidCut(ctx, f, 1);
      },
      prompts: { space: "prompt.card19.space", op: "prompt.card19.op" },
      rule: "5.1",
    }),
  ),
});
