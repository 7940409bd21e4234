// View-model of the turn panel: whose Decision it is, its prompt, the options as buttons
// (choices first, board choices listed too), the running cost and the Undo hook.
import { type GameState, getDecision, hasBot, type Option } from "../../engine/index";
import type { UiHost, UiHostExtras } from "../host";
import { factionName, msgText, optionLabel, spaceName } from "../i18n";
import { signed, soloLine } from "./status";
import type { SuggestView } from "./suggest";

export interface OptionButton {
  /** index into the Decision's options (data-index in the template) */
  index: number;
  label: string;
  /** css modifier: pass, event, op, limop, sa, ship, done, other, board */
  kind: string;
}

export interface TurnView {
  over: boolean;
  faction: string;
  factionName: string;
  heading: string;
  mine: boolean;
  prompt: string;
  rule: string;
  context: string[];
  spent: string;
  choices: OptionButton[];
  boardChoices: OptionButton[];
  boardTitle: string;
  /** show the board choices unfolded (when they are all there is to choose) */
  boardOpen: boolean;
  canUndo: boolean;
  undoLabel: string;
  /** offer "what would the flowchart do?" (a person's own Decision, for a Faction a bot can play) */
  hint: boolean;
  hintLabel: string;
  /** Suggest (the advisor's top 3), for hosts that offer it in the panel (Foundry) */
  suggest?: SuggestView;
}

function kindOf(o: Option): string {
  if (o.t === "done") return "done";
  if (o.t !== "choose") return "board";
  const c = o.c;
  if (c.k === "op") return c.limited ? "limop" : "op";
  return c.k === "pass" || c.k === "event" || c.k === "sa" || c.k === "ship" ? c.k : "other";
}

export function turnView(host: UiHost & UiHostExtras, s: GameState = host.getState()): TurnView {
  const d = getDecision(s);
  const mine = !!d.faction && host.myFactions().includes(d.faction);
  const choices: OptionButton[] = [];
  const boardChoices: OptionButton[] = [];
  d.options.forEach((o, index) => {
    const b = { index, label: optionLabel(host, o, d.context.space), kind: kindOf(o) };
    (b.kind === "board" ? boardChoices : choices).push(b);
  });
  // Done last, Pass first: a stable reading order
  choices.sort((a, b) => rank(a.kind) - rank(b.kind));
  const ctx = d.context;
  const context: string[] = [];
  if (ctx.op) context.push(host.t("ui.turn.op", { op: host.t(`ui.op.${ctx.op}`) }));
  if (ctx.sa) context.push(host.t("ui.turn.sa", { sa: host.t(`ui.sa.${ctx.sa}`) }));
  if (ctx.space) context.push(host.t("ui.turn.space", { space: spaceName(ctx.space, host) }));
  // 7.1 / 8.8 at the end: ranking with margins, and the 1-player level
  if (s.ended) {
    s.ended.ranking.forEach((f, i) => {
      const m = s.ended!.margins[f];
      context.push(host.t("ui.turn.ranked", { n: i + 1, faction: factionName(host, f), margin: signed(m) }));
    });
    if (s.ended.soloLevel) context.push(soloLine(host, s));
  }
  const fname = d.faction ? factionName(host, d.faction) : "";
  return {
    over: !d.faction,
    faction: d.faction ?? "none",
    factionName: fname,
    heading: !d.faction
      ? host.t("ui.turn.gameOver")
      : host.t(mine ? "ui.turn.deciding" : "ui.turn.waiting", { faction: fname }),
    mine,
    prompt: msgText(host, d.prompt),
    rule: d.rule ? host.t("ui.turn.rule", { rule: d.rule }) : "",
    context,
    spent: ctx.spent ? host.t("ui.turn.spent", { n: ctx.spent }) : "",
    choices: mine ? choices : [],
    boardChoices: mine ? boardChoices : [],
    boardTitle: host.t("ui.turn.boardChoices", { n: boardChoices.length }),
    boardOpen: choices.length <= 1 && boardChoices.length <= 12,
    canUndo: !!host.canUndo?.(),
    undoLabel: host.t("ui.turn.undo"),
    hint: mine && !s.ended && !!d.faction && hasBot(d.faction) && d.options.length > 0,
    hintLabel: host.t("ui.turn.hint"),
  };
}

function rank(kind: string): number {
  return ["pass", "event", "op", "limop", "sa", "ship", "other", "done"].indexOf(kind);
}
