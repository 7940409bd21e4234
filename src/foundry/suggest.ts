// "Suggest" in Foundry (issue 24): at a Decision of one of this user's own player seats, the turn
// panel asks the advisor on this user's client (its worker, advisor.ts) for the top 3 complete
// actions and lists them (templates/suggest-list.hbs, src/ui suggestView); choosing a row
// highlights its spaces and its pieces on the board layer. Nothing is sent to the GM and nothing is played.
import type { GameState } from "../engine/index";
import { hintFaction, hintPieces, type SuggestAsked, type SuggestView, suggestView } from "../ui/index";
import { advisorClient } from "./advisor";
import { foundryHost } from "./host";
import { boardLayer } from "./layer";
import { session } from "./session";

let asked: SuggestAsked | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const f of listeners) f();
}

/** follow what Suggest shows (the turn panel re-renders); returns unsubscribe */
export function onSuggestChange(f: () => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}

/** the Suggest part of the turn panel for the state `s` */
export function suggestPart(s: GameState): SuggestView {
  return suggestView(foundryHost(), s, asked);
}

/** ask the advisor about this state; resolves once the rows are in (false: nothing to ask) */
export async function askSuggest(): Promise<boolean> {
  const s = session().state;
  const f = s ? hintFaction(foundryHost(), s) : null;
  if (!s || !f) return false;
  const mine: SuggestAsked = { seq: s.seq, faction: f, rows: null, failed: false, lit: null };
  asked = mine;
  boardLayer()?.board?.showHint(null);
  changed();
  const reply = await advisorClient().hint(s, f);
  if (asked !== mine) return false; // asked again, or the game moved on meanwhile
  mine.rows = reply.rows;
  mine.failed = !!reply.error;
  if (reply.error) console.warn("andean-abyss | Suggest failed", reply.error, reply.detail ?? "");
  changed();
  return true;
}

/** highlight row `index`'s spaces and pieces on the board (nothing is played) */
export function showSuggestion(index: number): boolean {
  const row = asked?.rows?.[index];
  const s = session().state;
  if (!asked || !row || !s || asked.seq !== s.seq) return false;
  asked.lit = index;
  boardLayer()?.board?.showHint(row.spaces, hintPieces(row));
  changed();
  return true;
}

/** a new state: an answer about an earlier one is put away, its highlight cleared */
export function followState(s: GameState): void {
  if (!asked || asked.seq === s.seq) return;
  asked = null;
  boardLayer()?.board?.showHint(null);
}
