// Card 28 "Hugo Chávez".
// unshaded: in one space next to Venezuela, remove up to 3 FARC/AUC/Cartels pieces (any kind).
// shaded: a FARC Base goes into a Department next to Venezuela (if one is available and fits),
// then every LoC touching Cúcuta that holds no pieces at all is Sabotaged (3.3.4 markers permitting).
import { placeTerror } from "../../core/mutate";
import { baseRoom, factionPieces, totalPieces } from "../../core/queries";
import { SPACES, spaceIdx } from "../../data/map";
import { obtainable } from "../../ops/own-removal";
import type { Faction, GameState, PieceKind } from "../../types";
import { chosenSpace, eventSide, pickPieces, pickSpaces, spacesWhere } from "../helpers";
import { registerEvent } from "../registry";

const INSURGENT_KINDS: PieceKind[] = [
  "farcU",
  "farcA",
  "farcBase",
  "aucU",
  "aucA",
  "aucBase",
  "cartelsU",
  "cartelsA",
  "cartelsBase",
];

const insurgentPieces = (s: GameState, i: number) =>
  factionPieces(s, i, "farc") + factionPieces(s, i, "auc") + factionPieces(s, i, "cartels");

function removeTargets(s: GameState): number[] {
  return spacesWhere((i) => SPACES[i].nextToVenezuela && insurgentPieces(s, i) > 0);
}
/** 1.4.1 a FARC player executing the card may take one of its Bases off the map to place it */
function baseTargets(s: GameState, by?: Faction): number[] {
  if (!obtainable(s, "farcBase", by)) return [];
  return spacesWhere((i) => SPACES[i].type === "dept" && SPACES[i].nextToVenezuela && baseRoom(s, i));
}
/** LoCs adjacent to Cúcuta with no pieces and no Sabotage yet */
function emptyCucutaLocs(s: GameState): number[] {
  const cucuta = spaceIdx("cucuta");
  return SPACES[cucuta].adj.filter(
    (i) => SPACES[i].type === "loc" && totalPieces(s, i) === 0 && s.spaces[i].terror === 0,
  );
}

registerEvent({
  number: 28,
  unshaded: eventSide(
    28,
    "unshaded",
    [
      (ctx, ev) =>
        pickSpaces(ctx, ev, {
          key: "space",
          cands: removeTargets(ctx.s),
          prompt: "prompt.card28.space",
          rule: "5.1",
        }),
      (ctx, ev) => {
        const i = chosenSpace(ev, "space");
        if (i === undefined) return;
        pickPieces(ctx, ev, {
          mode: "remove",
          spaces: [i],
          kinds: INSURGENT_KINDS,
          n: 3,
          upTo: true,
          prompt: "prompt.card28.remove",
          rule: "5.1",
        });
      },
    ],
    (s) => removeTargets(s).length > 0,
  ),
  shaded: eventSide(
    28,
    "shaded",
    [
      (ctx, ev) =>
        pickSpaces(ctx, ev, {
          key: "dept",
          cands: baseTargets(ctx.s, ev.f),
          prompt: "prompt.card28.baseDept",
          rule: "5.1.1",
        }),
      (ctx, ev) => {
        const i = chosenSpace(ev, "dept");
        if (i === undefined) return;
        pickPieces(ctx, ev, {
          mode: "place",
          spaces: [i],
          kinds: ["farcBase"],
          n: 1,
          prompt: "prompt.event.place",
          rule: "5.1.1",
        });
      },
      (ctx) => {
        for (const loc of emptyCucutaLocs(ctx.s)) placeTerror(ctx, loc);
      },
    ],
    (s, f) => baseTargets(s, f).length > 0 || emptyCucutaLocs(s).length > 0,
  ),
});
