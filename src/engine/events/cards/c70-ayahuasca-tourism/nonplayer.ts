import { selfOrTrailing } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";

registerInstruction(70, "shaded", (ctx) => selfOrTrailing(ctx, 70));
