// Small builders for Decisions and options, so every frame phrases them alike.
import { SPACES } from "../data/map";
import type { CommandBody, Decision, DecisionContext, Faction, PieceKind } from "../types";

export function decision(
  faction: Faction,
  key: string,
  options: CommandBody[],
  context: DecisionContext = {},
  params?: Record<string, string | number>,
  rule?: string,
): Decision {
  const d: Decision = { faction, prompt: params ? { key, params } : { key }, options, context };
  if (rule) d.rule = rule;
  return d;
}

export const DONE: CommandBody = { t: "done" };
export const choose = (v: string): CommandBody => ({ t: "choose", v });
export const spaceOpt = (i: number): CommandBody => ({ t: "space", s: SPACES[i].id });
export const placeOpt = (p: PieceKind, i: number): CommandBody => ({ t: "place", p, s: SPACES[i].id });
export const removeOpt = (p: PieceKind, i: number): CommandBody => ({ t: "remove", p, s: SPACES[i].id });
export const flipOpt = (p: PieceKind, i: number): CommandBody => ({ t: "flip", p, s: SPACES[i].id });
export const moveOpt = (p: PieceKind, from: number, to: number): CommandBody => ({
  t: "move",
  p,
  from: SPACES[from].id,
  to: SPACES[to].id,
});

/** canonical membership key of an option or command body */
export function optionKey(c: CommandBody): string {
  switch (c.t) {
    case "choose":
      return `c|${c.v}`;
    case "space":
      return `s|${c.s}`;
    case "place":
    case "remove":
    case "flip":
      return `${c.t[0]}|${c.p}|${c.s}`;
    case "move":
      return `m|${c.p}|${c.from}|${c.to}`;
    case "done":
      return "d";
  }
}
