// What a click on a panel button does, for every host: `data-action="option"` with
// `data-index` sends that option of the current Decision; `data-action="undo"` asks the host.
import { getDecision } from "../../engine/index";
import type { UiHost, UiHostExtras } from "../host";
import { errorText } from "../i18n";
import { toCommand } from "../options";

export async function runPanelAction(
  host: UiHost & UiHostExtras,
  action: string,
  data: { index?: string | number },
): Promise<boolean> {
  if (action === "undo") return (await host.undo?.()) ?? false;
  if (action !== "option") return false;
  const s = host.getState();
  const d = getDecision(s);
  const o = d.options[Number(data.index)];
  if (!o || !d.faction || !host.myFactions().includes(d.faction)) return false;
  const err = await host.submit(toCommand(s, d, o));
  if (err) host.notify("error", errorText(host, err));
  return !err;
}
