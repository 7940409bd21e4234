// The event deck mirrored as Foundry Cards (GM only): the draw pile (anonymous face-down cards:
// its order stays secret), the table (current card and, unless No Reveal, the next one), the
// played pile, and the cards in play (Capabilities and Momentum). Kept in step after each commit.
import { type GameState, shownNextCard } from "../engine/index";
import { MODULE_ID } from "./constants";
import { t } from "./i18n";
import { cardName, pileName } from "./names";
import { type CardsLike, cardList, documents } from "./shim";

export type PileId = "draw" | "table" | "played" | "inPlay";
export const PILES: readonly PileId[] = ["draw", "table", "played", "inPlay"];
const CARD_IMG = "icons/svg/card-joker.svg";
const BACK_IMG = "icons/svg/card-hand.svg";

/** Which card (number, or "hidden" for a face-down draw card) sits in which pile, in order. */
export function cardPlacement(s: GameState): Record<PileId, (number | "hidden")[]> {
  const next = shownNextCard(s);
  const inPlay = [...Object.keys(s.capabilities).map(Number), ...s.momentum];
  const table: number[] = [];
  if (s.current !== null) table.push(s.current);
  if (next !== null) table.push(next);
  const played = s.played.filter((n) => n !== s.current && !inPlay.includes(n));
  const hidden = s.deck.length - (next === null ? 0 : 1);
  return {
    draw: new Array<"hidden">(Math.max(0, hidden)).fill("hidden"),
    table,
    played,
    inPlay,
  };
}

function cardData(key: number | "hidden", sort: number): Record<string, unknown> {
  // the names are the GM's wording; each client shows its own (names.ts)
  const back = { name: t("foundry.cards.back"), img: BACK_IMG };
  if (key === "hidden")
    return {
      name: t("foundry.cards.back"),
      faces: [],
      face: null,
      back,
      sort,
      flags: { [MODULE_ID]: { key } },
    };
  // the title from the lang files (card.N.title), as everywhere else
  const name = cardName(key) ?? String(key);
  return {
    name,
    value: key,
    faces: [{ name, img: CARD_IMG, text: "" }],
    face: 0,
    back,
    sort,
    flags: { [MODULE_ID]: { key } },
  };
}

function findPile(id: PileId): CardsLike | undefined {
  return documents.cardStacks().find((c) => c.getFlag(MODULE_ID, "pile") === id);
}

async function ensurePile(id: PileId): Promise<CardsLike | null> {
  const found = findPile(id);
  if (found) return found;
  return documents.createCards({
    name: pileName(id) ?? id,
    type: id === "draw" ? "deck" : "pile",
    ownership: { default: 2 },
    flags: { [MODULE_ID]: { pile: id } },
  });
}

/** Bring the four Cards documents in line with the state. */
export async function syncCards(s: GameState): Promise<void> {
  const want = cardPlacement(s);
  for (const id of PILES) {
    const pile = await ensurePile(id);
    if (!pile) continue;
    const have = cardList(pile);
    const keys = want[id];
    // match existing cards by key, in order; the rest are deleted, the missing created
    const pool = new Map<string, string[]>();
    for (const c of have) {
      const k = String(c.getFlag(MODULE_ID, "key"));
      pool.set(k, [...(pool.get(k) ?? []), c.id]);
    }
    const create: Record<string, unknown>[] = [];
    const resort: Record<string, unknown>[] = [];
    keys.forEach((k, i) => {
      const ids = pool.get(String(k));
      const id0 = ids?.shift();
      if (id0) resort.push({ _id: id0, sort: i });
      else create.push(cardData(k, i));
    });
    const remove = [...pool.values()].flat();
    if (remove.length) await pile.deleteEmbeddedDocuments("Card", remove);
    if (create.length) await pile.createEmbeddedDocuments("Card", create);
    if (resort.length && id !== "draw") await pile.updateEmbeddedDocuments("Card", resort);
  }
}
