// A ready Scene for the board in one click (GM): gridless, the size of our board (one scene pixel
// per board pixel, so the board layer draws it at its own scale), no token vision and no fog, and
// flagged as ours. A world that already has it gets it activated again, never a second copy. On
// that scene the board's own scene control is chosen as the canvas opens, so the board takes
// clicks and drags at once.
import { BOARD_H, BOARD_W } from "../ui/board/layout";
import { LAYER_NAME, MODULE_ID } from "./constants";
import { t } from "./i18n";
import { canvasApi, constants, documents, notify, type SceneLike, sceneControls, users } from "./shim";

/** scene flag `andean-abyss.boardScene`: true on the Scene made here */
export const SCENE_FLAG = "boardScene";

/** The Scene's data (v13 Scene schema: common/documents/scene.d.mts). */
export function boardSceneData(name: string): Record<string, unknown> {
  return {
    name,
    navName: name,
    navigation: true,
    width: BOARD_W,
    height: BOARD_H,
    padding: 0.1,
    backgroundColor: "#1f2328",
    grid: { type: constants.gridless() },
    tokenVision: false,
    fog: { exploration: false },
    flags: { [MODULE_ID]: { [SCENE_FLAG]: true } },
  };
}

export function isBoardScene(scene: { getFlag(scope: string, key: string): unknown } | null): boolean {
  return scene?.getFlag(MODULE_ID, SCENE_FLAG) === true;
}

export function findBoardScene(): SceneLike | undefined {
  return documents.scenes().find((s) => isBoardScene(s));
}

/**
 * GM: create the board Scene (or find the one made earlier) and activate it for everyone.
 * Returns the Scene, or null when this user may not (only a GM creates and activates scenes).
 */
export async function openBoardScene(): Promise<SceneLike | null> {
  if (!users.current()?.isGM) {
    notify("warn", t("foundry.scene.gmOnly"));
    return null;
  }
  const found = findBoardScene();
  const scene = found ?? (await documents.createScene(boardSceneData(t("foundry.scene.name"))));
  if (!scene) return null;
  if (!scene.active) await scene.activate();
  notify("info", t(found ? "foundry.scene.activated" : "foundry.scene.created", { name: scene.name }));
  return scene;
}

/** canvasReady: on the board Scene, choose the board's scene control (which activates the layer). */
export function onCanvasReady(): void {
  if (isBoardScene(canvasApi.scene())) sceneControls.activate(LAYER_NAME);
}
