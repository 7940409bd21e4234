// The module's documents stored with facts, named on each client in its own language. A faction
// Actor carries its Faction id, a Cards stack its pile id, a Card its number (flags); the name
// stored on the document is the GM's wording, for a world without the module. Wherever this
// client shows the name (the sidebar directories, the sheets), it is replaced at render time by
// the name in this client's language. The board Scene is named after the game (a proper noun,
// the same in every language).
import { CARDS, FACTIONS, type Faction } from "../engine/index";
import { cardTitle } from "../ui/index";
import { FACTION_TYPE, MODULE_ID } from "./constants";
import { foundryHost } from "./host";
import { t } from "./i18n";
import { type CardsLike, cardList, documents, type FlagDoc } from "./shim";

/** the board Scene's name: the game's title, a proper noun */
export const BOARD_SCENE_NAME = "Andean Abyss";
const PILES = ["draw", "table", "played", "inPlay"] as const;

/** A card's name from its stored key (a number, or "hidden" for a face-down card). */
export function cardName(key: unknown): string | null {
  if (key === "hidden") return t("foundry.cards.back");
  // 1–72 Events, 73–76 Propaganda
  if (typeof key !== "number" || !CARDS[key]) return null;
  return t("foundry.cards.name", { n: key, title: cardTitle(key, foundryHost()) });
}

export function pileName(id: unknown): string | null {
  return PILES.includes(id as (typeof PILES)[number]) ? t(`foundry.cards.pile.${String(id)}`) : null;
}

export function factionActorName(f: unknown): string | null {
  return FACTIONS.includes(f as Faction) ? t(`ui.faction.${String(f)}`) : null;
}

/** This client's name for one of our documents (null: not ours, Foundry's name stands). */
export function localName(doc: FlagDoc & { type?: string }): string | null {
  if (doc.type === FACTION_TYPE) return factionActorName(doc.getFlag(MODULE_ID, "faction"));
  const pile = doc.getFlag(MODULE_ID, "pile");
  if (pile !== undefined) return pileName(pile);
  const key = doc.getFlag(MODULE_ID, "key");
  return key === undefined ? null : cardName(key);
}

/** Write `name` into a directory entry or sheet heading (text nodes only). */
function rename(el: Element | null, name: string): void {
  if (!el) return;
  const link = el.querySelector("a") ?? el;
  link.textContent = name;
}

/**
 * render{Actor,Cards}Directory (v13 sidebar tabs, fired after each render with the app's element):
 * every entry (`[data-entry-id]`) of one of our documents shows its name in this language.
 */
export function onRenderDirectory(collection: () => (FlagDoc & { type?: string })[]) {
  return (_app: unknown, html: unknown): void => {
    const root = html as HTMLElement | null;
    if (!root?.querySelectorAll) return;
    const byId = new Map(collection().map((d) => [d.id, d]));
    for (const li of Array.from(root.querySelectorAll<HTMLElement>("[data-entry-id]"))) {
      const doc = byId.get(li.dataset.entryId ?? "");
      const name = doc ? localName(doc) : null;
      if (!name) continue;
      rename(li.querySelector(".entry-name"), name);
      for (const img of Array.from(li.querySelectorAll("img[alt]"))) img.setAttribute("alt", name);
    }
  };
}

export const onRenderActorDirectory = onRenderDirectory(() => documents.actors());
export const onRenderCardsDirectory = onRenderDirectory(() => documents.cardStacks());

/**
 * renderCardsConfig (v13 `CardsConfig`, the sheet of a Cards stack; the hook fires for its
 * subclasses CardDeckConfig and CardPileConfig too): the window title and each card's name.
 */
export function onRenderCardsConfig(app: unknown, html: unknown): void {
  const stack = (app as { document?: CardsLike } | null)?.document;
  const root = html as HTMLElement | null;
  if (!stack?.getFlag || !root?.querySelectorAll) return;
  const name = localName(stack);
  if (!name) return;
  rename(root.querySelector(".window-title"), name);
  const cards = new Map(cardList(stack).map((c) => [c.id, c]));
  for (const li of Array.from(root.querySelectorAll<HTMLElement>("[data-card-id]"))) {
    const c = cards.get(li.dataset.cardId ?? "");
    const n = c ? cardName(c.getFlag(MODULE_ID, "key")) : null;
    if (n) rename(li.querySelector(".name, .card-name"), n);
  }
}
