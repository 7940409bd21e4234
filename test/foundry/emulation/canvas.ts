// The canvas pieces the adapter relies on, emulated from the v13 declarations (fvtt-types
// 13.345.1) and, where those are stubs or silent, from v13's documented client behaviour:
// - client/canvas/layers/base/canvas-layer.d.mts: a CanvasLayer is a PIXI.Container whose
//   `interactiveChildren` defaults to false; draw() runs _draw(), tearDown() runs _tearDown().
// - client/canvas/layers/base/interaction-layer.d.mts: an InteractionLayer's eventMode is
//   "passive", "static" once activate()d (which deactivates the other interaction layers and
//   makes its children interactive), "passive" again after deactivate(). That its _draw() takes
//   the canvas rectangle (canvas.dimensions.rect) as hit area is v13's client behaviour (the
//   declaration only overrides _draw).
// - Scene controls: fvtt-types declares SceneControls as a stub ("TODO: Stub",
//   client/applications/ui/scene-controls.d.mts) with the Control and Tool shapes only; neither
//   `InteractionLayer.prepareSceneControls()` nor `SceneControls#activate` is declared there. The
//   behaviour follows v13's client (SceneControls, the foundry.applications.ui namespace): the
//   controls are prepared from the static prepareSceneControls() of every InteractionLayer class
//   in CONFIG.Canvas.layers, then the `getSceneControlButtons` hook, then controls and tools with
//   `visible: false` are dropped (and a control left without tools); a Control has no layer link.
//   activate({control}) is async: the prior control's onChange(event, false) runs first, then the
//   application renders, and only after that render the new control's onChange(event, true).
// - Foundry v14 Scene Levels: switching the viewed level tears the canvas down and draws it
//   again (every layer's tearDown() then draw(), on the same Scene): switchLevel().
// Pointer input goes through PIXI's own EventBoundary, the way Foundry's canvas receives it.
import { Container, EventBoundary, FederatedPointerEvent, type IPointData, Rectangle } from "pixi.js";

export class EmulatedCanvasLayer extends Container {
  static get layerOptions(): { name: string; baseClass: unknown; zIndex?: number } {
    return { name: "", baseClass: EmulatedCanvasLayer };
  }
  constructor() {
    super();
    this.interactiveChildren = false;
  }
  get options() {
    return (this.constructor as typeof EmulatedCanvasLayer).layerOptions;
  }
  async draw(options: object = {}): Promise<this> {
    await this._draw(options);
    return this;
  }
  async tearDown(options: object = {}): Promise<this> {
    await this._tearDown(options);
    return this;
  }
  async _draw(_options: unknown): Promise<void> {}
  async _tearDown(_options: unknown): Promise<void> {
    this.removeChildren();
  }
}

const interactionLayers = new Set<EmulatedInteractionLayer>();

export class EmulatedInteractionLayer extends EmulatedCanvasLayer {
  #active = false;
  static override get layerOptions() {
    return { name: "", baseClass: EmulatedInteractionLayer, zIndex: 0 };
  }
  /** a layer with no control returns null (InteractionLayer.prepareSceneControls) */
  static prepareSceneControls(): unknown {
    return null;
  }
  constructor() {
    super();
    this.eventMode = "passive";
    interactionLayers.add(this);
  }
  get active(): boolean {
    return this.#active;
  }
  override async _draw(_options: unknown): Promise<void> {
    this.hitArea = emulatedCanvas.dimensions?.rect ?? null;
  }
  activate(_options: { tool?: string } = {}): this {
    for (const other of interactionLayers) if (other !== this) other.deactivate();
    if (this.#active) return this;
    this.#active = true;
    this.eventMode = "static";
    this.interactiveChildren = true;
    return this;
  }
  deactivate(): this {
    if (!this.#active) return this;
    this.#active = false;
    this.eventMode = "passive";
    this.interactiveChildren = false;
    return this;
  }
}

export interface Dimensions {
  rect: Rectangle;
  sceneX: number;
  sceneY: number;
  sceneWidth: number;
  sceneHeight: number;
}

/** The slice of `canvas` the adapter reads, with a stage that really dispatches pointer events. */
export const emulatedCanvas: {
  ready: boolean;
  stage: Container;
  dimensions: Dimensions | null;
  [layer: string]: unknown;
} = { ready: false, stage: new Container(), dimensions: null };

/** Build the scene: a stage holding the registered layer, drawn like Canvas#draw would. */
export async function drawCanvas(
  layers: Record<string, { layerClass: new () => EmulatedCanvasLayer }>,
  name: string,
  size = { width: 4000, height: 3000, padding: 200 },
): Promise<EmulatedCanvasLayer> {
  interactionLayers.clear();
  const stage = new Container();
  stage.eventMode = "static";
  const { width, height, padding } = size;
  emulatedCanvas.stage = stage;
  emulatedCanvas.dimensions = {
    rect: new Rectangle(0, 0, width + 2 * padding, height + 2 * padding),
    sceneX: padding,
    sceneY: padding,
    sceneWidth: width,
    sceneHeight: height,
  };
  // a core layer that is active when the scene opens (tokens in a real world)
  const tokens = new EmulatedInteractionLayer();
  stage.addChild(tokens);
  tokens.activate();
  const layer = new layers[name].layerClass();
  stage.addChild(layer);
  emulatedCanvas[name] = layer;
  emulatedCanvas.ready = true;
  await layer.draw();
  return layer;
}

export interface EmulatedControl {
  name: string;
  visible?: boolean;
  activeTool?: string;
  tools: Record<
    string,
    { name: string; visible?: boolean; button?: boolean; onChange?: (e: Event | null, a: boolean) => void }
  >;
  onChange?: (event: Event | null, active: boolean) => void;
  [k: string]: unknown;
}

/** SceneControls#_prepareControls (v13): the layers' controls, the hook, then the cleaning. */
export function prepareControls(
  layers: Record<string, { layerClass: unknown }>,
  callHook: (name: string, controls: Record<string, EmulatedControl>) => void,
): Record<string, EmulatedControl> {
  const controls: Record<string, EmulatedControl> = {};
  for (const { layerClass } of Object.values(layers)) {
    const cls = layerClass as { prototype: unknown; prepareSceneControls?(): EmulatedControl | null };
    if (!(cls.prototype instanceof EmulatedInteractionLayer)) continue;
    const control = cls.prepareSceneControls?.();
    if (control) controls[control.name] = control;
  }
  callHook("getSceneControlButtons", controls);
  for (const [id, control] of Object.entries(controls)) {
    if (control.visible === false) {
      delete controls[id];
      continue;
    }
    for (const [toolId, tool] of Object.entries(control.tools))
      if (tool.visible === false) delete control.tools[toolId];
    if (Object.keys(control.tools).length === 0) delete controls[id];
  }
  return controls;
}

/** A render of the SceneControls application: it completes after the current task. */
function render(): Promise<void> {
  return new Promise((r) => setTimeout(r, 0));
}

/** The v13 SceneControls#activate: the old control's onChange, a render, then the new one's. */
export async function activateControl(
  controls: Record<string, { onChange?: (event: Event | null, active: boolean) => void }>,
  name: string,
  previous: string | null = null,
): Promise<void> {
  const event = new Event("change");
  if (previous) controls[previous]?.onChange?.(event, false);
  await render();
  controls[name]?.onChange?.(event, true);
}

/** v14: the viewed level changes; the canvas is torn down and drawn again on the same Scene. */
export async function switchLevel(layer: EmulatedCanvasLayer): Promise<void> {
  await layer.tearDown();
  await layer.draw();
}

/** A mouse on the stage: pointer events mapped by PIXI's EventBoundary (global coordinates). */
export class Pointer {
  private readonly boundary: EventBoundary;
  constructor(private readonly stage: Container) {
    this.boundary = new EventBoundary(stage);
  }
  /** what a render would do first: world transforms of everything drawn since */
  private update(): void {
    const parent = this.stage.enableTempParent();
    this.stage.updateTransform();
    this.stage.disableTempParent(parent);
  }
  private send(type: string, at: IPointData, buttons: number): void {
    this.update();
    const e = new FederatedPointerEvent(this.boundary);
    e.type = type;
    e.pointerId = 1;
    e.pointerType = "mouse";
    e.isPrimary = true;
    e.button = 0;
    e.buttons = buttons;
    e.global.set(at.x, at.y);
    e.screen.set(at.x, at.y);
    e.client.set(at.x, at.y);
    e.nativeEvent = { type } as PointerEvent;
    this.boundary.mapEvent(e);
  }
  /** the top display object that would receive a pointer at this point (null: none) */
  hit(at: IPointData) {
    this.update();
    return this.boundary.hitTest(at.x, at.y);
  }
  click(at: IPointData): void {
    this.send("pointerdown", at, 1);
    this.send("pointerup", at, 0);
  }
  drag(from: IPointData, to: IPointData, steps = 4): void {
    this.send("pointerdown", from, 1);
    for (let i = 1; i <= steps; i++)
      this.send(
        "pointermove",
        { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps },
        1,
      );
    this.send("pointerup", to, 0);
  }
}
