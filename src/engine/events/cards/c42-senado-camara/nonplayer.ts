import { shiftBy } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";

registerInstruction(42, "unshaded", shiftBy(1));
