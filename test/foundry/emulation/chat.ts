// Chat messages as a client's chat log shows them, emulated from the v13 declarations
// (client/documents/chat-message.d.mts, client/hooks.d.mts):
// - ChatMessage#visible: a message whispered to no one is seen by everyone; a whisper only by its
//   author, its recipients and GMs.
// - ChatMessage#renderHTML(): the message's HTML element (an <li class="chat-message"> whose
//   `.message-content` holds the stored `content`), then the hook
//   `renderChatMessageHTML(message, html, context)` "allows for final customization of the
//   message HTML before it is added to the ChatLog": each client runs it with its own hooks,
//   language and settings, in its own document.
// - ChatLog#updateMessage(message): the message's element is rendered again and replaces the old.
import { getProperty } from "./i18n";

type Obj = Record<string, unknown>;

export class EmulatedChatMessage {
  readonly id: string;
  readonly content: string;
  readonly flags: Obj;
  readonly whisper: string[];
  readonly author: string;
  readonly rolls: unknown[];
  readonly speaker: Obj;
  constructor(data: Obj, id: string, author: string) {
    this.id = id;
    this.author = author;
    this.content = String(data.content ?? "");
    this.flags = structuredClone((data.flags as Obj | undefined) ?? {});
    this.whisper = Array.isArray(data.whisper) ? data.whisper.map(String) : [];
    this.rolls = (data.rolls as unknown[] | undefined) ?? [];
    this.speaker = (data.speaker as Obj | undefined) ?? {};
  }
  getFlag(scope: string, key: string): unknown {
    return structuredClone(getProperty(this.flags, `${scope}.${key}`));
  }
  /** ChatMessage#visible for this user */
  visibleTo(user: { id: string; isGM: boolean }): boolean {
    if (!this.whisper.length) return true;
    return user.isGM || this.author === user.id || this.whisper.includes(user.id);
  }
}

/** ChatMessage#renderHTML in a client: the element, then that client's render hook. */
export function renderMessage(
  message: EmulatedChatMessage,
  doc: Document,
  callHook: (name: string, ...args: unknown[]) => void,
): HTMLElement {
  const li = doc.createElement("li");
  li.className = "chat-message message flexcol";
  li.dataset.messageId = message.id;
  const header = doc.createElement("header");
  header.className = "message-header";
  const sender = doc.createElement("h4");
  sender.className = "message-sender";
  sender.textContent = String(message.speaker.alias ?? "");
  header.append(sender);
  const content = doc.createElement("div");
  content.className = "message-content";
  content.innerHTML = message.content;
  li.append(header, content);
  callHook("renderChatMessageHTML", message, li, { message: { _id: message.id } });
  return li;
}

/** A client's chat log: the messages this user may see, rendered in its own document. */
export function renderChatLog(
  messages: EmulatedChatMessage[],
  user: { id: string; isGM: boolean },
  doc: Document,
  callHook: (name: string, ...args: unknown[]) => void,
): HTMLElement {
  let log = doc.getElementById("chat-log");
  if (!log) {
    log = doc.createElement("ol");
    log.id = "chat-log";
    doc.body.append(log);
  }
  log.replaceChildren(
    ...messages.filter((m) => m.visibleTo(user)).map((m) => renderMessage(m, doc, callHook)),
  );
  return log;
}

/** The text a reader sees in an element: hidden elements (display: none) show nothing. */
export function visibleText(el: Element): string {
  const view = el.ownerDocument.defaultView;
  const walk = (e: Element): string => {
    if ((e as HTMLElement).style?.display === "none" || (e as HTMLElement).hidden) return "";
    if (view && e.tagName === "STYLE") return "";
    let out = "";
    for (const n of Array.from(e.childNodes))
      out += n.nodeType === 3 ? n.textContent : n.nodeType === 1 ? ` ${walk(n as Element)} ` : "";
    return out;
  };
  return walk(el).replace(/\s+/g, " ").trim();
}
