// The dynamic part of the board, redrawn on every state change: markers (Support/Opposition,
// Control, Terror/Sabotage, FARC Zones, Shipments) and the stacks of pieces.
import { Container, Graphics } from "pixi.js";
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
import { flat } from "./map-layer";
import { rowStep, tokenWithCount } from "./pieces";
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
}

export function drawState(
  s: GameState,
  geom: Map<SpaceId, SpaceGeom>,
  host: UiHost,
  { regions, texts, detail }: StateDrawing,
): { container: Container; tokens: Token[] } {
  const root = new Container();
  const badges = new Container();
  const zones = new Graphics();
  root.addChild(zones);
  const tokens: Token[] = [];
  for (const g of geom.values()) {
    const i = SPACE_INDEX[g.def.id];
    const sp = s.spaces[i];
    if (!sp) continue;
    const type = g.def.type;
    // a foreign country an Event made a space (cards 33, 71): its outline becomes a 0-Pop region
    const ring = g.ring && inPlay(s, i) ? g.ring : null;
    const opened = ring !== null;
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
    // markers row: level, control, terror/sabotage, zone
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
    const ships = s.shipments.filter((x) => x.s === i);
    for (const sh of ships)
      marks.push(badge(texts, host.t("ui.board.shipment"), 0x8d6e63, sh.f === "auc" ? 0xfff176 : 0xffffff));
    let mx: number;
    let my: number;
    if (type === "city") {
      mx = g.anchor.x - SIZES.cityRadius;
      my = g.anchor.y - SIZES.cityRadius - SIZES.badge - 2;
    } else if (type === "dept") {
      mx = g.anchor.x - 40;
      my = g.anchor.y - 12 - SIZES.badge - 4;
    } else {
      // above the LoC's Econ square (drawn larger with the detail, up to ECON_DETAIL)
      mx = g.anchor.x - 10;
      my = g.anchor.y - 10 * econScale(detail) - 2 - SIZES.badge;
    }
    // a larger row (detail > 1) keeps its bottom-left corner and grows up and to the right
    my -= SIZES.badge * (detail - 1);
    for (const m of marks) {
      m.scale.set(detail);
      m.position.set(mx, my);
      mx += m.width + 2;
      badges.addChild(m);
    }
    // piece stack: one row per Faction present
    let y = g.stack.y;
    const x0 = g.stack.x + (type === "loc" ? 10 * (econScale(detail) - 1) : 0);
    for (const row of ROWS) {
      const present = row.filter((k) => sp.f[P[k]] > 0);
      if (!present.length) continue;
      const views = present.map((k) => tokenWithCount(k, sp.f[P[k]], texts, detail));
      const step = (v: Container) => Math.max(SIZES.token, v.width) + SIZES.gap;
      const width = views.reduce((w, v) => w + step(v), 0);
      let x = g.align === "right" ? x0 - width : x0;
      present.forEach((k, n) => {
        const v = views[n];
        v.position.set(x, y);
        root.addChild(v);
        tokens.push({ kind: k, space: g.def.id, view: v });
        x += step(v);
      });
      y += rowStep(detail);
    }
  }
  // markers above the pieces: at a small zoom they are larger and would hide under stacks
  root.addChild(badges);
  badges.eventMode = "none";
  zones.eventMode = "none";
  return { container: root, tokens };
}

export { COLORS, PIECE_KINDS };
