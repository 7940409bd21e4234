// Localized text for the UI: messages with parameters made readable (Faction, space and piece
// ids become names), option labels, and RuleErrors with their rule number.
import {
  type CommandBody,
  card,
  FACTIONS,
  type Msg,
  type RuleError,
  SPACE_INDEX,
  SPACES,
} from "../engine/index";
import type { UiHost } from "./host";

type Params = Record<string, string | number>;

/** Does the host know this key? (hosts return the key itself when they do not) */
export function hasKey(host: UiHost, key: string): boolean {
  const r = host.t(key);
  return r !== key && r !== `ANDEAN.${key}`;
}

export function spaceName(id: string): string {
  const i = SPACE_INDEX[id];
  return i === undefined ? id : SPACES[i].name;
}

export function factionName(host: UiHost, f: string): string {
  return f ? host.t(`ui.faction.${f}`) : "";
}

export function cardTitle(n: number): string {
  try {
    return card(n).title;
  } catch {
    return String(n);
  }
}

/** Make parameter values readable. */
function readableParams(host: UiHost, params: Params = {}): Params {
  const out: Params = {};
  for (const [k, v] of Object.entries(params)) {
    const s = String(v);
    if ((k === "faction" || k === "winner" || k === "to" || k === "by") && (FACTIONS as string[]).includes(s))
      out[k] = factionName(host, s);
    else if ((k === "space" || k === "from" || k === "to") && s in SPACE_INDEX) out[k] = spaceName(s);
    else if (k === "piece" && hasKey(host, `ui.piece.${s}`)) out[k] = host.t(`ui.piece.${s}`);
    else if ((k === "op" || k === "sa") && hasKey(host, `ui.${k}.${s}`)) out[k] = host.t(`ui.${k}.${s}`);
    else if (k === "side" && hasKey(host, `ui.side.${s}`)) out[k] = host.t(`ui.side.${s}`);
    else if (k === "level" && hasKey(host, `ui.level.${s}`)) out[k] = host.t(`ui.level.${s}`);
    else if ((k === "card" || k === "next") && typeof v === "number" && v > 0)
      out[k] = `${v} ${cardTitle(v)}`;
    else out[k] = v;
  }
  return out;
}

export function msgText(host: UiHost, m: Msg): string {
  return host.t(m.key, readableParams(host, m.params));
}

export function errorText(host: UiHost, e: RuleError): string {
  return host.t("ui.error.withRule", { text: msgText(host, e.message), rule: e.rule });
}

/** A readable label for an option (buttons, lists). */
export function optionLabel(host: UiHost, o: CommandBody): string {
  switch (o.t) {
    case "done":
      return host.t("ui.opt.done");
    case "space":
      return host.t("ui.opt.space", { space: spaceName(o.s) });
    case "place":
    case "remove":
    case "flip":
      return host.t(`ui.opt.${o.t}`, { piece: host.t(`ui.piece.${o.p}`), space: spaceName(o.s) });
    case "move":
      return host.t("ui.opt.move", {
        piece: host.t(`ui.piece.${o.p}`),
        from: spaceName(o.from),
        to: spaceName(o.to),
      });
    case "choose":
      return chooseLabel(host, o.v);
  }
}

/** `pass`, `event:unshaded`, `op:train`, `limop:train`, `sa:airlift`, `ship`, `base:huila`, `mode:pieces`… */
export function chooseLabel(host: UiHost, v: string): string {
  if (hasKey(host, `ui.choose.${v}`)) return host.t(`ui.choose.${v}`);
  const parts = v.split(":");
  const [kind, arg = ""] = parts;
  // 4.5.3 a moving Guerrilla carrying Shipments: carry:<from>:<to>:<kind>:<n>
  if (kind === "carry" && parts.length === 5)
    return host.t("ui.choose.carry", {
      piece: host.t(`ui.piece.${parts[3]}`),
      from: spaceName(parts[1]),
      to: spaceName(parts[2]),
      n: parts[4],
    });
  if (kind === "op" || kind === "limop") return host.t(`ui.choose.${kind}`, { op: host.t(`ui.op.${arg}`) });
  if (kind === "sa") return host.t("ui.choose.sa", { sa: host.t(`ui.sa.${arg}`) });
  if (kind === "event") return host.t(`ui.choose.event.${arg}`);
  // a card's own values (`mode:<value>` …) have their own labels
  if (hasKey(host, `ui.choose.${kind}.${arg}`)) return host.t(`ui.choose.${kind}.${arg}`);
  if (hasKey(host, `ui.choose.${kind}`)) {
    const params: Params = { value: arg };
    if (arg in SPACE_INDEX) params.space = spaceName(arg);
    else if ((FACTIONS as string[]).includes(arg)) params.faction = factionName(host, arg);
    return host.t(`ui.choose.${kind}`, params);
  }
  // unknown value: readable fallback (space ids become names)
  return v
    .split(":")
    .map((x) => (x in SPACE_INDEX ? spaceName(x) : x))
    .join(": ");
}
