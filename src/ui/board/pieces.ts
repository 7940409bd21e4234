// Drawing one piece token (our own schematic shapes): cubes are squares, Guerrillas are
// upright pawns (Active: bright with a star; Underground: dark, plain, dashed rim), Bases are discs.
import { Container, Graphics, Text } from "pixi.js";
import type { PieceKind } from "../../engine/index";
import { PIECE_COLOR, SIZES } from "./theme";

export type Shape = "cube" | "guerrillaU" | "guerrillaA" | "base";

export function shapeOf(k: PieceKind): Shape {
  if (k === "troops" || k === "police") return "cube";
  if (k.endsWith("Base")) return "base";
  return k.endsWith("U") ? "guerrillaU" : "guerrillaA";
}

function shade(c: number, k: number): number {
  const r = Math.round(((c >> 16) & 255) * k);
  const g = Math.round(((c >> 8) & 255) * k);
  const b = Math.round((c & 255) * k);
  return (Math.min(r, 255) << 16) | (Math.min(g, 255) << 8) | Math.min(b, 255);
}

function star(g: Graphics, cx: number, cy: number, r: number): void {
  const pts: number[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr);
  }
  g.drawPolygon(pts);
}

/** Draw a token of kind k in a square of side `size`, top-left at (0,0). */
export function drawToken(k: PieceKind, size = SIZES.token): Graphics {
  const g = new Graphics();
  const c = PIECE_COLOR[k];
  const s = size;
  switch (shapeOf(k)) {
    case "cube":
      g.lineStyle(1.5, 0x0b1430, 1);
      g.beginFill(c);
      g.drawRoundedRect(1, 1, s - 2, s - 2, 2);
      g.endFill();
      g.lineStyle(0);
      g.beginFill(0xffffff, 0.25);
      g.drawRect(3, 3, s - 6, 4);
      g.endFill();
      break;
    case "base":
      g.lineStyle(2, shade(c, 0.5), 1);
      g.beginFill(c);
      g.drawCircle(s / 2, s / 2, s / 2 - 0.5);
      g.endFill();
      g.lineStyle(1.5, 0xffffff, 0.9);
      g.drawCircle(s / 2, s / 2, s / 2 - 5);
      break;
    case "guerrillaA": {
      const w = s * 0.72;
      const x = (s - w) / 2;
      g.lineStyle(1.5, 0x111111, 1);
      g.beginFill(c);
      g.drawRoundedRect(x, 0.5, w, s - 1, w / 2.4);
      g.endFill();
      g.lineStyle(0);
      g.beginFill(0xffffff);
      star(g, s / 2, s / 2, w * 0.38);
      g.endFill();
      break;
    }
    case "guerrillaU": {
      const w = s * 0.72;
      const x = (s - w) / 2;
      g.lineStyle(1.5, c, 1);
      g.beginFill(shade(c, 0.42));
      g.drawRoundedRect(x, 0.5, w, s - 1, w / 2.4);
      g.endFill();
      break;
    }
  }
  return g;
}

/** A token with a count badge when more than one piece of the kind is there. */
export function tokenWithCount(k: PieceKind, n: number, size = SIZES.token): Container {
  const c = new Container();
  c.addChild(drawToken(k, size));
  if (n > 1) {
    const b = new Graphics();
    b.lineStyle(1, 0x222222);
    b.beginFill(0xffffff);
    b.drawCircle(size, 3, 8.5);
    b.endFill();
    c.addChild(b);
    const t = new Text(String(n), {
      fontFamily: "Arial, Helvetica, sans-serif",
      fontSize: 12,
      fontWeight: "bold",
      fill: 0x111111,
    });
    t.resolution = 3;
    t.anchor.set(0.5);
    t.position.set(size, 3);
    c.addChild(t);
  }
  return c;
}
