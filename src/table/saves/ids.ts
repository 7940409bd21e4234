// Game ids: 16 random letters and digits naming one game in the autosave and in its game files
// (two files of the same game have the same id). Browser randomness, never the engine's.

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

export function newGameId(): string {
  // crypto.getRandomValues works on plain http pages too (randomUUID needs a secure context)
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  let id = "";
  for (const b of bytes) id += ALPHABET[b % ALPHABET.length];
  return id;
}

/** an id from untrusted input: letters, digits, - and _, 1 to 64 characters */
export function isGameId(x: unknown): x is string {
  return typeof x === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(x);
}
