// Section 8 in Foundry: the active GM's client plays the Non-players (one authority). After each
// commit, if a Non-player is to decide and the GM has not paused them, it waits the pace (so the
// table can follow), asks the bot, and applies its Command through the same path as anyone's:
// validate, apply, persist, broadcast, chat card (with the bot's reasoning).
import { AdvisorSeat } from "../engine/advisor/index";
import { botMove } from "../engine/bots/index";
import { type Command, type Faction, type GameState, getDecision, type Msg } from "../engine/index";
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

/**
 * The advisor's budget per searched action on the GM's client. The Foundry build is one ES
 * module with no worker of its own, so the search runs on the main thread: a small budget
 * (the canvas pauses for at most about this long, once per advised action, not per step).
 */
export const ADVISOR_BUDGET = { playouts: 400, budgetMs: 200 };

/** the advised seats of this client: each keeps the plan of its action under way */
const advisorSeats = new Map<Faction, AdvisorSeat>();

/** the next Command of a Non-player seat: from the advisor if the GM chose it, else its flowchart */
function nextMove(s: GameState, f: Faction): { command: Command; why: Msg[] } | null {
  if (getAdvised().includes(f)) {
    let seat = advisorSeats.get(f);
    if (
      !seat ||
      seat.opts.budgetMs !== ADVISOR_BUDGET.budgetMs ||
      seat.opts.playouts !== ADVISOR_BUDGET.playouts
    ) {
      seat = new AdvisorSeat(f, { seed: 24, ...ADVISOR_BUDGET, clock: () => performance.now() });
      advisorSeats.set(f, seat);
    }
    const m = seat.move(s);
    return { command: { ...m.command, meta: { ...m.command.meta, bot: f, why: m.why } }, why: m.why };
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
    const move = nextMove(s, getDecision(s).faction as Faction);
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
