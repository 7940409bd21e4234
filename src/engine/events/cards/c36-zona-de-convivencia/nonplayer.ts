import { shiftBy, stepOf } from "../../../bots/events/helpers";
import { registerDecline, registerInstruction } from "../../../bots/events/registry";
import { baseCount, govtControls } from "../../../core/queries";
import { zoneCandidates } from "../../../propaganda/zones";
import type { GameState } from "../../../types";

// single Event: the 2 neighbours of the new Zone shift toward Active Support where that weighs most
registerInstruction(36, "unshaded", (ctx) => (stepOf(ctx) === "shift" ? shiftBy(1)(ctx) : null));

// "Operations instead" for the Government (8.4.4, on the FARC's sheet, leftmost): when every
// Mountain Department the Zone may take (6.4.4: the most FARC pieces) is its own stronghold,
// holding a Government Base or under its Control, the Zone would cost it that Base or Control
// (and its cubes there leave), more than the two shifts toward Support give back.
const stronghold = (s: GameState, i: number) => baseCount(s, i, "govt") > 0 || govtControls(s, i);
registerDecline(36, "unshaded", {
  who: ["govt"],
  when: (s) => {
    const at = zoneCandidates(s, "mountain");
    return at.length > 0 && at.every((i) => stronghold(s, i));
  },
});
