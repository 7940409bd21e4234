// Localized text for the UI: messages with parameters made readable (Faction, space and piece
// ids become names, card numbers get their title in the language), option labels, and RuleErrors
// with their rule number. Plural and gender forms are chosen by each host's t() through
// formatMessage (message-format.ts: ICU plural/select with Intl.PluralRules).
import {
  type Choice,
  type CommandBody,
  card,
  decodeChoice,
  FACTIONS,
  type Msg,
  type Option,
  type RuleError,
  SPACE_INDEX,
  SPACES,
} from "../engine/index";
import type { UiHost } from "./host";

export { formatMessage } from "./message-format";

type Params = Record<string, string | number>;

/** Does the host know this key? (hosts return the key itself when they do not) */
export function hasKey(host: UiHost, key: string): boolean {
  const r = host.t(key);
  return r !== key && r !== `ANDEAN.${key}`;
}

/** A space's name in the host's language (lang key space.<id>: LdC / LiKom …), else as on the map. */
export function spaceName(id: string, host?: Pick<UiHost, "t">): string {
  const i = SPACE_INDEX[id];
  if (i === undefined) return id;
  const key = `space.${id}`;
  const text = host?.t(key);
  return text && text !== key && text !== `ANDEAN.${key}` ? text : SPACES[i].name;
}

export function factionName(host: UiHost, f: string): string {
  return f ? host.t(`ui.faction.${f}`) : "";
}

/** A card's title in the host's language (lang key card.N.title), else as printed. */
export function cardTitle(n: number, host?: UiHost): string {
  if (host && hasKey(host, `card.${n}.title`)) return host.t(`card.${n}.title`);
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
    if (
      (k === "faction" || k === "winner" || k === "to" || k === "from" || k === "by") &&
      (FACTIONS as string[]).includes(s)
    )
      out[k] = factionName(host, s);
    else if ((k === "space" || k === "from" || k === "to") && s in SPACE_INDEX) out[k] = spaceName(s, host);
    // a list of spaces (a random pick's candidates, its walk through the chart, 8.2): ids by spaces
    else if (k === "spaces" || k === "saSpaces" || k === "walk")
      out[k] = s
        .split(" ")
        .filter(Boolean)
        .map((id) => spaceName(id, host))
        .join(k === "walk" ? " → " : ", ");
    else if (k === "piece" && hasKey(host, `ui.piece.${s}`)) out[k] = host.t(`ui.piece.${s}`);
    else if ((k === "op" || k === "sa") && hasKey(host, `ui.${k}.${s}`)) out[k] = host.t(`ui.${k}.${s}`);
    else if (k === "side" && hasKey(host, `ui.side.${s}`)) out[k] = host.t(`ui.side.${s}`);
    else if (k === "level" && hasKey(host, `ui.level.${s}`)) out[k] = host.t(`ui.level.${s}`);
    else if ((k === "card" || k === "next") && typeof v === "number" && v > 0)
      out[k] = `${v} ${cardTitle(v, host)}`;
    else out[k] = v;
  }
  // a counted piece ("3 Troops", pl "3 kostki wojsk"): the noun in the form its number needs
  const piece = params.piece;
  if (piece !== undefined && params.n !== undefined && hasKey(host, `ui.pieces.${piece}`))
    out.pieces = host.t(`ui.pieces.${piece}`, { n: params.n });
  return out;
}

export function msgText(host: UiHost, m: Msg): string {
  return host.t(m.key, readableParams(host, m.params));
}

export function errorText(host: UiHost, e: RuleError): string {
  return host.t("ui.error.withRule", { text: msgText(host, e.message), rule: e.rule });
}

/** A readable label for an option (buttons, lists); `where`: the Decision's space, if any. */
export function optionLabel(host: UiHost, o: CommandBody | Option, where?: string): string {
  switch (o.t) {
    case "done":
      return host.t("ui.opt.done");
    case "space":
      return host.t("ui.opt.space", { space: spaceName(o.s, host) });
    case "place":
    case "remove":
    case "flip":
      return host.t(`ui.opt.${o.t}`, { piece: host.t(`ui.piece.${o.p}`), space: spaceName(o.s, host) });
    case "move":
      return host.t("ui.opt.move", {
        piece: host.t(`ui.piece.${o.p}`),
        from: spaceName(o.from, host),
        to: spaceName(o.to, host),
      });
    case "choose": {
      const c = "c" in o ? o.c : decodeChoice(o.v);
      return c ? choiceLabel(host, c, where) : o.v;
    }
  }
}

/** A readable label for a structured choice (choice.ts); every kind has its own lang key. */
export function choiceLabel(host: UiHost, c: Choice, where?: string): string {
  const faction = (f: string) => factionName(host, f);
  switch (c.k) {
    case "pass":
    case "shipRefuse":
    case "regroup":
    case "roll":
      return host.t(`ui.choose.${c.k}`);
    case "event":
      return host.t(`ui.choose.event.${c.side}`);
    case "op":
      return host.t(`ui.choose.${c.limited ? "limop" : "op"}`, { op: host.t(`ui.op.${c.op}`) });
    case "sa":
      return host.t("ui.choose.sa", { sa: host.t(`ui.sa.${c.sa}`) });
    case "ship":
      return c.from
        ? host.t("ui.choose.shipFrom", { space: spaceName(c.from, host) })
        : host.t("ui.choose.ship");
    case "shipAgree":
      return c.from
        ? host.t("ui.choose.shipAgreeFrom", { space: spaceName(c.from, host) })
        : host.t("ui.choose.shipAgree");
    case "askShip":
    case "heir":
    case "faction":
      return host.t(`ui.choose.${c.k}`, { faction: faction(c.faction) });
    case "via":
      return host.t(`ui.choose.via.${c.cubes}`);
    case "base": {
      const space = c.space ?? where;
      return space
        ? host.t("ui.choose.base", { space: spaceName(space, host) })
        : host.t("ui.choose.baseHere");
    }
    case "civic":
      return c.space
        ? host.t("ui.choose.civic", { space: spaceName(c.space, host) })
        : host.t("ui.choose.civicStep");
    case "carry":
      return host.t("ui.choose.carry", {
        piece: host.t(`ui.piece.${c.piece}`),
        from: spaceName(c.from, host),
        to: spaceName(c.to, host),
        n: c.n,
      });
    case "shipment":
    case "cash":
      return host.t(`ui.choose.${c.k}`, { space: spaceName(c.space, host) });
    case "process":
      return host.t("ui.choose.process", { space: spaceName(c.space, host), faction: faction(c.faction) });
    case "eliteBacking":
      return host.t("ui.choose.rally");
    case "target":
      return host.t(`ui.choose.target.${c.target}`);
    case "mode":
      return host.t(`ui.choose.mode.${c.mode}`);
    case "discord":
      return host.t(`ui.choose.discord.${c.event ? "event" : "op"}`);
  }
}
