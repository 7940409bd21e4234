/// <reference types="node" />
// A game's story in any of the five languages: each Command's Non-player reasoning (kept in its
// `meta.why`, section 8) and what it did (the engine's log), grouped as the table's log groups
// them, rendered through the same lang files and plural rules the table and Foundry use.
// Usage: npm run replay -- game.json --narrate fr
import { readFileSync } from "node:fs";
import {
  apply,
  type Command,
  type GameState,
  isRuleError,
  type LogEntry,
  type ReplayStart,
  type RuleError,
  replay,
  type Transfer,
} from "../engine/index";
import type { UiHost } from "../ui/host";
import { formatMessage } from "../ui/message-format";
import { narrationOf } from "../ui/narration";
import { logText } from "../ui/panels/log";
import { planHeader } from "../ui/plan";

export const NARRATION_LANGUAGES = ["en", "fr", "pl", "de", "es"] as const;
export type NarrationLanguage = (typeof NARRATION_LANGUAGES)[number];

function words(lang: NarrationLanguage): Record<string, string> {
  const file = new URL(`../../lang/${lang}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
}

/** a read-only host that only speaks: enough for the log's words */
function speaker(lang: NarrationLanguage, state: () => GameState): UiHost {
  const dict = words(lang);
  const english = lang === "en" ? dict : words("en");
  return {
    getState: state,
    submit: async () => null,
    t: (key, params) => {
      const text = dict[`ANDEAN.${key}`] ?? english[`ANDEAN.${key}`];
      return text === undefined ? key : formatMessage(text, params, lang);
    },
    notify: () => {},
    onChange: () => () => {},
    myFactions: () => [],
  };
}

/** the game's log, Non-player reasoning included, as text in `lang`; or why a command was refused */
export function narrate(
  start: ReplayStart,
  commands: readonly (Command | Transfer)[],
  lang: NarrationLanguage,
): string | RuleError {
  const first = replay(start, []);
  if (isRuleError(first)) return first;
  let s = first;
  const entries: LogEntry[] = [];
  for (const c of commands) {
    // a Non-player's plan (at its action's first Command) and reasoning come just before what
    // its Command did (as the hosts show them)
    if (s.seats[c.by] === "nonplayer") entries.push(...planHeader(s, c), ...narrationOf(c));
    const r = apply(s, c);
    if (isRuleError(r)) return r;
    entries.push(...r.log);
    s = r.state;
  }
  return logText(
    speaker(lang, () => s),
    entries,
  );
}
