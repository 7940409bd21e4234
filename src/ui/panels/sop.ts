// View-model of the Sequence of Play track (2.3), laid out as on the board: the Eligible box,
// the 1st Eligible's three boxes (Event / Op Only / Op + Special Activity), under each the option
// it leaves the 2nd Eligible (2.3.4), the Pass box and the Ineligible box; above them the current
// card's Faction order (2.3.2) with what each Faction has done on this card.
import {
  CARDS,
  FACTIONS,
  type Faction,
  type GameState,
  isFinalEventCard,
  nextEligible,
  stepOf,
} from "../../engine/index";
import type { UiHost } from "../host";
import { factionName } from "../i18n";

/** What a Faction did on this card; "opsa" also while its Special Activity is under way. */
export type SopAct = "pass" | "op" | "opsa" | "limop" | "event";
/** Where its cylinder stands on the track. */
export type SopBox = "eligible" | "first" | "second" | "pass" | "ineligible";
/** The three columns of the 1st/2nd Eligible boxes, keyed by the 1st Eligible's action (2.3.4). */
export type SopColumnKey = "event" | "op" | "opsa";

export interface SopState {
  box: SopBox;
  act: SopAct | null;
  /** the next Eligible Faction to choose on this card (2.3.2), now that no action is under way */
  deciding: boolean;
  /** it executes its Operation or Event right now (its choice is made, its action not finished) */
  acting: boolean;
  /** "first" / "second" for the deciding Faction and for those that executed */
  role: "first" | "second" | null;
  /** 2.3.7 its Eligibility for the next card, when an Event changed the usual outcome */
  nextChanged: "eligible" | "ineligible" | null;
}

export interface SopChip {
  faction: string;
  name: string;
  /** its turn: it decides now, or its action is under way */
  deciding: boolean;
}

export interface SopFactionView extends SopChip {
  box: SopBox;
  /** short words for the Faction's place on this card ("1st Eligible: Op + SA", "Passed", …) */
  label: string;
  /** an Event's change to its next Eligibility (2.3.7), or "" */
  next: string;
}

export interface SopColumn {
  key: SopColumnKey;
  first: string;
  second: string;
  firstChips: SopChip[];
  secondChips: SopChip[];
  /** the 1st Eligible took this box */
  taken: boolean;
  /** the 2nd Eligible's options this box stands for are the ones open now */
  open: boolean;
}

export interface SopView {
  title: string;
  /** an Event card is being played (not a Propaganda card, not the game's end) */
  active: boolean;
  orderLabel: string;
  order: SopFactionView[];
  rows: { first: string; second: string };
  columns: SopColumn[];
  boxes: { key: "eligible" | "pass" | "ineligible"; label: string; chips: SopChip[] }[];
  /** what the 2nd Eligible may do, once the 1st Eligible has acted (2.3.4), or "" */
  secondOptions: string;
  /** 2.3.9 on the final Event card, or a Propaganda card's word; "" otherwise */
  note: string;
}

const COLUMNS: SopColumnKey[] = ["event", "op", "opsa"];

/** The current card is an Event card still being played. */
function eventCardInPlay(s: GameState): boolean {
  if (s.ended || s.current === null) return false;
  return CARDS[s.current]?.kind === "event" && stepOf(s).find("card") !== null;
}

/** No action is under way: the card itself asks the next Eligible Faction (2.3.2). */
function cardOnTop(s: GameState): boolean {
  return stepOf(s).top.k === "card";
}

/** 4.1 the action under way counts as Op + SA as soon as its Special Activity is chosen. */
function actOf(s: GameState, f: Faction): SopAct | null {
  const a = s.card.acted[f];
  if (a !== "op") return a ?? null;
  const frame = stepOf(s).actions.find((x) => x.f === f && !x.byEvent && !x.ship);
  return frame?.sa ? "opsa" : "op";
}

/** 2.3.4 the column a 1st Eligible's action puts its cylinder in (a LimOp counts as an Op). */
export function columnOf(act: SopAct | null): SopColumnKey | null {
  if (act === "event") return "event";
  if (act === "opsa") return "opsa";
  if (act === "op" || act === "limop") return "op";
  return null;
}

/** Where Faction f stands in the Sequence of Play of the card being played (2.3). */
export function sopState(s: GameState, f: Faction): SopState {
  const active = eventCardInPlay(s);
  const eligible = s.eligible[f];
  if (!active) {
    return {
      box: eligible ? "eligible" : "ineligible",
      act: null,
      deciding: false,
      acting: false,
      role: null,
      nextChanged: null,
    };
  }
  const act = actOf(s, f);
  const at = s.card.executed.indexOf(f);
  const executed = at >= 0;
  const idle = cardOnTop(s);
  const deciding = idle && !executed && act === null && nextEligible(s) === f;
  // 2.3.7 as the card's end will apply it: an Event may keep an executing Faction Eligible, or
  // make a Faction Ineligible (also "through the next card")
  const through = s.card.ineligibleThroughNext ?? [];
  const next =
    !through.includes(f) &&
    (executed ? s.card.stayEligible.includes(f) : !s.card.forceIneligible.includes(f));
  const usual = !executed;
  const nextChanged = next === usual ? null : next ? "eligible" : "ineligible";
  if (executed) {
    const role = at === 0 ? "first" : "second";
    const acting = !idle && at === s.card.executed.length - 1;
    return { box: role, act, deciding: false, acting, role, nextChanged };
  }
  if (act === "pass") return { box: "pass", act, deciding: false, acting: false, role: null, nextChanged };
  return {
    box: eligible ? "eligible" : "ineligible",
    act: null,
    deciding,
    acting: false,
    role: deciding ? (s.card.executed.length === 0 ? "first" : "second") : null,
    nextChanged,
  };
}

/** The short label of a Faction's place on this card, shared by the status strip. */
export function sopLabel(host: UiHost, st: SopState): string {
  if (st.deciding && st.role)
    return host.t("ui.sop.state.deciding", { role: host.t(`ui.sop.role.${st.role}`) });
  if (st.box === "first" || st.box === "second") {
    // an Operation under way may still gain its Special Activity (4.1): say "Operation" until then
    const act = st.acting && st.act === "op" ? "opAny" : (st.act ?? "op");
    return host.t(st.acting ? "ui.sop.state.acting" : "ui.sop.state.done", {
      role: host.t(`ui.sop.role.${st.box}`),
      act: host.t(`ui.sop.act.${act}`),
    });
  }
  if (st.box === "pass") return host.t("ui.sop.state.passed");
  return host.t(st.box === "eligible" ? "ui.status.eligible" : "ui.status.ineligible");
}

export function sopView(host: UiHost, s: GameState = host.getState()): SopView {
  const active = eventCardInPlay(s);
  const order: Faction[] = active ? [...CARDS[s.current!].factionOrder] : [...FACTIONS];
  const states = new Map(order.map((f) => [f, sopState(s, f)] as const));
  const chip = (f: Faction): SopChip => ({
    faction: f,
    name: factionName(host, f),
    deciding: states.get(f)!.deciding || states.get(f)!.acting,
  });
  const first = s.card.executed[0];
  const firstCol = active && first ? columnOf(states.get(first)!.act) : null;
  // the 2nd Eligible's options are known once the 1st Eligible's action is over (2.3.4)
  const firstDone = !!firstCol && !states.get(first!)!.acting;
  const second = s.card.executed[1];
  const columns: SopColumn[] = COLUMNS.map((key) => ({
    key,
    first: host.t(`ui.sop.first.${key}`),
    second: host.t(`ui.sop.second.${key}`),
    firstChips: firstCol === key ? [chip(first!)] : [],
    secondChips: firstCol === key && second ? [chip(second)] : [],
    taken: firstCol === key,
    open: firstDone && firstCol === key && !second,
  }));
  const inBox = (b: SopBox) => order.filter((f) => states.get(f)!.box === b).map(chip);
  const final = active && isFinalEventCard(s);
  let note = "";
  if (final) note = host.t("ui.sop.finalCard");
  else if (s.current !== null && CARDS[s.current]?.kind === "propaganda" && !s.ended)
    note = host.t("ui.sop.propaganda");
  return {
    title: host.t("ui.sop.title"),
    active,
    orderLabel: host.t(active ? "ui.sop.order" : "ui.sop.factions"),
    order: order.map((f) => {
      const st = states.get(f)!;
      return {
        ...chip(f),
        box: st.box,
        label: sopLabel(host, st),
        next: st.nextChanged ? host.t(`ui.sop.next.${st.nextChanged}`) : "",
      };
    }),
    rows: { first: host.t("ui.sop.role.first"), second: host.t("ui.sop.role.second") },
    columns,
    boxes: [
      { key: "eligible", label: host.t("ui.sop.box.eligible"), chips: inBox("eligible") },
      { key: "pass", label: host.t("ui.sop.box.pass"), chips: inBox("pass") },
      { key: "ineligible", label: host.t("ui.sop.box.ineligible"), chips: inBox("ineligible") },
    ],
    secondOptions: firstDone && !second ? host.t(`ui.sop.may.${firstCol}`) : "",
    note,
  };
}
