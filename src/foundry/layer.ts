// The canvas layer (CONFIG.Canvas.layers.andeanAbyss, group "interface") that mounts the ui
// board. Without calibration the board is fitted to the scene rectangle; with a scan of the GM's
// own board as the scene background, a calibration (scene flag) lays our board over the scan.
// The board is drawn on its own Scene only (scene.ts, flag boardScene): every other Scene is left
// as it is. Foundry v14 tears the canvas down and draws it again when the viewed level changes
// (v14.ts): a calibration in progress is put aside then and goes on where it was when the same
// Scene is drawn again.
import type { FederatedPointerEvent } from "pixi.js";
import type { GameState } from "../engine/index";
import { BOARD_H, BOARD_W, type Board, createBoard, spaceName } from "../ui/index";
import { type Calibration, calibrationOrder, parseCalibration, solveCalibration } from "./calibration";
import { LAYER_NAME, MODULE_ID, SETTINGS } from "./constants";
import { foundryHost } from "./host";
import { t } from "./i18n";
import { isBoardScene } from "./scene-flag";
import { session } from "./session";
import { bases, canvasApi, type LayerBase, notify, settings } from "./shim";

export interface BoardLayer extends LayerBase {
  board: Board | null;
  mountBoard(): void;
  unmountBoard(): void;
  toggleCalibration(): Promise<void>;
  calibrating: boolean;
}

interface CalibrationRun {
  order: string[];
  at: number;
  points: Calibration["points"];
  mapAlpha: number;
  handler: (e: FederatedPointerEvent) => void;
}

export function readCalibration(): Calibration | null {
  return parseCalibration(canvasApi.scene()?.getFlag(MODULE_ID, "calibration"));
}

/**
 * Build the layer class at init (InteractionLayer only exists once Foundry has loaded).
 * `control` is the layer's scene control: v13's SceneControls asks every InteractionLayer class in
 * CONFIG.Canvas.layers for its control through the static prepareSceneControls().
 */
export function defineBoardLayer(control: () => unknown): new () => BoardLayer {
  const { InteractionLayer } = bases();
  const baseOptions = InteractionLayer.layerOptions ?? {};

  class AndeanBoardLayer extends InteractionLayer implements BoardLayer {
    board: Board | null = null;
    private unsubscribe: (() => void) | null = null;
    private run: CalibrationRun | null = null;
    /** a calibration put aside by a tear-down, and the Scene it belongs to */
    private aside: { run: CalibrationRun; scene: string } | null = null;

    static override get layerOptions(): Record<string, unknown> {
      return { ...baseOptions, name: LAYER_NAME, zIndex: 700 };
    }

    static prepareSceneControls(): unknown {
      return control();
    }

    get calibrating(): boolean {
      return this.run !== null;
    }

    override async _draw(options: unknown): Promise<void> {
      await super._draw(options);
      this.mountBoard();
      this.resumeRun();
      // a game started after the canvas was drawn: mount on its first state
      this.unsubscribe = session().onChange(() => {
        if (!this.board) this.mountBoard();
      });
    }

    override async _tearDown(options: unknown): Promise<void> {
      this.unsubscribe?.();
      this.unsubscribe = null;
      const run = this.stopRun();
      const scene = canvasApi.scene()?.id;
      this.aside = run && scene ? { run, scene } : null;
      this.unmountBoard();
      await super._tearDown(options);
    }

    mountBoard(): void {
      this.unmountBoard();
      const s: GameState | null = session().state;
      if (!s || settings.get(SETTINGS.showBoard) === false || !isBoardScene(canvasApi.scene())) return;
      const cal = readCalibration();
      const solved = cal ? solveCalibration(cal) : null;
      const board = createBoard(foundryHost(), solved ? { layout: solved.layout } : {});
      const c = board.container;
      if (solved) {
        const { a, b, tx, ty } = solved.transform;
        c.position.set(tx, ty);
        c.rotation = Math.atan2(b, a);
        c.scale.set(Math.hypot(a, b));
        const map = c.children[0];
        if (map) map.alpha = cal?.mapAlpha ?? 0;
      } else {
        const r = canvasApi.sceneRect();
        if (r) {
          const k = Math.min(r.width / BOARD_W, r.height / BOARD_H);
          c.position.set(r.x + (r.width - BOARD_W * k) / 2, r.y + (r.height - BOARD_H * k) / 2);
          c.scale.set(k);
        }
      }
      this.addChild(c);
      this.board = board;
    }

    unmountBoard(): void {
      if (!this.board) return;
      this.removeChild(this.board.container);
      this.board.destroy();
      this.board = null;
    }

    /** GM: start (or finish and save) clicking space centres on a scanned board. */
    async toggleCalibration(): Promise<void> {
      if (this.run) return this.finishRun();
      // the board, and so its calibration, lives on the board Scene only
      if (!isBoardScene(canvasApi.scene())) return notify("warn", t("foundry.calibrate.notBoardScene"));
      const old = readCalibration();
      const run: CalibrationRun = {
        order: calibrationOrder(),
        at: 0,
        points: { ...(old?.points ?? {}) },
        mapAlpha: old?.mapAlpha ?? 0,
        handler: (e) => this.onCalibrationClick(e),
      };
      this.attachRun(run);
    }

    /** Clicks on the whole canvas go to the calibration, not the board. */
    private attachRun(run: CalibrationRun): void {
      this.run = run;
      if (this.board) this.board.container.eventMode = "none";
      this.hitArea = canvasApi.rect();
      this.eventMode = "static";
      this.on("pointerdown", run.handler);
      this.promptNext();
    }

    /** After a redraw of the same Scene (a v14 level switch), a calibration put aside goes on. */
    private resumeRun(): void {
      const aside = this.aside;
      this.aside = null;
      if (!aside || aside.scene !== canvasApi.scene()?.id || !isBoardScene(canvasApi.scene())) return;
      this.attachRun(aside.run);
    }

    private onCalibrationClick(e: FederatedPointerEvent): void {
      const run = this.run;
      if (!run) return;
      const id = run.order[run.at];
      // left click records the space centre; right click skips the space
      if (e.button === 0) {
        const p = e.getLocalPosition(this);
        run.points[id] = { x: Math.round(p.x), y: Math.round(p.y) };
      }
      run.at++;
      if (run.at >= run.order.length) void this.finishRun();
      else this.promptNext();
    }

    private promptNext(): void {
      const run = this.run;
      if (!run) return;
      const id = run.order[run.at];
      notify(
        "info",
        t("foundry.calibrate.click", { space: spaceName(id, { t }), n: run.at + 1, total: run.order.length }),
      );
    }

    private stopRun(): CalibrationRun | null {
      const run = this.run;
      if (!run) return null;
      this.off("pointerdown", run.handler);
      this.run = null;
      // back to what InteractionLayer#_draw and #activate/#deactivate set
      this.hitArea = canvasApi.rect();
      this.eventMode = this.active ? "static" : "passive";
      return run;
    }

    private async finishRun(): Promise<void> {
      const run = this.stopRun();
      if (!run) return;
      const scene = canvasApi.scene();
      const n = Object.keys(run.points).length;
      if (scene && n >= 2) {
        await scene.setFlag(MODULE_ID, "calibration", { points: run.points, mapAlpha: run.mapAlpha });
        notify("info", t("foundry.calibrate.saved", { n }));
      } else notify("warn", t("foundry.calibrate.tooFew"));
      this.mountBoard();
    }
  }
  return AndeanBoardLayer;
}

/** The mounted layer, if the canvas has one. */
export function boardLayer(): BoardLayer | null {
  return canvasApi.layer<BoardLayer>(LAYER_NAME);
}
