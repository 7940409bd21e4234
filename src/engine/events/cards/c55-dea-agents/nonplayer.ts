import { shiftBy } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";

registerInstruction(55, "shaded", shiftBy(-1));
