// Card 33 Sucumbíos on the board: Ecuador has a place for its pieces and a region (1.3.5).
import { describe, expect, it } from "vitest";
import { spaceAt } from "../../src/ui/board/hit";
import { BOARD_H, BOARD_W, computeGeometry, countryRings } from "../../src/ui/board/layout";
import { inPolygon } from "../../src/ui/board/regions";

describe("card 33 Ecuador on the board", () => {
  const geom = computeGeometry();
  const colombia = countryRings().colombia;
  const ec = geom.get("ecuador")!;

  it("card 33 (1.3.5) Ecuador has an anchor and a stack inside the board, within its own outline", () => {
    expect(ec.def.id).toBe("ecuador");
    expect(ec.anchor.x).toBeGreaterThan(0);
    expect(ec.anchor.x).toBeLessThan(BOARD_W);
    expect(ec.anchor.y).toBeGreaterThan(0);
    expect(ec.anchor.y).toBeLessThan(BOARD_H);
    expect(ec.ring!.length).toBeGreaterThan(10);
    expect(inPolygon(ec.anchor, ec.ring!)).toBe(true);
    expect(inPolygon(ec.stack, ec.ring!)).toBe(true);
  });

  it("card 33 (1.3.5) a drop on Ecuador names it (the engine decides whether it is a space)", () => {
    expect(spaceAt(ec.anchor, geom, colombia)).toBe("ecuador");
    // Nariño, next door, is still found as itself
    expect(spaceAt(geom.get("narino")!.anchor, geom, colombia)).toBe("narino");
  });
});
