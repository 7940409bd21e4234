// Load a fresh copy of the adapter against fresh stubs, and run its init/setup (and ready) hooks.
import { vi } from "vitest";
import { installStubs, type Stubs, wireQueries } from "./stubs";

export const SETUP = {
  seed: 7,
  seats: { govt: "player", farc: "player", auc: "player", cartels: "player" },
  deployment: "standard",
  // card 1 first: Government is 1st Eligible, FARC 2nd (Faction order on the card)
  deck: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
};

/** the Government a player, the insurgents Non-players */
export const NP_SETUP = {
  seed: 7,
  seats: { govt: "player", farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" },
  deployment: "standard",
  // card 25 first: FARC (a Non-player) is 1st Eligible with its symbol leftmost
  deck: [25, 26, 27, 28, 29, 30, 31, 32],
} as const;

let previous: (() => Promise<void>) | null = null;

export async function loadAdapter(
  opts: {
    ready?: boolean;
    saved?: unknown;
    /** who last wrote the saved record (its Setting's `_stats.lastModifiedBy`) */
    savedBy?: string;
    /** the Gamemaster's copy (`gameByGM`) and who last wrote it */
    copy?: unknown;
    copyBy?: string;
    system?: string;
    generation?: number;
    /** false: no Web Worker in this browser */
    worker?: boolean;
  } = {},
) {
  // let the previous test's background chat/mirror work finish against its own stubs
  await previous?.();
  vi.resetModules();
  const st: Stubs = installStubs({ system: opts.system, generation: opts.generation, worker: opts.worker });
  wireQueries(st);
  await import("../../src/foundry/main");
  await st.callHook("init");
  await st.callHook("setup");
  if (opts.saved !== undefined) st.settingValues.set("andean-abyss.game", opts.saved);
  if (opts.savedBy) st.settingWriters.set("andean-abyss.game", opts.savedBy);
  if (opts.copy !== undefined) {
    st.settingValues.set("andean-abyss.gameByGM", opts.copy);
    st.settingWriters.set("andean-abyss.gameByGM", opts.copyBy ?? "gm");
  }
  // Alice plays FARC, Bob plays AUC
  st.settingValues.set("andean-abyss.owners", { farc: ["alice"], auc: ["bob"] });
  if (opts.ready) await st.callHook("ready");
  const authority = await import("../../src/foundry/authority");
  previous = authority.mirrorsSettled;
  const session = await import("../../src/foundry/session");
  const saved = await import("../../src/foundry/saved-game");
  const engine = await import("../../src/engine/index");
  return { st, authority, session: session.session(), saved, engine };
}
