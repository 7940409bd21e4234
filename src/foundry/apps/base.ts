// Shared pieces of the ApplicationV2 shells: the Handlebars base class (built at call time, since
// it only exists once Foundry has loaded), the template paths inside the module folder, and the
// one mixin every panel app uses to follow the game.
import { MODULE_ID } from "../constants";
import { session } from "../session";
import { type AppBase, bases } from "../shim";

export function templatePath(file: string): string {
  return `modules/${MODULE_ID}/templates/${file}`;
}

type AppClass = new (options?: object) => AppBase;
// biome-ignore lint/suspicious/noExplicitAny: TypeScript's mixin rule wants exactly `...args: any[]`
type Mixable = new (...args: any[]) => AppBase;

/** HandlebarsApplicationMixin(ApplicationV2), from foundry.applications.api. */
export function handlebarsApp(): AppClass {
  const { ApplicationV2, HandlebarsApplicationMixin } = bases();
  return HandlebarsApplicationMixin(ApplicationV2);
}

/**
 * The panels' mixin: our window classes, and a re-render on every state change while the window
 * is open (one session subscription from the first render to close, none while closed).
 * ApplicationV2 concatenates `classes` down the class chain, so a panel adds only its own.
 */
export function SessionPanelMixin<T extends Mixable>(Base: T): T {
  return class SessionPanel extends Base {
    static DEFAULT_OPTIONS = { classes: [MODULE_ID, "aa-app"] };
    #unfollow: (() => void) | null = null;

    override _onFirstRender(context: unknown, options: unknown): void {
      super._onFirstRender?.(context, options);
      this.#unfollow?.();
      this.#unfollow = session().onChange(() => {
        if (this.rendered) void this.render();
      });
    }

    override _onClose(options: unknown): void {
      this.#unfollow?.();
      this.#unfollow = null;
      super._onClose?.(options);
    }
  };
}

/** SessionPanelMixin(HandlebarsApplicationMixin(ApplicationV2)): the base of every panel app. */
export function sessionPanel(): AppClass {
  return SessionPanelMixin(handlebarsApp());
}
