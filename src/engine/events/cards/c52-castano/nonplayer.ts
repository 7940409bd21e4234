import { shiftBy } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";

registerInstruction(52, "unshaded", shiftBy(1));
