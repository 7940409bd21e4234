// The module's scene control (left toolbar). v13 controls carry no layer link: Foundry only calls
// the control's `onChange(event, active)`, and a layer activates itself there (core's layers do
// the same). Activating our InteractionLayer is what makes the board take clicks and drags.
import { openApp } from "./apps/index";
import { LAYER_NAME } from "./constants";
import { boardLayer } from "./layer";
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
  return {
    name: LAYER_NAME,
    order: 20,
    title: "ANDEAN.foundry.controls.title",
    icon: "fa-solid fa-mountain-sun",
    visible: true,
    activeTool: "board",
    onChange: (_event, active) => {
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
      calibrate: button(
        "calibrate",
        4,
        "fa-solid fa-crosshairs",
        () => void boardLayer()?.toggleCalibration(),
        gm,
      ),
    },
  };
}

/** `getSceneControlButtons` (v13 passes a record keyed by control name). */
export function addSceneControls(controls: Record<string, unknown>): void {
  controls[LAYER_NAME] = sceneControl();
}
