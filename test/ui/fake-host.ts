// The UiHost the node-side UI tests hand to the view-models: a fixed state (or none: reading it
// fails the test), every Faction this user's, nothing submitted, and a translator — the table's
// English by default, or any other.
import { FACTIONS, type GameState } from "../../src/engine/index";
import { t as tableT } from "../../src/table/i18n";
import type { UiHost } from "../../src/ui/host";
import { formatMessage } from "../../src/ui/message-format";

export function fakeHost(state?: GameState, t: UiHost["t"] = tableT): UiHost {
  return {
    getState: () => {
      if (state === undefined) throw new Error("unused");
      return state;
    },
    submit: async () => null,
    t,
    notify: () => {},
    onChange: () => () => {},
    myFactions: () => [...FACTIONS],
  };
}

/** a host that speaks `lang` from its merged dictionary the way the table does (formatMessage) */
export function dictHost(dict: Record<string, string>, lang: string): UiHost {
  return fakeHost(undefined, (key, params) => {
    const text = dict[`ANDEAN.${key}`];
    return text === undefined ? key : formatMessage(text, params, lang);
  });
}
