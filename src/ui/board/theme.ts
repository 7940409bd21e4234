// Colours and sizes of our schematic board (one place to restyle it).
import type { Faction, PieceKind } from "../../engine/index";

export const COLORS = {
  sea: 0x9fc3d9,
  seaLine: 0x86afc9,
  foreignLand: 0xd9d4c3,
  foreignLine: 0xa8a08a,
  countryLine: 0x5b4a36,
  regionLine: 0xffffff,
  forest: 0x9cc58e,
  mountain: 0xcbb48a,
  grassland: 0xdcdf9a,
  road: 0x6b5a49,
  pipeline: 0x3b3b3b,
  cityFill: 0xfdf8ec,
  cityLine: 0x2d2d2d,
  label: 0x1f1a14,
  labelHalo: 0xffffff,
  highlight: 0xff8c00,
  target: 0x00b050,
  selected: 0xe01e5a,
};

export const FACTION_COLOR: Record<Faction, number> = {
  govt: 0x1f3f8f,
  farc: 0xc62828,
  auc: 0xf2c200,
  cartels: 0x2e7d32,
};

export const PIECE_COLOR: Record<PieceKind, number> = {
  troops: 0x1a2f78,
  police: 0x6ab0ef,
  govtBase: 0x1f3f8f,
  farcU: 0xc62828,
  farcA: 0xc62828,
  farcBase: 0xc62828,
  aucU: 0xf2c200,
  aucA: 0xf2c200,
  aucBase: 0xf2c200,
  cartelsU: 0x2e7d32,
  cartelsA: 0x2e7d32,
  cartelsBase: 0x2e7d32,
};

/** Support (+) / Opposition (−) level → badge colour */
export const LEVEL_COLOR: Record<string, number> = {
  "2": 0x1565c0,
  "1": 0x64b5f6,
  "0": 0x9e9e9e,
  "-1": 0xef9a9a,
  "-2": 0xc62828,
};

export const SIZES = {
  token: 24,
  gap: 3,
  cityRadius: 20,
  labelSize: 19,
  cityLabelSize: 20,
  badge: 17,
};

/** The smallest size (CSS pixels) we let the board's small print (12-px badges, counts) reach. */
export const MIN_TEXT_PX = 10;

/**
 * Level of detail: how much larger badges, piece counts and the map's small numbers are drawn
 * when the board is shown at `zoom` screen pixels per board pixel (1 at full size; at "Fit" on a
 * 1440×900 window about 2, so 12-px text still reads at 10 px). Steps of ¼, at most 3.
 */
export function detailFor(zoom: number): number {
  const k = MIN_TEXT_PX / (12 * Math.max(zoom, 0.01));
  return Math.min(3, Math.max(1, Math.ceil(k * 4 - 1e-9) / 4));
}

/** The LoCs' Econ squares grow with the detail only this far (they would hide roads and pieces). */
export const ECON_DETAIL = 1.6;
export const econScale = (detail: number) => Math.min(detail, ECON_DETAIL);

/** Names grow with the detail, less than the small print (they are larger to begin with). */
export const nameScale = (detail: number) => Math.max(1, detail * 0.72);

/** The smallest a piece glyph may look on screen (CSS pixels), at any zoom down to "Fit". */
export const MIN_GLYPH_PX = 14;

/**
 * How much larger the pieces are drawn when the board is shown at `zoom`: enough for a glyph
 * of SIZES.token board pixels to look at least MIN_GLYPH_PX (plus a margin). Steps of ¼, at most 3.
 */
export function glyphScale(zoom: number): number {
  const k = (MIN_GLYPH_PX + 1) / (SIZES.token * Math.max(zoom, 0.01));
  return Math.min(3, Math.max(1, Math.ceil(k * 4 - 1e-9) / 4));
}
