// Host-agnostic presentation: the PIXI board and the panels' view-models.
export * from "./board/index";
export type { UiHost, UiHostExtras } from "./host";
export { errorText, msgText, optionLabel } from "./i18n";
export { myDecision, targetsFor, toCommand } from "./options";
export * from "./panels/index";
