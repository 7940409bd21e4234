// Every reason the Foundry module's GM authority gives for refusing a request (a command, an
// undo, a roll-back, a new game), beside the engine's own RefusalCode: a stable code with
// `rule: "foundry"`, the lang key `foundry.error.<code>` in every language and a line in
// docs/protocol.md (both checked by test/foundry/refusal-codes.test.ts).
export const FOUNDRY_REFUSAL_CODES = [
  "handedOver",
  "internal",
  "malformed",
  "noAnswer",
  "noGame",
  "noGM",
  "notGM",
  "notOwner",
  "notSaved",
  "noUser",
  "recordFull",
  "staleUndo",
  "tooLarge",
  "unknownUser",
  "waitingForGM",
] as const;

export type FoundryRefusalCode = (typeof FOUNDRY_REFUSAL_CODES)[number];

/** the refusals that mean "ask the authority again": it changed, or did not answer */
export const RETRY_CODES: readonly FoundryRefusalCode[] = ["notGM", "handedOver", "noAnswer"];
