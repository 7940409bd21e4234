// Drawing one piece token (our own schematic shapes): cubes are squares, Guerrillas are
// upright pawns (Active: bright with a star; Underground: dark, plain, dashed rim), Bases are discs.
import { Container, Graphics } from "pixi.js";
import type { PieceKind } from "../../engine/index";
import type { TextCache } from "./text-cache";
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

/**
 * A token with its count when more than one piece of the kind is there. At `detail` 1 a small
 * bubble on the token's corner; larger (the board shown small) a pill `detail` times the size
 * beside the token, vertically centred, so the number stays legible without hiding the row
 * above. The container's width tells the stack where the next token goes.
 */
export function tokenWithCount(
  k: PieceKind,
  n: number,
  texts: TextCache,
  detail = 1,
  size = SIZES.token,
): Container {
  const c = new Container();
  c.addChild(drawToken(k, size));
  if (n <= 1) return c;
  const t = texts.sprite(String(n), COUNT_STYLE);
  t.anchor.set(0.5);
  const g = new Graphics();
  g.lineStyle(1, 0x222222);
  g.beginFill(0xffffff);
  if (detail <= 1) {
    g.drawCircle(size, 3, 8.5);
    t.position.set(size, 3);
  } else {
    const h = pillHeight(detail);
    const w = Math.max(h, t.width * detail + 5 * detail);
    const x = size - PILL_OVERLAP;
    const y = (size - h) / 2;
    g.lineStyle(1.5, 0x222222);
    g.drawRoundedRect(x, y, w, h, h / 2);
    t.scale.set(detail);
    t.position.set(x + w / 2, size / 2);
  }
  g.endFill();
  c.addChild(g, t);
  return c;
}

/** how much a count pill overlaps its token */
const PILL_OVERLAP = 4;
const pillHeight = (detail: number) => 13 * detail;

/** Distance between two rows of a stack at this level of detail. */
export function rowStep(detail = 1, size: number = SIZES.token): number {
  return Math.max(size + SIZES.gap, detail > 1 ? pillHeight(detail) + 2 : 0);
}

const COUNT_STYLE = {
  fontFamily: "Arial, Helvetica, sans-serif",
  fontSize: 12,
  fontWeight: "bold",
  fill: 0x111111,
} as const;
