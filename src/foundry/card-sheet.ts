// What a Cards window shows of our cards, in this client's language: the current and next card
// marked as such (2.3), and each card's own short summary of its sides (unshaded, shaded, or the
// single Event), written in our words in the lang files. The documents store facts only (the card
// number and its role, in flags); the words are put in at render time, as text nodes.
import { CARDS } from "../engine/index";
import { cardView } from "../ui/index";
import { MODULE_ID } from "./constants";
import { foundryHost } from "./host";
import { t } from "./i18n";
import { type CardLike, type CardsLike, cardList } from "./shim";

const numberOf = (c: CardLike | null | undefined): number | null => {
  const k = c?.getFlag(MODULE_ID, "key");
  return typeof k === "number" && CARDS[k] ? k : null;
};

const roleOf = (c: CardLike): string | null => {
  const r = c.getFlag(MODULE_ID, "role");
  return r === "current" || r === "next" ? t(`foundry.deck.role.${r}`) : null;
};

/** "Unshaded: …" / "Shaded: …" lines of card n, in this client's language. */
export function sideLines(n: number): string[] {
  const v = cardView(foundryHost(), n);
  return v ? v.sides.filter((s) => s.text).map((s) => `${s.label}: ${s.text}`) : [];
}

/**
 * renderCardsConfig (v13 CardsConfig and its subclasses): each of our cards gets its role
 * (a badge) and the summary of its sides (the entry's tooltip).
 */
export function onRenderCardsSheet(app: unknown, html: unknown): void {
  const stack = (app as { document?: CardsLike } | null)?.document;
  const root = html as HTMLElement | null;
  if (!stack?.getFlag || !root?.querySelectorAll) return;
  const cards = new Map(cardList(stack).map((c) => [c.id, c]));
  for (const li of Array.from(root.querySelectorAll<HTMLElement>("[data-card-id]"))) {
    const c = cards.get(li.dataset.cardId ?? "");
    const n = numberOf(c);
    if (!c || n === null) continue;
    li.dataset.tooltip = sideLines(n).join("\n");
    li.querySelector(`.${MODULE_ID}-role`)?.remove();
    const role = roleOf(c);
    if (!role) continue;
    const badge = li.ownerDocument.createElement("span");
    badge.className = `${MODULE_ID}-role`;
    badge.textContent = role;
    li.append(badge);
  }
}

/** renderCardConfig (v13 CardConfig, one card's sheet): its role and the summary of each side. */
export function onRenderCardSheet(app: unknown, html: unknown): void {
  const card = (app as { document?: CardLike } | null)?.document;
  const root = html as HTMLElement | null;
  const n = numberOf(card);
  if (!card || n === null || !root?.ownerDocument) return;
  root.querySelector(`.${MODULE_ID}-summary`)?.remove();
  const doc = root.ownerDocument;
  const box = doc.createElement("section");
  box.className = `${MODULE_ID}-summary`;
  const role = roleOf(card);
  for (const line of [...(role ? [role] : []), ...sideLines(n)]) {
    const p = doc.createElement("p");
    p.textContent = line;
    box.append(p);
  }
  (root.querySelector(".window-content") ?? root).append(box);
}
