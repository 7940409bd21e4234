// A small pop-up on the board when a click could mean several options (e.g. place Troops or
// Police here): one button per option, drawn with PIXI so it works in any host.
import { Container, type FederatedPointerEvent, Graphics, Text } from "pixi.js";
import type { CommandBody } from "../../engine/index";
import type { UiHost } from "../host";
import { optionLabel } from "../i18n";
import type { Pt } from "./layout";
import { drawToken } from "./pieces";

export function showChooser(
  layer: Container,
  host: UiHost,
  at: Pt,
  options: CommandBody[],
  onPick: (o: CommandBody) => void,
): void {
  layer.removeChildren();
  const box = new Container();
  // constant size on screen whatever the board's zoom
  const wt = layer.worldTransform;
  const k = 1 / Math.max(0.05, Math.hypot(wt.a, wt.b));
  box.scale.set(k);
  box.position.set(at.x + 10 * k, at.y + 10 * k);
  let y = 6;
  const rows: Container[] = [];
  for (const o of options) {
    const row = new Container();
    let x = 8;
    if (o.t === "place" || o.t === "remove" || o.t === "flip") {
      const tok = drawToken(o.p, 16);
      tok.position.set(x, 2);
      row.addChild(tok);
      x += 22;
    }
    const t = new Text(optionLabel(host, o), {
      fontFamily: "Arial, Helvetica, sans-serif",
      fontSize: 13,
      fill: 0x111111,
    });
    t.resolution = 2;
    t.position.set(x, 2);
    row.addChild(t);
    row.position.set(0, y);
    row.eventMode = "static";
    row.cursor = "pointer";
    row.on("pointertap", (e: FederatedPointerEvent) => {
      e.stopPropagation();
      layer.removeChildren();
      onPick(o);
    });
    rows.push(row);
    y += 24;
  }
  const w = Math.max(...rows.map((r) => r.width)) + 20;
  const bg = new Graphics();
  bg.lineStyle(1.5, 0x333333);
  bg.beginFill(0xffffff, 0.97);
  bg.drawRoundedRect(0, 0, w, y + 4, 6);
  bg.endFill();
  box.addChild(bg);
  for (const r of rows) {
    r.hitArea = null;
    const hit = new Graphics();
    hit.beginFill(0xffffff, 0.001);
    hit.drawRect(0, -2, w, 22);
    hit.endFill();
    r.addChildAt(hit, 0);
    box.addChild(r);
  }
  layer.addChild(box);
}
