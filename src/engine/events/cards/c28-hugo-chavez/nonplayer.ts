import { hardest, insurgentPieces } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";

// up to 3 Insurgent pieces go from one border space: the one with the most
registerInstruction(28, "unshaded", hardest(insurgentPieces));
