// The table's log panel: the shared template (templates/log-panel.hbs) with a Faction filter that
// survives redraws (kept on the panel's element) and an export of what is shown as a text file.
// The list keeps to its newest line unless the reader scrolled up to read older ones.
import { logText, logView } from "../ui/index";
import type { LocalHost } from "./local-host";

const wired = new WeakSet<HTMLElement>();

/** the file name of an exported log: the game's id, so that two games do not overwrite each other */
export function logFileName(gameId: string): string {
  return `andean-abyss-log-${gameId.replace(/[^\w-]+/g, "-")}.txt`;
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function renderLog(host: LocalHost, root: HTMLElement, tpl: (view: object) => string): void {
  const atEnd = root.scrollHeight - root.scrollTop - root.clientHeight < 24;
  const filter = root.dataset.filter ?? "";
  root.innerHTML = tpl(logView(host, host.log, filter));
  if (atEnd) root.scrollTop = root.scrollHeight;
  if (wired.has(root)) return;
  wired.add(root);
  root.addEventListener("change", (e) => {
    const sel = (e.target as HTMLElement).closest<HTMLSelectElement>("select[data-log-filter]");
    if (!sel) return;
    root.dataset.filter = sel.value;
    root.innerHTML = tpl(logView(host, host.log, sel.value));
    root.scrollTop = root.scrollHeight;
    root.querySelector<HTMLSelectElement>("select[data-log-filter]")?.focus();
  });
  root.addEventListener("click", (e) => {
    if (!(e.target as HTMLElement).closest("[data-log-export]")) return;
    download(logFileName(host.gameId), logText(host, host.log, root.dataset.filter ?? ""));
  });
}
