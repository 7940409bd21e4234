// What a click on a panel button does, for every host: `data-action="option"` with
// `data-index` sends that option of the current Decision; `data-action="undo"` asks the host;
// `data-action="hint"` tells what the flowchart would do (nothing is sent).
import { getDecision, previewBotAction } from "../../engine/index";
import type { UiHost, UiHostExtras } from "../host";
import { errorText, msgText } from "../i18n";
import { toCommand } from "../options";
import { planEntry } from "../plan";

/**
 * "What would the flowchart do?": the plan a Non-player bot would follow at this person's own
 * Decision (section 8), told as a notice; the game is not changed.
 */
export function flowchartHint(host: UiHost): boolean {
  const s = host.getState();
  const f = getDecision(s).faction;
  if (!f || !host.myFactions().includes(f)) return false;
  const p = previewBotAction(s, f);
  host.notify("info", p && p.kind !== "other" ? msgText(host, planEntry(p)) : host.t("ui.turn.hintNone"));
  return true;
}

export async function runPanelAction(
  host: UiHost & UiHostExtras,
  action: string,
  data: { index?: string | number },
): Promise<boolean> {
  if (action === "undo") return (await host.undo?.()) ?? false;
  if (action === "hint") return flowchartHint(host);
  if (action !== "option") return false;
  const s = host.getState();
  const d = getDecision(s);
  const o = d.options[Number(data.index)];
  if (!o || !d.faction || !host.myFactions().includes(d.faction)) return false;
  const err = await host.submit(toCommand(s, d, o));
  if (err) host.notify("error", errorText(host, err));
  return !err;
}
