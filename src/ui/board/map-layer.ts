// The static part of the board: sea, neighbouring countries, Department regions (tinted by
// terrain), LoCs, Cities and labels. Drawn once; the dynamic layers go on top.
import { Container, Graphics, Text, type TextStyle } from "pixi.js";
import type { SpaceId } from "../../engine/index";
import type { UiHost } from "../host";
import { spaceName } from "../i18n";
import { type ClippedRegion, clipPolygon, clipRegion } from "./clip";
import { BOARD_H, BOARD_W, countryRings, type Pt, project, type SpaceGeom } from "./layout";
import { centroid, voronoiCells } from "./regions";
import { COLORS, econScale, SIZES } from "./theme";

export interface MapLayer {
  container: Container;
  cells: Map<SpaceId, Pt[]>;
  colombia: Pt[][];
  /** each Department's cell inside Colombia (highlights and Zone rims without a mask) */
  regions: Map<SpaceId, ClippedRegion>;
  /** the small print (Department Pop, LoC Econ) drawn `k` times larger; the map is static
   * otherwise, so a host that caches it as a bitmap refreshes the cache after this */
  setDetail(k: number): void;
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

  // labels and numbers (Pop in Cities, Pop under Department names, Econ on LoCs)
  const detailed: ((k: number) => void)[] = [];
  for (const [id, g] of geom) {
    const d = g.def;
    if (d.type === "city") {
      const pop = label(String(d.pop), 19, { fontWeight: "bold", strokeThickness: 0 });
      pop.anchor.set(0.5);
      pop.position.set(g.anchor.x, g.anchor.y);
      root.addChild(pop);
      const name = label(spaceName(id, host), SIZES.cityLabelSize, { fontWeight: "bold" });
      name.anchor.set(0.5, 0);
      name.position.set(g.anchor.x, g.anchor.y + SIZES.cityRadius + 1);
      root.addChild(name);
    } else if (d.type === "dept") {
      const name = label(spaceName(id, host).toUpperCase(), SIZES.labelSize, {
        letterSpacing: 1,
        fill: 0x3b3126,
        fontWeight: "bold",
      });
      name.anchor.set(0.5, 1);
      name.position.set(g.anchor.x, g.anchor.y + 10);
      root.addChild(name);
      const pop = label(host.t("ui.board.pop", { n: d.pop }), 13, { fill: 0x5a4d3c });
      const popAt = { x: g.anchor.x, y: g.anchor.y + 10 };
      pop.anchor.set(0.5, 0);
      pop.position.set(popAt.x, popAt.y);
      root.addChild(pop);
      // under the name as designed; drawn larger it goes beside the name, clear of the pieces
      const beside = { x: g.anchor.x + name.width / 2 + 4, y: g.anchor.y + 10 };
      detailed.push((k) => {
        pop.scale.set(k);
        pop.anchor.set(k > 1 ? 0 : 0.5, k > 1 ? 1 : 0);
        pop.position.set(k > 1 ? beside.x : popAt.x, k > 1 ? beside.y : popAt.y);
      });
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
      detailed.push((k) => econ.scale.set(econScale(k)));
    }
  }
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
      for (const f of detailed) f(k);
    },
  };
}

export function drawPath(g: Graphics, path: Pt[]): void {
  if (!path.length) return;
  g.moveTo(path[0].x, path[0].y);
  for (let i = 1; i < path.length; i++) g.lineTo(path[i].x, path[i].y);
}

export { centroid };
