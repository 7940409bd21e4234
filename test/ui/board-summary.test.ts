// The board's hover tooltip contents (summary.ts), its level of detail (theme.ts) and the
// Department regions clipped to Colombia that highlights draw without a mask (clip.ts).
import { describe, expect, it } from "vitest";
import type { GameState } from "../../src/engine/index";
import { clipRegion } from "../../src/ui/board/clip";
import { BOARD_H, BOARD_W, computeGeometry, countryRings, type Pt } from "../../src/ui/board/layout";
import { inPolygon, voronoiCells } from "../../src/ui/board/regions";
import { spaceSummary } from "../../src/ui/board/summary";
import { detailFor, MIN_TEXT_PX } from "../../src/ui/board/theme";
import { fixture } from "../engine/fixture";
import { fakeHost } from "./fake-host";

const host = (s: GameState) => fakeHost(s);
const pieces = (sum: ReturnType<typeof spaceSummary>) =>
  sum.factions.map((f) => `${f.name}: ${f.pieces.map((p) => `${p.label} ${p.n}`).join(", ")}`);

describe("hover tooltip contents", () => {
  it("1.4, 1.6, 1.7 a City: kind and Pop, Support level, Control, each Faction's pieces, zero counts left out", () => {
    const s = fixture({
      pieces: { bogota: { troops: 3, police: 2, govtBase: 1, farcU: 2, farcA: 1 } },
      levels: { bogota: 2 },
      terror: { bogota: 1 },
    });
    const sum = spaceSummary(host(s), s, "bogota");
    expect(sum.name).toBe("Bogotá");
    expect(sum.kind).toBe("City · Pop 8");
    // 6 Government pieces against 3 others: Government control (1.7)
    expect(sum.facts).toEqual(["Active Support", "Government control", "Terror: 1"]);
    expect(pieces(sum)).toEqual(["Government: Troops 3, Police 2, Bases 1", "FARC: Underground 2, Active 1"]);
    expect(sum.shipments).toEqual([]);
  });

  it("1.7 without a majority nobody controls; FARC with one; FARC Zone (6.4.4) and Shipments (4.5.3) listed", () => {
    const none = fixture({ pieces: { huila: { troops: 1, farcU: 1 } }, levels: { huila: -1 } });
    expect(spaceSummary(host(none), none, "huila").facts).toEqual(["Passive Opposition", "No control"]);
    const farc = fixture({
      pieces: { huila: { farcU: 2, farcBase: 1, aucA: 1, cartelsU: 1 } },
      zones: ["huila"],
      shipments: [
        ["huila", "farc"],
        ["huila", "cartels"],
      ],
    });
    const sum = spaceSummary(host(farc), farc, "huila");
    expect(sum.kind).toBe("Department · Mountain · Pop 2");
    expect(sum.facts).toEqual(["Neutral", "FARC control", "FARC Zone"]);
    expect(pieces(sum)).toEqual(["FARC: Underground 2, Bases 1", "AUC: Active 1", "Cartels: Underground 1"]);
    expect(sum.shipments).toEqual(["Shipment, held by FARC", "Shipment, held by Cartels"]);
  });

  it("1.3.4, 1.6 a LoC shows its Econ and Sabotage, no Support or Control; an empty space lists no Faction", () => {
    const s = fixture({ terror: { "cali-pasto": 1 } });
    const road = spaceSummary(host(s), s, "cali-pasto");
    expect(road.kind).toMatch(/^LoC · Econ \d$/);
    expect(road.facts).toEqual(["Sabotage"]);
    expect(road.factions).toEqual([]);
    const pipe = spaceSummary(host(s), s, "ayacucho-cucuta");
    expect(pipe.kind).toMatch(/^LoC \(pipeline\) · Econ \d$/);
    expect(pipe.facts).toEqual([]);
  });

  it("1.6 a Pop 0 Department shows no Support level while Neutral; 1.3.5 Ecuador is no space until card 33", () => {
    const s = fixture();
    expect(spaceSummary(host(s), s, "guainia").facts).toEqual(["No control"]);
    const out = spaceSummary(host(s), s, "ecuador");
    expect(out.kind).toBe("Foreign country · Grassland");
    expect(out.facts).toEqual(["Not a space: only an Event can make it one"]);
    const open = { ...s, ecuador: true } as GameState;
    const inPlay = spaceSummary(host(open), open, "ecuador");
    expect(inPlay.kind).toBe("Department · Grassland · Pop 0");
    expect(inPlay.facts).toEqual(["No control"]);
  });
});

describe("level of detail", () => {
  it("at Fit on 1440×900 (zoom ≈ 0.448) badge and count text reaches at least 10 CSS pixels", () => {
    const k = detailFor(0.448);
    expect(k).toBe(2);
    expect(12 * k * 0.448).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    // 1280×720 (zoom ≈ 0.353): larger still
    expect(12 * detailFor(0.353) * 0.353).toBeGreaterThanOrEqual(MIN_TEXT_PX);
  });

  it("at full size or larger the board is drawn as designed; the steps are quarters, at most 3", () => {
    expect(detailFor(1)).toBe(1);
    expect(detailFor(2.5)).toBe(1);
    expect(detailFor(0.8)).toBe(1.25);
    expect(detailFor(0.05)).toBe(3);
  });
});

describe("Department regions inside Colombia (highlights without a stencil mask)", () => {
  const geom = computeGeometry();
  const colombia = countryRings().colombia;
  const depts = new Map<string, Pt>();
  for (const [id, g] of geom) if (g.def.type === "dept") depts.set(id, g.anchor);
  const cells = voronoiCells(depts, BOARD_W, BOARD_H);

  it("1.3.2 each fill covers exactly the points of its own cell that lie in Colombia", () => {
    const inColombia = (p: Pt) => colombia.some((c) => inPolygon(p, c));
    let differ = 0;
    let covered = 0;
    for (const [id, cell] of cells) {
      const r = clipRegion(cell, colombia);
      expect(r.fills.length, id).toBeGreaterThan(0);
      for (let y = 0.37; y < BOARD_H; y += 17)
        for (let x = 0.61; x < BOARD_W; x += 17) {
          const p = { x, y };
          const want = inPolygon(p, cell) && inColombia(p);
          const got = r.fills.some((f) => inPolygon(p, f));
          if (got !== want) differ++;
          if (got) covered++;
        }
    }
    expect(differ).toBe(0);
    expect(covered).toBeGreaterThan(1000);
  });

  it("1.3.2 the outline lines lie inside Colombia and inside the cell (no line over the sea)", () => {
    const near = (p: Pt, poly: Pt[]) => inPolygon(p, poly);
    let lines = 0;
    for (const cell of cells.values()) {
      const r = clipRegion(cell, colombia);
      for (const [a, b] of r.lines) {
        const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        // a point just inside: the midpoint nudged towards the cell's centre
        const c = cell.reduce((s, p) => ({ x: s.x + p.x / cell.length, y: s.y + p.y / cell.length }), {
          x: 0,
          y: 0,
        });
        const d = Math.hypot(c.x - m.x, c.y - m.y) || 1;
        const q = { x: m.x + ((c.x - m.x) / d) * 0.01, y: m.y + ((c.y - m.y) / d) * 0.01 };
        expect(near(q, cell)).toBe(true);
        lines++;
      }
      // no line runs over the sea: its midpoint is in Colombia or on its outline
      for (const [a, b] of r.lines) {
        const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        const onOutline = colombia.some((ring) =>
          ring.some((p, i) => {
            const q = ring[(i + 1) % ring.length];
            const cross = (q.x - p.x) * (m.y - p.y) - (q.y - p.y) * (m.x - p.x);
            const len = Math.hypot(q.x - p.x, q.y - p.y);
            const t = ((m.x - p.x) * (q.x - p.x) + (m.y - p.y) * (q.y - p.y)) / (len * len || 1);
            return Math.abs(cross) / (len || 1) < 1e-6 && t >= -1e-9 && t <= 1 + 1e-9;
          }),
        );
        expect(onOutline || colombia.some((ring) => inPolygon(m, ring))).toBe(true);
      }
    }
    expect(lines).toBeGreaterThan(100);
  });
});
