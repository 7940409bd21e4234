// One chat card per executed command (or automatic step), posted by the GM. The message stores
// what happened (the log's keys and parameters, in the flags), and every client renders it in its
// own language when its chat log shows it (v13 `renderChatMessageHTML`). The stored `content` is
// the GM's rendering, for a world where the module is switched off. Die results the engine rolled
// (seeded) travel as Foundry Rolls so dice modules can show them.
import type { Faction, LogEntry, Msg } from "../engine/index";
import { factionName, msgText } from "../ui/index";
import { MODULE_ID, SETTINGS } from "./constants";
import { foundryHost } from "./host";
import { t } from "./i18n";
import type { AnyCommand } from "./saved-game";
import { createChatMessage, escapeHtml, rollFromResult, settings } from "./shim";

/** at most this many log lines in one card; the rest are summarised */
export const MAX_LINES = 12;
/** at most this many reasoning lines (section 8) in one card */
export const MAX_WHY = 24;

/** What a card stores (flags.andean-abyss.card): facts, no words. */
export interface CardFacts {
  faction: Faction | null;
  /** a Non-player's reasoning, box by box (section 8) */
  why: Msg[];
  /** what the command (or automatic step) did, at most MAX_LINES */
  lines: Msg[];
  /** how many more lines there were */
  more: number;
}

export interface ChatCard {
  facts: CardFacts;
  content: string;
  rolls: unknown[];
}

export type ChatMode = "all" | "actions" | "none";

/** This client's "Chat cards" setting. */
export function chatMode(): ChatMode {
  try {
    const v = settings.get(SETTINGS.chatLog);
    return v === "all" || v === "none" ? v : "actions";
  } catch {
    return "actions";
  }
}

const msg = (l: Msg): Msg => (l.params ? { key: l.key, params: { ...l.params } } : { key: l.key });

/** The facts of one commit's log. */
export function cardFacts(log: LogEntry[], cmd: AnyCommand | null): CardFacts | null {
  if (!log.length) return null;
  const faction = cmd?.by ?? log.find((l) => l.faction)?.faction ?? null;
  const done = log.filter((l) => !l.narration);
  return {
    faction,
    why: log
      .filter((l) => l.narration)
      .slice(0, MAX_WHY)
      .map(msg),
    lines: done.slice(0, MAX_LINES).map(msg),
    more: Math.max(0, done.length - MAX_LINES),
  };
}

/** The card's words in this client's language: a title, the reasoning and the lines. */
export function cardWords(f: CardFacts): { title: string; why: string[]; lines: string[] } {
  const host = foundryHost();
  const lines = f.lines.map((l) => msgText(host, l));
  if (f.more > 0) lines.push(t("foundry.chat.more", { n: f.more }));
  return {
    title: f.faction
      ? t("foundry.chat.title", { faction: factionName(host, f.faction) })
      : t("foundry.chat.auto"),
    why: f.why.map((l) => msgText(host, l)),
    lines,
  };
}

/** The card as HTML text (the stored fallback content). */
export function cardHtml(f: CardFacts): string {
  const w = cardWords(f);
  const li = (s: string) => `<li>${escapeHtml(s)}</li>`;
  const more = f.more > 0 ? w.lines.pop() : undefined;
  const cls = f.faction ? ` faction-${f.faction}` : "";
  return (
    `<div class="${MODULE_ID} chat-card${cls}"><header>${escapeHtml(w.title)}</header>` +
    (w.why.length ? `<ol class="why">${w.why.map(li).join("")}</ol>` : "") +
    `<ul>${w.lines.map(li).join("")}${more ? `<li class="more">${escapeHtml(more)}</li>` : ""}</ul></div>`
  );
}

/** Build the card (pure apart from localisation and Roll construction). */
export function buildCard(log: LogEntry[], cmd: AnyCommand | null): ChatCard | null {
  const facts = cardFacts(log, cmd);
  if (!facts) return null;
  const rolls: unknown[] = [];
  for (const l of log)
    if (typeof l.roll === "number" && l.roll >= 1 && l.roll <= 6) {
      const r = rollFromResult(6, l.roll);
      if (r) rolls.push(r);
    }
  return { facts, content: cardHtml(facts), rolls };
}

/**
 * Post the card for one applied command (GM client only). Every card is posted: which ones a
 * client shows is that client's own "Chat cards" setting, read when it renders (chat-render.ts).
 * Errors are logged, never thrown.
 */
export async function postLog(log: LogEntry[], cmd: AnyCommand | null): Promise<void> {
  const card = buildCard(log, cmd);
  if (!card) return;
  try {
    await createChatMessage({
      content: card.content,
      rolls: card.rolls,
      speakerAlias: t("foundry.chat.speaker"),
      flags: { seq: cmd?.seq ?? null, by: card.facts.faction, card: card.facts },
    });
  } catch (e) {
    console.error(`${MODULE_ID} | chat card failed`, e);
  }
}
