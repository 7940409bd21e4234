// Card 14 "Tres Esquinas".
// unshaded: a Govt Base and 3 Troops go into one Department (only what is available and fits:
// 5.1.1; never into a FARC Zone; a Government player executing it may first take its own Base or
// Troops off the map, 1.4.1). shaded: one Department loses a Govt Base and a cube.
import { type Ctx, remove } from "../../core/mutate";
import { available, baseCount, baseRoom, cubes, govtMayEnter } from "../../core/queries";
import { SPACES } from "../../data/map";
import { obtainable } from "../../ops/own-removal";
import type { Faction, GameState, PieceKind } from "../../types";
import { chosenSpace, type EvFrame, eventSide, pickPieces, pickSpaces, spacesWhere } from "../helpers";
import { registerEvent } from "../registry";

const isDept = (i: number) => SPACES[i].type === "dept";

/**
 * 5.1.3 Departments where the most of the effect can happen: where an Available Base fits, if
 * any. A Base the executor could only free from elsewhere (1.4.1) is its option, not a duty, so
 * it does not narrow the choice; it only makes Departments count when no Troops can be had.
 */
function placeTargets(s: GameState, by?: Faction): number[] {
  const open = spacesWhere((i) => isDept(i) && govtMayEnter(s, i));
  if (available(s, "govtBase") > 0) {
    const base = open.filter((i) => baseRoom(s, i));
    if (base.length) return base;
  }
  if (obtainable(s, "troops", by)) return open;
  return obtainable(s, "govtBase", by) ? open.filter((i) => baseRoom(s, i)) : [];
}

/** Departments losing both a Base and a cube if any, else those losing either (5.1.3). */
function removeTargets(s: GameState): number[] {
  const both = spacesWhere((i) => isDept(i) && baseCount(s, i, "govt") > 0 && cubes(s, i) > 0);
  if (both.length) return both;
  return spacesWhere((i) => isDept(i) && (baseCount(s, i, "govt") > 0 || cubes(s, i) > 0));
}

/** the chosen Department receives n pieces of one kind, one placement each */
function placeInDept(ctx: Ctx, ev: EvFrame, kind: PieceKind, n: number): void {
  const i = chosenSpace(ev, "dept");
  if (i === undefined) return;
  pickPieces(ctx, ev, {
    mode: "place",
    spaces: [i],
    kinds: [kind],
    n,
    prompt: "prompt.event.place",
    rule: "5.1.1",
  });
}

registerEvent({
  number: 14,
  unshaded: eventSide(
    14,
    "unshaded",
    [
      (ctx, ev) =>
        pickSpaces(ctx, ev, {
          key: "dept",
          cands: placeTargets(ctx.s, ev.f),
          prompt: "prompt.card14.placeDept",
          rule: "5.1.1",
        }),
      (ctx, ev) => placeInDept(ctx, ev, "govtBase", 1),
      (ctx, ev) => placeInDept(ctx, ev, "troops", 3),
    ],
    (s, f) => placeTargets(s, f).length > 0,
  ),
  shaded: eventSide(
    14,
    "shaded",
    [
      (ctx, ev) =>
        pickSpaces(ctx, ev, {
          key: "dept",
          cands: removeTargets(ctx.s),
          prompt: "prompt.card14.removeDept",
          rule: "5.1.3",
        }),
      (ctx, ev) => {
        const i = chosenSpace(ev, "dept");
        if (i === undefined) return;
        remove(ctx, "govtBase", i);
        pickPieces(ctx, ev, {
          mode: "remove",
          spaces: [i],
          kinds: ["troops", "police"],
          n: 1,
          prompt: "prompt.card14.removeCube",
          rule: "5.1",
        });
      },
    ],
    (s) => removeTargets(s).length > 0,
  ),
});
