// Our own faces for the Event deck, drawn from the card data at build time (no GMT artwork, no
// card text, no words: every client reads the same image; the title and the summaries of each
// side are shown in the reader's language around it). A face shows:
// - the card number (1–72 Events, 73–76 Propaganda);
// - the Faction order (2.3.2) as the four Factions' Base discs, the glyph the board draws for a
//   Base (src/ui/board/pieces.ts), in their board colours (src/ui/board/theme.ts);
// - the two sides as a light (unshaded) and a grey (shaded) panel, or one light panel for a
//   single Event (5.2);
// - a shield for a Capability (5.3), a double chevron for Momentum (5.4);
// - a "2" tab in the lower corner where the 2nd edition changed the card.
import type { CardDef } from "../../src/engine/data/cards";
import type { Faction } from "../../src/engine/index";
import { FACTION_COLOR } from "../../src/ui/board/theme";

export const FACE_W = 250;
export const FACE_H = 350;

/** Cards whose effect the 2nd edition changed (facts from our card notes, not card text). */
export const SECOND_EDITION_CHANGED: ReadonlySet<number> = new Set([7, 26, 30, 36, 55, 56, 64, 65, 67]);

const hex = (c: number) => `#${c.toString(16).padStart(6, "0")}`;
const INK = "#1f1a14";
const PAPER = "#f6efdc";

function shade(c: number, k: number): string {
  const ch = (s: number) => Math.min(255, Math.round(((c >> s) & 255) * k));
  return hex((ch(16) << 16) | (ch(8) << 8) | ch(0));
}

/** A Faction's Base disc, as the board draws it: its colour, a darker rim, a white inner ring. */
export function baseGlyph(f: Faction, cx: number, cy: number, r: number): string {
  const c = FACTION_COLOR[f];
  return (
    `<g data-faction="${f}"><circle cx="${cx}" cy="${cy}" r="${r - 1}" fill="${hex(c)}" stroke="${shade(c, 0.5)}" stroke-width="3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r - 7}" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="2.5"/></g>`
  );
}

const shield = (x: number, y: number) =>
  `<g data-mark="capability"><path d="M${x} ${y}h26v12c0 10-6 17-13 21c-7-4-13-11-13-21z" fill="${INK}" stroke="${PAPER}" stroke-width="2"/>` +
  `<path d="M${x + 13} ${y + 5}v23" stroke="${PAPER}" stroke-width="3"/></g>`;
const chevrons = (x: number, y: number) =>
  `<path data-mark="momentum" d="M${x} ${y}l12 14l-12 14M${x + 12} ${y}l12 14l-12 14" fill="none" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/>`;
const secondEdition = () =>
  `<g data-mark="second-edition"><path d="M${FACE_W - 6} ${FACE_H - 62}v48a8 8 0 0 1-8 8h-48z" fill="#6a1b9a" stroke="${INK}" stroke-width="2"/>` +
  `<text x="${FACE_W - 22}" y="${FACE_H - 18}" font-size="20" font-weight="700" fill="#fff" text-anchor="middle" font-family="sans-serif">2</text></g>`;

function frame(inner: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${FACE_W}" height="${FACE_H}" viewBox="0 0 ${FACE_W} ${FACE_H}" role="img" aria-label="${label}">` +
    `<rect x="2" y="2" width="${FACE_W - 4}" height="${FACE_H - 4}" rx="14" fill="${PAPER}" stroke="${INK}" stroke-width="4"/>` +
    `${inner}</svg>\n`
  );
}

/** The face of card `c` as an SVG document. */
export function cardFaceSvg(c: CardDef): string {
  const parts: string[] = [];
  const number = `<circle cx="40" cy="40" r="28" fill="${INK}"/><text x="40" y="50" font-size="28" font-weight="700" fill="${PAPER}" text-anchor="middle" font-family="sans-serif">${c.number}</text>`;
  parts.push(number);
  if (c.kind === "propaganda") {
    // Propaganda (6.0): no Faction order; the four Bases around a ring, a Round for everyone
    const ring = `<circle cx="${FACE_W / 2}" cy="190" r="70" fill="none" stroke="${INK}" stroke-width="6"/>`;
    const factions: Faction[] = ["govt", "farc", "auc", "cartels"];
    const bases = factions
      .map((f, i) => {
        const a = -Math.PI / 2 + (i * Math.PI) / 2;
        return baseGlyph(f, FACE_W / 2 + Math.cos(a) * 70, 190 + Math.sin(a) * 70, 24);
      })
      .join("");
    parts.push(
      `<rect x="20" y="84" width="${FACE_W - 40}" height="${FACE_H - 110}" rx="10" fill="#e9dfc4"/>`,
      ring,
      bases,
    );
    return frame(parts.join(""), `${c.number}`);
  }
  // the Faction order, left to right (2.3.2)
  c.factionOrder.forEach((f, i) => {
    parts.push(baseGlyph(f, 90 + i * 42, 40, 17));
  });
  // the sides: unshaded (light) over shaded (grey), or one light panel for a single Event
  if (c.dualUse) {
    parts.push(
      `<rect x="18" y="84" width="${FACE_W - 36}" height="118" rx="8" fill="#ffffff" stroke="${INK}" stroke-width="2"/>`,
      `<rect x="18" y="210" width="${FACE_W - 36}" height="118" rx="8" fill="#8d8d8d" stroke="${INK}" stroke-width="2"/>`,
    );
  } else {
    parts.push(
      `<rect x="18" y="84" width="${FACE_W - 36}" height="244" rx="8" fill="#ffffff" stroke="${INK}" stroke-width="2"/>`,
      `<path data-mark="single" d="M${FACE_W / 2} 180l26 26l-26 26l-26-26z" fill="${INK}"/>`,
    );
  }
  // lasting effects: a Capability (shield) or Momentum (chevrons), on the side(s) they mark
  if (c.capability) parts.push(shield(FACE_W - 56, 94), shield(FACE_W - 56, 220));
  if (c.momentum) parts.push(chevrons(FACE_W - 60, 96), chevrons(FACE_W - 60, 222));
  if (SECOND_EDITION_CHANGED.has(c.number)) parts.push(secondEdition());
  return frame(parts.join(""), `${c.number}`);
}

/** The common back: our own pattern, a mountain ridge over the Faction colours. */
export function cardBackSvg(): string {
  const stripes = (["govt", "farc", "auc", "cartels"] as Faction[])
    .map(
      (f, i) =>
        `<rect x="20" y="${236 + i * 20}" width="${FACE_W - 40}" height="20" fill="${hex(FACTION_COLOR[f])}"/>`,
    )
    .join("");
  const ridge = `<path d="M20 236l45-80l30 40l40-90l40 70l25-30l30 90z" fill="${PAPER}" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${FACE_W}" height="${FACE_H}" viewBox="0 0 ${FACE_W} ${FACE_H}">` +
    `<rect x="2" y="2" width="${FACE_W - 4}" height="${FACE_H - 4}" rx="14" fill="#24343f" stroke="${INK}" stroke-width="4"/>` +
    `<rect x="20" y="20" width="${FACE_W - 40}" height="${FACE_H - 40}" rx="10" fill="none" stroke="${PAPER}" stroke-width="2"/>` +
    `${ridge}${stripes}</svg>\n`
  );
}
