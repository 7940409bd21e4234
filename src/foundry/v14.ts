// Foundry v14 alongside v13, in one build. fvtt-types has no v14 edition (the pin stays at
// 13.345.1), so the few v14 fields the module uses are declared here. The module checks
// `game.release.generation` only where v14 behaves differently:
// - Scene fog: v14 replaced the boolean `fog.exploration` by `fog.mode`, one of
//   `CONST.FOG_EXPLORATION_MODES` (DISABLED 0, INDIVIDUAL 1, SHARED 2).
// - Scene Levels: switching the viewed level tears the canvas down and draws it again (every
//   layer's _tearDown then _draw, on the same Scene): layer.ts keeps a calibration in progress.
// - Detached windows: an application can move into its own browser window, so DOM is built
//   through the element's own `ownerDocument` (chat-render.ts), never the main `document`.
import { release } from "./shim";

/** v14 `CONST.FOG_EXPLORATION_MODES` */
export interface FogExplorationModes {
  DISABLED: number;
  INDIVIDUAL: number;
  SHARED: number;
}

/** the Scene `fog` field: v13 `{exploration: boolean}`, v14 `{mode: FOG_EXPLORATION_MODES}` */
export type SceneFog = { exploration: boolean } | { mode: number };

/** Is this Foundry v14 or later? */
export function isV14(): boolean {
  return release.generation() >= 14;
}
