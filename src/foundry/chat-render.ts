// Every client renders the module's chat cards in its own language, as its chat log shows them
// (v13 hook `renderChatMessageHTML(message, html, context)`, fired for each message before it is
// added to the log). The card's facts come from the message's flags, which anyone able to edit a
// message could have written: they are checked before use and turned into text nodes only. A card
// stored as text (older cards) keeps its stored content. The reader's "Chat cards" setting hides
// the cards it does not want.
import { FACTIONS, type Faction, type Msg } from "../engine/index";
import { type CardFacts, cardWords, chatMode, MAX_LINES, MAX_WHY } from "./chat";
import { MODULE_ID } from "./constants";
import { chatLog, type FlagDoc } from "./shim";

const MAX_KEY = 120;

function isParams(p: unknown): p is Record<string, string | number> {
  if (typeof p !== "object" || p === null || Array.isArray(p)) return false;
  return Object.values(p).every(
    (v) => (typeof v === "string" && v.length <= 200) || (typeof v === "number" && Number.isFinite(v)),
  );
}

function parseMsgs(x: unknown, max: number): Msg[] | null {
  if (!Array.isArray(x) || x.length > max) return null;
  const out: Msg[] = [];
  for (const m of x) {
    if (typeof m !== "object" || m === null) return null;
    const { key, params } = m as { key?: unknown; params?: unknown };
    if (typeof key !== "string" || key.length > MAX_KEY || !/^[\w.-]+$/.test(key)) return null;
    if (params !== undefined && !isParams(params)) return null;
    out.push(params === undefined ? { key } : { key, params });
  }
  return out;
}

/** The stored facts, checked; null for a card stored as text or flags that do not hold up. */
export function parseFacts(x: unknown): CardFacts | null {
  if (typeof x !== "object" || x === null) return null;
  const o = x as Record<string, unknown>;
  const faction =
    o.faction === null ? null : FACTIONS.includes(o.faction as Faction) ? (o.faction as Faction) : undefined;
  const why = parseMsgs(o.why, MAX_WHY);
  const lines = parseMsgs(o.lines, MAX_LINES);
  const more = Number.isInteger(o.more) && (o.more as number) >= 0 ? (o.more as number) : null;
  if (faction === undefined || !why || !lines || more === null) return null;
  return { faction, why, lines, more };
}

/** The card element, built in the document the chat log lives in (a pop-out has its own). */
export function cardElement(doc: Document, f: CardFacts): HTMLElement {
  const w = cardWords(f);
  const el = (tag: string, text?: string, cls?: string): HTMLElement => {
    const e = doc.createElement(tag);
    if (text !== undefined) e.textContent = text;
    if (cls) e.className = cls;
    return e;
  };
  const card = el("div", undefined, `${MODULE_ID} chat-card${f.faction ? ` faction-${f.faction}` : ""}`);
  card.append(el("header", w.title));
  if (w.why.length) {
    const ol = el("ol", undefined, "why");
    ol.append(...w.why.map((s) => el("li", s)));
    card.append(ol);
  }
  const ul = el("ul");
  const more = f.more > 0 ? w.lines.pop() : undefined;
  ul.append(...w.lines.map((s) => el("li", s)));
  if (more) ul.append(el("li", more, "more"));
  card.append(ul);
  return card;
}

/** Is this one of the module's cards, and is it an automatic step (no command)? */
function ours(message: FlagDoc): { auto: boolean } | null {
  const seq = message.getFlag(MODULE_ID, "seq");
  const by = message.getFlag(MODULE_ID, "by");
  if (seq === undefined && by === undefined) return null;
  return { auto: seq === null || seq === undefined };
}

/** renderChatMessageHTML: show the card in this client's language, or hide it (its setting). */
export function onRenderChatMessage(message: unknown, html: unknown): void {
  const m = message as FlagDoc | null;
  const root = html as HTMLElement | null;
  if (!m?.getFlag || !root?.ownerDocument) return;
  const card = ours(m);
  if (!card) return;
  const mode = chatMode();
  const hidden = mode === "none" || (mode === "actions" && card.auto);
  // an inline style, so no stylesheet's display rule can show it again
  root.style.display = hidden ? "none" : "";
  root.toggleAttribute("data-andean-hidden", hidden);
  if (hidden) return;
  const facts = parseFacts(m.getFlag(MODULE_ID, "card"));
  const stored = root.querySelector(`.${MODULE_ID}.chat-card`);
  if (facts && stored) stored.replaceWith(cardElement(root.ownerDocument, facts));
}

/** The "Chat cards" setting changed on this client: its log renders the module's cards again. */
export function rerenderCards(): void {
  for (const m of chatLog.messages())
    if (m.getFlag(MODULE_ID, "seq") !== undefined || m.getFlag(MODULE_ID, "by") !== undefined)
      chatLog.update(m);
}
