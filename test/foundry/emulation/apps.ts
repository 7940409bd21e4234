// ApplicationV2 + HandlebarsApplicationMixin, emulated from the v13 declarations
// (client/applications/api/application.d.mts, handlebars-application.d.mts):
// - static DEFAULT_OPTIONS merge down the class chain into `this.options`;
// - render(options): an app not yet rendered renders only with `force: true`; then
//   _prepareContext(options) → for each PART _preparePartContext(partId, context, options) and
//   its template → the element is replaced → _onFirstRender (first time only) → _onRender;
// - clicks on [data-action] call options.actions[name] with `this` = the app, (event, target);
// - the window title is localised; close() runs _onClose and leaves `rendered` false.
// Templates are read from templates/ and compiled with Handlebars, with only the helpers the
// declarations list that our templates may use (`localize`); an unknown helper fails the render.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import Handlebars from "handlebars";

type Obj = Record<string, unknown>;
type Action = (this: EmulatedApplicationV2, event: Event, target: HTMLElement) => unknown;

const hb = Handlebars.create();
hb.registerHelper("localize", (key: string, options: { hash?: Obj }) => {
  const i18n = (globalThis as unknown as { game: { i18n: { format(k: string, d: Obj): string } } }).game.i18n;
  return i18n.format(key, options?.hash ?? {});
});
const compiled = new Map<string, Handlebars.TemplateDelegate>();

/** `modules/andean-abyss/templates/x.hbs` → the file in this repository */
function template(path: string): Handlebars.TemplateDelegate {
  let t = compiled.get(path);
  if (!t) {
    const file = resolve("templates", path.replace(/^modules\/andean-abyss\/templates\//, ""));
    t = hb.compile(readFileSync(file, "utf8"), { strict: false, knownHelpersOnly: false });
    compiled.set(path, t);
  }
  return t;
}

function mergeOptions(cls: unknown): Obj {
  const chain: Obj[] = [];
  for (let c = cls as { DEFAULT_OPTIONS?: Obj } | null; c; c = Object.getPrototypeOf(c))
    if (Object.hasOwn(c, "DEFAULT_OPTIONS")) chain.unshift(c.DEFAULT_OPTIONS as Obj);
  const out: Obj = {};
  for (const o of chain)
    for (const [k, v] of Object.entries(o))
      out[k] = v && typeof v === "object" && !Array.isArray(v) ? { ...(out[k] as Obj), ...(v as Obj) } : v;
  return out;
}

export class EmulatedApplicationV2 {
  static DEFAULT_OPTIONS: Obj = { classes: [], window: { title: "" }, actions: {} };
  static PARTS: Record<string, { template: string }> = {};
  options: Obj;
  rendered = false;
  #element: HTMLElement | null = null;
  /** every lifecycle call, in order (tests read it) */
  calls: string[] = [];
  /** the last action handler's result, for tests to await */
  lastAction: Promise<unknown> = Promise.resolve();

  constructor(options: Obj = {}) {
    this.options = { ...mergeOptions(this.constructor), ...options };
  }

  get element(): HTMLElement {
    if (!this.#element) throw new Error("the application is not rendered");
    return this.#element;
  }

  get title(): string {
    const key = String((this.options.window as Obj | undefined)?.title ?? "");
    return (globalThis as unknown as { game: { i18n: { localize(k: string): unknown } } }).game.i18n.localize(
      key,
    ) as string;
  }

  async _prepareContext(_options: Obj): Promise<Obj> {
    return {};
  }

  async _preparePartContext(_partId: string, context: Obj, _options: Obj): Promise<Obj> {
    return context;
  }

  async _onFirstRender(_context: Obj, _options: Obj): Promise<void> {}
  async _onRender(_context: Obj, _options: Obj): Promise<void> {}
  _onClose(_options: Obj): void {}

  async render(options: boolean | Obj = {}): Promise<this> {
    const opts: Obj = typeof options === "boolean" ? { force: options } : options;
    if (!this.rendered && !opts.force) return this;
    const first = !this.rendered;
    const renderOptions = { ...opts, isFirstRender: first };
    this.calls.push("_prepareContext");
    const context = await this._prepareContext(renderOptions);
    const parts = (this.constructor as typeof EmulatedApplicationV2).PARTS;
    const html: string[] = [];
    for (const [id, part] of Object.entries(parts)) {
      this.calls.push(`_preparePartContext:${id}`);
      // the shared context is handed to every part (the declaration recommends mutating it)
      const partContext = await this._preparePartContext(id, context, renderOptions);
      html.push(template(part.template)(partContext));
    }
    if (first) {
      this.#element = document.createElement("div");
      this.#element.addEventListener("click", (e) => this.#onClick(e));
      document.body.append(this.#element);
    }
    this.element.innerHTML = html.join("");
    this.rendered = true;
    if (first) {
      this.calls.push("_onFirstRender");
      await this._onFirstRender(context, renderOptions);
    }
    this.calls.push("_onRender");
    await this._onRender(context, renderOptions);
    return this;
  }

  async close(options: Obj = {}): Promise<this> {
    if (!this.rendered) return this;
    this.calls.push("_onClose");
    this._onClose(options);
    this.#element?.remove();
    this.#element = null;
    this.rendered = false;
    return this;
  }

  #onClick(event: Event): void {
    const target = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-action]");
    if (!target) return;
    const action = (this.options.actions as Record<string, Action> | undefined)?.[
      target.dataset.action ?? ""
    ];
    if (action) this.lastAction = Promise.resolve(action.call(this, event, target));
  }
}

/** HandlebarsApplicationMixin: PARTS are rendered above; the mixin adds nothing else we use. */
export function HandlebarsApplicationMixin<T extends typeof EmulatedApplicationV2>(Base: T): T {
  return Base;
}
