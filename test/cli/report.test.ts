// The balance report (npm run report): self-contained HTML (inline SVG, no network), the figures it shows
// are those of the games, and simulations are the same on rerun and across worker counts.
import { describe, expect, it } from "vitest";
import { barsSvg, histogramSvg, MIXES, renderReport } from "../../src/cli/report";
import { type SimResult, simulateMany, simulateOne } from "../../src/cli/sim";

describe("balance report", () => {
  it("plays each game the same whatever the worker, and the report shows its counts", async () => {
    const a = await simulateMany(5, 6, MIXES[0].nonplayers, 1);
    const b = [0, 1, 2, 3, 4, 5].map((g) => simulateOne(5, g, MIXES[0].nonplayers));
    const strip = (r: SimResult) => ({ ...r, ms: 0 });
    expect(a.map(strip)).toEqual(b.map(strip));
    expect(a.every((r) => r.failure === null && r.reason !== "")).toBe(true);
    const html = renderReport([{ mix: MIXES[0], results: a }], "test");
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).not.toMatch(/(src|href)=["']?https?:/); // nothing fetched from the network
    expect(html).toContain("<svg");
    const wins = a.filter((r) => r.winner === "farc").length;
    expect(html).toContain(`FARC</text>`);
    expect(html).toContain(`>${wins} (${((100 * wins) / 6).toFixed(1)}%)</text>`);
  });

  it("bars scale to the largest value; a histogram has one bar per value", () => {
    const svg = barsSvg(
      [
        { label: "a", value: 10, color: "#000" },
        { label: "b", value: 5, color: "#000" },
      ],
      15,
    );
    const widths = [...svg.matchAll(/<rect x="150" y="\d+" width="(\d+)"/g)].map((m) => Number(m[1]));
    expect(widths[0]).toBe(2 * widths[1]);
    const h = histogramSvg([-2, 0, 0, 3], "#000", "m");
    expect((h.match(/<rect /g) ?? []).length).toBe(6); // -2..3
    expect(h).toContain("mean 0.3"); // (−2 + 0 + 0 + 3) / 4
  });
});
