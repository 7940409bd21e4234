import { setTo } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";

registerInstruction(22, "unshaded", setTo(0));
