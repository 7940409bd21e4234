// The turn panel (status, current/next card, the Decision's options) and the Propaganda panel:
// ApplicationV2 shells around the ui's view-models and templates. Each one is a sessionPanel()
// (apps/base.ts): our window classes, and a re-render on every state change while open.
import { getDecision } from "../../engine/index";
import {
  cardsView,
  endView,
  propagandaView,
  runPanelAction,
  sopView,
  statusView,
  TEMPLATES,
  turnView,
} from "../../ui/index";
import { MODULE_ID } from "../constants";
import { foundryHost } from "../host";
import { session } from "../session";
import type { AppBase } from "../shim";
import { askSuggest, onSuggestChange, showSuggestion, suggestPart } from "../suggest";
import { sessionPanel, templatePath } from "./base";

export type PanelApp = AppBase;

function onAction(this: PanelApp, _event: Event, target: HTMLElement): void {
  const action = target.dataset.action ?? "";
  void runPanelAction(foundryHost(), action, { index: target.dataset.index });
}

/** Suggest: the advisor's top 3 on this client (suggest.ts); nothing is sent */
function onSuggest(this: PanelApp): Promise<boolean> {
  return askSuggest();
}

/** a Suggest row: its spaces highlighted on the board */
function onSuggestRow(this: PanelApp, _event: Event, target: HTMLElement): boolean {
  return showSuggestion(Number(target.dataset.index));
}

export function defineTurnPanel(): new () => PanelApp {
  const Base = sessionPanel();
  return class TurnPanel extends Base {
    static DEFAULT_OPTIONS = {
      id: `${MODULE_ID}-turn`,
      window: { title: "ANDEAN.foundry.apps.turn", icon: "fa-solid fa-chess-board", resizable: true },
      position: { width: 380, height: "auto" },
      actions: {
        option: onAction,
        undo: onAction,
        hint: onAction,
        suggest: onSuggest,
        suggestRow: onSuggestRow,
      },
    };
    static PARTS = {
      // the game-end screen (7.1-7.3) on top once the game is over; empty before
      end: { template: templatePath(TEMPLATES.end) },
      status: { template: templatePath(TEMPLATES.status) },
      sop: { template: templatePath(TEMPLATES.sop) },
      cards: { template: templatePath(TEMPLATES.cards) },
      // with Suggest (issue 24): the advisor's top 3 at this user's own Decision
      turn: { template: templatePath(TEMPLATES.turn) },
    };

    #unfollowSuggest: (() => void) | null = null;

    override _onFirstRender(context: unknown, options: unknown): void {
      super._onFirstRender?.(context, options);
      this.#unfollowSuggest?.();
      this.#unfollowSuggest = onSuggestChange(() => {
        if (this.rendered) void this.render({ parts: ["turn"] });
      });
    }

    override _onClose(options: unknown): void {
      this.#unfollowSuggest?.();
      this.#unfollowSuggest = null;
      super._onClose?.(options);
    }

    /** Each part gets its own view-model, merged into the context Foundry passes (and returned). */
    async _preparePartContext(partId: string, context: object = {}): Promise<object> {
      const host = foundryHost();
      const s = session().state;
      if (!s) return context;
      if (partId === "status") return Object.assign(context, statusView(host, s, getDecision(s).faction));
      if (partId === "cards") return Object.assign(context, cardsView(host, s));
      if (partId === "sop") return Object.assign(context, sopView(host, s));
      if (partId === "end") return Object.assign(context, endView(host, s));
      return Object.assign(context, turnView(host, s), { suggest: suggestPart(s) });
    }
  };
}

export function definePropagandaPanel(): new () => PanelApp {
  const Base = sessionPanel();
  return class PropagandaPanel extends Base {
    static DEFAULT_OPTIONS = {
      id: `${MODULE_ID}-propaganda`,
      window: { title: "ANDEAN.foundry.apps.propaganda", icon: "fa-solid fa-bullhorn" },
      position: { width: 320, height: "auto" },
    };
    static PARTS = { main: { template: templatePath(TEMPLATES.propaganda) } };

    async _prepareContext(): Promise<object> {
      const s = session().state;
      return s ? propagandaView(foundryHost(), s) : {};
    }
  };
}
