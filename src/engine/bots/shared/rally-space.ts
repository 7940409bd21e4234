// Inside one selected Rally space of a FARC (8.7.1) or AUC (8.6.1) Non-player: do what the bullet
// that chose the space asks, Bases before Guerrillas (8.1.2).
import type { Option } from "../../types";
import type { BotCtx } from "../context";
import { spaceId } from "./picks";

/** the part of the Rally frame this step reads */
export interface RallyView {
  stage: "select" | "space";
  cur: number;
  mode: "open" | "place" | "base" | "regroup";
}

export interface RallyBullets {
  f: "farc" | "auc";
  /** should a Base go into the space (asked first) */
  base: () => boolean;
  /** should the Guerrillas there flip Underground instead of new ones arriving */
  flip: () => boolean;
}

export function rallySpaceStep(ctx: BotCtx, fr: RallyView, c: RallyBullets): Option | null {
  const U = c.f === "farc" ? "farcU" : "aucU";
  const A = c.f === "farc" ? "farcA" : "aucA";
  const place = ctx.d.options.find((o) => o.t === "place" && o.p === U);
  switch (fr.mode) {
    case "open":
      return (
        (c.base() ? ctx.exact({ k: "base" }) : undefined) ??
        (c.flip() ? ctx.exact({ k: "regroup" }) : undefined) ??
        place ??
        ctx.done() ??
        null
      );
    case "base": {
      // 8.1.2 4th bullet: own Active Guerrillas make room for the Base before Underground ones
      const id = spaceId(fr.cur);
      return (
        ctx.d.options.find((o) => o.t === "remove" && o.p === A && o.s === id) ??
        ctx.d.options.find((o) => o.t === "remove" && o.p === U && o.s === id) ??
        null
      );
    }
    case "regroup":
      // 2nd bullet: nothing arrives; Done flips every Guerrilla of the Faction there Underground
      return ctx.done() ?? null;
    default:
      // 8.1.1 to the maximum extent: every Guerrilla the space takes
      return place ?? ctx.done() ?? null;
  }
}
