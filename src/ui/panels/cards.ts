// View-model of the current and next card: number, title, Faction order, our summaries.
import { CARDS, type GameState, shownNextCard } from "../../engine/index";
import type { UiHost } from "../host";
import { cardTitle, factionName, hasKey } from "../i18n";

export interface CardView {
  number: number;
  title: string;
  propaganda: boolean;
  order: { faction: string; name: string }[];
  sides: { label: string; text: string; side: string }[];
  tags: string[];
}

export interface InPlayView {
  number: number;
  title: string;
  /** "Capability" or "Momentum", with the side in play */
  tag: string;
  text: string;
}

export interface CardsView {
  slots: { slot: "current" | "next"; label: string; card: CardView | null; empty: string }[];
  deck: string;
  /** lasting effects: Capabilities (5.3), Momentum (5.4, until Reset), Ecuador/Panamá as spaces */
  inPlayLabel: string;
  inPlay: InPlayView[];
}

export function cardView(host: UiHost, n: number): CardView | null {
  const c = CARDS[n];
  if (!c) return null;
  const propaganda = c.kind === "propaganda";
  const summary = (side: string) => {
    const key = `card.${n}.${side}`;
    if (hasKey(host, key)) return host.t(key);
    // single-sided Events have one summary, under card.N.text
    const text = `card.${n}.text`;
    return !c.dualUse && hasKey(host, text) ? host.t(text) : host.t("ui.card.noSummary");
  };
  const tags: string[] = [];
  if (c.capability) tags.push(host.t("ui.card.capability"));
  if (c.momentum) tags.push(host.t("ui.card.momentum"));
  return {
    number: n,
    title: cardTitle(n, host),
    propaganda,
    order: propaganda ? [] : c.factionOrder.map((f) => ({ faction: f, name: factionName(host, f) })),
    sides: propaganda
      ? [{ label: host.t("ui.propaganda.title"), text: "", side: "propaganda" }]
      : [
          { label: host.t("ui.card.unshaded"), text: summary("unshaded"), side: "unshaded" },
          ...(c.dualUse
            ? [{ label: host.t("ui.card.shaded"), text: summary("shaded"), side: "shaded" }]
            : []),
        ],
    tags,
  };
}

export function cardsView(host: UiHost, s: GameState = host.getState()): CardsView {
  // once the game has ended no card comes next (7.2, 7.3)
  const next = s.ended ? null : shownNextCard(s);
  const none = host.t("ui.card.none");
  return {
    slots: [
      {
        slot: "current",
        label: host.t("ui.card.current"),
        card: s.current ? cardView(host, s.current) : null,
        empty: none,
      },
      {
        slot: "next",
        label: host.t("ui.card.next"),
        card: next !== null ? cardView(host, next) : null,
        empty: !s.ended && s.options.noReveal && s.deck.length > 0 ? host.t("ui.card.hidden") : none,
      },
    ],
    deck: host.t("ui.card.deck", { n: s.deck.length }),
    inPlayLabel: host.t("ui.card.inPlay"),
    inPlay: inPlay(host, s),
  };
}

/** The card text without its leading "Capability:" / "Momentum:", which the tag already says. */
export function withoutLead(text: string, lead: string): string {
  if (!text.startsWith(lead)) return text;
  const rest = text.slice(lead.length);
  const m = /^\s*:\s*/.exec(rest);
  return m ? rest.slice(m[0].length) : text;
}

function inPlay(host: UiHost, s: GameState): InPlayView[] {
  const item = (n: number, side: "unshaded" | "shaded", kind: "capability" | "momentum"): InPlayView => ({
    number: n,
    title: cardTitle(n, host),
    tag: `${host.t(`ui.card.${kind}`)} (${host.t(`ui.card.${side}`)})`,
    text: hasKey(host, `card.${n}.${side}`)
      ? withoutLead(host.t(`card.${n}.${side}`), host.t(`ui.card.${kind}`))
      : "",
  });
  // lasting map changes (1.3.5): Ecuador (card 33) and Panamá (card 71) as spaces
  const map = (n: number, key: string): InPlayView => ({
    number: n,
    title: cardTitle(n, host),
    tag: host.t("ui.card.mapChange"),
    text: host.t(key),
  });
  return [
    ...Object.entries(s.capabilities).map(([n, side]) => item(Number(n), side, "capability")),
    ...s.momentum.map((n) => item(n, "shaded", "momentum")),
    ...(s.ecuador ? [map(33, "ui.card.ecuadorSpace")] : []),
    ...(s.panama ? [map(71, "ui.card.panamaSpace")] : []),
  ];
}
