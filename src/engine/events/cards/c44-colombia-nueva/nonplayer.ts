import { setTo } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";

registerInstruction(44, "unshaded", setTo(2));

registerInstruction(44, "shaded", setTo(0));
