// Section 8 in Foundry: the active GM's client plays the Non-players (one authority). After each
// commit, if a Non-player is to decide and the GM has not paused them, it waits the pace (so the
// table can follow), asks the bot, and applies its Command through the same path as anyone's:
// validate, apply, persist, broadcast, chat card (with the bot's reasoning).
import { botMove } from "../engine/bots/index";
import { getDecision } from "../engine/index";
import { execute, isActiveGM } from "./authority";
import { MODULE_ID, SETTINGS } from "./constants";
import { t } from "./i18n";
import { MAX_META } from "./saved-game";
import { session } from "./session";
import { notify, settings, users } from "./shim";

let timer: ReturnType<typeof setTimeout> | null = null;
let running = false;

function setting<T>(key: string, fallback: T): T {
  try {
    const v = settings.get(key) as T | undefined;
    return v === undefined || v === null ? fallback : v;
  } catch {
    return fallback;
  }
}

export function nonPlayersPaused(): boolean {
  return setting<boolean>(SETTINGS.npPaused, false) === true;
}

function pace(): number {
  const ms = Number(setting<number>(SETTINGS.npPace, 1200));
  return Number.isFinite(ms) ? Math.min(10_000, Math.max(0, ms)) : 1200;
}

/** is a Non-player to decide now, on this (active GM) client, with automation on? */
function due(): boolean {
  const s = session().state;
  if (!s || s.ended || !isActiveGM() || nonPlayersPaused()) return false;
  const f = getDecision(s).faction;
  return !!f && s.seats[f] === "nonplayer";
}

/** Schedule the next Non-player step if one is due (idempotent). */
export function scheduleNonPlayers(): void {
  if (timer || running || !due()) return;
  timer = setTimeout(() => void step(), pace());
}

/** Stop a scheduled step (pause, a new game, the GM leaving). */
export function cancelNonPlayers(): void {
  if (timer) clearTimeout(timer);
  timer = null;
}

/** One Non-player step; resolves once it is committed. Exported for tests. */
export async function step(): Promise<boolean> {
  timer = null;
  if (running || !due()) return false;
  running = true;
  let ok = false;
  try {
    const move = botMove(session().state!);
    const gm = users.current();
    if (!move || !gm) return false;
    const cmd = move.command;
    // the narration is for people: never let it make the Command too large to be accepted
    while (JSON.stringify(cmd.meta ?? {}).length > MAX_META - 64 && Array.isArray(cmd.meta?.why))
      (cmd.meta!.why as unknown[]).pop();
    const reply = await execute(cmd, gm);
    ok = reply.ok;
    if (!ok) {
      // a refused bot step is a bug: stop the automation rather than loop, and tell the GM
      console.error(`${MODULE_ID} | Non-player step refused`, reply.error, cmd);
      await settings.set(SETTINGS.npPaused, true);
      notify("error", t("foundry.nonplayers.refused", { code: reply.error?.code ?? "?" }));
    }
  } catch (e) {
    console.error(`${MODULE_ID} | Non-player step failed`, e);
  } finally {
    running = false;
  }
  scheduleNonPlayers();
  return ok;
}
