// The Event deck mirrored as Foundry Cards (written by the active GM only): the draw deck
// (anonymous face-down cards: its order stays secret), the table (the current card and, unless
// No Reveal, the next one, each flagged with its role), the played pile, and the cards in play
// (Capabilities and Momentum, 5.3, 5.4). Cards move between stacks with Foundry's own
// `Cards#pass`, so the card hooks other modules listen to fire: a card turned up is passed out of
// the draw deck (there it stays, marked drawn) with its face, a card that leaves the table is
// passed on, and a card a roll-back puts back into the deck is passed home. The mirror follows the
// game only: any other change to these stacks is refused or written back (cards-guard.ts).
import { type GameState, shownNextCard } from "../engine/index";
import { MODULE_ID } from "./constants";
import { t } from "./i18n";
import { cardName, pileName } from "./names";
import { type CardLike, type CardsLike, cardList, documents } from "./shim";

export type PileId = "draw" | "table" | "played" | "inPlay";
export const PILES: readonly PileId[] = ["draw", "table", "played", "inPlay"];
const FACE_UP: readonly PileId[] = ["table", "played", "inPlay"];
/** our card faces, made at build time from the card data (scripts/content/faces.ts) */
export const faceImg = (n: number) => `modules/${MODULE_ID}/cards/${n}.svg`;
export const BACK_IMG = `modules/${MODULE_ID}/cards/back.svg`;
/** the role a table card plays in the Sequence of Play (2.3): the card being played, the next */
export type CardRole = "current" | "next";

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

/** The role of card `n` in state `s`, or null. */
export function cardRole(s: GameState, n: number): CardRole | null {
  if (s.current === n) return "current";
  return shownNextCard(s) === n ? "next" : null;
}

const back = () => ({ name: t("foundry.cards.back"), img: BACK_IMG });

/** A face-down card of the draw deck: no face, no number. */
function hiddenCard(sort: number): Record<string, unknown> {
  return {
    name: t("foundry.cards.back"),
    faces: [],
    face: null,
    back: back(),
    sort,
    flags: { [MODULE_ID]: { key: "hidden" } },
  };
}

/** What a card turned up shows: its face, number and title (the name is the GM's wording). */
export function faceData(n: number): Record<string, unknown> {
  const name = cardName(n) ?? String(n);
  return {
    name,
    value: n,
    faces: [{ name, img: faceImg(n), text: "" }],
    face: 0,
    back: back(),
    flags: { [MODULE_ID]: { key: n, role: null } },
  };
}

/** Is this Cards stack one of the game's? */
export function isGamePile(doc: unknown): boolean {
  const d = doc as { getFlag?: (s: string, k: string) => unknown } | null;
  return typeof d?.getFlag === "function" && PILES.includes(d.getFlag(MODULE_ID, "pile") as PileId);
}

async function ensurePile(id: PileId): Promise<CardsLike | null> {
  const all = documents.cardStacks().filter((c) => c.getFlag(MODULE_ID, "pile") === id);
  const found = all[0];
  // a second stack claiming the same pile (a world document duplicated or imported twice) would
  // show a stale copy of the game: only the first is the game's, the others are removed
  for (const extra of all.slice(1)) await extra.delete?.();
  if (found) return found;
  return documents.createCards({
    name: pileName(id) ?? id,
    type: id === "draw" ? "deck" : "pile",
    ownership: { default: 2 },
    flags: { [MODULE_ID]: { pile: id } },
  });
}

let writing = 0;
/** True while this client writes the mirror (cards-guard.ts lets those writes through). */
export const writingMirror = (): boolean => writing > 0;

/** Bring the four Cards documents in line with the state. */
export async function syncCards(s: GameState): Promise<void> {
  writing++;
  try {
    const piles: Partial<Record<PileId, CardsLike>> = {};
    for (const id of PILES) {
      const p = await ensurePile(id);
      if (!p) return;
      piles[id] = p;
    }
    await syncPiles(s, piles as Record<PileId, CardsLike>);
  } finally {
    writing--;
  }
}

const keyOf = (c: CardLike) => c.getFlag(MODULE_ID, "key");

async function syncPiles(s: GameState, piles: Record<PileId, CardsLike>): Promise<void> {
  const want = cardPlacement(s);
  const draw = piles.draw;
  const wanted = new Map<number, PileId>();
  for (const id of FACE_UP) for (const n of want[id]) wanted.set(n as number, id);

  // where each face-up card is; anything else there (a duplicate, a card without our number, a
  // card no longer face up that did not come from the draw deck) is removed
  const at = new Map<number, { pile: PileId; card: CardLike }>();
  for (const id of FACE_UP) {
    const strays: string[] = [];
    for (const c of cardList(piles[id])) {
      const k = keyOf(c);
      if (typeof k === "number" && !at.has(k) && (wanted.has(k) || c.origin?.id === draw.id))
        at.set(k, { pile: id, card: c });
      else strays.push(c.id);
    }
    if (strays.length) await piles[id].deleteEmbeddedDocuments("Card", strays);
  }
  // cards no longer face up go home to the draw deck (a roll-back, an undone reveal)
  for (const [n, { pile, card }] of at) {
    if (wanted.has(n)) continue;
    await piles[pile].pass(draw, [card.id], { chatNotification: false });
    at.delete(n);
  }
  // the draw deck holds face-down cards only
  const faceUpInDeck = cardList(draw).filter((c) => keyOf(c) !== "hidden");
  if (faceUpInDeck.length)
    await draw.deleteEmbeddedDocuments(
      "Card",
      faceUpInDeck.map((c) => c.id),
    );
  // cards that changed stack are passed on; a card turned up is passed out of the draw deck
  for (const [n, target] of wanted) {
    const here = at.get(n);
    if (here?.pile === target) continue;
    if (here) await piles[here.pile].pass(piles[target], [here.card.id], { chatNotification: false });
    else await reveal(draw, piles[target], n);
  }
  await fillDeck(draw, want.draw.length, piles);
  await orderAndMark(s, piles, want);
}

/** Pass one face-down card out of the draw deck to `to`, turned up as card `n`. */
async function reveal(draw: CardsLike, to: CardsLike, n: number): Promise<void> {
  let top = available(draw)[0];
  if (!top) {
    await draw.createEmbeddedDocuments("Card", [hiddenCard(cardList(draw).length)]);
    top = available(draw)[0];
  }
  if (top) await draw.pass(to, [top.id], { updateData: faceData(n), chatNotification: false });
}

const available = (draw: CardsLike) =>
  cardList(draw)
    .filter((c) => !c.drawn)
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));

/** As many face-down cards available in the draw deck as the game's deck holds (hidden ones). */
async function fillDeck(draw: CardsLike, count: number, piles: Record<PileId, CardsLike>): Promise<void> {
  const free = available(draw);
  if (free.length > count) {
    await draw.deleteEmbeddedDocuments(
      "Card",
      free.slice(count).map((c) => c.id),
    );
    return;
  }
  let missing = count - free.length;
  if (!missing) return;
  // a drawn card whose copy is nowhere (removed by hand) is put back before new ones are made
  const out = new Set(FACE_UP.flatMap((id) => cardList(piles[id]).map((c) => c.id)));
  const orphans = cardList(draw)
    .filter((c) => c.drawn && !out.has(c.id))
    .slice(0, missing);
  if (orphans.length)
    await draw.updateEmbeddedDocuments(
      "Card",
      orphans.map((c) => ({ _id: c.id, drawn: false })),
    );
  missing -= orphans.length;
  const size = cardList(draw).length;
  if (missing > 0)
    await draw.createEmbeddedDocuments(
      "Card",
      Array.from({ length: missing }, (_, i) => hiddenCard(size + i)),
    );
}

/** The printed order of each face-up stack, and the current and next card flagged as such. */
async function orderAndMark(
  s: GameState,
  piles: Record<PileId, CardsLike>,
  want: Record<PileId, (number | "hidden")[]>,
): Promise<void> {
  for (const id of FACE_UP) {
    const updates: Record<string, unknown>[] = [];
    for (const c of cardList(piles[id])) {
      const n = keyOf(c) as number;
      const sort = want[id].indexOf(n);
      const role = cardRole(s, n);
      const change: Record<string, unknown> = {};
      if (c.sort !== sort) change.sort = sort;
      if ((c.getFlag(MODULE_ID, "role") ?? null) !== role) change[`flags.${MODULE_ID}.role`] = role;
      if (Object.keys(change).length) updates.push({ _id: c.id, ...change });
    }
    if (updates.length) await piles[id].updateEmbeddedDocuments("Card", updates);
  }
}
