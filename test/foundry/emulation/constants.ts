// Foundry's CONST, the part the adapter reads, with the values of the v13 declarations
// (common/constants.d.mts): DOCUMENT_OWNERSHIP_LEVELS, GRID_TYPES and USER_ROLES.
export const EMULATED_CONST = Object.freeze({
  DOCUMENT_OWNERSHIP_LEVELS: Object.freeze({ INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 }),
  GRID_TYPES: Object.freeze({ GRIDLESS: 0, SQUARE: 1, HEXODDR: 2, HEXEVENR: 3, HEXODDQ: 4, HEXEVENQ: 5 }),
  USER_ROLES: Object.freeze({ NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 }),
});
