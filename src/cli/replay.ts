/// <reference types="node" />
// Replays a saved game ({ setup, commands }) and prints a JSON summary of the resulting state.
// Usage: tsx src/cli/replay.ts game.json
import { readFileSync } from "node:fs";
import {
  basesOnMap,
  card,
  effectiveMargins,
  FACTIONS,
  type GameState,
  getDecision,
  isRuleError,
  margins,
  oppositionPlusBases,
  PIECE_KINDS,
  replay,
  type SavedGame,
  SPACES,
  stateHash,
  totalSupport,
  validateSetup,
} from "../engine/index";

const PRESIDENTE = ["Samper", "Pastrana", "Uribe"];

export function summary(s: GameState): Record<string, unknown> {
  const spaces: Record<string, unknown> = {};
  s.spaces.forEach((sp, i) => {
    const pieces: Record<string, number> = {};
    sp.f.forEach((n, j) => {
      if (n) pieces[PIECE_KINDS[j]] = n;
    });
    const marks: Record<string, unknown> = {};
    if (sp.sup) marks.level = sp.sup;
    if (sp.terror) marks[SPACES[i].type === "loc" ? "sabotage" : "terror"] = sp.terror;
    if (sp.zone) marks.farcZone = true;
    if (Object.keys(pieces).length || Object.keys(marks).length)
      spaces[SPACES[i].id] = { ...pieces, ...marks };
  });
  const d = getDecision(s);
  return {
    seq: s.seq,
    resources: s.resources,
    eligible: s.eligible,
    aid: s.aid,
    totalSupport: totalSupport(s),
    oppositionPlusBases: oppositionPlusBases(s),
    bases: Object.fromEntries(FACTIONS.map((f) => [f, basesOnMap(s, f)])),
    elPresidente: PRESIDENTE[s.presidente],
    shipments: s.shipments.map((sh) => ({ space: SPACES[sh.s].id, faction: sh.f })),
    capabilities: s.capabilities,
    momentum: s.momentum,
    currentCard: s.current === null ? null : { number: s.current, title: card(s.current).title },
    nextCard:
      s.options.noReveal || s.deck[0] === undefined
        ? null
        : { number: s.deck[0], title: card(s.deck[0]).title },
    deckCount: s.deck.length,
    propagandaPlayed: s.propagandaPlayed,
    margins: margins(s),
    effectiveMargins: effectiveMargins(s),
    decision: d.faction ? { faction: d.faction, prompt: d.prompt, options: d.options.length } : null,
    ended: s.ended,
    spaces,
    stateHash: stateHash(s),
  };
}

function main(): void {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: replay <game.json>   (a saved game: { setup, commands })");
    process.exit(2);
  }
  const saved = JSON.parse(readFileSync(file, "utf8")) as SavedGame;
  const bad = validateSetup(saved.setup);
  if (bad) {
    console.error(JSON.stringify(bad));
    process.exit(1);
  }
  const r = replay(saved.setup, saved.commands ?? []);
  if (isRuleError(r)) {
    console.error(JSON.stringify(r));
    process.exit(1);
  }
  console.log(JSON.stringify(summary(r), null, 2));
}

main();
