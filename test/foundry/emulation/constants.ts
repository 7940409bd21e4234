// Foundry's CONST, the part the adapter reads, with the values of the v13 declarations
// (common/constants.d.mts): DOCUMENT_OWNERSHIP_LEVELS and GRID_TYPES. Foundry v14 adds
// FOG_EXPLORATION_MODES (the Scene's `fog.mode`; fvtt-types has no v14 edition: src/foundry/v14.ts).
export const EMULATED_CONST = Object.freeze({
  DOCUMENT_OWNERSHIP_LEVELS: Object.freeze({ INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 }),
  GRID_TYPES: Object.freeze({ GRIDLESS: 0, SQUARE: 1, HEXODDR: 2, HEXEVENR: 3, HEXODDQ: 4, HEXEVENQ: 5 }),
});

/** CONST as a Foundry of this generation has it */
export function emulatedConst(generation: number): object {
  if (generation < 14) return EMULATED_CONST;
  return Object.freeze({
    ...EMULATED_CONST,
    FOG_EXPLORATION_MODES: Object.freeze({ DISABLED: 0, INDIVIDUAL: 1, SHARED: 2 }),
  });
}
