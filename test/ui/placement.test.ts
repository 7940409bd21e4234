// The board's label placement (src/ui/board/placement.ts): a label takes the first free spot of
// its list, else the least covered one; no two placed labels overlap while a free spot exists.
import { describe, expect, it } from "vitest";
import { intersects, Occupancy, placeBox, ringSpots } from "../../src/ui/board/placement";

const board = () => new Occupancy({ x: 0, y: 0, w: 400, h: 400 });

describe("label placement", () => {
  it("takes the first spot when it is free", () => {
    const occ = board();
    const b = placeBox(occ, 20, 10, [
      { x: 10, y: 10 },
      { x: 100, y: 100 },
    ]);
    expect(b).toEqual({ x: 10, y: 10, w: 20, h: 10 });
    expect(occ.all).toHaveLength(1);
  });

  it("skips a spot covered by a placed label and one off the board", () => {
    const occ = board();
    occ.add({ x: 0, y: 0, w: 50, h: 50 });
    const b = placeBox(occ, 20, 10, [
      { x: 10, y: 10 },
      { x: 390, y: 10 },
      { x: 60, y: 10 },
    ]);
    expect(b.x).toBe(60);
  });

  it("with every spot covered, takes the least covered one", () => {
    const occ = board();
    occ.add({ x: 0, y: 0, w: 100, h: 100 });
    const b = placeBox(occ, 20, 20, [
      { x: 10, y: 10 },
      { x: 90, y: 90 },
    ]);
    expect(b).toMatchObject({ x: 90, y: 90 });
  });

  it("many labels around one point never overlap while the rings have room", () => {
    const occ = board();
    const at = { x: 200, y: 200 };
    occ.add({ x: 190, y: 190, w: 20, h: 20 });
    const placed = Array.from({ length: 30 }, () =>
      placeBox(occ, 24, 16, ringSpots(at, 24, 16, [], 180, 12), 1),
    );
    for (let i = 0; i < placed.length; i++)
      for (let j = i + 1; j < placed.length; j++) expect(intersects(placed[i], placed[j])).toBe(false);
  });

  it("the spots start with the preferred ones, then go round the point", () => {
    const spots = ringSpots({ x: 0, y: 0 }, 10, 10, [{ x: 5, y: 5 }], 20, 10);
    expect(spots[0]).toEqual({ x: 5, y: 5 });
    // the first ring starts straight below the point
    expect(spots[1].x).toBeCloseTo(-5);
    expect(spots[1].y).toBeCloseTo(5);
    expect(spots).toHaveLength(1 + 8 + 8);
  });
});
