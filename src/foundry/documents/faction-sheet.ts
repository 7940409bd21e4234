// A small read-only sheet for the faction Actor: Resources, victory margin (7.2), Eligibility,
// Available Forces (1.4.1), Bases on the map, seat and who plays it, from the Actor's own data
// (the mirror faction.ts writes from the game); and the Faction's forces on the map, space by
// space, and out of play, read from the game on this client (faction-forces.ts). It re-renders
// when the mirror is updated and after every change of the game while it is open.
// Nothing on it can be edited: who plays a Faction is the GM's setup dialog, the rest is the game.
import { FACTIONS, type Faction } from "../../engine/index";
import { SessionPanelMixin, templatePath } from "../apps/base";
import { FACTION_TYPE, MODULE_ID } from "../constants";
import { t } from "../i18n";
import { factionActorName } from "../names";
import { session } from "../session";
import { type ActorSheetBase, bases, registerActorSheet, users } from "../shim";
import type { FactionData } from "./faction";
import { forcesView } from "./faction-forces";

export const SHEET_TEMPLATE = "faction-sheet.hbs";

/** piece kind → the word the sheet uses for its Available box (1.4.1) */
const FORCE_WORD: Record<string, string> = {
  troops: "troops",
  police: "police",
  govtBase: "bases",
  farcU: "guerrillas",
  farcBase: "bases",
  aucU: "guerrillas",
  aucBase: "bases",
  cartelsU: "guerrillas",
  cartelsBase: "bases",
};

export interface FactionSheetView {
  faction: Faction;
  name: string;
  rows: { key: string; label: string; value: string }[];
  forcesTitle: string;
  forces: { piece: string; label: string; value: number }[];
  note: string;
}

/** "+3", "0", "−2" (a true minus sign) */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : "0";
}

/** The sheet's view-model from the Actor's mirrored data (pure, apart from user names). */
export function factionSheetView(data: Partial<FactionData>): FactionSheetView {
  const faction: Faction = FACTIONS.includes(data.faction as Faction) ? (data.faction as Faction) : "govt";
  const owners = (data.owners ?? []).map((id) => users.get(id)?.name ?? id);
  const seat = data.seat === "nonplayer" ? "nonplayer" : "player";
  return {
    faction,
    name: t(`ui.faction.${faction}`),
    rows: [
      { key: "resources", label: t("ui.status.resources"), value: String(data.resources ?? 0) },
      { key: "margin", label: t("ui.status.margin"), value: signed(data.margin ?? 0) },
      {
        key: "eligible",
        label: t("foundry.sheet.eligibility"),
        value: t(data.eligible === false ? "ui.status.ineligible" : "ui.status.eligible"),
      },
      { key: "basesOnMap", label: t("foundry.sheet.basesOnMap"), value: String(data.basesOnMap ?? 0) },
      { key: "seat", label: t("foundry.sheet.seat"), value: t(`ui.setup.${seat}`) },
      {
        key: "owners",
        label: t("foundry.sheet.owners"),
        value: owners.length ? owners.join(", ") : t("foundry.sheet.gmOnly"),
      },
    ],
    forcesTitle: t("foundry.sheet.available"),
    forces: Object.entries(data.available ?? {}).map(([piece, value]) => ({
      piece,
      label: t(`foundry.sheet.forces.${FORCE_WORD[piece] ?? "bases"}`),
      value: Number(value) || 0,
    })),
    note: t("foundry.sheet.note"),
  };
}

/** HandlebarsApplicationMixin(ActorSheetV2) for the faction sub-type (built at init). */
export function defineFactionSheet(): new (options?: object) => ActorSheetBase {
  const { ActorSheetV2, HandlebarsApplicationMixin } = bases();
  // the pieces move on the board without the Actor changing: follow the game while open
  const Base = SessionPanelMixin(HandlebarsApplicationMixin(ActorSheetV2)) as typeof ActorSheetV2;
  return class FactionSheet extends Base {
    static DEFAULT_OPTIONS = {
      classes: [MODULE_ID, "aa-app", "aa-faction-sheet"],
      position: { width: 320, height: "auto" },
      window: { icon: "fa-solid fa-flag" },
      // the sheet has no field: a submit would have nothing to write
      form: { submitOnChange: false, closeOnSubmit: false },
    };
    static PARTS = { main: { template: templatePath(SHEET_TEMPLATE) } };

    /** the window title: the Faction's name in this client's language (names.ts) */
    get title(): string {
      return factionActorName((this.actor.system as Partial<FactionData>).faction) ?? this.actor.name;
    }

    async _prepareContext(): Promise<object> {
      const view = factionSheetView(this.actor.system as Partial<FactionData>);
      const s = session().state;
      return s ? { ...view, ...forcesView(s, view.faction) } : view;
    }
  };
}

/** init: the faction sub-type opens our sheet by default. */
export function registerFactionSheet(): void {
  registerActorSheet(defineFactionSheet(), {
    types: [FACTION_TYPE],
    makeDefault: true,
    label: "ANDEAN.foundry.sheet.label",
  });
}
