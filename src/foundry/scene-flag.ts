// Which Scene holds the board: the one flagged `andean-abyss.boardScene` (scene.ts sets it).
import { MODULE_ID } from "./constants";

/** scene flag `andean-abyss.boardScene`: true on the Scene that holds the board */
export const SCENE_FLAG = "boardScene";

export function isBoardScene(scene: { getFlag(scope: string, key: string): unknown } | null): boolean {
  return scene?.getFlag(MODULE_ID, SCENE_FLAG) === true;
}
