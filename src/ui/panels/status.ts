// View-model of the Faction status strip: Resources, Eligibility, victory margins, Aid,
// Total Support, Opposition + Bases, El Presidente.
import {
  effectiveMargins,
  FACTIONS,
  type GameState,
  isSolo,
  oppositionPlusBases,
  soloDifference,
  soloLevel,
  totalSupport,
} from "../../engine/index";
import type { UiHost } from "../host";
import { factionName } from "../i18n";

export interface StatusView {
  title: string;
  factions: {
    faction: string;
    name: string;
    resources: number;
    eligible: boolean;
    eligibleLabel: string;
    margin: number;
    deciding: boolean;
  }[];
  labels: { resources: string; margin: string };
  facts: { label: string; value: string | number }[];
}

export function statusView(host: UiHost, s: GameState, deciding: string | null): StatusView {
  const m = effectiveMargins(s);
  return {
    title: host.t("ui.status.title"),
    factions: FACTIONS.map((f) => ({
      faction: f,
      name: factionName(host, f),
      resources: s.resources[f],
      eligible: s.eligible[f],
      eligibleLabel: host.t(s.eligible[f] ? "ui.status.eligible" : "ui.status.ineligible"),
      margin: m[f],
      deciding: deciding === f,
    })),
    labels: { resources: host.t("ui.status.resources"), margin: host.t("ui.status.margin") },
    facts: [
      { label: host.t("ui.status.aid"), value: s.aid },
      { label: host.t("ui.status.support"), value: totalSupport(s) },
      { label: host.t("ui.status.opposition"), value: oppositionPlusBases(s) },
      { label: host.t("ui.status.presidente.label"), value: host.t(`ui.status.presidente.${s.presidente}`) },
      { label: host.t("ui.status.propaganda", { n: s.propagandaPlayed }), value: "" },
      ...(isSolo(s) ? [{ label: host.t("ui.solo.label"), value: soloText(host, s) }] : []),
    ],
  };
}

/** 8.8 the 1-player level: the final one once the game has ended, else where it stands now */
export function soloText(host: UiHost, s: GameState): string {
  const level = s.ended?.soloLevel ?? soloLevel(s);
  const d = soloDifference(s);
  return host.t("ui.solo.value", { level: host.t(`ui.solo.${level}`), diff: d > 0 ? `+${d}` : String(d) });
}
