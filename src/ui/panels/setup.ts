// The game-setup form: view-model (players, who plays which Faction, Non-players, deployment,
// options, seed, optional preset deck) and reading the submitted form back into a Setup.
import "../../engine/bots/index"; // registers each Faction's flowchart (section 8)
import { FACTIONS, type Faction, hasBot, type Setup } from "../../engine/index";
import type { UiHost } from "../host";
import { cardTitle, factionName } from "../i18n";

export interface SetupUser {
  id: string;
  name: string;
}

export interface SetupView {
  title: string;
  seatsLabel: string;
  rows: {
    faction: string;
    name: string;
    player: boolean;
    /** a bot can play this Faction (section 8): only then is "Non-player" offered */
    nonplayerOk: boolean;
    users: { id: string; name: string; selected: boolean }[];
    /** the host offers Flowchart / Advisor for this seat (it can be a Non-player) */
    advisorOk: boolean;
    /** this Non-player is played by the advisor (search) rather than its flowchart (a host option) */
    advisor: boolean;
  }[];
  showUsers: boolean;
  /** a game is in progress: the GM may change who plays which Faction without a new game */
  canAssign: boolean;
  /** the host closes the form on Cancel (the table's dialog; Foundry's window has its own close) */
  canCancel: boolean;
  /** archived game records the GM may bring back (hosts that keep them) */
  archives: { index: number; label: string }[];
  /** cards played so far, latest first, that the GM may roll the game back to */
  cards: { index: number; label: string }[];
  labels: Record<string, string>;
  deployment: string;
  /** which deployment radio is checked (templates compare nothing themselves) */
  openDeployment: boolean;
  shortGame: boolean;
  noReveal: boolean;
  /** 8.2 Play Note: Non-players pick among a few spaces with one plain die */
  plainDie: boolean;
  seed: number;
  deck: string;
}

export interface SetupDefaults {
  seats?: Partial<Record<Faction, "player" | "nonplayer">>;
  /** Faction → user id */
  owners?: Partial<Record<Faction, string>>;
  deployment?: "standard" | "open";
  shortGame?: boolean;
  noReveal?: boolean;
  plainDie?: boolean;
  /** Non-player seats played by the advisor instead of their flowchart (a host option, not in the Setup) */
  advisor?: readonly Faction[];
  /** the host can run the advisor for Non-player seats: offer Flowchart / Advisor per seat */
  offerAdvisor?: boolean;
  seed?: number;
  deck?: number[];
  /** a game is in progress (hosts with users offer "assign players only") */
  inProgress?: boolean;
  /** readable lines for archived records, newest first */
  archives?: string[];
  /** cards played so far (numbers, in play order) for a roll-back, when the host offers it */
  played?: number[];
  /** offer a Cancel button (data-action="cancelSetup"): the host closes the form on it */
  cancel?: boolean;
}

export function setupView(host: UiHost, users: SetupUser[] = [], def: SetupDefaults = {}): SetupView {
  const keys = [
    "player",
    "nonplayer",
    "user",
    "deployment.title",
    "deployment.standard",
    "deployment.open",
    "options",
    "shortGame",
    "noReveal",
    "plainDie",
    "npPlay",
    "flowchart",
    "advisor",
    "seed",
    "deck",
    "deckHint",
    "start",
    "cancel",
    "assign",
    "archives",
    "restore",
    "rollback",
    "rollbackTo",
  ];
  const labels: Record<string, string> = {};
  for (const k of keys) labels[k.replace(".", "_")] = host.t(`ui.setup.${k}`);
  return {
    title: host.t("ui.setup.title"),
    seatsLabel: host.t("ui.setup.seats"),
    rows: FACTIONS.map((f) => ({
      faction: f,
      name: factionName(host, f),
      player: (def.seats?.[f] ?? "player") === "player" || !hasFlowchart(f),
      nonplayerOk: hasFlowchart(f),
      users: users.map((u) => ({ ...u, selected: def.owners?.[f] === u.id })),
      advisorOk: hasFlowchart(f) && !!def.offerAdvisor,
      advisor: hasFlowchart(f) && !!def.offerAdvisor && !!def.advisor?.includes(f),
    })),
    showUsers: users.length > 0,
    canAssign: users.length > 0 && !!def.inProgress,
    canCancel: !!def.cancel,
    archives: (def.archives ?? []).map((label, index) => ({ index, label })),
    cards: (def.played ?? [])
      .map((n, index) => ({
        index,
        label: host.t("ui.setup.cardLine", { k: index + 1, card: `${n} ${cardTitle(n, host)}` }),
      }))
      .reverse(),
    labels,
    deployment: def.deployment ?? "standard",
    openDeployment: def.deployment === "open",
    shortGame: !!def.shortGame,
    noReveal: !!def.noReveal,
    plainDie: !!def.plainDie,
    seed: def.seed ?? 1,
    deck: (def.deck ?? []).join(" "),
  };
}

/** Does a Non-player bot play this Faction? (a Faction without one would only Pass) */
export function hasFlowchart(f: Faction): boolean {
  return hasBot(f);
}

export interface SetupResult {
  setup: Setup;
  /** Faction → user id, when the form offered users */
  owners: Partial<Record<Faction, string>>;
  /**
   * Non-player seats the host plays by the advisor (search) instead of their flowchart: a host
   * option, kept out of the Setup so that replays and state hashes do not depend on it
   */
  advisor: Faction[];
}

/** Read the form's fields (names as in templates/setup-form.hbs). */
export function readSetup(
  data: FormData | Record<string, FormDataEntryValue | boolean | undefined>,
): SetupResult {
  const get = (k: string): string | boolean | undefined => {
    if (typeof FormData !== "undefined" && data instanceof FormData) {
      const v = data.get(k);
      return v === null ? undefined : String(v);
    }
    const v = (data as Record<string, unknown>)[k];
    return typeof v === "boolean" ? v : v === undefined || v === null ? undefined : String(v);
  };
  const seats = {} as Setup["seats"];
  const owners: Partial<Record<Faction, string>> = {};
  const advisor: Faction[] = [];
  for (const f of FACTIONS) {
    seats[f] = get(`seat.${f}`) === "nonplayer" ? "nonplayer" : "player";
    const u = get(`owner.${f}`);
    if (typeof u === "string" && u) owners[f] = u;
    if (seats[f] === "nonplayer" && get(`np.${f}`) === "advisor") advisor.push(f);
  }
  const seed = Number.parseInt(String(get("seed") ?? "1"), 10);
  const deckText = String(get("deck") ?? "").trim();
  const deck = deckText
    ? deckText
        .split(/[\s,]+/)
        .map((x) => Number.parseInt(x, 10))
        .filter((n) => Number.isFinite(n))
    : undefined;
  const on = (k: string) => {
    const v = get(k);
    return v === true || v === "on" || v === "true";
  };
  const setup: Setup = {
    seed: Number.isFinite(seed) ? seed : 1,
    seats,
    deployment: get("deployment") === "open" ? "open" : "standard",
    // the plain die (8.2 Play Note) is recorded only when chosen: setups without it stay as they were
    options: {
      shortGame: on("shortGame"),
      noReveal: on("noReveal"),
      ...(on("plainDie") ? { plainDie: true } : {}),
    },
  };
  if (deck?.length) setup.deck = deck;
  return { setup, owners, advisor };
}

const wiredSeats = new WeakSet<HTMLElement>();

/**
 * Keep each Non-player's Flowchart / Advisor choice visible only while its seat is set to
 * Non-player (the template draws it hidden for a player seat). Idempotent per root (a host may re-render into the same element).
 */
export function wireSetupSeats(root: HTMLElement): void {
  if (wiredSeats.has(root)) return;
  wiredSeats.add(root);
  root.addEventListener("change", (e) => {
    const input = e.target as HTMLInputElement;
    if (input.type !== "radio" || !input.name.startsWith("seat.")) return;
    const choice = input.closest(".aa-seat-row")?.querySelector<HTMLElement>(".aa-np-play");
    if (choice) choice.hidden = input.value !== "nonplayer";
  });
}
