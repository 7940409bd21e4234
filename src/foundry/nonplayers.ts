// Section 8 in Foundry: the active GM's client plays the Non-players (one authority). After each
// commit, if a Non-player is to decide and the GM has not paused them, it waits the pace (so the
// table can follow), asks the bot, and applies its Command through the same path as anyone's:
// validate, apply, persist, broadcast, chat card (with the bot's reasoning).
import { botMove } from "../engine/bots/index";
import { type Command, type Faction, type GameState, getDecision, type Msg } from "../engine/index";
import { ADVISOR_BUDGETS, type Budget } from "../ui/index";
import { advisorClient } from "./advisor";
import { execute, isActiveGM } from "./authority";
import { MODULE_ID, SETTINGS } from "./constants";
import { t } from "./i18n";
import { MAX_META } from "./saved-game";
import { session } from "./session";
import { getAdvised } from "./settings";
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

/** the advisor's budget per searched action of an advised seat (the table's, 500 ms) */
export const ADVISOR_BUDGET: Budget = { ...ADVISOR_BUDGETS.move };

/**
 * The next Command of a Non-player seat: from the advisor if the GM chose it (searched in this
 * client's worker, advisor.ts, in ADVISOR_BUDGET), else from its flowchart (section 8). A worker
 * that fails or answers out of shape leaves that step to the flowchart; the console says why.
 */
async function nextMove(s: GameState, f: Faction): Promise<{ command: Command; why: Msg[] } | null> {
  if (getAdvised().includes(f)) {
    const command = await advisorClient().move(s, f, ADVISOR_BUDGET);
    const why = command?.meta?.why;
    if (command && Array.isArray(why)) return { command, why };
    console.warn(`${MODULE_ID} | the advisor gave no move for ${f}: its flowchart plays this step`);
  }
  const m = botMove(s);
  return m ? { command: m.command, why: m.why } : null;
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
    const s = session().state!;
    const move = await nextMove(s, getDecision(s).faction as Faction);
    const gm = users.current();
    // the game moved on while the advisor searched (an undo, a new game): ask again
    if (!move || !gm || session().state !== s || !due()) return false;
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
