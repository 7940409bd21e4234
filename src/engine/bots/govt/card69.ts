// Card 69 "Riverines & Fast Boats" executed by the Non-player Government (its instruction in the
// card's nonplayer.ts calls this): only cubes a space can spare set out (common.ts `spare`: those
// beyond Govt Control, 1.7, and the Civic pair), so no City or Base space is emptied of its
// Control to chase a Guerrilla; the rest of the trip is the card's instruction.
import { govtControls } from "../../core/queries";
import { SPACE_IDS, SPACE_INDEX } from "../../data/map";
import type { Option } from "../../types";
import type { BotCtx } from "../context";
import { spare } from "./common";

const spareCubes = (ctx: BotCtx, i: number) => spare(ctx.s, i, "troops") + spare(ctx.s, i, "police");

/** the start space: the most spare cubes; none anywhere: a space without Govt Control (8.2 ties) */
function origin(ctx: BotCtx): Option | null {
  const offered = ctx.spaceOptions();
  const most = Math.max(0, ...offered.map((i) => spareCubes(ctx, i)));
  const tiers = [
    offered.filter((i) => most > 0 && spareCubes(ctx, i) === most),
    offered.filter((i) => !govtControls(ctx.s, i)),
    offered,
  ];
  const i = ctx.pick(tiers);
  if (i === null) return null;
  ctx.say("np.ev.69.origin", { space: SPACE_IDS[i], n: most });
  return ctx.spaceOption(i) ?? null;
}

/** a cube joins the group only while its space can spare it (Troops first: they Assault in Mountain too) */
function moveCube(ctx: BotCtx): Option | null {
  const moves = ctx.d.options.filter((o) => o.t === "move");
  const ok = moves.filter(
    (o) => o.t === "move" && spare(ctx.s, SPACE_INDEX[o.from], o.p as "troops" | "police") > 0,
  );
  const pick = (list: Option[]) => list.find((o) => o.t === "move" && o.p === "troops") ?? list[0];
  if (ok.length) return pick(ok);
  return ctx.done() ?? pick(moves) ?? null;
}

/** the Government's answer to a step of card 69, or undefined to leave it to the card's instruction */
export function govt69Step(ctx: BotCtx, step: string): Option | null | undefined {
  if (step === "origin") return origin(ctx);
  if (ctx.d.kind === "movePiece") return moveCube(ctx);
  return undefined;
}
