// The table's view of the board: the canvas is the whole board at the current zoom, placed in the
// #board element by a CSS translation. Panning changes the translation (the browser moves the
// canvas; nothing is redrawn); zooming resizes the canvas around a fixed point — the cursor for
// the wheel, the fingers' midpoint for a pinch, the view's centre for the buttons. The board's
// level of detail and map cache follow once the zoom has settled (board.setZoom): each costs a
// full redraw. The board stays inside the view when smaller than it, and leaves no gap when larger.
import { type Application, Ticker } from "pixi.js";
import type { Board, Pt } from "../ui/index";

export const MIN_ZOOM = 0.2;
export const MAX_ZOOM = 2.5;
/** after the last zoom step, this long before the board redraws at the new level of detail */
const SETTLE_MS = 160;

export interface BoardView {
  readonly zoom: number;
  /** zoom to z, keeping the board point under `at` (client pixels) where it is */
  setZoom(z: number, at?: Pt): void;
  zoomBy(k: number, at?: Pt): void;
  fit(): void;
  /** the zoom at which the whole board fits the view */
  fitZoom(): number;
  /** move the board with the pointer by (dx, dy) client pixels */
  pan(dx: number, dy: number): void;
  /** client (CSS pixel) position of a board point */
  toClient(x: number, y: number): Pt;
  /** show the board's static map (drawn by the board at the current detail) behind the canvas */
  setMapImage(image: HTMLCanvasElement): void;
}

export function mountBoardView(
  el: HTMLElement,
  app: Application,
  board: Board,
  requestRender: () => void,
): BoardView {
  const canvas = app.view as HTMLCanvasElement;
  el.style.overflow = "hidden";
  el.style.position = "relative";
  el.style.touchAction = "none";
  Object.assign(canvas.style, {
    position: "absolute",
    left: "0",
    top: "0",
    margin: "0",
    transformOrigin: "0 0",
  });
  // PIXI's system ticker only serves its "pointer over a moving object" check, which this board
  // does not use (nothing is eventMode "dynamic"); stopped, the page stays idle between events
  Ticker.system.stop();

  let zoom = 0;
  /** the canvas's top-left corner in the view (CSS pixels) */
  let off = { x: 0, y: 0 };
  let fitted = true;
  let settle: ReturnType<typeof setTimeout> | null = null;

  const fitZoom = () =>
    Math.max(MIN_ZOOM, Math.min(el.clientWidth / board.width, el.clientHeight / board.height));

  /** keep the board inside the view (smaller than it) or the view covered (larger) */
  function clamp(o: Pt): Pt {
    const within = (v: number, size: number, view: number) =>
      size <= view ? Math.min(Math.max(v, 0), view - size) : Math.min(Math.max(v, view - size), 0);
    return {
      x: within(o.x, board.width * zoom, el.clientWidth),
      y: within(o.y, board.height * zoom, el.clientHeight),
    };
  }
  /** the static map behind the transparent canvas (Board option mapBehind), same place and size */
  let behind: HTMLCanvasElement | null = null;
  function sizeBehind(): void {
    if (!behind) return;
    behind.style.width = `${board.width * zoom}px`;
    behind.style.height = `${board.height * zoom}px`;
    behind.style.transform = `translate(${off.x}px, ${off.y}px)`;
  }
  function place(o: Pt): void {
    off = clamp(o);
    canvas.style.transform = `translate(${off.x}px, ${off.y}px)`;
    sizeBehind();
  }

  /** the board point under a client point */
  function boardAt(c: Pt): Pt {
    const box = el.getBoundingClientRect();
    return zoom ? { x: (c.x - box.left - off.x) / zoom, y: (c.y - box.top - off.y) / zoom } : { x: 0, y: 0 };
  }

  /** zoom to z; the board point b (default: the one under c) goes under the client point c */
  function setZoom(z: number, at?: Pt, centre = false, b?: Pt): void {
    z = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, z));
    const box = el.getBoundingClientRect();
    const c = at ?? { x: box.left + el.clientWidth / 2, y: box.top + el.clientHeight / 2 };
    b ??= boardAt(c);
    zoom = z;
    fitted = Math.abs(z - fitZoom()) < 1e-6;
    board.container.scale.set(z);
    app.renderer.resize(Math.ceil(board.width * z), Math.ceil(board.height * z));
    sizeBehind();
    if (centre)
      place({ x: (el.clientWidth - board.width * z) / 2, y: (el.clientHeight - board.height * z) / 2 });
    else place({ x: c.x - box.left - b.x * z, y: c.y - box.top - b.y * z });
    requestRender();
    if (settle) clearTimeout(settle);
    settle = null;
    if (centre) board.setZoom(z);
    else
      settle = setTimeout(() => {
        settle = null;
        board.setZoom(zoom);
      }, SETTLE_MS);
  }

  // the wheel zooms around the cursor (a trackpad pinch arrives as a wheel with ctrlKey)
  el.addEventListener(
    "wheel",
    (e) => {
      e.preventDefault();
      const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? el.clientHeight : 1;
      const k = Math.exp(-e.deltaY * unit * (e.ctrlKey ? 0.01 : 0.0015));
      setZoom(zoom * Math.max(0.5, Math.min(2, k)), { x: e.clientX, y: e.clientY });
    },
    { passive: false },
  );

  // two fingers: pinch to zoom around their midpoint, move it to pan (one finger pans through
  // the board's own background drag)
  const touches = new Map<number, Pt>();
  /** at the pinch's start: the fingers' distance, the zoom, the board point under their midpoint */
  let pinch: { dist: number; zoom: number; at: Pt } | null = null;
  const measure = () => {
    const [a, b] = [...touches.values()];
    return { dist: Math.hypot(a.x - b.x, a.y - b.y), mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
  };
  canvas.addEventListener("pointerdown", (e) => {
    if (e.pointerType !== "touch") return;
    touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (touches.size === 2) {
      board.cancelGesture();
      const m = measure();
      pinch = { dist: m.dist, zoom, at: boardAt(m.mid) };
    }
  });
  window.addEventListener("pointermove", (e) => {
    if (!touches.has(e.pointerId)) return;
    touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (!pinch || touches.size !== 2) return;
    // scale with the fingers' distance; the board point first under their midpoint follows it
    const m = measure();
    if (pinch.dist > 0 && m.dist > 0) setZoom(pinch.zoom * (m.dist / pinch.dist), m.mid, false, pinch.at);
  });
  const lift = (e: PointerEvent) => {
    if (!touches.delete(e.pointerId)) return;
    if (e.type === "pointercancel") board.cancelGesture();
    if (touches.size < 2) pinch = null;
  };
  window.addEventListener("pointerup", lift);
  window.addEventListener("pointercancel", lift);

  window.addEventListener("resize", () => {
    if (fitted) setZoom(fitZoom(), undefined, true);
    else place(off);
  });

  setZoom(fitZoom(), undefined, true);
  return {
    get zoom() {
      return zoom;
    },
    setZoom: (z, at) => setZoom(z, at),
    zoomBy: (k, at) => setZoom(zoom * k, at),
    fit: () => setZoom(fitZoom(), undefined, true),
    fitZoom,
    pan: (dx, dy) => place({ x: off.x + dx, y: off.y + dy }),
    toClient(x, y) {
      const r = canvas.getBoundingClientRect();
      return { x: r.left + x * zoom, y: r.top + y * zoom };
    },
    setMapImage(image) {
      Object.assign(image.style, {
        position: "absolute",
        left: "0",
        top: "0",
        margin: "0",
        transformOrigin: "0 0",
        pointerEvents: "none",
      });
      image.className = "aa-map-image";
      behind?.remove();
      behind = image;
      el.insertBefore(image, canvas);
      sizeBehind();
    },
  };
}
