export { type Board, type BoardOptions, createBoard } from "./board";
export type { BoardLayout, Pt } from "./layout";
