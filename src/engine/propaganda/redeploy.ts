// 6.5 Redeploy Phase. Troops on LoCs or in Departments without a Govt Base must move to
// Govt-Controlled Cities or Govt-Controlled spaces with a Govt Base (Bogotá when there is none,
// 6.5.1); other Troops may move there too (6.5.2); Police may move to any LoC or Govt-Controlled
// space (6.5.3). Control is the snapshot taken when the phase began (6.5, 6.5.4). Each move is
// one drag; a piece that has arrived does not move again.
import { ruleError } from "../core/errors";
import { type Ctx, move } from "../core/mutate";
import { baseCount, count, govtControls } from "../core/queries";
import { LOCS, MAP_SPACES, SPACES, spaceIdx } from "../data/map";
import { DONE, decision, moveOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import { pop, push } from "../flow/stack";
import type { CommandBody, Frame, GameState, PieceKind } from "../types";

export const BOGOTA = SPACES.findIndex((d) => d.id === "bogota");

/** the Govt-Controlled spaces now (the snapshot Redeploy judges Control on) */
export function controlSnapshot(s: GameState): number[] {
  return MAP_SPACES.filter((d) => govtControls(s, d.idx)).map((d) => d.idx);
}

/** 6.5.1 where Troops may go: snapshot-Controlled Cities or Govt Base spaces, else Bogotá */
export function troopDestinations(s: GameState, ctl: readonly number[]): number[] {
  const out = ctl.filter(
    (i) => !s.spaces[i].zone && (SPACES[i].type === "city" || baseCount(s, i, "govt") > 0),
  );
  return out.length ? out : [BOGOTA];
}

/** 6.5.3 where Police may go: any LoC or snapshot-Controlled space (never a FARC Zone) */
export function policeDestinations(s: GameState, ctl: readonly number[]): number[] {
  const out = LOCS.slice();
  for (const i of ctl) if (!s.spaces[i].zone && SPACES[i].type !== "loc") out.push(i);
  return out;
}

/** 6.5.1 must Troops in space i leave it (a LoC, or a Department without a Govt Base)? */
export function troopsMustLeave(s: GameState, i: number): boolean {
  const t = SPACES[i].type;
  return t === "loc" || (t === "dept" && baseCount(s, i, "govt") === 0);
}

export interface RedeployFrame extends Frame {
  k: "prop.redeploy";
  /** Govt-Controlled spaces when the phase began */
  ctl: number[];
  /** pieces that already redeployed into a space: key `${kind}:${space}` */
  arrived: Record<string, number>;
}

export function startRedeploy(ctx: Ctx): void {
  push(ctx, { k: "prop.redeploy", ctl: controlSnapshot(ctx.s), arrived: {} } satisfies RedeployFrame);
}

function movable(s: GameState, f: RedeployFrame, k: PieceKind, i: number): number {
  return count(s, i, k) - (f.arrived[`${k}:${i}`] ?? 0);
}

/** Troops still standing where they may not stay */
export function forcedTroops(s: GameState, f: RedeployFrame): number {
  let n = 0;
  for (const d of MAP_SPACES) if (troopsMustLeave(s, d.idx)) n += movable(s, f, "troops", d.idx);
  return n;
}

function moveOptions(s: GameState, f: RedeployFrame): CommandBody[] {
  const out: CommandBody[] = [];
  const td = troopDestinations(s, f.ctl);
  const pd = policeDestinations(s, f.ctl);
  for (const d of MAP_SPACES) {
    const i = d.idx;
    if (movable(s, f, "troops", i) > 0) for (const j of td) if (j !== i) out.push(moveOpt("troops", i, j));
    if (movable(s, f, "police", i) > 0) for (const j of pd) if (j !== i) out.push(moveOpt("police", i, j));
  }
  return out;
}

function redeployOne(ctx: Ctx, f: RedeployFrame, k: PieceKind, from: number, to: number): void {
  if (move(ctx, k, from, to) === 1) f.arrived[`${k}:${to}`] = (f.arrived[`${k}:${to}`] ?? 0) + 1;
}

registerFrame<RedeployFrame>("prop.redeploy", {
  decide(s, f) {
    const forced = forcedTroops(s, f);
    // a single destination for the forced Troops: moved automatically
    if (forced > 0 && troopDestinations(s, f.ctl).length === 1) return null;
    const opts = moveOptions(s, f);
    if (!opts.length) return null;
    if (forced === 0) opts.push(DONE);
    return decision("govt", "prompt.propaganda.redeploy", opts, { phase: "redeploy" }, { forced }, "6.5");
  },
  auto(ctx, f) {
    const s = ctx.s;
    const td = troopDestinations(s, f.ctl);
    if (forcedTroops(s, f) > 0 && td.length === 1) {
      for (const d of MAP_SPACES)
        if (troopsMustLeave(s, d.idx)) {
          const n = movable(s, f, "troops", d.idx);
          for (let k = 0; k < n; k++) redeployOne(ctx, f, "troops", d.idx, td[0]);
        }
      return;
    }
    pop(ctx);
  },
  onCommand(ctx, f, c) {
    if (c.t === "done") {
      pop(ctx);
      return;
    }
    if (c.t === "move") redeployOne(ctx, f, c.p, spaceIdx(c.from), spaceIdx(c.to));
  },
  explain(s, f, c) {
    if (c.t === "done") return ruleError("redeployForced", "6.5.1", { n: forcedTroops(s, f) });
    if (c.t !== "move") return null;
    const from = spaceIdx(c.from);
    const to = spaceIdx(c.to);
    if (c.p !== "troops" && c.p !== "police") return ruleError("redeployCubesOnly", "6.5");
    if (count(s, from, c.p) === 0) return ruleError("redeployNoCube", "6.5", { space: c.from });
    if (s.spaces[to].zone) return ruleError("farcZoneClosed", "6.4.4", { space: c.to });
    if (count(s, from, c.p) > 0 && movable(s, f, c.p, from) === 0)
      return ruleError("redeployAlreadyMoved", "6.5", { space: c.from });
    return ruleError(
      c.p === "troops" ? "redeployTroopsWhere" : "redeployPoliceWhere",
      c.p === "troops" ? "6.5.1" : "6.5.3",
      {
        space: c.to,
      },
    );
  },
});
