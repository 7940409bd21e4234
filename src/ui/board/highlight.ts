// Highlights: spaces the Decision names (orange), legal drop targets while dragging (green).
// Departments are outlined inside Colombia from their clipped regions (no stencil mask).
import type { Graphics } from "pixi.js";
import type { SpaceId } from "../../engine/index";
import type { ClippedRegion } from "./clip";
import type { Pt, SpaceGeom } from "./layout";
import { drawPath, flat } from "./map-layer";
import { SIZES } from "./theme";

export function drawHighlights(
  g: Graphics,
  ids: Iterable<SpaceId>,
  color: number,
  geom: Map<SpaceId, SpaceGeom>,
  cells: Map<SpaceId, Pt[]>,
  regions: Map<SpaceId, ClippedRegion>,
): void {
  for (const id of ids) {
    const sg = geom.get(id);
    if (!sg) continue;
    const region = regions.get(id);
    if (sg.path) {
      g.lineStyle(14, color, 0.55);
      drawPath(g, sg.path);
    } else if (sg.def.type === "city") {
      g.lineStyle(5, color, 0.95);
      g.beginFill(color, 0.2);
      g.drawCircle(sg.anchor.x, sg.anchor.y, SIZES.cityRadius + 6);
      g.endFill();
    } else if (region) {
      g.lineStyle(0);
      g.beginFill(color, 0.18);
      for (const f of region.fills) g.drawPolygon(flat(f));
      g.endFill();
      g.lineStyle(4, color, 0.9);
      for (const [a, b] of region.lines) {
        g.moveTo(a.x, a.y);
        g.lineTo(b.x, b.y);
      }
    } else {
      // Ecuador, Panamá once an Event made them spaces (cards 33, 71): their whole outline
      const cell = cells.get(id);
      if (!cell) continue;
      g.lineStyle(4, color, 0.9);
      g.beginFill(color, 0.18);
      g.drawPolygon(flat(cell));
      g.endFill();
    }
  }
}
