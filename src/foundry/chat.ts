// One concise, localised chat card per executed command (or automatic step), posted by the GM.
// Die results the engine rolled (seeded) travel as Foundry Rolls so dice modules can show them.
import type { Faction, LogEntry } from "../engine/index";
import { factionName, msgText } from "../ui/i18n";
import { MODULE_ID, SETTINGS } from "./constants";
import { foundryHost } from "./host";
import { t } from "./i18n";
import type { AnyCommand } from "./saved-game";
import { createChatMessage, escapeHtml, rollFromResult, settings } from "./shim";

/** at most this many log lines in one card; the rest are summarised */
export const MAX_LINES = 12;

export interface ChatCard {
  content: string;
  rolls: unknown[];
  faction: Faction | null;
}

function chatMode(): string {
  try {
    return String(settings.get(SETTINGS.chatLog) ?? "actions");
  } catch {
    return "actions";
  }
}

/** Build the card (pure apart from localisation and Roll construction). */
export function buildCard(log: LogEntry[], cmd: AnyCommand | null): ChatCard | null {
  if (!log.length) return null;
  const faction = cmd?.by ?? log.find((l) => l.faction)?.faction ?? null;
  const host = foundryHost();
  // section 8: a Non-player's reasoning, box by box, above what its Command did
  const why = log.filter((l) => l.narration).map((l) => `<li>${escapeHtml(msgText(host, l))}</li>`);
  const done = log.filter((l) => !l.narration);
  const lines = done.slice(0, MAX_LINES).map((l) => `<li>${escapeHtml(msgText(host, l))}</li>`);
  if (done.length > MAX_LINES)
    lines.push(`<li class="more">${escapeHtml(t("foundry.chat.more", { n: done.length - MAX_LINES }))}</li>`);
  const title = faction
    ? t("foundry.chat.title", { faction: factionName(host, faction) })
    : t("foundry.chat.auto");
  const cls = faction ? ` faction-${faction}` : "";
  const content =
    `<div class="${MODULE_ID} chat-card${cls}"><header>${escapeHtml(title)}</header>` +
    (why.length ? `<ol class="why">${why.join("")}</ol>` : "") +
    `<ul>${lines.join("")}</ul></div>`;
  const rolls: unknown[] = [];
  for (const l of log)
    if (typeof l.roll === "number" && l.roll >= 1 && l.roll <= 6) {
      const r = rollFromResult(6, l.roll);
      if (r) rolls.push(r);
    }
  return { content, rolls, faction };
}

/** Post the card for one applied command (GM client only). Errors are logged, never thrown. */
export async function postLog(log: LogEntry[], cmd: AnyCommand | null): Promise<void> {
  const mode = chatMode();
  if (mode === "none") return;
  // "actions": the card of a command; "all" also posts automatic steps with no command
  if (mode === "actions" && !cmd) return;
  const card = buildCard(log, cmd);
  if (!card) return;
  try {
    await createChatMessage({
      content: card.content,
      rolls: card.rolls,
      speakerAlias: t("foundry.chat.speaker"),
      flags: { seq: cmd?.seq ?? null, by: card.faction },
    });
  } catch (e) {
    console.error(`${MODULE_ID} | chat card failed`, e);
  }
}
