// Card 68 "Narco-Subs".
// unshaded: from coastal spaces, either remove 2 Cartels pieces (Guerrillas or Bases), or remove
// up to 2 Shipments (4.5.3) held there; the executor picks which when both are possible.
// shaded: Cartels gain 2 Resources for each Cartels piece in coastal spaces (99 cap, 1.7).
import { addResources } from "../../core/mutate";
import { factionPieces } from "../../core/queries";
import { SPACES } from "../../data/map";
import type { GameState, PieceKind } from "../../types";
import { eventSide, pickOne, pickPieces, pickShipments, spacesWhere } from "../helpers";
import { registerEvent } from "../registry";

const CARTELS_KINDS: PieceKind[] = ["cartelsU", "cartelsA", "cartelsBase"];

const coastalWithCartels = (s: GameState) =>
  spacesWhere((i) => SPACES[i].coastal && factionPieces(s, i, "cartels") > 0);
const coastalShipments = (s: GameState) => s.shipments.filter((sh) => SPACES[sh.s].coastal).length;

function coastalCartelsPieces(s: GameState): number {
  let n = 0;
  for (const i of spacesWhere((j) => SPACES[j].coastal)) n += factionPieces(s, i, "cartels");
  return n;
}

function modes(s: GameState): string[] {
  const out: string[] = [];
  if (coastalWithCartels(s).length) out.push("pieces");
  if (coastalShipments(s)) out.push("shipments");
  return out;
}

registerEvent({
  number: 68,
  unshaded: eventSide(
    68,
    "unshaded",
    [
      (ctx, ev) =>
        pickOne(ctx, ev, { key: "mode", values: modes(ctx.s), prompt: "prompt.card68.mode", rule: "5.1" }),
      (ctx, ev) => {
        if (ev.data.mode === "pieces")
          pickPieces(ctx, ev, {
            mode: "remove",
            spaces: coastalWithCartels(ctx.s),
            kinds: CARTELS_KINDS,
            n: 2,
            prompt: "prompt.card68.pieces",
            rule: "5.1",
          });
        else if (ev.data.mode === "shipments")
          pickShipments(ctx, ev, {
            spaces: spacesWhere((i) => SPACES[i].coastal),
            n: 2,
            upTo: true,
            prompt: "prompt.card68.shipments",
            rule: "4.5.3",
          });
      },
    ],
    (s) => modes(s).length > 0,
  ),
  shaded: eventSide(
    68,
    "shaded",
    [(ctx) => void addResources(ctx, "cartels", 2 * coastalCartelsPieces(ctx.s))],
    (s) => coastalCartelsPieces(s) > 0 && s.resources.cartels < 99,
  ),
});
