/// <reference types="node" />
// Replays a saved game ({ setup, commands }) and prints a JSON summary of the resulting state.
// Also reads the standalone table's game files (src/table/saves/format.ts): the same setup and
// commands, plus a `base` state when the game went on from a snapshot after a rules change.
// Usage: tsx src/cli/replay.ts game.json
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import {
  basesOnMap,
  card,
  effectiveMargins,
  FACTIONS,
  type GameState,
  getDecision,
  isRuleError,
  looksLikeState,
  margins,
  migrateState,
  oppositionPlusBases,
  PIECE_KINDS,
  type ReplayStart,
  RULES_VERSION,
  type RuleError,
  replay,
  type SavedGame,
  type Setup,
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

/** A saved game or a table game file: { setup, commands } with an optional `base` state. */
export type ReplayInput = SavedGame & { base?: unknown; rules?: unknown; hash?: unknown };

/** Replay an input file's game: the final state, or why it cannot be replayed; notes for stderr. */
export function replayInput(saved: ReplayInput): { state?: GameState; error?: unknown; notes: string[] } {
  const notes: string[] = [];
  const bad = validateSetup(saved.setup);
  if (bad) return { error: bad, notes };
  let start: ReplayStart = saved.setup;
  if (saved.base !== undefined) {
    if (!looksLikeState(saved.base)) return { error: { error: "base is not a game state" }, notes };
    // the commands continue from this state (as the table restores it: brought to today's shape)
    start = { state: migrateState(saved.base, saved.setup as Setup) };
  }
  if (typeof saved.rules === "number" && saved.rules !== RULES_VERSION)
    notes.push(`recorded under rules version ${saved.rules}; this engine is version ${RULES_VERSION}`);
  const r: GameState | RuleError = replay(start, saved.commands ?? []);
  if (isRuleError(r)) return { error: r, notes };
  if (typeof saved.hash === "string" && saved.hash !== stateHash(r))
    notes.push(`the file's hash ${saved.hash} differs from the replayed state's ${stateHash(r)}`);
  return { state: r, notes };
}

function main(): void {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: replay <game.json>   (a saved game: { setup, commands }, or a table game file)");
    process.exit(2);
  }
  const r = replayInput(JSON.parse(readFileSync(file, "utf8")) as ReplayInput);
  for (const n of r.notes) console.error(`note: ${n}`);
  if (!r.state) {
    console.error(JSON.stringify(r.error));
    process.exit(1);
  }
  console.log(JSON.stringify(summary(r.state), null, 2));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
