// The turn panel (status, current/next card, the Decision's options) and the Propaganda panel:
// ApplicationV2 shells around the ui's view-models and templates. Re-render on every state change.
import { getDecision } from "../../engine/index";
import {
  cardsView,
  propagandaView,
  runPanelAction,
  statusView,
  TEMPLATES,
  turnView,
} from "../../ui/panels/index";
import { MODULE_ID } from "../constants";
import { foundryHost } from "../host";
import { session } from "../session";
import type { AppBase } from "../shim";
import { handlebarsApp, templatePath } from "./base";

export type PanelApp = AppBase;

function onAction(this: PanelApp, _event: Event, target: HTMLElement): void {
  const action = target.dataset.action ?? "";
  void runPanelAction(foundryHost(), action, { index: target.dataset.index });
}

/** Keep an app rendered in step with the session while it is open. */
function follow(app: PanelApp): () => void {
  return session().onChange(() => {
    if (app.rendered) void app.render();
  });
}

export function defineTurnPanel(): new () => PanelApp {
  const Base = handlebarsApp();
  return class TurnPanel extends Base {
    static DEFAULT_OPTIONS = {
      id: `${MODULE_ID}-turn`,
      classes: [MODULE_ID, "aa-app"],
      window: { title: "ANDEAN.foundry.apps.turn", icon: "fa-solid fa-chess-board", resizable: true },
      position: { width: 380, height: "auto" },
      actions: { option: onAction, undo: onAction },
    };
    static PARTS = {
      status: { template: templatePath(TEMPLATES.status) },
      cards: { template: templatePath(TEMPLATES.cards) },
      turn: { template: templatePath(TEMPLATES.turn) },
    };
    private unfollow: (() => void) | null = null;

    /** Each part gets its own view-model, merged into the context Foundry passes (and returned). */
    async _preparePartContext(partId: string, context: object = {}): Promise<object> {
      const host = foundryHost();
      const s = session().state;
      if (!s) return context;
      if (partId === "status") return Object.assign(context, statusView(host, s, getDecision(s).faction));
      if (partId === "cards") return Object.assign(context, cardsView(host, s));
      return Object.assign(context, turnView(host, s));
    }

    override _onFirstRender(context: unknown, options: unknown): void {
      super._onFirstRender?.(context, options);
      this.unfollow = follow(this);
    }

    override _onClose(options: unknown): void {
      this.unfollow?.();
      this.unfollow = null;
      super._onClose?.(options);
    }
  };
}

export function definePropagandaPanel(): new () => PanelApp {
  const Base = handlebarsApp();
  return class PropagandaPanel extends Base {
    static DEFAULT_OPTIONS = {
      id: `${MODULE_ID}-propaganda`,
      classes: [MODULE_ID, "aa-app"],
      window: { title: "ANDEAN.foundry.apps.propaganda", icon: "fa-solid fa-bullhorn" },
      position: { width: 320, height: "auto" },
    };
    static PARTS = { main: { template: templatePath(TEMPLATES.propaganda) } };
    private unfollow: (() => void) | null = null;

    async _prepareContext(): Promise<object> {
      const s = session().state;
      return s ? propagandaView(foundryHost(), s) : {};
    }

    override _onFirstRender(context: unknown, options: unknown): void {
      super._onFirstRender?.(context, options);
      this.unfollow = follow(this);
    }

    override _onClose(options: unknown): void {
      this.unfollow?.();
      this.unfollow = null;
      super._onClose?.(options);
    }
  };
}
