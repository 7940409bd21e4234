import { shiftBy } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";

registerInstruction(5, "shaded", shiftBy(-2));
