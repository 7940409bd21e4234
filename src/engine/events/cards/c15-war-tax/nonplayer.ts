import { setTo } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";

registerInstruction(15, "shaded", setTo(-1));
