// Section 8 at the table: Non-player seats play by themselves, one step at a time at a pace a
// group can follow (their reasoning goes to the log), with Pause / Play, Step and a speed choice.
// Steps go through the host like anyone's Command (validated by the engine).
import { botMove } from "../engine/bots/index";
import { type Command, FACTIONS, type Faction, type GameState, getDecision } from "../engine/index";
import { t } from "./i18n";
import type { LocalHost } from "./local-host";

/**
 * The pause before each Non-player step (ms): the first steps of an action slowly enough to
 * follow, its later ones (more of the same kind: moves, placements) quicker, so that a turn at
 * Normal takes about 5 s (a typical action is 6 steps, 9 in 10 are 18 or fewer). Instant plays
 * a whole action at once and draws it at its end.
 */
export const PACES = {
  slow: [2000, 1000, 400],
  normal: [500, 200, 80],
  fast: [150, 60, 20],
  instant: [0, 0, 0],
} as const;
/** where an action's steps change speed: after the 4th, after the 12th */
const PACE_STEPS = [4, 12];

/** The pause before step `n` (0 = the action's first) at a pace. */
export function paceDelay(pace: PaceName, n: number): number {
  const [first, middle, rest] = PACES[pace];
  return n < PACE_STEPS[0] ? first : n < PACE_STEPS[1] ? middle : rest;
}
export type PaceName = keyof typeof PACES;
const PACE_KEY = "andean-abyss.npPace";

export interface NonPlayerRunner {
  readonly paused: boolean;
  readonly pace: PaceName;
  setPaused(p: boolean): void;
  setPace(p: PaceName): void;
  /** the Non-player seats played by the advisor instead of their flowchart (a host option) */
  readonly advised: readonly Faction[];
  setAdvised(seats: readonly Faction[]): void;
  /** one Non-player step now (also while paused); false when no Non-player is to decide */
  step(): Promise<boolean>;
  /** resolves when no Non-player step is scheduled or running (tests) */
  idle(): Promise<void>;
}

function toAct(s: GameState): boolean {
  const f = getDecision(s).faction;
  return !!f && s.seats[f] === "nonplayer";
}

function savedPace(fallback: PaceName): PaceName {
  try {
    const v = localStorage.getItem(PACE_KEY);
    return v && v in PACES ? (v as PaceName) : fallback;
  } catch {
    return fallback;
  }
}

/** Mount the runner and its controls (in `bar`); `start` from the URL (?np=paused, ?npPace=fast). */
export function mountNonPlayers(
  host: LocalHost,
  bar: HTMLElement,
  start: {
    paused?: boolean;
    pace?: PaceName;
    /** seats played by the advisor (off the main thread) instead of their flowchart */
    advisor?: { seats: readonly Faction[]; move(s: GameState, f: Faction): Promise<Command | null> };
  } = {},
): NonPlayerRunner {
  let paused = !!start.paused;
  let pace: PaceName = start.pace ?? savedPace("normal");
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<boolean> | null = null;
  let advised: readonly Faction[] = start.advisor?.seats ?? [];

  const box = document.createElement("span");
  box.id = "np-controls";
  box.className = "aa-np-controls";
  bar.querySelector(".spacer")?.before(box);

  /** which action a step belongs to: the deciding Faction on this card */
  const actionOf = (s: GameState) => `${getDecision(s).faction}|${s.current}|${s.propagandaPlayed}`;
  let action = "";
  let inAction = 0;

  const one = async (): Promise<boolean> => {
    const s = host.getState();
    if (!toAct(s)) return false;
    const f = getDecision(s).faction as Faction;
    const byAdvisor = start.advisor && advised.includes(f) ? await start.advisor.move(s, f) : null;
    const command = byAdvisor ?? botMove(s)?.command;
    if (!command) return false;
    if (byAdvisor && host.getState() !== s) return true; // the table changed while the advisor thought: ask again
    const err = await host.submit(command);
    if (err) {
      // a refused bot step is a bug: stop rather than loop, and say so
      paused = true;
      host.notify("error", t("ui.np.refused", { code: err.code }));
      return false;
    }
    return true;
  };

  const doStep = async (): Promise<boolean> => {
    const key = actionOf(host.getState());
    if (pace !== "instant" || paused) return one();
    // Instant: the whole action, drawn once at its end
    host.hold();
    let any = false;
    try {
      for (let n = 0; n < 500 && actionOf(host.getState()) === key; n++) {
        if (!(await one())) break;
        any = true;
      }
    } finally {
      host.release();
    }
    if (!any) render();
    return any;
  };

  const step = (): Promise<boolean> => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (running) return running;
    running = doStep().finally(() => {
      running = null;
      schedule();
    });
    return running;
  };

  function schedule(): void {
    render();
    const s = host.getState();
    if (paused || timer || running || !toAct(s)) return;
    const key = actionOf(s);
    inAction = key === action ? inAction + 1 : 0;
    action = key;
    timer = setTimeout(() => void step(), paceDelay(pace, inAction));
  }

  function render(): void {
    const s = host.getState();
    const any = FACTIONS.some((f) => s.seats[f] === "nonplayer");
    box.hidden = !any;
    if (!any) return;
    const d = getDecision(s);
    const who = d.faction && s.seats[d.faction] === "nonplayer" ? d.faction : null;
    box.innerHTML = "";
    const label = document.createElement("span");
    label.className = "aa-muted";
    const names = FACTIONS.filter((f) => s.seats[f] === "nonplayer").map((f) => t(`ui.faction.${f}`));
    label.textContent = who
      ? t(paused ? "ui.np.waiting" : "ui.np.playing", { faction: t(`ui.faction.${who}`) })
      : t("ui.table.withNonplayers", { factions: names.join(", ") });
    label.title = label.textContent;
    const toggle = document.createElement("button");
    toggle.type = "button";
    toggle.id = "np-toggle";
    toggle.textContent = t(paused ? "ui.np.play" : "ui.np.pause");
    toggle.addEventListener("click", () => runner.setPaused(!paused));
    const one = document.createElement("button");
    one.type = "button";
    one.id = "np-step";
    one.textContent = t("ui.np.step");
    one.disabled = !who;
    one.addEventListener("click", () => void step());
    const speed = document.createElement("select");
    speed.id = "np-pace";
    speed.title = t("ui.np.speed");
    for (const p of Object.keys(PACES) as PaceName[]) {
      const o = document.createElement("option");
      o.value = p;
      o.textContent = t(`ui.np.pace.${p}`);
      o.selected = p === pace;
      speed.append(o);
    }
    speed.addEventListener("change", () => runner.setPace(speed.value as PaceName));
    box.append(label, toggle, one, speed);
  }

  const runner: NonPlayerRunner = {
    get paused() {
      return paused;
    },
    get pace() {
      return pace;
    },
    setPaused(p) {
      paused = p;
      if (p && timer) {
        clearTimeout(timer);
        timer = null;
      }
      schedule();
    },
    get advised() {
      return advised;
    },
    setAdvised(seats) {
      advised = [...seats];
    },
    setPace(p) {
      pace = p;
      try {
        localStorage.setItem(PACE_KEY, p);
      } catch {
        // private mode: the choice lasts for this page
      }
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      schedule();
    },
    step,
    async idle() {
      while (timer || running) {
        if (running) await running;
        else await new Promise((r) => setTimeout(r, 10));
      }
    },
  };
  host.onChange(() => schedule());
  schedule();
  return runner;
}
