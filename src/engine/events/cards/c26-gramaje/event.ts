// Card 26 "Gramaje".
// unshaded: in every space holding Cartels Guerrillas and FARC pieces, the Cartels make a free
// Attack (3.3.3, 5.5) that may remove only FARC pieces: all their Guerrillas there Activate and
// count for the one roll per space; a hit removes up to 2 FARC pieces (Bases last), Captured
// Goods as usual. Spaces are resolved in map order (rulings.md beside this file).
// shaded (2nd edition): Cartels pay FARC 6 Resources per space with a Cartels Base and a FARC
// Guerrilla, as far as the Cartels can pay (1.7).
import { type Ctx, flip, log, roll } from "../../../core/mutate";
import { baseCount, guerrillas, underground } from "../../../core/queries";
import { SPACE_IDS } from "../../../data/map";
import { decision } from "../../../flow/decide";
import { registerFrame } from "../../../flow/registry";
import { pop, push } from "../../../flow/stack";
import {
  hasAttackTarget,
  STRIKE_MAX,
  type Strike,
  strikeCommandRemove,
  strikeDone,
  strikeEnd,
  strikeOptions,
  strikeStepOptions,
} from "../../../ops/attack";
import type { Frame, GameState } from "../../../types";
import { ctxOf } from "../../frames/common";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

const attackSpaces = (s: GameState) =>
  spacesWhere((i) => guerrillas(s, i, "cartels") > 0 && hasAttackTarget(s, i, "cartels", "farc"), s);

const PAYMENT = 6;
const paySpaces = (s: GameState) =>
  spacesWhere((i) => baseCount(s, i, "cartels") > 0 && guerrillas(s, i, "farc") > 0, s);

/** the Cartels' Attacks on FARC, one space after another */
interface GramajeFrame extends Frame, Strike {
  k: "ev.card26";
  spaces: number[];
  next: number;
  stage: "next" | "remove";
}

/** 3.3.3 Activate all Cartels Guerrillas in the space and roll against their number */
function attackIn(ctx: Ctx, f: GramajeFrame, i: number): void {
  const s = ctx.s;
  if (!(guerrillas(s, i, "cartels") > 0 && hasAttackTarget(s, i, "cartels", "farc"))) return;
  flip(ctx, "cartels", i, true, underground(s, i, "cartels"));
  const r = roll(ctx, "cartels", {
    kind: "attack",
    faction: "cartels",
    space: SPACE_IDS[i],
    card: s.current,
  });
  const n = guerrillas(s, i, "cartels");
  log(
    ctx,
    r <= n ? "log.attack.hit" : "log.attack.miss",
    { space: SPACE_IDS[i], roll: r, n },
    { faction: "cartels" },
  );
  if (r > n) return;
  Object.assign(f, { cur: i, removed: 0, hit: [], ended: false, capture: r === 1, stage: "remove" });
}

registerFrame<GramajeFrame>("ev.card26", {
  decide(s, f) {
    if (f.stage !== "remove") return null;
    const opts = strikeStepOptions(s, "cartels", f);
    if (!opts.length) return null;
    const key = strikeOptions(s, "cartels", f).length ? "prompt.card26.remove" : "prompt.strike.captureOwn";
    return decision(
      "cartels",
      key,
      opts,
      { ...ctxOf(s), space: SPACE_IDS[f.cur] },
      { n: STRIKE_MAX - f.removed },
      "3.3.3",
    );
  },
  auto(ctx, f) {
    if (f.stage === "remove") {
      strikeEnd(ctx, "cartels", f);
      f.stage = "next";
      return;
    }
    if (f.next >= f.spaces.length) {
      pop(ctx);
      return;
    }
    attackIn(ctx, f, f.spaces[f.next++]);
  },
  onCommand(ctx, f, c) {
    if (c.t === "done") {
      if (strikeDone(ctx.s, "cartels", f)) {
        strikeEnd(ctx, "cartels", f);
        f.stage = "next";
      }
    } else if (c.t === "remove") strikeCommandRemove(ctx, "cartels", f, c); // a FARC piece, or an own Guerrilla (1.4.1)
  },
});

registerEvent(26, {
  unshaded: side(
    (s) => attackSpaces(s).length > 0,
    (x) =>
      push(x.ctx, {
        k: "ev.card26",
        spaces: attackSpaces(x.s),
        next: 0,
        stage: "next",
        cur: -1,
        removed: 0,
        hit: [],
        capture: false,
        only: "farc",
      } satisfies GramajeFrame),
  ),
  shaded: side(
    (s) => paySpaces(s).length > 0 && s.resources.cartels > 0,
    (x) => {
      const paid = -x.resources("cartels", -PAYMENT * paySpaces(x.s).length);
      x.resources("farc", paid);
    },
  ),
});
