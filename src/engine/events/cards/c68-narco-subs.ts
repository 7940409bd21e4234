// Card 68 "Narco-Subs".
// unshaded: from coastal spaces, either remove 2 Cartels pieces (Guerrillas or Bases), or remove
// up to 2 Shipments (4.5.3) held there; the executor picks which when both are possible.
// shaded: Cartels gain 2 Resources for each Cartels piece in coastal spaces (99 cap, 1.7).
import { factionPieces, isCoastal } from "../../core/queries";
import { MAX_RESOURCES } from "../../data/forces";
import type { GameState } from "../../types";
import { spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

const coastal = (s: GameState) => spacesWhere((i) => isCoastal(s, i), s);
const coastalWithCartels = (s: GameState) => coastal(s).filter((i) => factionPieces(s, i, "cartels") > 0);
const coastalShipments = (s: GameState) => s.shipments.filter((sh) => isCoastal(s, sh.s)).length;
const coastalCartelsPieces = (s: GameState) =>
  coastal(s).reduce((n, i) => n + factionPieces(s, i, "cartels"), 0);

type Mode = "pieces" | "shipments";
function modes(s: GameState): Mode[] {
  const out: Mode[] = [];
  if (coastalWithCartels(s).length) out.push("pieces");
  if (coastalShipments(s)) out.push("shipments");
  return out;
}

registerEvent(68, {
  unshaded: side<{ mode: Mode }>(
    (s) => modes(s).length > 0,
    (x) => x.pickMode("mode", { values: modes(x.s), prompt: "prompt.card68.mode" }),
    (x) => {
      if (x.data.mode === "pieces")
        x.remove({
          spaces: coastalWithCartels(x.s),
          kinds: ["cartelsU", "cartelsA", "cartelsBase"],
          n: 2,
          prompt: "prompt.card68.pieces",
          rule: "5.1",
        });
      else if (x.data.mode === "shipments")
        x.removeShipments({ spaces: coastal(x.s), n: 2, upTo: true, prompt: "prompt.card68.shipments" });
    },
  ),
  shaded: side(
    (s) => coastalCartelsPieces(s) > 0 && s.resources.cartels < MAX_RESOURCES,
    (x) => x.resources("cartels", 2 * coastalCartelsPieces(x.s)),
  ),
});
