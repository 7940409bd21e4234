// createBoard: the host-agnostic PIXI board. It draws the state, highlights what the current
// Decision offers, turns clicks into space/place/remove/flip Commands and drags into one
// `move` Command, and shows refusals through host.notify (message + rule number).
// Pointer moves are cheap: the map is static (drawn once, optionally cached as a bitmap), the
// space under the pointer comes from a grid index, the hover tooltip is a DOM element, and with
// `renderer` the drag ghost is one too — so a host that draws on demand redraws nothing for a
// move (it is told through `requestRender` when the picture really changed).
import {
  Container,
  type FederatedPointerEvent,
  Graphics,
  type IRenderer,
  Matrix,
  Rectangle,
  RenderTexture,
} from "pixi.js";
import type { CommandBody, GameState, PieceKind, SpaceId } from "../../engine/index";
import type { UiHost } from "../host";
import { errorText } from "../i18n";
import {
  highlightedSpaces,
  myDecision,
  pieceClickOptions,
  spaceClickOptions,
  targetsFor,
  toCommand,
} from "../options";
import { showChooser } from "./chooser";
import { createDomGhost, type Ghost } from "./ghost";
import { drawHighlights } from "./highlight";
import { createHitIndex } from "./hit";
import { BOARD_H, BOARD_W, type BoardLayout, computeGeometry, type Pt } from "./layout";
import { drawMap, type PlacedLabel } from "./map-layer";
import { drawToken } from "./pieces";
import { StateLayer, type Token } from "./state-layer";
import { type SpaceSummary, spaceSummary } from "./summary";
import { TextCache } from "./text-cache";
import { COLORS, detailFor, glyphScale, SIZES } from "./theme";
import { createTooltip, type Tooltip } from "./tooltip";

export interface BoardOptions {
  layout?: BoardLayout;
  /** for hosts that draw on demand: called whenever the board's picture changed */
  requestRender?: () => void;
  /** draw the drag ghost as a DOM element (pictured once by this renderer) instead of on the canvas */
  renderer?: IRenderer;
  /** a drag on the board's background moves the host's view by (dx, dy) client pixels; without it
   * the background only takes clicks (Foundry pans its own canvas) */
  pan?: (dx: number, dy: number) => void;
  /** cache the static map as a bitmap, at the resolution `setZoom` gives (hosts that draw on demand) */
  cacheMap?: boolean;
  /** draw the static map once per level of detail into an image the host shows behind a
   * transparent canvas (with `renderer`): a state change then redraws only the pieces and
   * markers, not the map (software WebGL spends most of a frame filling the map) */
  mapBehind?: (image: HTMLCanvasElement) => void;
  /** the DOM tooltip with a space's contents; default: on when there is a document */
  tooltip?: boolean;
}

export interface Board {
  container: Container;
  render(s: GameState): void;
  destroy(): void;
  /** board size in its own pixels, for hosts that fit it to a view */
  readonly width: number;
  readonly height: number;
  /** screen-independent helpers for tests and calibration */
  anchorOf(id: SpaceId): Pt | null;
  tokenAt(kind: PieceKind, space: SpaceId): Pt | null;
  /** the space under a board point (what a click or a drop there means), or null */
  spaceAt(p: Pt): SpaceId | null;
  /** the host's zoom (screen pixels per board pixel): sets the level of detail and the map cache */
  setZoom(zoom: number): void;
  /** the level of detail in use (1 = as designed; larger badges and counts when shown small) */
  readonly detail: number;
  /** a piece glyph's size in board pixels (larger when the board is shown small) */
  readonly glyphSize: number;
  /** where the map's labels and the spaces' blocks of markers and pieces are (board pixels) */
  labelBoxes(): PlacedLabel[];
  /** how many spaces the last state change redrew */
  readonly redrawn: number;
  /** drop any gesture in progress (e.g. a second finger landed and the host pinches) */
  cancelGesture(): void;
  /** the space the tooltip shows, or null */
  tooltipSpace(): SpaceId | null;
  /**
   * show a hint's spaces (the advisor's Suggest) in the target colour, and a ring behind each of
   * its pieces on the board, until null or the next state (a zoom keeps it)
   */
  showHint(spaces: SpaceId[] | null, pieces?: readonly RingedPiece[]): void;
  /** what the hint shows now: its spaces and the pieces ringed (those on the board) */
  readonly hinted: { spaces: SpaceId[]; pieces: RingedPiece[] };
}

/** a piece a hint rings: its kind in a space */
export interface RingedPiece {
  kind: PieceKind;
  space: SpaceId;
}

const DRAG_START = 5;
const SIZES_TOKEN = SIZES.token;

export function createBoard(host: UiHost, opts: BoardOptions = {}): Board {
  const geom = computeGeometry(opts.layout);
  const redraw = () => opts.requestRender?.();
  const container = new Container();
  container.sortableChildren = false;
  const map = drawMap(geom, host);
  container.addChild(map.container);
  const hitAt = createHitIndex(geom, map.colombia);
  const texts = new TextCache();
  let detail = 1;

  const highlights = new Graphics();
  highlights.eventMode = "none";
  container.addChild(highlights);

  const stateLayer = new StateLayer(geom, host);
  let glyph = 1;
  container.addChild(stateLayer.container);
  const dragLayer = new Container();
  dragLayer.eventMode = "none";
  container.addChild(dragLayer);
  const popupLayer = new Container();
  container.addChild(popupLayer);

  const doc = typeof document === "undefined" ? null : document;
  const tooltip: Tooltip | null = doc && opts.tooltip !== false ? createTooltip(doc) : null;
  const domGhost: Ghost | null = doc && opts.renderer ? createDomGhost(opts.renderer, doc) : null;

  container.eventMode = "static";
  container.hitArea = new Rectangle(0, 0, BOARD_W, BOARD_H);

  let tokens: Token[] = [];
  let busy = false;
  let drag: {
    token: Token;
    start: Pt;
    pointer: number;
    ghost: Container | null;
    dom: boolean;
    targets: SpaceId[];
  } | null = null;
  let pan: { pointer: number; last: Pt; start: Pt; moved: boolean } | null = null;
  /** pointers pressed on the board; two at once (a pinch) belong to the host, not to us */
  const down = new Set<number>();
  let multi = false;
  /** the tap that ends a pan (or a cancelled gesture) is no click */
  let swallowTap = false;

  const local = (e: FederatedPointerEvent): Pt => e.getLocalPosition(container);
  /** PIXI maps moves and releases anywhere in the page onto the board; over another element
   * (a panel beside or above the canvas) the board point under it is hidden, so it means nothing */
  const overCanvas = (e: FederatedPointerEvent): boolean => {
    const t = (e.nativeEvent as Event | undefined)?.target as Element | null | undefined;
    return !t || t.tagName === "CANVAS";
  };
  const client = (e: FederatedPointerEvent): Pt => ({ x: e.clientX, y: e.clientY });
  /** screen pixels per board pixel, whatever the host's transforms */
  const screenScale = () => {
    const wt = container.worldTransform;
    return Math.max(0.05, Math.hypot(wt.a, wt.b));
  };

  function clearPopup(): void {
    if (!popupLayer.children.length) return;
    for (const c of popupLayer.removeChildren()) c.destroy({ children: true });
    redraw();
  }

  async function send(body: CommandBody): Promise<boolean> {
    const s = host.getState();
    const d = myDecision(host, s);
    if (!d || busy) return false;
    busy = true;
    try {
      const err = await host.submit(toCommand(s, d, body));
      if (err) {
        host.notify("error", errorText(host, err));
        return false;
      }
      return true;
    } finally {
      busy = false;
    }
  }

  function pick(at: Pt, options: CommandBody[]): void {
    if (options.length === 1) void send(options[0]);
    else if (options.length > 1) {
      showChooser(popupLayer, host, at, options, (o) => {
        redraw();
        void send(o);
      });
      tooltip?.hide();
      redraw();
    }
  }

  let hinted: SpaceId[] | null = null;
  let hintedPieces: RingedPiece[] = [];
  /** the state the hint was asked about: a redraw of that state (a zoom) keeps it */
  let hintedState: GameState | null = null;
  /** a token's centre in board pixels */
  function centreOf(t: Token): Pt {
    const p = t.view.parent;
    const half = (SIZES_TOKEN * glyph) / 2;
    return { x: p.x - p.pivot.x + t.view.x + half, y: p.y - p.pivot.y + t.view.y + half };
  }
  function ringedTokens(): Token[] {
    return tokens.filter((t) => hintedPieces.some((h) => h.kind === t.kind && h.space === t.space));
  }
  function paintHighlights(s: GameState, targets?: SpaceId[]): void {
    highlights.clear();
    if (!targets && hinted) targets = hinted;
    const d = myDecision(host, s);
    const ids = targets ?? highlightedSpaces(d);
    drawHighlights(highlights, ids, targets ? COLORS.target : COLORS.highlight, geom, map.cells, map.regions);
    // the hint's pieces: a ring behind each (the highlights lie under the pieces)
    if (hinted) {
      const r = (SIZES_TOKEN * glyph) / 2 + 5;
      for (const t of ringedTokens()) {
        const c = centreOf(t);
        highlights.lineStyle(4, COLORS.target, 0.95);
        highlights.beginFill(COLORS.target, 0.35);
        highlights.drawCircle(c.x, c.y, r);
        highlights.endFill();
      }
    }
    redraw();
  }

  function endGhost(): void {
    if (!drag) return;
    drag.ghost?.destroy({ children: true });
    if (drag.dom) domGhost?.hide();
    drag.token.view.alpha = 1;
    stateLayer.refresh(drag.token.space, drawing());
  }

  function drawing() {
    const pictured = opts.mapBehind && opts.renderer && pictureRes > 0;
    return {
      regions: map.regions,
      texts,
      detail,
      glyph,
      labels: map.labelBoxes(),
      ...(pictured ? { renderer: opts.renderer, resolution: pictureRes } : {}),
    };
  }

  function render(s: GameState): void {
    for (const c of popupLayer.removeChildren()) c.destroy({ children: true });
    if (drag) {
      // the state changed under a drag (e.g. another client's move): drop the gesture
      endGhost();
      drag = null;
    }
    stateLayer.update(s, drawing());
    tokens = stateLayer.tokens;
    const d = myDecision(host, s);
    for (const t of tokens) {
      t.view.eventMode = "static";
      t.view.interactiveChildren = false;
      t.view.hitArea = new Rectangle(0, 0, SIZES_TOKEN * glyph, SIZES_TOKEN * glyph);
      t.view.removeAllListeners("pointerdown");
      const clickable = pieceClickOptions(d, t.kind, t.space).length > 0;
      const mine = !!d && ownerOf(t.kind) === d.faction;
      t.view.cursor = clickable ? "pointer" : mine ? "grab" : "default";
      t.view.on("pointerdown", (e: FederatedPointerEvent) => {
        if (e.button !== 0) return; // right/middle buttons stay with the host (pan, menus)
        e.stopPropagation();
        if (multi) return;
        clearPopup();
        drag = { token: t, start: local(e), pointer: e.pointerId, ghost: null, dom: false, targets: [] };
      });
    }
    if (s !== hintedState) {
      hinted = null;
      hintedPieces = [];
    }
    paintHighlights(s);
    if (tooltip?.space) hoverAt(tooltip.space, null);
  }

  // the tooltip's summary, kept while neither the space nor the state changes
  let lastClient: Pt = { x: 0, y: 0 };
  let summary: { id: SpaceId; s: GameState; sum: SpaceSummary } | null = null;
  function hoverAt(id: SpaceId | null, at: Pt | null): void {
    if (!tooltip) return;
    if (!id) {
      tooltip.hide();
      return;
    }
    const s = host.getState();
    if (!summary || summary.id !== id || summary.s !== s) summary = { id, s, sum: spaceSummary(host, s, id) };
    if (at) tooltip.show(summary.sum, at);
    else if (tooltip.space) tooltip.show(summary.sum, lastClient);
  }

  container.on("pointerdowncapture", (e: FederatedPointerEvent) => {
    if (!down.size) {
      multi = false;
      swallowTap = false;
    }
    down.add(e.pointerId);
    if (down.size > 1 && !multi) {
      multi = true;
      abortGesture();
    }
  });
  container.on("pointerdown", (e: FederatedPointerEvent) => {
    if (e.target !== container || e.button !== 0 || multi) return;
    if (opts.pan) pan = { pointer: e.pointerId, last: client(e), start: client(e), moved: false };
  });

  container.on("globalpointermove", (e: FederatedPointerEvent) => {
    const c = client(e);
    lastClient = c;
    if (pan && e.pointerId === pan.pointer) {
      if (!pan.moved && Math.hypot(c.x - pan.start.x, c.y - pan.start.y) < DRAG_START) return;
      if (!pan.moved) {
        pan.moved = true;
        clearPopup();
        tooltip?.hide();
        container.cursor = "grabbing";
      }
      const dx = c.x - pan.last.x;
      const dy = c.y - pan.last.y;
      pan.last = c;
      opts.pan?.(dx, dy);
      return;
    }
    const p = local(e);
    const inside = p.x >= 0 && p.y >= 0 && p.x <= BOARD_W && p.y <= BOARD_H;
    hoverAt(inside && overCanvas(e) && !popupLayer.children.length ? hitAt(p) : null, c);
    if (!drag || e.pointerId !== drag.pointer) return;
    if (!drag.ghost && !drag.dom) {
      if (Math.hypot(p.x - drag.start.x, p.y - drag.start.y) < DRAG_START) return;
      const d = myDecision(host);
      if (!d || ownerOf(drag.token.kind) !== d.faction) return;
      if (domGhost) {
        domGhost.show(drag.token.kind, c, screenScale());
        drag.dom = true;
      } else {
        drag.ghost = new Container();
        const g = drawToken(drag.token.kind, 24);
        g.position.set(-12, -12);
        drag.ghost.addChild(g);
        drag.ghost.alpha = 0.9;
        dragLayer.addChild(drag.ghost);
      }
      drag.token.view.alpha = 0.35;
      stateLayer.refresh(drag.token.space, drawing());
      drag.targets = targetsFor(host.getState(), d, drag.token.kind, drag.token.space);
      paintHighlights(host.getState(), drag.targets);
    }
    if (drag.dom) domGhost?.move(c);
    else if (drag.ghost) {
      drag.ghost.position.set(p.x, p.y);
      redraw();
    }
  });

  const endGesture = async (e: FederatedPointerEvent) => {
    down.delete(e.pointerId);
    if (pan && e.pointerId === pan.pointer) {
      swallowTap = pan.moved;
      pan = null;
      container.cursor = "auto";
      return;
    }
    const dr = drag;
    if (!dr || e.pointerId !== dr.pointer) return;
    const p = local(e);
    if (!dr.ghost && !dr.dom) {
      drag = null;
      // a click on a piece: remove/flip it, else treat as a click on its space
      const d = myDecision(host);
      const o = pieceClickOptions(d, dr.token.kind, dr.token.space);
      if (o.length) pick(p, o);
      else pick(p, spaceClickOptions(d, dr.token.space));
      return;
    }
    endGhost();
    drag = null;
    const to = overCanvas(e) ? hitAt(p) : null;
    if (to && to !== dr.token.space) {
      const ok = await send({ t: "move", p: dr.token.kind, from: dr.token.space, to });
      if (ok) return; // the host's change notification redraws
    }
    paintHighlights(host.getState()); // snap back
  };
  container.on("pointerup", endGesture);
  container.on("pointerupoutside", endGesture);
  container.on("pointerleave", () => tooltip?.hide());

  container.on("pointertap", (e: FederatedPointerEvent) => {
    if (swallowTap || multi) return;
    if (e.target !== container) return;
    clearPopup();
    const p = local(e);
    const id = hitAt(p);
    if (!id) return;
    pick(p, spaceClickOptions(myDecision(host), id));
  });

  function abortGesture(): void {
    if (drag) {
      endGhost();
      drag = null;
      paintHighlights(host.getState());
    }
    if (pan) {
      pan = null;
      container.cursor = "auto";
    }
    swallowTap = true;
  }

  /** the host saw the gesture end or turn into its own (pointercancel, a pinch) */
  function cancelGesture(): void {
    abortGesture();
    down.clear();
  }

  let behindRes = 0;
  /** the resolution blocks are pictured at (hosts that draw on demand, with a renderer) */
  let pictureRes = 0;
  function setZoom(zoom: number): void {
    const k = detailFor(zoom);
    const gk = glyphScale(zoom);
    const m = map.container;
    if (opts.mapBehind && opts.renderer) {
      const res = Math.min(2, zoom * (opts.renderer.resolution ?? 1));
      if (k !== detail || !behindRes || Math.abs(res - behindRes) > 1e-3) {
        map.setDetail(k);
        behindRes = res;
        m.renderable = true;
        const rt = RenderTexture.create({
          width: Math.ceil(BOARD_W * res),
          height: Math.ceil(BOARD_H * res),
        });
        opts.renderer.render(m, {
          renderTexture: rt,
          clear: true,
          transform: new Matrix(res, 0, 0, res, 0, 0),
        });
        const image = opts.renderer.extract.canvas(rt) as HTMLCanvasElement;
        rt.destroy(true);
        m.renderable = false;
        opts.mapBehind(image);
      }
    } else if (opts.cacheMap) {
      const res = Math.min(2, zoom * (opts.renderer?.resolution ?? 1));
      const changed = k !== detail || !m.cacheAsBitmap || Math.abs(res - m.cacheAsBitmapResolution) > 1e-3;
      if (changed) {
        m.cacheAsBitmap = false;
        map.setDetail(k);
        m.cacheAsBitmapResolution = res;
        m.cacheAsBitmap = true;
      }
    } else if (k !== detail) map.setDetail(k);
    const pr = opts.mapBehind && opts.renderer ? Math.min(2, zoom * (opts.renderer.resolution ?? 1)) : 0;
    if (k !== detail || gk !== glyph || Math.abs(pr - pictureRes) > 1e-3) {
      detail = k;
      glyph = gk;
      pictureRes = pr;
      render(host.getState());
    }
    redraw();
  }

  const unsubscribe = host.onChange((s) => render(s));
  render(host.getState());

  return {
    container,
    render,
    showHint(spaces, pieces = []) {
      hinted = spaces;
      hintedPieces = spaces ? pieces.slice() : [];
      hintedState = spaces ? host.getState() : null;
      paintHighlights(host.getState());
    },
    get hinted() {
      return {
        spaces: hinted?.slice() ?? [],
        pieces: hinted ? ringedTokens().map((t) => ({ kind: t.kind, space: t.space })) : [],
      };
    },
    destroy() {
      unsubscribe();
      tooltip?.destroy();
      domGhost?.hide();
      stateLayer.destroy();
      container.destroy({ children: true });
      texts.destroy();
    },
    width: BOARD_W,
    height: BOARD_H,
    anchorOf: (id) => geom.get(id)?.anchor ?? null,
    spaceAt: (p) => hitAt(p),
    tokenAt(kind, space) {
      const t = tokens.find((x) => x.kind === kind && x.space === space);
      return t ? centreOf(t) : null;
    },
    setZoom,
    get detail() {
      return detail;
    },
    get glyphSize() {
      return SIZES_TOKEN * glyph;
    },
    labelBoxes: () => [...map.labelBoxes(), ...stateLayer.placed],
    get redrawn() {
      return stateLayer.redrawn;
    },
    cancelGesture,
    tooltipSpace: () => tooltip?.space ?? null,
  };
}

function ownerOf(k: PieceKind): string {
  if (k === "troops" || k === "police" || k === "govtBase") return "govt";
  return k.replace(/(U|A|Base)$/, "");
}
