// createBoard: the host-agnostic PIXI board. It draws the state, highlights what the current
// Decision offers, turns clicks into space/place/remove/flip Commands and drags into one
// `move` Command, and shows refusals through host.notify (message + rule number).
import { Container, type FederatedPointerEvent, Graphics, Rectangle } from "pixi.js";
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
import { drawHighlights } from "./highlight";
import { spaceAt } from "./hit";
import { createHoverTag } from "./hover";
import { BOARD_H, BOARD_W, type BoardLayout, computeGeometry, type Pt } from "./layout";
import { drawMap, flat } from "./map-layer";
import { drawToken } from "./pieces";
import { drawState, type Token } from "./state-layer";
import { COLORS, SIZES } from "./theme";

export interface BoardOptions {
  layout?: BoardLayout;
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
}

const DRAG_START = 5;

export function createBoard(host: UiHost, opts: BoardOptions = {}): Board {
  const geom = computeGeometry(opts.layout);
  const container = new Container();
  container.sortableChildren = false;
  const map = drawMap(geom, host);
  container.addChild(map.container);

  const hlMask = new Graphics();
  hlMask.beginFill(0xffffff);
  for (const r of map.colombia) hlMask.drawPolygon(flat(r));
  hlMask.endFill();
  const highlights = new Graphics();
  const hlLayer = new Container();
  hlLayer.addChild(highlights, hlMask);
  hlLayer.mask = hlMask;
  container.addChild(hlLayer);

  let stateLayer = new Container();
  container.addChild(stateLayer);
  const dragLayer = new Container();
  container.addChild(dragLayer);
  const hover = createHoverTag(geom);
  container.addChild(hover.layer);
  const popupLayer = new Container();
  container.addChild(popupLayer);

  container.eventMode = "static";
  container.hitArea = new Rectangle(0, 0, BOARD_W, BOARD_H);

  let tokens: Token[] = [];
  let busy = false;
  let drag: {
    token: Token;
    start: Pt;
    ghost: Container | null;
    targets: SpaceId[];
  } | null = null;

  const local = (e: FederatedPointerEvent): Pt => e.getLocalPosition(container);

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
    else if (options.length > 1) showChooser(popupLayer, host, at, options, (o) => void send(o));
  }

  function paintHighlights(s: GameState, targets?: SpaceId[]): void {
    highlights.clear();
    const d = myDecision(host, s);
    if (targets) drawHighlights(highlights, targets, COLORS.target, geom, map.cells);
    else drawHighlights(highlights, highlightedSpaces(d), COLORS.highlight, geom, map.cells);
  }

  function render(s: GameState): void {
    for (const c of popupLayer.removeChildren()) c.destroy({ children: true });
    if (drag) {
      // the state changed under a drag (e.g. another client's move): drop the gesture
      drag.ghost?.destroy({ children: true });
      drag = null;
    }
    const old = stateLayer;
    const drawn = drawState(s, geom, map.cells, host);
    stateLayer = drawn.container;
    container.addChildAt(stateLayer, container.getChildIndex(old));
    container.removeChild(old);
    old.destroy({ children: true });
    tokens = drawn.tokens;
    const d = myDecision(host, s);
    for (const t of tokens) {
      t.view.eventMode = "static";
      const clickable = pieceClickOptions(d, t.kind, t.space).length > 0;
      const mine = !!d && ownerOf(t.kind) === d.faction;
      t.view.cursor = clickable ? "pointer" : mine ? "grab" : "default";
      t.view.on("pointerdown", (e: FederatedPointerEvent) => {
        if (e.button !== 0) return; // right/middle buttons stay with the host (pan, menus)
        e.stopPropagation();
        popupLayer.removeChildren();
        drag = { token: t, start: local(e), ghost: null, targets: [] };
      });
    }
    paintHighlights(s);
  }

  container.on("globalpointermove", (e: FederatedPointerEvent) => {
    const p = local(e);
    const inside = p.x >= 0 && p.y >= 0 && p.x <= BOARD_W && p.y <= BOARD_H;
    hover.show(inside && !popupLayer.children.length ? spaceAt(p, geom, map.colombia) : null, p);
    if (!drag) return;
    if (!drag.ghost) {
      if (Math.hypot(p.x - drag.start.x, p.y - drag.start.y) < DRAG_START) return;
      const d = myDecision(host);
      if (!d || ownerOf(drag.token.kind) !== d.faction) return;
      drag.ghost = new Container();
      const g = drawToken(drag.token.kind, 24);
      g.position.set(-12, -12);
      drag.ghost.addChild(g);
      drag.ghost.alpha = 0.9;
      dragLayer.addChild(drag.ghost);
      drag.token.view.alpha = 0.35;
      drag.targets = targetsFor(host.getState(), d, drag.token.kind, drag.token.space);
      paintHighlights(host.getState(), drag.targets);
    }
    drag.ghost.position.set(p.x, p.y);
  });

  const endDrag = async (e: FederatedPointerEvent) => {
    const dr = drag;
    drag = null;
    if (!dr) return;
    const p = local(e);
    if (!dr.ghost) {
      // a click on a piece: remove/flip it, else treat as a click on its space
      const d = myDecision(host);
      const o = pieceClickOptions(d, dr.token.kind, dr.token.space);
      if (o.length) pick(p, o);
      else pick(p, spaceClickOptions(d, dr.token.space));
      return;
    }
    dr.ghost.destroy({ children: true });
    dr.token.view.alpha = 1;
    const to = spaceAt(p, geom, map.colombia);
    if (to && to !== dr.token.space) {
      const ok = await send({ t: "move", p: dr.token.kind, from: dr.token.space, to });
      if (ok) return; // the host's change notification redraws
    }
    paintHighlights(host.getState()); // snap back
  };
  container.on("pointerup", endDrag);
  container.on("pointerupoutside", endDrag);

  container.on("pointertap", (e: FederatedPointerEvent) => {
    if (e.target !== container) return;
    popupLayer.removeChildren();
    const p = local(e);
    const id = spaceAt(p, geom, map.colombia);
    if (!id) return;
    pick(p, spaceClickOptions(myDecision(host), id));
  });

  const unsubscribe = host.onChange((s) => render(s));
  render(host.getState());

  return {
    container,
    render,
    destroy() {
      unsubscribe();
      container.destroy({ children: true });
    },
    width: BOARD_W,
    height: BOARD_H,
    anchorOf: (id) => geom.get(id)?.anchor ?? null,
    spaceAt: (p) => spaceAt(p, geom, map.colombia),
    tokenAt(kind, space) {
      const t = tokens.find((x) => x.kind === kind && x.space === space);
      if (!t) return null;
      return { x: t.view.x + SIZES.token / 2, y: t.view.y + SIZES.token / 2 };
    },
  };
}

function ownerOf(k: PieceKind): string {
  if (k === "troops" || k === "police" || k === "govtBase") return "govt";
  return k.replace(/(U|A|Base)$/, "");
}
