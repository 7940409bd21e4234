// The dynamic part of the board, redrawn on every state change: markers (Support/Opposition,
// Control, Terror/Sabotage, FARC Zones, Shipments) and the stacks of pieces.
import { Container, Graphics, Text } from "pixi.js";
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
import type { SpaceGeom } from "./layout";
import { flat } from "./map-layer";
import { tokenWithCount } from "./pieces";
import { COLORS, FACTION_COLOR, LEVEL_COLOR, SIZES } from "./theme";

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

function badge(text: string, color: number, textColor = 0xffffff): Container {
  const c = new Container();
  const t = new Text(text, {
    fontFamily: "Arial, Helvetica, sans-serif",
    fontSize: 12,
    fontWeight: "bold",
    fill: textColor,
  });
  t.resolution = 3;
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

export function drawState(
  s: GameState,
  geom: Map<SpaceId, SpaceGeom>,
  cells: Map<SpaceId, { x: number; y: number }[]>,
  host: UiHost,
): { container: Container; tokens: Token[] } {
  const root = new Container();
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
      const cell = cells.get(g.def.id);
      zones.lineStyle(5, FACTION_COLOR.farc, 0.85);
      if (cell) zones.drawPolygon(flat(cell));
      else zones.drawCircle(g.anchor.x, g.anchor.y, 30);
    }
    // markers row: level, control, terror/sabotage, zone
    const marks: Container[] = [];
    if (type === "city" || type === "dept" || opened) {
      if (g.def.pop > 0 || sp.sup !== 0)
        marks.push(badge(host.t(`ui.levelShort.${sp.sup}`), LEVEL_COLOR[String(sp.sup)] ?? 0x999999));
      const ctl = controller(s, i);
      if (ctl) marks.push(badge(host.t(`ui.controlShort.${ctl}`), FACTION_COLOR[ctl]));
      if (sp.zone) marks.push(badge(host.t("ui.board.zone"), FACTION_COLOR.farc));
    }
    if (sp.terror > 0) {
      const text = type === "loc" ? host.t("ui.board.sabotage") : host.t("ui.board.terror", { n: sp.terror });
      marks.push(badge(text, 0x111111, type === "loc" ? 0xffa726 : 0xffffff));
    }
    const ships = s.shipments.filter((x) => x.s === i);
    for (const sh of ships)
      marks.push(badge(host.t("ui.board.shipment"), 0x8d6e63, sh.f === "auc" ? 0xfff176 : 0xffffff));
    let mx: number;
    let my: number;
    if (type === "city") {
      mx = g.anchor.x - SIZES.cityRadius;
      my = g.anchor.y - SIZES.cityRadius - SIZES.badge - 2;
    } else if (type === "dept") {
      mx = g.anchor.x - 40;
      my = g.anchor.y - 12 - SIZES.badge - 4;
    } else {
      mx = g.anchor.x - 10;
      my = g.anchor.y - 12 - SIZES.badge;
    }
    for (const m of marks) {
      m.position.set(mx, my);
      mx += m.width + 2;
      root.addChild(m);
    }
    // piece stack: one row per Faction present
    let y = g.stack.y;
    for (const row of ROWS) {
      const present = row.filter((k) => sp.f[P[k]] > 0);
      if (!present.length) continue;
      const step = (k: PieceKind) => SIZES.token + SIZES.gap + (sp.f[P[k]] > 1 ? 8 : 0);
      const width = present.reduce((w, k) => w + step(k), 0);
      let x = g.align === "right" ? g.stack.x - width : g.stack.x;
      for (const k of present) {
        const v = tokenWithCount(k, sp.f[P[k]]);
        v.position.set(x, y);
        root.addChild(v);
        tokens.push({ kind: k, space: g.def.id, view: v });
        x += step(k);
      }
      y += SIZES.token + SIZES.gap;
    }
  }
  return { container: root, tokens };
}

export { COLORS, PIECE_KINDS };
