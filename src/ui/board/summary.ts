// What the hover tooltip says about a space: its kind, Pop or Econ, Support/Opposition, Control,
// Terror or Sabotage, FARC Zone, every Faction's pieces (Guerrillas Underground and Active apart,
// Bases) and the Shipments held there. Plain localized data; tooltip.ts puts it on screen.
import {
  controller,
  FACTIONS,
  type Faction,
  type GameState,
  inPlay,
  P,
  type PieceKind,
  SPACE_INDEX,
  SPACES,
  type SpaceId,
} from "../../engine/index";
import type { UiHost } from "../host";
import { spaceName } from "../i18n";

export interface PieceCount {
  kind: PieceKind;
  /** short label inside the Faction's row: "Troops", "Underground", "Bases" … */
  label: string;
  n: number;
}

export interface SpaceSummary {
  id: SpaceId;
  name: string;
  /** e.g. "City · Pop 8", "LoC (pipeline) · Econ 3" */
  kind: string;
  /** Support level, Control, Terror/Sabotage, FARC Zone, "not a space" — each one line */
  facts: string[];
  factions: { faction: Faction; name: string; pieces: PieceCount[] }[];
  /** one line per Shipment held here */
  shipments: string[];
}

/** Piece kinds per Faction, with the short label key of each (1.4). */
const KINDS: Record<Faction, [PieceKind, string][]> = {
  govt: [
    ["troops", "ui.tip.troops"],
    ["police", "ui.tip.police"],
    ["govtBase", "ui.tip.bases"],
  ],
  farc: [
    ["farcU", "ui.tip.underground"],
    ["farcA", "ui.tip.active"],
    ["farcBase", "ui.tip.bases"],
  ],
  auc: [
    ["aucU", "ui.tip.underground"],
    ["aucA", "ui.tip.active"],
    ["aucBase", "ui.tip.bases"],
  ],
  cartels: [
    ["cartelsU", "ui.tip.underground"],
    ["cartelsA", "ui.tip.active"],
    ["cartelsBase", "ui.tip.bases"],
  ],
};

export function spaceSummary(host: UiHost, s: GameState, id: SpaceId): SpaceSummary {
  const i = SPACE_INDEX[id];
  const def = SPACES[i];
  const sp = s.spaces[i];
  const open = inPlay(s, i);
  const kindParts: string[] = [];
  if (def.type === "loc") {
    kindParts.push(host.t(def.pipeline ? "ui.tip.pipeline" : "ui.tip.loc"));
    kindParts.push(host.t("ui.tip.econ", { n: def.econ }));
  } else {
    // a foreign country an Event made a space is a 0-Pop Department (1.3.5, cards 33 and 71)
    const type = def.type === "foreign" ? (open ? "dept" : "foreign") : def.type;
    kindParts.push(host.t(`ui.tip.${type}`));
    if (def.terrain) kindParts.push(host.t(`ui.tip.terrain.${def.terrain}`));
    if (type !== "foreign") kindParts.push(host.t("ui.board.pop", { n: def.pop }));
  }
  const facts: string[] = [];
  if (!open) facts.push(host.t("ui.tip.notSpace"));
  else if (def.type !== "loc") {
    // 1.6: only populated spaces carry Support or Opposition
    if (def.pop > 0 || sp.sup !== 0) facts.push(host.t(`ui.level.${sp.sup}`));
    const ctl = controller(s, i);
    facts.push(host.t(ctl ? `ui.tip.control.${ctl}` : "ui.tip.control.none"));
  }
  if (sp.terror > 0)
    facts.push(def.type === "loc" ? host.t("ui.tip.sabotage") : host.t("ui.tip.terror", { n: sp.terror }));
  if (sp.zone) facts.push(host.t("ui.board.zone"));
  const factions: SpaceSummary["factions"] = [];
  for (const f of FACTIONS) {
    const pieces = KINDS[f]
      .map(([kind, key]) => ({ kind, label: host.t(key), n: sp.f[P[kind]] }))
      .filter((x) => x.n > 0);
    if (pieces.length) factions.push({ faction: f, name: host.t(`ui.faction.${f}`), pieces });
  }
  const shipments = s.shipments
    .filter((x) => x.s === i)
    .map((x) => host.t("ui.tip.shipment", { faction: host.t(`ui.faction.${x.f}`) }));
  return { id, name: spaceName(id, host), kind: kindParts.join(" · "), facts, factions, shipments };
}
