// A Faction's forces for its sheet, read from the game on this client: the pieces on the map,
// space by space (Guerrillas Underground and Active apart, 1.4), and those out of play (card 49
// takes Available AUC Guerrillas out of the game for good). Available Forces and Resources come
// with the Actor's mirrored data (faction.ts). Pure: the game state in, words in this language out.
import { type Faction, type GameState, P, type PieceKind, type Pool, SPACES } from "../../engine/index";
import { spaceName } from "../../ui/index";
import { t } from "../i18n";

const KINDS: Record<Faction, PieceKind[]> = {
  govt: ["troops", "police", "govtBase"],
  farc: ["farcU", "farcA", "farcBase"],
  auc: ["aucU", "aucA", "aucBase"],
  cartels: ["cartelsU", "cartelsA", "cartelsBase"],
};
const POOLS: Record<Faction, Pool[]> = {
  govt: ["troops", "police", "govtBase"],
  farc: ["farcG", "farcBase"],
  auc: ["aucG", "aucBase"],
  cartels: ["cartelsG", "cartelsBase"],
};
/** an inventory pool (1.4.1) → the sheet's word for it */
const POOL_WORD: Record<string, string> = { troops: "troops", police: "police" };

export interface ForcesView {
  onMapTitle: string;
  onMap: { space: string; pieces: string }[];
  outOfPlayTitle: string;
  outOfPlay: { label: string; value: number }[];
  none: string;
}

export function forcesView(s: GameState, f: Faction): ForcesView {
  const onMap: ForcesView["onMap"] = [];
  s.spaces.forEach((sp, i) => {
    const parts = KINDS[f]
      .filter((k) => sp.f[P[k]]! > 0)
      .map((k) => t("foundry.sheet.pieceCount", { n: sp.f[P[k]]!, piece: t(`ui.piece.${k}`) }));
    if (parts.length) onMap.push({ space: spaceName(SPACES[i]!.id, { t }), pieces: parts.join(", ") });
  });
  const outOfPlay = POOLS[f]
    .map((p) => ({
      label: t(`foundry.sheet.forces.${POOL_WORD[p] ?? (p.endsWith("Base") ? "bases" : "guerrillas")}`),
      value: s.outOfPlay?.[p] ?? 0,
    }))
    .filter((x) => x.value > 0);
  return {
    onMapTitle: t("foundry.sheet.onMap"),
    onMap,
    outOfPlayTitle: t("foundry.sheet.outOfPlay"),
    outOfPlay,
    none: t("foundry.sheet.none"),
  };
}
