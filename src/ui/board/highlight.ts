// Highlights: spaces the Decision names (orange), legal drop targets while dragging (green).
import type { Graphics } from "pixi.js";
import type { SpaceId } from "../../engine/index";
import type { Pt, SpaceGeom } from "./layout";
import { drawPath, flat } from "./map-layer";
import { SIZES } from "./theme";

export function drawHighlights(
  g: Graphics,
  ids: Iterable<SpaceId>,
  color: number,
  geom: Map<SpaceId, SpaceGeom>,
  cells: Map<SpaceId, Pt[]>,
): void {
  for (const id of ids) {
    const sg = geom.get(id);
    if (!sg) continue;
    if (sg.path) {
      g.lineStyle(14, color, 0.55);
      drawPath(g, sg.path);
    } else if (sg.def.type === "city") {
      g.lineStyle(5, color, 0.95);
      g.beginFill(color, 0.2);
      g.drawCircle(sg.anchor.x, sg.anchor.y, SIZES.cityRadius + 6);
      g.endFill();
    } else {
      const cell = cells.get(id);
      if (!cell) continue;
      g.lineStyle(4, color, 0.9);
      g.beginFill(color, 0.18);
      g.drawPolygon(flat(cell));
      g.endFill();
    }
  }
}
