import { setTo, stepOf } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";

registerInstruction(24, "unshaded", setTo(2));

// shaded: the Troops' space at random (generic); the City set to Neutral where that weighs most
registerInstruction(24, "shaded", (ctx) => (stepOf(ctx) === "city" ? setTo(0)(ctx) : null));
