// The drag ghost as a DOM element: the dragged piece's picture (rendered once by PIXI at drag
// start) in a small canvas that follows the pointer by a CSS transform. A host that draws its
// board on demand (the table) thus redraws nothing while a piece is dragged.
import type { IRenderer } from "pixi.js";
import type { PieceKind } from "../../engine/index";
import type { Pt } from "./layout";
import { drawToken } from "./pieces";
import { SIZES } from "./theme";

export interface Ghost {
  /** show a token of this kind, `scale` screen pixels per board pixel, centred on the point */
  show(kind: PieceKind, client: Pt, scale: number): void;
  move(client: Pt): void;
  hide(): void;
}

export function createDomGhost(renderer: IRenderer, doc: Document): Ghost {
  let el: HTMLCanvasElement | null = null;
  let half = 0;
  const place = (c: Pt) => {
    if (el) el.style.transform = `translate(${Math.round(c.x - half)}px, ${Math.round(c.y - half)}px)`;
  };
  return {
    show(kind, client, scale) {
      el?.remove();
      const size = Math.max(8, Math.round(SIZES.token * scale));
      const g = drawToken(kind, size);
      const canvas = renderer.extract.canvas(g) as HTMLCanvasElement;
      g.destroy();
      const w = canvas.width / renderer.resolution;
      const h = canvas.height / renderer.resolution;
      canvas.className = "aa-drag-ghost";
      Object.assign(canvas.style, {
        position: "fixed",
        left: "0",
        top: "0",
        width: `${w}px`,
        height: `${h}px`,
        opacity: "0.9",
        pointerEvents: "none",
        zIndex: "999",
        willChange: "transform",
      });
      half = Math.max(w, h) / 2;
      el = canvas;
      place(client);
      doc.body.appendChild(canvas);
    },
    move: place,
    hide() {
      el?.remove();
      el = null;
    },
  };
}
