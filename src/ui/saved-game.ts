// The saved-game format lives in the engine (src/engine/saved-game.ts); hosts read it here.
export * from "../engine/saved-game";
