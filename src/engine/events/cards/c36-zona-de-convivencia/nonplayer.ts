import { shiftBy, stepOf } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";

// single Event: the 2 neighbours of the new Zone shift toward Active Support where that weighs most
registerInstruction(36, "unshaded", (ctx) => (stepOf(ctx) === "shift" ? shiftBy(1)(ctx) : null));
