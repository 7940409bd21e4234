// The hover tooltip: a DOM element beside the pointer with a space's full contents (summary.ts).
// Being DOM, showing or moving it never redraws the canvas. It keeps its screen size whatever
// the board's zoom, and flips to the pointer's other side near the window's edges.
import type { Pt } from "./layout";
import type { SpaceSummary } from "./summary";
import { FACTION_COLOR } from "./theme";

export interface Tooltip {
  show(sum: SpaceSummary, client: Pt): void;
  move(client: Pt): void;
  hide(): void;
  destroy(): void;
  /** the space shown, or null when hidden */
  readonly space: string | null;
}

const STYLE_ID = "aa-board-tip-style";
const CSS = `
.aa-board-tip{position:fixed;left:0;top:0;z-index:1000;pointer-events:none;max-width:300px;
 padding:6px 9px;border-radius:6px;background:rgba(28,26,22,.94);color:#f5efe2;
 font:12px/1.4 system-ui,"Segoe UI",Roboto,Arial,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.35)}
.aa-board-tip[hidden]{display:none}
.aa-board-tip .aa-tip-name{font-weight:bold;font-size:13px}
.aa-board-tip .aa-tip-kind{color:#cfc4ae}
.aa-board-tip table{border-collapse:collapse;margin-top:3px}
.aa-board-tip td{padding:1px 6px 1px 0;vertical-align:top;white-space:nowrap}
.aa-board-tip .aa-tip-dot{display:inline-block;width:9px;height:9px;border-radius:2px;margin-right:4px;
 border:1px solid rgba(255,255,255,.6)}
.aa-board-tip b{color:#fff}
`;

const hex = (c: number) => `#${c.toString(16).padStart(6, "0")}`;

export function createTooltip(doc: Document): Tooltip {
  if (!doc.getElementById(STYLE_ID)) {
    const st = doc.createElement("style");
    st.id = STYLE_ID;
    st.textContent = CSS;
    doc.head.appendChild(st);
  }
  const el = doc.createElement("div");
  el.className = "aa-board-tip";
  el.setAttribute("role", "tooltip");
  el.hidden = true;
  doc.body.appendChild(el);
  let shown: SpaceSummary | null = null;
  let size = { w: 0, h: 0 };

  const add = (parent: HTMLElement, tag: string, text?: string, cls?: string): HTMLElement => {
    const e = doc.createElement(tag);
    if (text !== undefined) e.textContent = text;
    if (cls) e.className = cls;
    parent.appendChild(e);
    return e;
  };

  function fill(sum: SpaceSummary): void {
    el.replaceChildren();
    el.dataset.space = sum.id;
    add(el, "div", sum.name, "aa-tip-name");
    add(el, "div", sum.kind, "aa-tip-kind");
    for (const f of sum.facts) add(el, "div", f);
    if (sum.factions.length) {
      const table = add(el, "table");
      for (const f of sum.factions) {
        const tr = add(table, "tr");
        const head = add(tr, "td");
        const dot = add(head, "span", undefined, "aa-tip-dot");
        dot.style.background = hex(FACTION_COLOR[f.faction]);
        add(head, "span", f.name);
        const cell = add(tr, "td");
        f.pieces.forEach((p, k) => {
          if (k) cell.appendChild(doc.createTextNode(" · "));
          cell.appendChild(doc.createTextNode(`${p.label} `));
          add(cell, "b", String(p.n));
        });
      }
    }
    for (const s of sum.shipments) add(el, "div", s);
  }

  function move(c: Pt): void {
    const win = doc.defaultView;
    const W = win?.innerWidth ?? 1e9;
    const H = win?.innerHeight ?? 1e9;
    let x = c.x + 16;
    let y = c.y + 18;
    if (x + size.w > W - 4) x = Math.max(4, c.x - 12 - size.w);
    if (y + size.h > H - 4) y = Math.max(4, c.y - 12 - size.h);
    el.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
  }

  return {
    get space() {
      return shown?.id ?? null;
    },
    /** a new summary object (another space, or the same after a state change) is laid out anew */
    show(sum, c) {
      if (sum !== shown) {
        fill(sum);
        el.hidden = false;
        size = { w: el.offsetWidth, h: el.offsetHeight };
        shown = sum;
      }
      move(c);
    },
    move,
    hide() {
      if (el.hidden) return;
      el.hidden = true;
      shown = null;
    },
    destroy() {
      el.remove();
    },
  };
}
