import { setTo, shiftBy } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";

registerInstruction(31, "unshaded", shiftBy(1));

registerInstruction(31, "shaded", setTo(-2));
