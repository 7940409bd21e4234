// Identifiers shared by the Foundry adapter: module id, setting keys, query and socket names.
export const MODULE_ID = "andean-abyss";
export const SOCKET = `module.${MODULE_ID}`;
export const QUERY_COMMAND = `${MODULE_ID}.command`;
/** a client asks the active GM for the whole game record (its copy fell behind) */
export const QUERY_SYNC = `${MODULE_ID}.sync`;
export const LAYER_NAME = "andeanAbyss";
/** Actor sub-type declared in module.json (`documentTypes.Actor.faction`). */
export const FACTION_TYPE = `${MODULE_ID}.faction`;

export const SETTINGS = {
  /** world: the persisted game {v, rev, setup, commands, snapshot} */
  game: "game",
  /**
   * world: the authority's second copy of the record, written with it at every save; the record
   * a Gamemaster falls back to when the game record was last written by someone who is not one
   * (settings.ts loadGame)
   */
  gmCopy: "gameByGM",
  /** world (before the archive): the last saved game that failed validation */
  backup: "gameBackup",
  /** world: archived game records, newest first (archive.ts) */
  archive: "gameArchive",
  /** world: Faction → user ids allowed to act for it */
  owners: "owners",
  /** client: which of the module's chat cards this client shows (all, actions, none) */
  chatLog: "chatLog",
  /** client: show the board layer when the world loads */
  showBoard: "showBoard",
  /** world: the active GM's client stops playing the Non-players (section 8) */
  npPaused: "nonPlayersPaused",
  /** world: milliseconds between two Non-player steps, so people can follow them */
  npPace: "nonPlayerPace",
  /** world: Non-player seats the GM's client plays by the advisor (search) instead of their flowchart */
  npAdvisor: "nonPlayerAdvisor",
} as const;

/** How long a player waits for the GM's answer to a command (ms). */
export const QUERY_TIMEOUT = 30_000;
