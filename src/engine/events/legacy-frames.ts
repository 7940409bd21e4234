// Saved states from before the toolkit had its loop steps, when five cards kept frames of their
// own on the stack (cards 19, 20, 26, 27, 37). A state saved in the middle of one of them (a
// saved game's base or snapshot) is brought to today's frames: the same position, the same
// questions next. Today's frames are described in events/frames/.
import { FACTIONS, type Faction, type Frame, type GameState, type PieceKind } from "../types";
import type { EvFrame } from "./frames/common";
import type { EachSpaceFrame } from "./frames/each-space";
import type { FreeActivitiesFrame } from "./frames/free-activities";
import type { MoveFrame } from "./frames/move";
import type { SpaceLoopFrame } from "./frames/space-loop";
import type { StrikeFrame } from "./frames/strike";

const FARC_GUERRILLAS: PieceKind[] = ["farcU", "farcA"];
const nums = (x: unknown): number[] => (Array.isArray(x) ? x.filter((n) => typeof n === "number") : []);
const num = (x: unknown, or: number): number => (typeof x === "number" ? x : or);
const faction = (x: unknown): Faction | undefined => FACTIONS.find((g) => g === x);

/** today's frames for one old frame (none: it is not an old card frame) */
function upgrade(f: Frame, ev: EvFrame | null): Frame[] | null {
  const by = ev?.f ?? "govt";
  const stage = f.stage === "op" ? "op" : "space";
  switch (f.k) {
    case "c19.offensive":
    case "c37.ops": {
      const card = f.k === "c19.offensive" ? 19 : 37;
      const executor = (card === 19 && faction(f.f)) || by;
      const loop: SpaceLoopFrame = {
        k: "ev.spaceLoop",
        at: `${card}.unshaded.0`,
        f: executor,
        by: card === 19 ? executor : "govt",
        stage,
        done: nums(f.done),
        cur: num(f.cur, -1),
      };
      return [loop];
    }
    case "c27.sas":
      return [
        {
          k: "ev.freeSas",
          at: "27.unshaded.0",
          by: "govt",
          left: num(f.left, 0),
        } satisfies FreeActivitiesFrame,
      ];
    case "ev.card20": {
      const still = [nums(f.stillU), nums(f.stillA)];
      const from = still[0].flatMap((n, i) => (n + (still[1][i] ?? 0) > 0 ? [i] : []));
      const move: MoveFrame = {
        k: "ev.move",
        by: "govt",
        from,
        to: [],
        kinds: FARC_GUERRILLAS,
        n: 6,
        did: num(f.did, 0),
        upTo: true,
        prompt: "prompt.card20.move",
        rule: "5.1",
        still,
      };
      return [move];
    }
    case "ev.card26": {
      const each: EachSpaceFrame = {
        k: "ev.eachSpace",
        at: "26.unshaded.0",
        f: by,
        spaces: nums(f.spaces),
        next: num(f.next, 0),
      };
      if (f.stage !== "remove") return [each];
      const strike: StrikeFrame = {
        k: "ev.strike",
        by: "cartels",
        prompt: "prompt.card26.remove",
        cur: num(f.cur, -1),
        removed: num(f.removed, 0),
        hit: Array.isArray(f.hit) ? f.hit.flatMap((g) => faction(g) ?? []) : [],
        capture: f.capture === true,
        only: "farc",
      };
      if (f.ended !== undefined) strike.ended = f.ended === true;
      return [each, strike];
    }
    default:
      return null;
  }
}

/** Replace the old card frames of a saved state by today's (in place); true when any was found. */
export function upgradeCardFrames(s: GameState): boolean {
  let changed = false;
  let ev: EvFrame | null = null;
  const out: Frame[] = [];
  for (const f of s.frames) {
    if (f.k === "ev.seq") ev = f as EvFrame;
    const now = upgrade(f, ev);
    if (now) changed = true;
    out.push(...(now ?? [f]));
  }
  if (changed) s.frames = out;
  return changed;
}
