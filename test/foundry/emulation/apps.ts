// ApplicationV2 + HandlebarsApplicationMixin, emulated from the v13 declarations
// (client/applications/api/application.d.mts, handlebars-application.d.mts, document-sheet.d.mts,
// client/applications/apps/document-sheet-config.d.mts):
// - static DEFAULT_OPTIONS merge down the class chain into `this.options`
//   (_initializeApplicationOptions: arrays are concatenated, inner objects merged, anything else
//   replaced by the subclass);
// - render(options): renders run one at a time, in call order (ApplicationV2 serialises them);
//   an app not yet rendered renders only with `force: true`; then
//   _prepareContext(options) → _renderHTML: for each PART _preparePartContext(partId, context,
//   options) and its template, which must render exactly ONE root element (the part element,
//   marked data-application-part) → _replaceHTML puts the parts into the window content →
//   _onFirstRender (first time only) → _onRender;
// - the outer element is `options.tag` ("div" unless told); with tag "form", a submit of that
//   form runs _onSubmitForm(options.form, event): the default is prevented, the handler is called
//   with (event, form, FormDataExtended) and `this` = the app, an error is reported as a
//   notification and keeps the window open, and closeOnSubmit closes it;
// - clicks on [data-action] call options.actions[name] with `this` = the app, (event, target);
//   an action with no handler does nothing more (a submit button still submits its form);
// - the window title is localised; close() runs _onClose and leaves `rendered` false;
// - DocumentSheetV2 (ActorSheetV2) holds `options.document`; DocumentSheetConfig.registerSheet
//   records which sheet class a sub-type gets.
// - the application's element belongs to the document of the window it is rendered in (each
//   client of the multi-client world its own, `realm` below), and the `localize` helper and the
//   title use that client's game.i18n.
// - Foundry v14 can detach an application into its own browser window (render option
//   `window.detached`, ApplicationWindowRenderOptions; the detached-window manager adopts the
//   window's nodes into the new window's document): detach() below; later renders happen in that
//   document.
// Templates are read from templates/ and compiled with Handlebars, with only the helpers the
// declarations list that our templates may use (`localize`); an unknown helper fails the render.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import Handlebars from "handlebars";

type Obj = Record<string, unknown>;
type Action = (this: EmulatedApplicationV2, event: Event, target: HTMLElement) => unknown;
type FormHandler = (
  this: EmulatedApplicationV2,
  event: Event,
  form: HTMLFormElement,
  data: FormData,
) => unknown;
export interface FormConfiguration {
  handler?: FormHandler;
  submitOnChange?: boolean;
  closeOnSubmit?: boolean;
}

/** What an application reads of the window it runs in: its document and game.i18n. */
export interface Realm {
  document(): Document;
  i18n(): { localize(k: string): unknown; format(k: string, d?: Obj): string };
}
const globalRealm: Realm = {
  document: () => document,
  i18n: () => (globalThis as unknown as { game: { i18n: ReturnType<Realm["i18n"]> } }).game.i18n,
};
/** the realm whose templates are being rendered (templates run synchronously) */
let rendering: Realm | null = null;

const hb = Handlebars.create();
hb.registerHelper("localize", (key: string, options: { hash?: Obj }) => {
  const i18n = (rendering ?? globalRealm).i18n();
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
    for (const [k, v] of Object.entries(o)) {
      const prior = out[k];
      if (Array.isArray(prior) && Array.isArray(v)) out[k] = [...prior, ...v];
      else if (prior && typeof prior === "object" && v && typeof v === "object" && !Array.isArray(v))
        out[k] = { ...(prior as Obj), ...(v as Obj) };
      else out[k] = Array.isArray(v) ? [...v] : v && typeof v === "object" ? { ...(v as Obj) } : v;
    }
  return out;
}

/** foundry.applications.ux.FormDataExtended: a FormData of the form plus `object` (name → value). */
export class EmulatedFormDataExtended extends FormData {
  readonly object: Obj = {};
  constructor(form: HTMLFormElement) {
    super(form);
    for (const el of Array.from(form.elements) as HTMLInputElement[]) {
      if (!el.name) continue;
      if (el.type === "checkbox") this.object[el.name] = el.checked;
      else if (el.type === "radio") {
        if (el.checked) this.object[el.name] = el.value;
        else this.object[el.name] ??= null;
      } else this.object[el.name] = el.value;
    }
  }
}

export class EmulatedApplicationV2 {
  static DEFAULT_OPTIONS: Obj = { classes: [], tag: "div", window: { title: "" }, actions: {} };
  static PARTS: Record<string, { template: string }> = {};
  /** the window this application class renders in (a client of the multi-client world sets its own) */
  static realm: Realm = globalRealm;
  options: Obj;
  rendered = false;
  #element: HTMLElement | null = null;
  /** every lifecycle call, in order (tests read it) */
  calls: string[] = [];
  /** the last action or form handler's result, for tests to await */
  lastAction: Promise<unknown> = Promise.resolve();

  constructor(options: Obj = {}) {
    this.options = { ...mergeOptions(this.constructor), ...options };
  }

  get element(): HTMLElement {
    if (!this.#element) throw new Error("the application is not rendered");
    return this.#element;
  }

  get realm(): Realm {
    const realm = (this.constructor as typeof EmulatedApplicationV2).realm;
    const detached = this.#detached;
    return detached ? { document: () => detached, i18n: realm.i18n } : realm;
  }

  #detached: Document | null = null;
  /** v14: move the rendered window into another browser window's document */
  detach(target: Document): void {
    const el = this.element;
    target.adoptNode(el);
    target.body.append(el);
    this.#detached = target;
  }

  get title(): string {
    const key = String((this.options.window as Obj | undefined)?.title ?? "");
    return this.realm.i18n().localize(key) as string;
  }

  async _prepareContext(_options: Obj): Promise<Obj> {
    return {};
  }

  async _preparePartContext(_partId: string, context: Obj, _options: Obj): Promise<Obj> {
    return context;
  }

  /** One element per part; a part template with zero or several root elements fails the render. */
  async _renderHTML(context: Obj, options: Obj): Promise<Record<string, HTMLElement>> {
    const parts = (this.constructor as typeof EmulatedApplicationV2).PARTS;
    const out: Record<string, HTMLElement> = {};
    for (const [id, part] of Object.entries(parts)) {
      this.calls.push(`_preparePartContext:${id}`);
      // the shared context is handed to every part (the declaration recommends mutating it)
      const partContext = await this._preparePartContext(id, context, options);
      const t = this.realm.document().createElement("template");
      rendering = this.realm;
      try {
        t.innerHTML = template(part.template)(partContext);
      } finally {
        rendering = null;
      }
      if (t.content.children.length !== 1)
        throw new Error(`Template part "${id}" must render a single HTML element.`);
      const el = t.content.firstElementChild as HTMLElement;
      el.dataset.applicationPart = id;
      out[id] = el;
    }
    return out;
  }

  /** Each part replaces its earlier element, or is appended in PARTS order the first time. */
  _replaceHTML(result: Record<string, HTMLElement>, content: HTMLElement, _options: Obj): void {
    for (const [id, el] of Object.entries(result)) {
      const prior = content.querySelector(`[data-application-part="${id}"]`);
      if (prior) prior.replaceWith(el);
      else content.append(el);
    }
  }

  async _onFirstRender(_context: Obj, _options: Obj): Promise<void> {}
  async _onRender(_context: Obj, _options: Obj): Promise<void> {}
  _onClose(_options: Obj): void {}

  async _onSubmitForm(formConfig: FormConfiguration | undefined, event: Event): Promise<void> {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const handler = formConfig?.handler;
    if (handler) {
      try {
        await handler.call(this, event, form, new EmulatedFormDataExtended(form));
      } catch (err) {
        (
          globalThis as unknown as { ui: { notifications: { error(t: string): void } } }
        ).ui.notifications.error(String(err));
        return;
      }
    }
    if (formConfig?.closeOnSubmit) await this.close({ submitted: true });
  }

  #queue: Promise<unknown> = Promise.resolve();

  render(options: boolean | Obj = {}): Promise<this> {
    const run = this.#queue.then(() => this.#render(options));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #render(options: boolean | Obj): Promise<this> {
    const opts: Obj = typeof options === "boolean" ? { force: options } : options;
    if (!this.rendered && !opts.force) return this;
    const first = !this.rendered;
    const renderOptions = { ...opts, isFirstRender: first };
    this.calls.push("_prepareContext");
    const context = await this._prepareContext(renderOptions);
    const result = await this._renderHTML(context, renderOptions);
    if (first) {
      const doc = this.realm.document();
      const el = doc.createElement(String(this.options.tag ?? "div"));
      el.classList.add("application", ...((this.options.classes as string[] | undefined) ?? []));
      // the window header with its title (ApplicationV2's frame)
      const header = doc.createElement("header");
      header.className = "window-header";
      const title = doc.createElement("h1");
      title.className = "window-title";
      title.textContent = this.title;
      header.append(title);
      const content = doc.createElement("section");
      content.className = "window-content";
      el.append(header, content);
      el.addEventListener("click", (e) => this.#onClick(e));
      if (el.tagName === "FORM")
        el.addEventListener("submit", (e) => {
          this.lastAction = this._onSubmitForm(this.options.form as FormConfiguration | undefined, e);
        });
      doc.body.append(el);
      this.#element = el;
    }
    this._replaceHTML(result, this.element.querySelector<HTMLElement>(".window-content")!, renderOptions);
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

/** DocumentSheetV2: a form bound to `options.document`; ActorSheetV2 names it `actor`. */
export class EmulatedDocumentSheetV2 extends EmulatedApplicationV2 {
  static override DEFAULT_OPTIONS: Obj = {
    tag: "form",
    form: { submitOnChange: true, closeOnSubmit: false },
  };
  get document(): Obj {
    return this.options.document as Obj;
  }
}
export class EmulatedActorSheetV2 extends EmulatedDocumentSheetV2 {
  get actor(): Obj {
    return this.document;
  }
}

export interface SheetRegistration {
  documentClass: unknown;
  scope: string;
  sheetClass: unknown;
  options: { types?: string[]; makeDefault?: boolean; label?: string | (() => string) };
}
/**
 * DocumentSheetConfig.registerSheet(documentClass, scope, sheetClass, options): recorded here, and
 * entered as Foundry does in CONFIG[documentName].sheetClasses[type]["<scope>.<class name>"].
 */
export function emulatedSheetConfig(
  config: () => Record<string, Obj> = () => (globalThis as unknown as { CONFIG: Record<string, Obj> }).CONFIG,
): { registerSheet(...a: unknown[]): void; registered: SheetRegistration[] } {
  const registered: SheetRegistration[] = [];
  return {
    registered,
    registerSheet(documentClass: unknown, scope: unknown, sheetClass: unknown, options: unknown = {}) {
      if (typeof scope !== "string" || typeof sheetClass !== "function")
        throw new Error("registerSheet(documentClass, scope, sheetClass, options)");
      const opts = options as SheetRegistration["options"];
      registered.push({ documentClass, scope, sheetClass, options: opts });
      const name = (documentClass as { documentName?: string }).documentName;
      if (!name) throw new Error("registerSheet: not a Document class");
      const cfg = config();
      cfg[name] ??= {};
      cfg[name].sheetClasses ??= {};
      const classes = cfg[name].sheetClasses as Record<string, Obj>;
      for (const type of opts.types ?? []) {
        classes[type] ??= {};
        (classes[type] as Obj)[`${scope}.${(sheetClass as { name: string }).name}`] = {
          cls: sheetClass,
          label: opts.label,
          default: Boolean(opts.makeDefault),
        };
      }
    },
  };
}
