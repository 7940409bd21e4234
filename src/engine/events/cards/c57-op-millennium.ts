// Card 57 "Op Millennium".
// unshaded: the executor removes up to 3 Cartels pieces (Guerrillas or Bases, anywhere); each is
// replaced by a Police cube in its space as far as Police are Available and may stand there (no
// FARC Zone, 5.1.1: otherwise just removed; a Government player executor may free its own, 1.4.1).
// shaded: in each of 2 spaces with Police, 1 Police is replaced by a Cartels piece, Guerrilla or
// Base as the executor picks (a Base only where it fits, 1.4.2; none Available: just removed).
import { count, factionPieces } from "../../core/queries";
import { SPACES } from "../../data/map";
import type { GameState, PieceKind } from "../../types";
import { spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

const CARTELS: PieceKind[] = ["cartelsU", "cartelsA", "cartelsBase"];

const withCartels = (s: GameState) => spacesWhere((i) => factionPieces(s, i, "cartels") > 0, s);
const withPolice = (s: GameState) => spacesWhere((i) => count(s, i, "police") > 0, s);
/** Cartels pieces in every space, to see afterwards where pieces were removed */
const cartelsBySpace = (s: GameState) => SPACES.map((d) => factionPieces(s, d.idx, "cartels"));

registerEvent(57, {
  unshaded: side<{ before: number[] }>(
    (s) => withCartels(s).length > 0,
    (x) => {
      x.set("before", cartelsBySpace(x.s));
      x.remove({
        spaces: withCartels(x.s),
        kinds: CARTELS,
        n: 3,
        upTo: true,
        prompt: "prompt.card57.remove",
      });
    },
    (x) => {
      const before = x.data.before ?? [];
      for (const d of SPACES) {
        const gone = (before[d.idx] ?? 0) - factionPieces(x.s, d.idx, "cartels");
        if (gone > 0) x.place({ spaces: [d.idx], kinds: ["police"], n: gone });
      }
    },
  ),
  shaded: side<{ spaces: number[] }>(
    (s) => withPolice(s).length > 0,
    (x) => x.pickSpaces("spaces", { cands: withPolice(x.s), n: 2, prompt: "prompt.card57.police" }),
    (x) => {
      for (const i of x.data.spaces ?? []) x.replace(i, ["police"], ["cartelsU", "cartelsBase"], 1);
    },
  ),
});
