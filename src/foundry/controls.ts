// The module's scene control (left toolbar), in the v13 shape: SceneControls#prepareControls
// collects one control from every InteractionLayer class in CONFIG.Canvas.layers through its static
// `prepareSceneControls()` (core's layers do the same), so our layer returns this one and no
// `getSceneControlButtons` hook adds it a second time. A v13 control carries no layer link (the
// SceneControl typedef has none): Foundry only calls the control's `onChange(event, active)`, and
// the layer activates itself there. Activating our InteractionLayer is what makes the board take
// clicks and drags. Controls and tools with `visible: false` are dropped by Foundry.
import { openApp } from "./apps/index";
import { LAYER_NAME } from "./constants";
import { boardLayer } from "./layer";
import { chooseBoardScene, openBoardScene } from "./scene";
import { users } from "./shim";

/** The v13 SceneControls.Control shape we fill in (fvtt-types scene-controls.d.mts). */
export interface SceneControl {
  name: string;
  order: number;
  title: string;
  icon: string;
  visible?: boolean;
  activeTool: string;
  tools: Record<string, SceneTool>;
  onChange?: (event: Event | null, active: boolean) => void;
}
export interface SceneTool {
  name: string;
  order: number;
  title: string;
  icon: string;
  visible?: boolean;
  button?: boolean;
  onChange?: (event: Event | null, active: boolean) => void;
}

export function sceneControl(): SceneControl {
  const gm = Boolean(users.current()?.isGM);
  const button = (name: string, order: number, icon: string, run: () => void, visible = true): SceneTool => ({
    name,
    order,
    title: `ANDEAN.foundry.controls.${name}`,
    icon,
    button: true,
    visible,
    onChange: () => run(),
  });
  // checked against the v13 declaration on the literal itself, so an unknown key (a `layer`) fails
  return {
    name: LAYER_NAME,
    order: 20,
    title: "ANDEAN.foundry.controls.title",
    icon: "fa-solid fa-mountain-sun",
    visible: true,
    activeTool: "board",
    onChange: (_event: Event | null, active: boolean) => {
      if (active) boardLayer()?.activate();
    },
    tools: {
      board: {
        name: "board",
        order: 1,
        title: "ANDEAN.foundry.controls.board",
        icon: "fa-solid fa-hand-pointer",
      },
      turn: button("turn", 2, "fa-solid fa-list-check", () => openApp("turn")),
      setup: button("setup", 3, "fa-solid fa-dice", () => openApp("setup"), gm),
      scene: button("scene", 4, "fa-solid fa-map", () => void openBoardScene(), gm),
      useScene: button("useScene", 5, "fa-solid fa-map-pin", () => void chooseBoardScene(), gm),
      calibrate: button(
        "calibrate",
        6,
        "fa-solid fa-crosshairs",
        () => void boardLayer()?.toggleCalibration(),
        gm,
      ),
    },
  } satisfies foundry.applications.ui.SceneControls.Control;
}
