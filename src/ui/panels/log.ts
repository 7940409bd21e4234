// View-model of a chat-like log: each LogEntry as readable text with its Faction and die roll.
import type { LogEntry } from "../../engine/index";
import type { UiHost } from "../host";
import { factionName, msgText } from "../i18n";

export interface LogLine {
  text: string;
  faction: string;
  factionName: string;
  roll: number | null;
  /** a new card starts here (styled as a separator) */
  card: boolean;
  /** a Non-player's reasoning (section 8), shown apart from what happened */
  why: boolean;
}

export function logLine(host: UiHost, e: LogEntry): LogLine {
  const f = e.faction ?? (typeof e.params?.faction === "string" ? e.params.faction : "");
  return {
    text: msgText(host, e),
    faction: f,
    factionName: f ? factionName(host, f) : "",
    roll: e.roll ?? null,
    card: e.key === "log.card",
    why: e.narration === true,
  };
}
