/// <reference types="node" />
// Proof that an engine change keeps behaviour: plays N seeded games and prints, per game, its
// index, the final stateHash and flags (E: a deck with Ecuador/Panamá early, P: Panamá a space),
// and the failure if any. Run it on two checkouts and diff the outputs: identical hashes mean
// identical games, command by command.
//   random: random tables (randomSetup: 4 players, Non-players, 2–3 players, options), Non-player
//           seats played by their bots, every other seat uniformly at random, invariants checked
//   bots:   all four seats Non-players, Standard deployment (sim.mixSetup)
// Usage: tsx scripts/same-games.ts random|bots N [--root <other checkout>] > hashes.txt
// The games' seeds are fixed (run seed 20261128), so any two runs are comparable.

import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const args = process.argv.slice(2);
const rootAt = args.indexOf("--root");
const root = resolve(rootAt >= 0 ? args.splice(rootAt, 2)[1] : new URL("..", import.meta.url).pathname);
const [kind, nStr] = args;
if ((kind !== "random" && kind !== "bots") || !Number.isInteger(Number(nStr)))
  throw new Error("usage: same-games.ts random|bots N [--root <checkout>]");
const at = (p: string) => pathToFileURL(`${root}/${p}`).href;
const common = await import(at("src/cli/common.ts"));
const sim = await import(at("src/cli/sim.ts"));
const engine = await import(at("src/engine/index.ts"));
const all = ["govt", "farc", "auc", "cartels"];
for (let g = 0; g < Number(nStr); g++) {
  const gs = common.gameSeed(20261128, g);
  const setup = kind === "random" ? common.randomSetup(gs) : sim.mixSetup(gs, all);
  const run = common.playRandomGame(setup, { bots: true });
  const s = run.state;
  const flags = `${s?.ecuador || setup.deck ? "E" : "-"} ${s?.panama ? "P" : "-"}`;
  console.log(g, s ? engine.stateHash(s) : "none", flags, run.failure ?? "");
}
