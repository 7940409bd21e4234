/// <reference types="node" />
// Balance report: plays N games for each seat mix and writes one self-contained HTML page (charts
// as inline SVG, no network): win rate per Faction, victory-check vs final-Propaganda endings,
// margin distributions, game length.
// Usage: tsx src/cli/report.ts [--games N] [--seed S] [--workers W] [--out docs/balance-report.html]
//        [--advisor govt,farc [--advisor-games N] [--advisor-playouts P]]: one more mix per Faction
//        named, all four Non-players with that seat played by the advisor (search)
import { writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { FACTIONS, type Faction } from "../engine/index";
import { argNumber, argValue } from "./common";
import { type SimResult, simulateMany } from "./sim";

export interface Mix {
  title: string;
  /** the Non-player seats (run by bots); the others are players choosing at random */
  nonplayers: Faction[];
  /** Non-player seats played by the advisor instead of their flowchart */
  advisor?: Faction[];
}

export const MIXES: Mix[] = [
  { title: "All four Factions Non-players (bots)", nonplayers: ["govt", "farc", "auc", "cartels"] },
  {
    title: "A random Government against three Non-player insurgents",
    nonplayers: ["farc", "auc", "cartels"],
  },
  { title: "The Non-player Government against three random insurgents", nonplayers: ["govt"] },
];

const COLORS: Record<Faction | "none", string> = {
  govt: "#2f6db5",
  farc: "#c0392b",
  auc: "#d4a017",
  cartels: "#27865a",
  none: "#888888",
};
const NAMES: Record<Faction, string> = { govt: "Government", farc: "FARC", auc: "AUC", cartels: "Cartels" };

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : "–");

/** horizontal bars: label, value, colour; values as a share of `total` */
export function barsSvg(rows: { label: string; value: number; color: string }[], total: number): string {
  const h = 26;
  const w = 520;
  const left = 150;
  const max = Math.max(1, ...rows.map((r) => r.value));
  const bars = rows
    .map((r, i) => {
      const bw = Math.round(((w - left - 90) * r.value) / max);
      const y = i * h + 4;
      return (
        `<text x="0" y="${y + 16}" font-size="13">${esc(r.label)}</text>` +
        `<rect x="${left}" y="${y}" width="${bw}" height="${h - 8}" fill="${r.color}"/>` +
        `<text x="${left + bw + 6}" y="${y + 15}" font-size="12">${r.value} (${pct(r.value, total)})</text>`
      );
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${rows.length * h + 8}" role="img">${bars}</svg>`;
}

/** a histogram of integers (one bar per value from min to max) */
export function histogramSvg(values: number[], color: string, label: string): string {
  const w = 520;
  const h = 140;
  if (!values.length) return "";
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const counts = new Array(hi - lo + 1).fill(0) as number[];
  for (const v of values) counts[v - lo]++;
  const top = Math.max(...counts);
  const bw = Math.max(2, Math.floor((w - 40) / counts.length));
  const bars = counts
    .map((c, i) => {
      const bh = Math.round(((h - 30) * c) / top);
      return `<rect x="${30 + i * bw}" y="${h - 20 - bh}" width="${bw - 1}" height="${bh}" fill="${color}"><title>${lo + i}: ${c}</title></rect>`;
    })
    .join("");
  const zero =
    lo <= 0 && hi >= 0
      ? `<line x1="${30 + (0 - lo) * bw}" x2="${30 + (0 - lo) * bw}" y1="4" y2="${h - 20}" stroke="#000" stroke-dasharray="3 3"/>`
      : "";
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" role="img">` +
    `<text x="0" y="12" font-size="12">${esc(label)} (mean ${mean.toFixed(1)})</text>${bars}${zero}` +
    `<text x="30" y="${h - 4}" font-size="11">${lo}</text><text x="${30 + counts.length * bw - 20}" y="${h - 4}" font-size="11">${hi}</text></svg>`
  );
}

/** the HTML section of one seat mix */
export function mixSection(mix: Mix, results: SimResult[]): string {
  const ok = results.filter((r) => !r.failure);
  const n = ok.length;
  const wins = [...FACTIONS, "none" as const].map((f) => ({
    label: f === "none" ? "no winner" : NAMES[f],
    value: ok.filter((r) => (r.winner ?? "none") === f).length,
    color: COLORS[f],
  }));
  const endings = [
    { label: "victory check (6.1)", value: ok.filter((r) => r.reason === "victory").length, color: "#555" },
    { label: "final Propaganda (7.3)", value: ok.filter((r) => r.reason === "final").length, color: "#aaa" },
  ];
  const seats = FACTIONS.map(
    (f) => `${NAMES[f]}: ${mix.nonplayers.includes(f) ? "Non-player (bot)" : "random player"}`,
  ).join(", ");
  const margins = FACTIONS.map((f) =>
    histogramSvg(
      ok.map((r) => r.margins[f]),
      COLORS[f],
      `${NAMES[f]} final margin`,
    ),
  ).join("");
  const failures = results.length - n;
  const mean = (f: Faction) => (n ? ok.reduce((a, r) => a + r.margins[f], 0) / n : 0);
  const rows = FACTIONS.map(
    (f) =>
      `<tr><th>${NAMES[f]}</th><td>${mix.nonplayers.includes(f) ? "bot" : "random"}</td>` +
      `<td>${pct(ok.filter((r) => r.winner === f).length, n)}</td><td>${mean(f) >= 0 ? "+" : ""}${mean(f).toFixed(1)}</td></tr>`,
  ).join("");
  const table = `<table><thead><tr><th></th><th>seat</th><th>wins</th><th>mean final margin</th></tr></thead><tbody>${rows}</tbody></table>`;
  return (
    `<section><h2>${esc(mix.title)}</h2><p>${esc(seats)}. ${n} games${failures ? `, ${failures} failed` : ""}.</p>${table}` +
    `<h3>Wins</h3>${barsSvg(wins, n)}<h3>How games end</h3>${barsSvg(endings, n)}` +
    `<h3>Margins at the end (7.2; above 0 meets the condition)</h3><div class="grid">${margins}</div>` +
    `<h3>Game length (cards played)</h3>${histogramSvg(
      ok.map((r) => r.cards),
      "#666",
      "cards",
    )}</section>`
  );
}

export function renderReport(sections: { mix: Mix; results: SimResult[] }[], about: string): string {
  const style =
    "body{font-family:system-ui,sans-serif;max-width:1100px;margin:2em auto;padding:0 1em;color:#222}" +
    ".grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(520px,1fr));gap:8px}h2{border-bottom:1px solid #ccc}" +
    "table{border-collapse:collapse}td,th{padding:2px 10px;text-align:left}td{text-align:right}";
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Andean Abyss: balance report</title>` +
    `<style>${style}</style></head><body><h1>Andean Abyss: balance report</h1><p>${esc(about)}</p>` +
    sections.map((s) => mixSection(s.mix, s.results)).join("") +
    "</body></html>\n"
  );
}

async function main(): Promise<void> {
  const games = argNumber("games", 1000);
  const seed = argNumber("seed", 1);
  const workers = argNumber("workers", availableParallelism());
  const out = argValue("out", "docs/balance-report.html") as string;
  const sections: { mix: Mix; results: SimResult[] }[] = [];
  const advised = (argValue("advisor") ?? "")
    .split(",")
    .filter((f): f is Faction => (FACTIONS as string[]).includes(f));
  const advisorGames = argNumber("advisor-games", Math.min(games, 50));
  const playouts = argNumber("advisor-playouts", 60);
  const mixes: Mix[] = [
    ...MIXES,
    ...advised.map((f) => ({
      title: `All four Non-players, the ${NAMES[f]} played by the advisor (${playouts} playouts per action)`,
      nonplayers: [...FACTIONS],
      advisor: [f],
    })),
  ];
  for (const mix of mixes) {
    const t0 = performance.now();
    const n = mix.advisor ? advisorGames : games;
    const advisor = mix.advisor ? { seats: mix.advisor, playouts } : null;
    const results = await simulateMany(seed, n, mix.nonplayers, workers, 0, 0, advisor);
    sections.push({ mix, results });
    const ok = results.filter((r) => !r.failure).length;
    const line = FACTIONS.map((f) => `${f} ${pct(results.filter((r) => r.winner === f).length, ok)}`).join(
      ", ",
    );
    console.log(
      `${mix.title}: ${n} games in ${((performance.now() - t0) / 1000).toFixed(1)} s — wins ${line}`,
    );
  }
  // the Government bot against a random Government, facing the same three insurgent bots
  const govt = (k: number) => {
    const ok = sections[k].results.filter((r) => !r.failure);
    const m = ok.reduce((a, r) => a + r.margins.govt, 0) / Math.max(1, ok.length);
    return `${pct(ok.filter((r) => r.winner === "govt").length, ok.length)} wins, mean margin ${m.toFixed(1)}`;
  };
  const versus = `Against the three insurgent bots, the Government bot: ${govt(0)}; a random Government: ${govt(1)}. `;
  const adv = advised.length
    ? ` The advisor rows (${advisorGames} games each, ${playouts} playouts per action): ${advised
        .map((f, i) => {
          const ok = sections[MIXES.length + i].results.filter((r) => !r.failure);
          return `${NAMES[f]} ${pct(ok.filter((r) => r.winner === f).length, ok.length)} wins`;
        })
        .join(", ")}, against the flowcharts' first row.`
    : "";
  const flags = advised.length
    ? ` --advisor ${advised.join(",")} --advisor-games ${advisorGames} --advisor-playouts ${playouts}`
    : "";
  const about = `${versus}${games} games per seat mix, seed ${seed}; Non-players are played by the bots of section 8 (the Government's by our own flowchart), players by uniformly random legal commands.${adv} Generated by \`npm run report -- --games ${games} --seed ${seed}${flags}\`.`;
  writeFileSync(out, renderReport(sections, about));
  console.log(`wrote ${out}`);
  const failed = sections.reduce((a, s) => a + s.results.filter((r) => r.failure).length, 0);
  process.exit(failed ? 1 : 0);
}

if (process.argv[1]?.endsWith("report.ts")) void main();
