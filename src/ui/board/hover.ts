// A small name tag under the pointer (the space's name), constant size on
// screen whatever the zoom. Helps with LoCs, whose names are not printed on the board.
import { Container, Graphics, Text } from "pixi.js";
import type { SpaceId } from "../../engine/index";
import type { Pt, SpaceGeom } from "./layout";

export interface HoverTag {
  layer: Container;
  show(id: SpaceId | null, at: Pt): void;
}

export function createHoverTag(geom: Map<SpaceId, SpaceGeom>): HoverTag {
  const layer = new Container();
  layer.eventMode = "none";
  let current: SpaceId | null = null;
  return {
    layer,
    show(id, at) {
      if (!id) {
        if (current) for (const c of layer.removeChildren()) c.destroy({ children: true });
        current = null;
        return;
      }
      if (id !== current) {
        for (const c of layer.removeChildren()) c.destroy({ children: true });
        current = id;
        const g = geom.get(id);
        if (!g) return;
        const text = g.def.name;
        const t = new Text(text, {
          fontFamily: "Arial, Helvetica, sans-serif",
          fontSize: 13,
          fill: 0xffffff,
        });
        t.resolution = 2;
        t.position.set(6, 3);
        const bg = new Graphics();
        bg.beginFill(0x222222, 0.85);
        bg.drawRoundedRect(0, 0, t.width + 12, t.height + 6, 4);
        bg.endFill();
        layer.addChild(bg, t);
      }
      const wt = layer.parent?.worldTransform;
      const k = wt ? 1 / Math.max(0.05, Math.hypot(wt.a, wt.b)) : 1;
      layer.scale.set(k);
      layer.position.set(at.x + 14 * k, at.y + 14 * k);
    },
  };
}
