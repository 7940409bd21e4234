// The dynamic part of the board: markers (Support/Opposition, Control, Terror/Sabotage, FARC
// Zones, Shipments) and the stacks of pieces, one block per space, placed clear of the map's
// labels and of each other (placement.ts). A state change redraws only the blocks that changed.
import { Container, Graphics, type IRenderer, Rectangle, Sprite } from "pixi.js";
import {
  controller,
  type GameState,
  inPlay,
  P,
  PIECE_KINDS,
  type PieceKind,
  SPACE_INDEX,
  type SpaceId,
} from "../../engine/index";
import type { UiHost } from "../host";
import type { ClippedRegion } from "./clip";
import type { SpaceGeom } from "./layout";
import { BOARD_H, BOARD_W } from "./layout";
import { flat, type PlacedLabel } from "./map-layer";
import { rowStep, tokenWithCount } from "./pieces";
import { type Box, Occupancy, placeBox, ringSpots } from "./placement";
import type { TextCache } from "./text-cache";
import { COLORS, econScale, FACTION_COLOR, LEVEL_COLOR, SIZES } from "./theme";

export interface Token {
  kind: PieceKind;
  space: SpaceId;
  view: Container;
}

/** Piece kinds in drawing order, one row per Faction. */
const ROWS: PieceKind[][] = [
  ["troops", "police", "govtBase"],
  ["farcU", "farcA", "farcBase"],
  ["aucU", "aucA", "aucBase"],
  ["cartelsU", "cartelsA", "cartelsBase"],
];

const BADGE_STYLE = { fontFamily: "Arial, Helvetica, sans-serif", fontSize: 12, fontWeight: "bold" } as const;

function badge(texts: TextCache, text: string, color: number, textColor = 0xffffff): Container {
  const c = new Container();
  const t = texts.sprite(text, { ...BADGE_STYLE, fill: textColor });
  const h = SIZES.badge;
  const w = Math.max(h + 2, t.width + 8);
  const g = new Graphics();
  g.lineStyle(1, 0x222222, 0.8);
  g.beginFill(color);
  g.drawRoundedRect(0, 0, w, h, 4);
  g.endFill();
  t.anchor.set(0.5);
  t.position.set(w / 2, h / 2);
  c.addChild(g, t);
  return c;
}

/** What the state layer draws with: the board's shared pieces and its level of detail. */
export interface StateDrawing {
  /** Department regions inside Colombia (FARC Zone rims) */
  regions: Map<SpaceId, ClippedRegion>;
  texts: TextCache;
  /** ≥ 1: badges and counts drawn this much larger, for a board shown small */
  detail: number;
  /** ≥ 1: pieces drawn this much larger (theme.glyphScale) */
  glyph: number;
  /** what the map's labels occupy: the blocks keep clear of them */
  labels: PlacedLabel[];
  /** with a renderer, each block is drawn once into a texture at this resolution and shown as
   * one sprite (its pieces stay in place, invisible, for pointer events) */
  renderer?: IRenderer;
  resolution?: number;
}

/** One space's markers and pieces, drawn together as a block (reused while the space is unchanged). */
interface SpaceBlock {
  sig: string;
  view: Container;
  /** the block as one picture (when the layer draws with a renderer) */
  pic: Sprite | null;
  /** the block's own size (board pixels) */
  w: number;
  h: number;
  tokens: { kind: PieceKind; view: Container }[];
}

/** What the layer keeps between two drawings: the blocks, so that only changed spaces are redrawn. */
export class StateLayer {
  readonly container = new Container();
  private zones = new Graphics();
  private leaders = new Graphics();
  private blocks = new Map<SpaceId, SpaceBlock>();
  tokens: Token[] = [];
  placed: PlacedLabel[] = [];
  /** spaces redrawn by the last update (tests, bench) */
  redrawn = 0;

  constructor(
    private geom: Map<SpaceId, SpaceGeom>,
    private host: UiHost,
  ) {
    this.zones.eventMode = "none";
    this.leaders.eventMode = "none";
    this.container.addChild(this.zones, this.leaders);
  }

  /** drop every block (the language or the level of detail changed) */
  clear(): void {
    for (const b of this.blocks.values()) dropBlock(b);
    this.blocks.clear();
  }

  /** draw a space's block again into its picture (a piece in it was dimmed or restored) */
  refresh(id: SpaceId, d: StateDrawing): void {
    const b = this.blocks.get(id);
    if (b?.pic && d.renderer) picture(b, d, this.container);
  }

  update(s: GameState, d: StateDrawing): void {
    this.drawZones(s, d);
    this.redrawn = 0;
    const occ = new Occupancy({ x: 0, y: 0, w: BOARD_W, h: BOARD_H });
    for (const l of d.labels) occ.add(l.box);
    // a Department's block goes by its name, a LoC's by its Econ square
    const nameBox = new Map(
      d.labels.filter((l) => l.kind === "deptName" || l.kind === "econ").map((l) => [l.id, l.box]),
    );
    this.tokens = [];
    this.placed = [];
    this.leaders.clear();
    // the most crowded first: Cities, then LoCs, then Departments (the most room)
    const order = [...this.geom.values()].sort((a, b) => RANK[a.def.type] - RANK[b.def.type]);
    const seen = new Set<SpaceId>();
    for (const g of order) {
      const id = g.def.id;
      const i = SPACE_INDEX[id];
      const sp = s.spaces[i];
      if (!sp) continue;
      const sig = signature(s, i, d);
      let block = this.blocks.get(id);
      if (block && block.sig !== sig) {
        dropBlock(block);
        block = undefined;
      }
      const fresh = !block;
      if (!block) {
        block = drawBlock(s, g, this.host, d, sig);
        this.redrawn++;
        if (block.view.children.length) this.container.addChild(block.view);
      }
      this.blocks.set(id, block);
      seen.add(id);
      if (!block.view.children.length) continue;
      const box = placeBox(occ, block.w, block.h, spotsFor(g, block, d, nameBox.get(id)), 1);
      block.view.position.set(box.x, box.y);
      if (fresh && d.renderer) picture(block, d, this.container);
      block.pic?.position.set(box.x, box.y);
      this.placed.push({ id, kind: "block", box });
      this.leader(g, box);
      for (const t of block.tokens) this.tokens.push({ kind: t.kind, space: id, view: t.view });
    }
    for (const [id, b] of this.blocks)
      if (!seen.has(id)) {
        dropBlock(b);
        this.blocks.delete(id);
      }
  }

  /** a thin line from a block placed away from its space back to it */
  private leader(g: SpaceGeom, b: Box): void {
    const a = g.anchor;
    const cx = Math.min(Math.max(a.x, b.x), b.x + b.w);
    const cy = Math.min(Math.max(a.y, b.y), b.y + b.h);
    const far = g.def.type === "dept" ? 70 : 34;
    if (Math.hypot(cx - a.x, cy - a.y) < far) return;
    this.leaders.lineStyle(1.5, 0x3b3126, 0.55);
    this.leaders.moveTo(a.x, a.y);
    this.leaders.lineTo(cx, cy);
  }

  private drawZones(s: GameState, { regions }: StateDrawing): void {
    const zones = this.zones;
    zones.clear();
    for (const g of this.geom.values()) {
      const i = SPACE_INDEX[g.def.id];
      const sp = s.spaces[i];
      if (!sp) continue;
      // a foreign country an Event made a space (cards 33, 71): its outline becomes a 0-Pop region
      const ring = g.ring && inPlay(s, i) ? g.ring : null;
      if (ring) {
        zones.lineStyle(4, COLORS.regionLine, 1);
        zones.beginFill(COLORS[g.def.terrain ?? "grassland"], 0.85);
        zones.drawPolygon(flat(ring));
        zones.endFill();
      }
      // FARC Zone: a heavy red rim around the region
      if (sp.zone) {
        const region = regions.get(g.def.id);
        zones.lineStyle(5, FACTION_COLOR.farc, 0.85);
        if (ring) zones.drawPolygon(flat(ring));
        else if (region)
          for (const [a, b] of region.lines) {
            zones.moveTo(a.x, a.y);
            zones.lineTo(b.x, b.y);
          }
        else zones.drawCircle(g.anchor.x, g.anchor.y, 30);
      }
    }
  }

  destroy(): void {
    this.clear();
    this.container.destroy({ children: true });
  }
}

const RANK: Record<string, number> = { city: 0, loc: 1, dept: 2, foreign: 3 };

function dropBlock(b: SpaceBlock): void {
  b.pic?.texture.destroy(true);
  b.pic?.destroy();
  b.view.destroy({ children: true });
}

/**
 * Draw a block into a texture shown as one sprite above it; the block itself stays, at alpha 0,
 * so that its pieces still take pointer events where they are drawn. Software WebGL fills one
 * textured quad far faster than the block's many shapes.
 */
function picture(b: SpaceBlock, d: StateDrawing, layer: Container): void {
  const r = d.renderer;
  if (!r || !b.view.children.length) return;
  const pos = { x: b.view.x, y: b.view.y };
  b.view.alpha = 1;
  b.view.position.set(0, 0);
  const region = new Rectangle(b.view.pivot.x, b.view.pivot.y, b.w, b.h);
  const old = b.pic?.texture;
  const tex = r.generateTexture(b.view, { region, resolution: d.resolution ?? 1 });
  b.view.position.set(pos.x, pos.y);
  b.view.alpha = 0;
  if (b.pic) b.pic.texture = tex;
  else {
    b.pic = new Sprite(tex);
    b.pic.eventMode = "none";
    layer.addChild(b.pic);
  }
  b.pic.position.set(pos.x, pos.y);
  old?.destroy(true);
}

/** Everything a space's block shows: redrawn only when this changes. */
function signature(s: GameState, i: number, d: StateDrawing): string {
  const sp = s.spaces[i];
  const ships = s.shipments
    .filter((x) => x.s === i)
    .map((x) => x.f)
    .join(",");
  return `${d.detail}|${d.glyph}|${(d.resolution ?? 0).toFixed(3)}|${sp.f.join(",")}|${sp.sup}|${sp.terror}|${sp.zone ? 1 : 0}|${controller(s, i) ?? ""}|${ships}|${inPlay(s, i) ? 1 : 0}`;
}

/** Where a block may go, best first: beside its City, under its Department's name, by its LoC. */
function spotsFor(g: SpaceGeom, b: SpaceBlock, d: StateDrawing, name?: Box): { x: number; y: number }[] {
  const a = g.anchor;
  const { w, h } = b;
  const pref: { x: number; y: number }[] = [];
  let reach = 150;
  if (g.def.type === "city") {
    const r = SIZES.cityRadius + 3;
    const right = { x: a.x + r, y: a.y - h / 2 };
    const left = { x: a.x - r - w, y: a.y - h / 2 };
    pref.push(...(g.align === "right" ? [left, right] : [right, left]));
    pref.push({ x: a.x - w / 2, y: a.y - r - h }, { x: a.x + r - 6, y: a.y - r - h + 6 });
    reach = 320;
  } else if (g.def.type === "loc") {
    const e = name ?? { x: a.x - 11 * econScale(d.detail), y: a.y - 11 * econScale(d.detail), w: 0, h: 0 };
    const cx = e.x + e.w / 2;
    const cy = e.y + e.h / 2;
    pref.push(
      { x: e.x + e.w + 2, y: cy - h / 2 },
      { x: e.x - 2 - w, y: cy - h / 2 },
      { x: cx - w / 2, y: e.y + e.h + 2 },
      { x: cx - w / 2, y: e.y - 2 - h },
    );
    reach = 300;
  } else {
    if (name) {
      pref.push({ x: a.x - w / 2, y: name.y + name.h + 2 }, { x: a.x - w / 2, y: name.y - h - 2 });
      pref.push({ x: name.x + name.w + 3, y: a.y - h / 2 }, { x: name.x - w - 3, y: a.y - h / 2 });
    } else pref.push({ x: g.stack.x, y: g.stack.y });
    reach = 360;
  }
  return ringSpots(a, w, h, pref, reach, 10);
}

/** A space's block: its markers in a row, then one row of pieces per Faction present. */
function drawBlock(s: GameState, g: SpaceGeom, host: UiHost, d: StateDrawing, sig: string): SpaceBlock {
  const { texts, detail, glyph } = d;
  const view = new Container();
  const tokens: SpaceBlock["tokens"] = [];
  const i = SPACE_INDEX[g.def.id];
  const sp = s.spaces[i];
  const type = g.def.type;
  const opened = !!g.ring && inPlay(s, i);
  const marks: Container[] = [];
  if (type === "city" || type === "dept" || opened) {
    if (g.def.pop > 0 || sp.sup !== 0)
      marks.push(badge(texts, host.t(`ui.levelShort.${sp.sup}`), LEVEL_COLOR[String(sp.sup)] ?? 0x999999));
    const ctl = controller(s, i);
    if (ctl) marks.push(badge(texts, host.t(`ui.controlShort.${ctl}`), FACTION_COLOR[ctl]));
    if (sp.zone) marks.push(badge(texts, host.t("ui.board.zone"), FACTION_COLOR.farc));
  }
  if (sp.terror > 0) {
    const text = type === "loc" ? host.t("ui.board.sabotage") : host.t("ui.board.terror", { n: sp.terror });
    marks.push(badge(texts, text, 0x111111, type === "loc" ? 0xffa726 : 0xffffff));
  }
  for (const sh of s.shipments.filter((x) => x.s === i))
    marks.push(badge(texts, host.t("ui.board.shipment"), 0x8d6e63, sh.f === "auc" ? 0xfff176 : 0xffffff));
  let y = 0;
  let x = 0;
  for (const m of marks) {
    m.scale.set(detail);
    m.position.set(x, 0);
    x += m.width + 2;
    view.addChild(m);
  }
  if (marks.length) y = SIZES.badge * detail + 3;
  const size = SIZES.token * glyph;
  for (const row of ROWS) {
    const present = row.filter((k) => sp.f[P[k]] > 0);
    if (!present.length) continue;
    let rx = 0;
    for (const k of present) {
      const v = tokenWithCount(k, sp.f[P[k]], texts, detail, size);
      v.position.set(rx, y);
      view.addChild(v);
      tokens.push({ kind: k, view: v });
      rx += Math.max(size, v.width) + SIZES.gap;
    }
    y += rowStep(detail, size);
  }
  const b = view.getLocalBounds();
  // a white card under the block: markers and pieces read over any terrain
  if (view.children.length) {
    const card = new Graphics();
    card.beginFill(0xfffdf7, 0.72);
    card.lineStyle(1, 0x5b4a36, 0.35);
    card.drawRoundedRect(b.x - 2, b.y - 2, b.width + 4, b.height + 4, 4);
    card.endFill();
    view.addChildAt(card, 0);
    view.pivot.set(b.x - 2, b.y - 2);
  }
  return { sig, view, pic: null, w: b.width + 4, h: b.height + 4, tokens };
}

export { COLORS, PIECE_KINDS };
