// The board's hit index (pointer moves and drops ask it which space is under the pointer) gives
// exactly the answers of the plain scan over every space (1.3: Cities, LoCs, Departments).
import { describe, expect, it } from "vitest";
import { createHitIndex, spaceAt } from "../../src/ui/board/hit";
import { BOARD_H, BOARD_W, computeGeometry, countryRings } from "../../src/ui/board/layout";

describe("board hit index", () => {
  const geom = computeGeometry();
  const colombia = countryRings().colombia;
  const at = createHitIndex(geom, colombia);

  it("1.3 agrees with the plain scan at every point of a 4-pixel grid over the whole board (and beyond)", () => {
    let differ = 0;
    let found = 0;
    const seen = new Set<string>();
    for (let y = -20; y <= BOARD_H + 20; y += 4)
      for (let x = -20; x <= BOARD_W + 20; x += 4) {
        // off the grid lines too: a fractional offset that varies with the point
        const p = { x: x + ((x * 7 + y * 3) % 10) / 10, y: y + ((x * 3 + y * 11) % 10) / 10 };
        const want = spaceAt(p, geom, colombia);
        if (at(p) !== want) differ++;
        if (want) {
          found++;
          seen.add(want);
        }
      }
    expect(differ).toBe(0);
    // the grid reached every space of the map, so every kind of answer was compared
    expect(found).toBeGreaterThan(10_000);
    expect(seen.size).toBe(geom.size);
  });

  it("1.3 a City's circle wins over the LoCs that end in it; the sea is no space", () => {
    const bogota = geom.get("bogota")!.anchor;
    expect(at(bogota)).toBe("bogota");
    expect(at({ x: 5, y: 5 })).toBeNull();
    const neiva = geom.get("huila")!.anchor;
    expect(at(neiva)).toBe("huila");
  });
});
