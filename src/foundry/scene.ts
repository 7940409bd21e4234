// A ready Scene for the board in one click (GM): gridless, the size of our board (one scene pixel
// per board pixel, so the board layer draws it at its own scale), no token vision and no fog, and
// flagged as ours. A world that already has it gets it activated again, never a second copy. On
// that scene the board's own scene control is chosen as the canvas opens, so the board takes
// clicks and drags at once. The board is drawn on that Scene only (layer.ts); a GM can choose
// another Scene to hold it (a scan of their own board, say), and the flag moves there.
import { BOARD_H, BOARD_W } from "../ui/index";
import { LAYER_NAME, MODULE_ID } from "./constants";
import { t } from "./i18n";
import { boardLayer } from "./layer";
import { BOARD_SCENE_NAME } from "./names";
import { isBoardScene, SCENE_FLAG } from "./scene-flag";
import { canvasApi, constants, documents, notify, type SceneLike, sceneControls, users } from "./shim";
import { isV14, type SceneFog } from "./v14";

export { isBoardScene, SCENE_FLAG };

/** No fog: v13 `fog.exploration: false`; v14 `fog.mode: FOG_EXPLORATION_MODES.DISABLED`. */
export function noFog(): SceneFog {
  return isV14() ? { mode: constants.fogDisabled() } : { exploration: false };
}

/** The Scene's data (v13 Scene schema: common/documents/scene.d.mts; v14 fog: v14.ts). */
export function boardSceneData(name: string = BOARD_SCENE_NAME): Record<string, unknown> {
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
    fog: noFog(),
    flags: { [MODULE_ID]: { [SCENE_FLAG]: true } },
  };
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
  const scene = found ?? (await documents.createScene(boardSceneData()));
  if (!scene) return null;
  if (!scene.active) await scene.activate();
  notify("info", t(found ? "foundry.scene.activated" : "foundry.scene.created", { name: scene.name }));
  return scene;
}

/**
 * GM: the Scene on view holds the board from now on (its flag is set, and taken off any other
 * Scene). Returns whether it was done.
 */
export async function chooseBoardScene(): Promise<boolean> {
  const viewed = canvasApi.scene();
  if (!users.current()?.isGM || !viewed) {
    notify("warn", t("foundry.scene.gmOnly"));
    return false;
  }
  for (const s of documents.scenes())
    if (s.id !== viewed.id && isBoardScene(s)) await s.setFlag(MODULE_ID, SCENE_FLAG, false);
  if (!isBoardScene(viewed)) await viewed.setFlag(MODULE_ID, SCENE_FLAG, true);
  notify("info", t("foundry.scene.chosen", { name: (viewed as Partial<SceneLike>).name ?? "" }));
  return true;
}

/** canvasReady: on the board Scene, choose the board's scene control (which activates the layer). */
export async function onCanvasReady(): Promise<void> {
  if (isBoardScene(canvasApi.scene())) await sceneControls.activate(LAYER_NAME);
}

/** updateScene: the board flag of the Scene on view changed: draw or take off the board. */
export function onUpdateScene(scene: unknown, changed: unknown): void {
  const flags = (changed as { flags?: Record<string, Record<string, unknown>> } | null)?.flags;
  if (!flags?.[MODULE_ID] || !(SCENE_FLAG in flags[MODULE_ID])) return;
  if ((scene as { id?: string } | null)?.id !== canvasApi.scene()?.id) return;
  boardLayer()?.mountBoard();
  if (isBoardScene(canvasApi.scene())) void sceneControls.activate(LAYER_NAME);
}
