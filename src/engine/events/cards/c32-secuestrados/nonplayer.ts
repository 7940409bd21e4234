import { setTo } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";

registerInstruction(32, "unshaded", setTo(1));
