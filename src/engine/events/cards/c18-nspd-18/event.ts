// Card 18 "NSPD-18".
// unshaded: Government Resources + Aid (20 at most), then Aid +20 (1.7 caps: 99, 29).
// shaded: Government Resources −6, then Aid falls by a die roll (never below 0, 1.7).
import { MAX_AID, MAX_RESOURCES } from "../../../data/forces";
import { registerEvent, side } from "../../registry";

registerEvent(18, {
  unshaded: side(
    (s) => (s.aid > 0 && s.resources.govt < MAX_RESOURCES) || s.aid < MAX_AID,
    (x) => {
      x.resources("govt", Math.min(x.s.aid, 20));
      x.aid(20);
    },
  ),
  shaded: side(
    (s) => s.resources.govt > 0 || s.aid > 0,
    (x) => {
      x.resources("govt", -6);
      if (x.s.aid > 0) x.aid(-x.roll()); // with no Aid left the roll could change nothing
    },
  ),
});
