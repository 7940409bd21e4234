// Card 57 "Op Millennium".
// unshaded: up to 3 times, the executor removes a Cartels piece (Guerrilla or Base, anywhere) and a
// Police cube replaces it in its space as far as Police are Available and may stand there (no
// FARC Zone, 5.1.1: otherwise just removed; a Government player executor may free its own, 1.4.1).
// shaded: in each of 2 spaces with Police, 1 Police is replaced by a Cartels piece, Guerrilla or
// Base as the executor picks (a Base only where it fits, 1.4.2; none Available: just removed).
import { count, factionPieces } from "../../core/queries";
import type { GameState, PieceKind } from "../../types";
import { spacesWhere } from "../helpers";
import { registerEvent, type Step, side } from "../registry";

const CARTELS: PieceKind[] = ["cartelsU", "cartelsA", "cartelsBase"];

const withCartels = (s: GameState) => spacesWhere((i) => factionPieces(s, i, "cartels") > 0, s);
const withPolice = (s: GameState) => spacesWhere((i) => count(s, i, "police") > 0, s);
/** Cartels pieces in every space, to see afterwards where pieces were removed */
const cartelsBySpace = (s: GameState) => s.spaces.map((_, i) => factionPieces(s, i, "cartels"));

/** 5.1 one replacement at a time: the executor removes a Cartels piece (or stops), then a Police
 * cube takes its place before the next pick, so when Police run short the executor decides which
 * pieces are replaced and which are only removed (5.1.1) */
type Swap = { before: number[]; took: number; stop: boolean };
const pick: Step<Swap> = (x) => {
  if (x.data.stop) return;
  x.set("took", 0);
  x.set("before", cartelsBySpace(x.s));
  x.remove(
    { spaces: withCartels(x.s), kinds: CARTELS, n: 1, upTo: true, prompt: "prompt.card57.remove" },
    "took",
  );
};
const police: Step<Swap> = (x) => {
  if (x.data.stop) return;
  if (!x.data.took) {
    x.set("stop", true);
    return;
  }
  const before = x.data.before ?? [];
  for (let i = 0; i < x.s.spaces.length; i++) {
    const gone = (before[i] ?? 0) - factionPieces(x.s, i, "cartels");
    if (gone > 0) x.place({ spaces: [i], kinds: ["police"], n: gone });
  }
};

registerEvent(57, {
  unshaded: side<Swap>((s) => withCartels(s).length > 0, pick, police, pick, police, pick, police),
  shaded: side<{ spaces: number[] }>(
    (s) => withPolice(s).length > 0,
    (x) => x.pickSpaces("spaces", { cands: withPolice(x.s), n: 2, prompt: "prompt.card57.police" }),
    (x) => {
      for (const i of x.data.spaces ?? []) x.replace(i, ["police"], ["cartelsU", "cartelsBase"], 1);
    },
  ),
});
