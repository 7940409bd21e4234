// View-model of the Propaganda panel: shown while a Propaganda Round runs (6.0), with its
// phases in order and the current one marked; the choices themselves are the turn panel's.
import { type GameState, getDecision, stepOf } from "../../engine/index";
import type { UiHost } from "../host";
import { msgText } from "../i18n";

const PHASES = ["victory", "sabotage", "resources", "support", "redeploy", "reset"];
/** the engine's steps inside a phase: 6.4 Support holds Civic Action, Agitation, Elections (with
 * the FARC Zone they may bring, 6.4.3-6.4.4) and Elite Backing */
const STEP_OF: Record<string, string> = {
  civic: "support",
  agitation: "support",
  election: "support",
  elite: "support",
};

export interface PropagandaView {
  active: boolean;
  title: string;
  final: string;
  phases: { name: string; label: string; current: boolean; done: boolean }[];
  prompt: string;
}

export function propagandaView(host: UiHost, s: GameState = host.getState()): PropagandaView {
  const frame = stepOf(s).propaganda;
  const d = getDecision(s);
  const raw = String(d.context.phase ?? frame?.phase ?? "");
  const phase = STEP_OF[raw] ?? raw;
  const at = PHASES.indexOf(phase);
  return {
    active: !!frame,
    title: host.t("ui.propaganda.title"),
    final: frame?.final ? host.t("ui.propaganda.final") : "",
    phases: PHASES.map((name, i) => ({
      name,
      label: host.t(`ui.propaganda.phase.${name}`),
      current: i === at,
      done: at >= 0 && i < at,
    })),
    prompt: frame && d.faction ? msgText(host, d.prompt) : "",
  };
}
