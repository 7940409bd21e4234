// Extract Colombia and its neighbours from Natural Earth (npm world-atlas, public domain) into a
// small JSON of [lon, lat] rings clipped to the board's window. Run: node src/ui/data/build-outlines.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { feature } from "topojson-client";

const require = createRequire(import.meta.url);
const topo = JSON.parse(readFileSync(require.resolve("world-atlas/countries-50m.json"), "utf8"));
const WANT = { 170: "colombia", 862: "venezuela", 218: "ecuador", 604: "peru", 76: "brazil", 591: "panama" };
// window (degrees) the board shows, a little wider than Colombia
const BOX = { west: -80.5, east: -66, south: -4.6, north: 13 };

const round = (x) => Math.round(x * 100) / 100;
const inBoxish = ([lon, lat]) =>
  lon > BOX.west - 3 && lon < BOX.east + 3 && lat > BOX.south - 3 && lat < BOX.north + 3;

const out = {
  _about: "Country outlines from Natural Earth 1:50m via world-atlas (public domain), [lon, lat] rings.",
  box: BOX,
  countries: {},
};
const all = feature(topo, topo.objects.countries).features;
for (const f of all) {
  const name = WANT[Number(f.id)];
  if (!name) continue;
  const polys = f.geometry.type === "Polygon" ? [f.geometry.coordinates] : f.geometry.coordinates;
  const rings = [];
  for (const poly of polys) {
    const ring = poly[0];
    if (!ring.some(inBoxish)) continue;
    // keep points at least ~0.05° apart to stay small
    const kept = [];
    for (const p of ring) {
      const q = [round(p[0]), round(p[1])];
      const last = kept[kept.length - 1];
      if (!last || Math.hypot(q[0] - last[0], q[1] - last[1]) >= 0.05) kept.push(q);
    }
    if (kept.length >= 4) rings.push(kept);
  }
  out.countries[name] = rings;
}
writeFileSync(new URL("./outlines.json", import.meta.url), `${JSON.stringify(out)}\n`);
console.log(
  Object.entries(out.countries)
    .map(([k, r]) => `${k}: ${r.length} rings`)
    .join(", "),
);
