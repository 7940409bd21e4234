// What one client of the multi-client world shows of the world's documents, each in that client's
// own document (DOM) and language, rendered the way v13 renders them and then handed to that
// client's render hooks (ApplicationV2 fires `render<ClassName>` for the class and each parent
// class, with (application, element, context, options): client/applications/api/application.d.mts):
// - the sidebar directories (ActorDirectory, CardsDirectory, SceneDirectory,
//   client/applications/sidebar/tabs/*.d.mts): one `li.directory-item.entry[data-entry-id]` per
//   document, its name in `.entry-name`;
// - a Cards stack's sheet (CardsConfig and its subclasses CardDeckConfig / CardPileConfig,
//   client/applications/sheets/cards-config.d.mts): the window title and one
//   `li.card[data-card-id]` per card, its name in `.name`;
// - each client's language file, loaded as Foundry loads it (Localization: the chosen language's
//   file over the English one, `game.i18n.lang` the chosen language).
import { readFileSync } from "node:fs";
import { Localization, loadLangFile, type Translations } from "../emulation/i18n";

type Hook = (name: string, ...args: unknown[]) => Promise<void>;
interface Named {
  id: string;
  name: string;
  type?: string;
}

const files = new Map<string, Translations>();
function langFile(lang: string): Translations {
  let t = files.get(lang);
  if (!t) {
    t = loadLangFile(JSON.parse(readFileSync(`dist/lang/${lang}.json`, "utf8"))).translations;
    files.set(lang, t);
  }
  return structuredClone(t);
}

/** game.i18n of a client whose core "language" setting is `lang` */
export function localizationFor(lang: string): Localization {
  return new Localization(langFile(lang), lang === "en" ? {} : langFile("en"), lang);
}

/** render hooks of an ApplicationV2 class chain, most specific first */
async function renderHooks(hook: Hook, chain: string[], app: unknown, html: HTMLElement): Promise<void> {
  for (const cls of [...chain, "ApplicationV2"]) await hook(`render${cls}`, app, html, {}, {});
}

const DIRECTORIES = {
  actors: ["ActorDirectory", "DocumentDirectory", "AbstractSidebarTab"],
  cards: ["CardsDirectory", "DocumentDirectory", "AbstractSidebarTab"],
  scenes: ["SceneDirectory", "DocumentDirectory", "AbstractSidebarTab"],
} as const;

/** A sidebar directory as this client renders it, after its render hooks. */
export async function renderDirectory(
  doc: Document,
  hook: Hook,
  tab: keyof typeof DIRECTORIES,
  entries: Named[],
): Promise<HTMLElement> {
  doc.getElementById(tab)?.remove();
  const section = doc.createElement("section");
  section.id = tab;
  section.className = "tab sidebar-tab directory";
  const list = doc.createElement("ol");
  list.className = "directory-list";
  for (const e of entries) {
    const li = doc.createElement("li");
    li.className = "directory-item entry document";
    li.dataset.entryId = e.id;
    const img = doc.createElement("img");
    img.className = "thumbnail";
    img.alt = e.name;
    const name = doc.createElement("span");
    name.className = "entry-name";
    const a = doc.createElement("a");
    a.textContent = e.name;
    name.append(a);
    li.append(img, name);
    list.append(li);
  }
  section.append(list);
  doc.body.append(section);
  await renderHooks(hook, [...DIRECTORIES[tab]], { id: tab }, section);
  return section;
}

/** A Cards stack's sheet as this client renders it, after its render hooks. */
export async function renderCardsSheet(
  doc: Document,
  hook: Hook,
  stack: Named & { type: string; cards: { contents: Named[] } },
): Promise<HTMLElement> {
  const el = doc.createElement("form");
  el.className = "application sheet cards-config";
  const header = doc.createElement("header");
  header.className = "window-header";
  const title = doc.createElement("h1");
  title.className = "window-title";
  title.textContent = stack.name;
  header.append(title);
  const list = doc.createElement("ol");
  list.className = "cards";
  for (const c of stack.cards.contents) {
    const li = doc.createElement("li");
    li.className = "card";
    li.dataset.cardId = c.id;
    const name = doc.createElement("span");
    name.className = "name";
    name.textContent = c.name;
    li.append(name);
    list.append(li);
  }
  el.append(header, list);
  doc.body.append(el);
  const cls =
    stack.type === "deck" ? "CardDeckConfig" : stack.type === "hand" ? "CardHandConfig" : "CardPileConfig";
  await renderHooks(hook, [cls, "CardsConfig", "DocumentSheetV2"], { document: stack }, el);
  return el;
}
