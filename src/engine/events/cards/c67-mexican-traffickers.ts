// Card 67 "Mexican Traffickers".
// unshaded (2nd edition): Cartels Resources −20 (not below 0, 1.7).
// shaded: Insurgent Momentum (5.4), recorded by execute.ts and read by the 6.3.2 Insurgent
// Earnings (propaganda/resources.ts) through core/modifiers.ts cartelsEarnFour: until the
// Reset, Cartels earn 4 Resources per Base instead of 3.
import { momentumOn } from "../../core/modifiers";
import { registerEvent, side } from "../registry";

registerEvent(67, {
  unshaded: side(
    (s) => s.resources.cartels > 0,
    (x) => x.resources("cartels", -20),
  ),
  shaded: side((s) => !momentumOn(s, 67)),
});
