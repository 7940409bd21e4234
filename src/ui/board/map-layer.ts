// The static part of the board: sea, neighbouring countries, Department regions (tinted by
// terrain), LoCs, Cities and labels. Drawn once; the dynamic layers go on top.
import { Container, Graphics, Text, type TextStyle } from "pixi.js";
import type { SpaceId } from "../../engine/index";
import type { UiHost } from "../host";
import { spaceName } from "../i18n";
import { type ClippedRegion, clipPolygon, clipRegion } from "./clip";
import { BOARD_H, BOARD_W, countryRings, type Pt, project, type SpaceGeom } from "./layout";
import { type Box, Occupancy, placeBox, ringSpots } from "./placement";
import { centroid, voronoiCells } from "./regions";
import { COLORS, econScale, nameScale, SIZES } from "./theme";

export interface MapLayer {
  container: Container;
  cells: Map<SpaceId, Pt[]>;
  colombia: Pt[][];
  /** each Department's cell inside Colombia (highlights and Zone rims without a mask) */
  regions: Map<SpaceId, ClippedRegion>;
  /** names, Pop and Econ drawn larger for a board shown small (level of detail `k`), laid out
   * again so that none overlaps; the map is static otherwise, so a host that caches it as a
   * bitmap refreshes the cache after this */
  setDetail(k: number): void;
  /** what the map's labels and fixed marks occupy (board pixels), for the pieces to keep clear */
  labelBoxes(): PlacedLabel[];
}

export interface PlacedLabel {
  id: SpaceId;
  kind: "city" | "econ" | "cityName" | "deptName" | "block";
  box: Box;
}

interface NameLabel {
  id: SpaceId;
  kind: "city" | "dept";
  at: Pt;
  view: Container;
  box: Box;
}

export function flat(poly: Pt[]): number[] {
  return poly.flatMap((p) => [p.x, p.y]);
}

export function label(text: string, size: number, opts: Partial<TextStyle> = {}): Text {
  const t = new Text(text, {
    fontFamily: "Georgia, 'DejaVu Serif', serif",
    fontSize: size,
    fill: COLORS.label,
    stroke: COLORS.labelHalo,
    strokeThickness: 3,
    lineJoin: "round",
    ...opts,
  });
  t.resolution = 2;
  return t;
}

export function drawMap(geom: Map<SpaceId, SpaceGeom>, host: UiHost): MapLayer {
  const root = new Container();
  const rings = countryRings();
  const colombia = rings.colombia ?? [];

  const sea = new Graphics();
  sea.beginFill(COLORS.sea);
  sea.drawRect(0, 0, BOARD_W, BOARD_H);
  sea.endFill();
  root.addChild(sea);

  const foreign = new Graphics();
  // cut to the board (a little beyond it, so the cut edges stay out of sight): the map's bounds
  // are then the board's, which keeps a bitmap cache of the map no larger than the board
  const frame: Pt[] = [
    { x: -3, y: -3 },
    { x: BOARD_W + 3, y: -3 },
    { x: BOARD_W + 3, y: BOARD_H + 3 },
    { x: -3, y: BOARD_H + 3 },
  ];
  for (const [name, rs] of Object.entries(rings)) {
    if (name === "colombia") continue;
    for (const ring of rs) {
      const r = clipPolygon(ring, frame);
      if (r.length < 3) continue;
      foreign.lineStyle(1.5, COLORS.foreignLine);
      foreign.beginFill(COLORS.foreignLand);
      foreign.drawPolygon(flat(r));
      foreign.endFill();
    }
  }
  root.addChild(foreign);
  const foreignNames: [string, number, number][] = [
    ["venezuela", -68.2, 8.3],
    ["ecuador", -78.6, -1.2],
    ["peru", -74.5, -3.6],
    ["brazil", -67.6, -1.5],
    ["panama", -79.2, 9.0],
  ];
  for (const [n, lon, lat] of foreignNames) {
    const { x, y } = project(lon, lat);
    const t = label(host.t(`ui.country.${n}`), 22, {
      fill: 0x8a826c,
      fontStyle: "italic",
      strokeThickness: 0,
    });
    t.anchor.set(0.5);
    t.position.set(x, y);
    root.addChild(t);
  }

  // Department regions: Voronoi cells of the Department anchors, masked by Colombia's outline
  const depts = new Map<SpaceId, Pt>();
  for (const [id, g] of geom) if (g.def.type === "dept") depts.set(id, g.anchor);
  const cells = voronoiCells(depts, BOARD_W, BOARD_H);
  const regions = new Container();
  const fill = new Graphics();
  for (const [id, cell] of cells) {
    const terrain: "forest" | "mountain" | "grassland" = geom.get(id)?.def.terrain ?? "grassland";
    fill.lineStyle(2.5, COLORS.regionLine, 0.9);
    fill.beginFill(COLORS[terrain]);
    fill.drawPolygon(flat(cell));
    fill.endFill();
  }
  regions.addChild(fill);
  const mask = new Graphics();
  mask.beginFill(0xffffff);
  for (const r of colombia) mask.drawPolygon(flat(r));
  mask.endFill();
  regions.addChild(mask);
  regions.mask = mask;
  root.addChild(regions);

  const border = new Graphics();
  border.lineStyle(3, COLORS.countryLine, 1);
  for (const r of colombia) border.drawPolygon(flat(r));
  root.addChild(border);

  // LoCs
  const locs = new Graphics();
  for (const g of geom.values()) {
    if (!g.path) continue;
    const pipeline = g.def.pipeline;
    locs.lineStyle(pipeline ? 7 : 9, 0xffffff, 0.85);
    drawPath(locs, g.path);
    locs.lineStyle(pipeline ? 4 : 5, pipeline ? COLORS.pipeline : COLORS.road, 1);
    drawPath(locs, g.path);
  }
  root.addChild(locs);

  // Cities
  const cities = new Graphics();
  for (const g of geom.values()) {
    if (g.def.type !== "city") continue;
    cities.lineStyle(3, COLORS.cityLine);
    cities.beginFill(COLORS.cityFill);
    cities.drawCircle(g.anchor.x, g.anchor.y, SIZES.cityRadius);
    cities.endFill();
  }
  root.addChild(cities);

  // labels and numbers (Pop in Cities, Pop under Department names, Econ on LoCs); where the names
  // go depends on the level of detail (they grow with it): laid out by setDetail
  const names: NameLabel[] = [];
  const econs: { id: SpaceId; at: Pt; view: Container }[] = [];
  const labels = new Container();
  for (const [id, g] of geom) {
    const d = g.def;
    if (d.type === "city") {
      const pop = label(String(d.pop), 19, { fontWeight: "bold", strokeThickness: 0 });
      pop.anchor.set(0.5);
      pop.position.set(g.anchor.x, g.anchor.y);
      root.addChild(pop);
      const name = label(spaceName(id, host), SIZES.cityLabelSize, { fontWeight: "bold" });
      const view = new Container();
      view.addChild(name);
      labels.addChild(view);
      names.push({ id, kind: "city", at: g.anchor, view, box: { x: 0, y: 0, w: 0, h: 0 } });
    } else if (d.type === "dept") {
      const name = label(spaceName(id, host).toUpperCase(), SIZES.labelSize, {
        letterSpacing: 1,
        fill: 0x3b3126,
        fontWeight: "bold",
      });
      const pop = label(host.t("ui.board.pop", { n: d.pop }), 16, { fill: 0x4a3f30, fontWeight: "bold" });
      name.anchor.set(0.5, 0);
      pop.anchor.set(0.5, 0);
      name.position.set(0, 0);
      pop.position.set(0, name.height - 3);
      const view = new Container();
      view.addChild(name, pop);
      labels.addChild(view);
      names.push({ id, kind: "dept", at: g.anchor, view, box: { x: 0, y: 0, w: 0, h: 0 } });
    } else if (d.type === "loc") {
      const econ = new Container();
      const box = new Graphics();
      box.lineStyle(1.5, 0x222222);
      box.beginFill(0xfff3c4);
      box.drawRoundedRect(-10, -10, 20, 20, 4);
      box.endFill();
      const t = label(String(d.econ), 13, { fontWeight: "bold", strokeThickness: 0, fontFamily: "Arial" });
      t.anchor.set(0.5);
      econ.addChild(box, t);
      econ.position.set(g.anchor.x, g.anchor.y);
      root.addChild(econ);
      econs.push({ id, at: g.anchor, view: econ });
    }
  }
  root.addChild(labels);
  const fixed: PlacedLabel[] = [];
  const placed: PlacedLabel[] = [];
  /** lay the names out at this level of detail: Cities' first (their circles are fixed) */
  function layout(k: number): void {
    fixed.length = 0;
    placed.length = 0;
    const occ = new Occupancy({ x: 0, y: 0, w: BOARD_W, h: BOARD_H });
    const r = SIZES.cityRadius + 2;
    for (const [id, g] of geom)
      if (g.def.type === "city") {
        const b = { x: g.anchor.x - r, y: g.anchor.y - r, w: 2 * r, h: 2 * r };
        occ.add(b);
        fixed.push({ id, kind: "city", box: b });
      }
    // an Econ square sits on its LoC: at the middle, else the nearest point along it that is clear
    for (const e of econs) {
      const sc = econScale(k);
      e.view.scale.set(sc);
      const half = 11 * sc;
      const path = geom.get(e.id)?.path ?? [e.at];
      const spots = [0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74].map((f) => {
        const p = along(path, f);
        return { x: p.x - half, y: p.y - half };
      });
      const b = placeBox(occ, 2 * half, 2 * half, spots, 1);
      e.view.position.set(b.x + half, b.y + half);
      fixed.push({ id: e.id, kind: "econ", box: b });
    }
    const ns = nameScale(k);
    for (const n of [...names].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === "city" ? -1 : 1))) {
      n.view.scale.set(ns);
      const lb = n.view.getLocalBounds();
      const w = lb.width * ns;
      const h = lb.height * ns;
      const a = n.at;
      const spots =
        n.kind === "city"
          ? [
              { x: a.x - w / 2, y: a.y + r + 1 },
              { x: a.x - w / 2, y: a.y - r - 1 - h },
              { x: a.x + r + 2, y: a.y - h / 2 },
              { x: a.x - r - 2 - w, y: a.y - h / 2 },
            ]
          : [{ x: a.x - w / 2, y: a.y - h / 2 }];
      const b = placeBox(occ, w, h, ringSpots(a, w, h, spots, 120, 12));
      n.view.position.set(b.x - lb.x * ns, b.y - lb.y * ns);
      n.box = b;
      placed.push({ id: n.id, kind: n.kind === "city" ? "cityName" : "deptName", box: b });
    }
  }
  layout(1);
  // Ecuador, Panamá (cards 33, 71): the outline is the region for highlights once it is a space
  for (const [id, g] of geom) if (g.ring) cells.set(id, g.ring);
  const clipped = new Map<SpaceId, ClippedRegion>();
  for (const id of depts.keys()) {
    const cell = cells.get(id);
    if (cell) clipped.set(id, clipRegion(cell, colombia));
  }
  // nothing of the map takes pointer events: the board's container hit-tests the background
  root.eventMode = "none";
  root.interactiveChildren = false;
  return {
    container: root,
    cells,
    colombia,
    regions: clipped,
    setDetail(k) {
      layout(k);
    },
    labelBoxes: () => [...fixed, ...placed],
  };
}

/** The point a fraction `f` of the way along a polyline. */
export function along(path: Pt[], f: number): Pt {
  let total = 0;
  for (let i = 1; i < path.length; i++)
    total += Math.hypot(path[i].x - path[i - 1].x, path[i].y - path[i - 1].y);
  let left = total * f;
  for (let i = 1; i < path.length; i++) {
    const d = Math.hypot(path[i].x - path[i - 1].x, path[i].y - path[i - 1].y);
    if (d >= left) {
      const q = d ? left / d : 0;
      return {
        x: path[i - 1].x + (path[i].x - path[i - 1].x) * q,
        y: path[i - 1].y + (path[i].y - path[i - 1].y) * q,
      };
    }
    left -= d;
  }
  return path[path.length - 1] ?? { x: 0, y: 0 };
}

export function drawPath(g: Graphics, path: Pt[]): void {
  if (!path.length) return;
  g.moveTo(path[0].x, path[0].y);
  for (let i = 1; i < path.length; i++) g.lineTo(path[i].x, path[i].y);
}

export { centroid };
