import { hardest, insurgentPieces } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";

registerInstruction(33, "unshaded", hardest(insurgentPieces));
