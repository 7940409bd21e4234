// 6.4 Support Phase: Civic Action by the Government (6.4.1), Agitation by FARC (6.4.2) and the
// Election (6.4.3). Each step is one command: select a space to pay for one more step there.
import { ruleError } from "../core/errors";
import { agitateExtraSpaces, civicNeedsTwoAndTwo } from "../core/modifiers";
import { type Ctx, log, removeTerrorOrShift } from "../core/mutate";
import {
  cityDeptSpaces,
  factionPieces,
  farcControls,
  govtControls,
  hasPop,
  isCityOrDept,
  totalSupport,
} from "../core/queries";
import { SPACE_IDS, spaceIdx } from "../data/map";
import { DONE, decision, spaceOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import { pop } from "../flow/stack";
import { CIVIC_COST, civicSpace, civicStep } from "../ops/civic";
import type { CommandBody, Frame, GameState, Option, RuleError } from "../types";
import { placeFarcZone, removeAllZones } from "./zones";

// 6.4.1 Civic Action ----------------------------------------------------------------------

export interface CivicFrame extends Frame {
  k: "prop.civic";
  /** card 1 unshaded: the one space this phase that uses the relaxed requirement */
  relaxed: number | null;
}

/** may the Government take a Civic Action step in space i now? */
export function civicAllowed(s: GameState, f: CivicFrame, i: number): boolean {
  if (s.resources.govt < CIVIC_COST) return false;
  if (civicSpace(s, i)) return true;
  return (f.relaxed === null || f.relaxed === i) && civicSpace(s, i, true);
}

function civicExplain(s: GameState, f: CivicFrame, c: CommandBody): RuleError | null {
  if (c.t !== "space") return null;
  const i = spaceIdx(c.s);
  if (!isCityOrDept(s, i)) return ruleError("civicNotHere", "6.4.1", { space: c.s });
  if (s.resources.govt < CIVIC_COST) return ruleError("civicNoResources", "6.4.1", { cost: CIVIC_COST });
  if (!govtControls(s, i)) return ruleError("civicNeedsControl", "6.4.1", { space: c.s });
  const sp = s.spaces[i];
  if (sp.terror === 0 && (!hasPop(s, i) || sp.sup >= 2))
    return ruleError("civicNothingToGain", "6.4.1", { space: c.s });
  if (f.relaxed !== null && f.relaxed !== i && civicSpace(s, i, true))
    return ruleError("civicRelaxedUsed", "5.3", { space: SPACE_IDS[f.relaxed] });
  const two = civicNeedsTwoAndTwo(s);
  return ruleError(two ? "civicNeedsTwoAndTwo" : "civicNeedsCubes", "6.4.1", { space: c.s });
}

registerFrame<CivicFrame>("prop.civic", {
  decide(s, f) {
    const opts: Option[] = cityDeptSpaces(s)
      .filter((i) => civicAllowed(s, f, i))
      .map(spaceOpt);
    if (!opts.length) return null;
    opts.push(DONE);
    return decision(
      "govt",
      "prompt.propaganda.civic",
      opts,
      { phase: "support" },
      { cost: CIVIC_COST },
      "6.4.1",
    );
  },
  auto(ctx) {
    pop(ctx);
  },
  onCommand(ctx, f, c) {
    if (c.t === "done") {
      pop(ctx);
      return;
    }
    if (c.t !== "space") return;
    const i = spaceIdx(c.s);
    if (!civicSpace(ctx.s, i)) f.relaxed = i; // only the relaxed requirement allowed it
    civicStep(ctx, i);
  },
  explain: civicExplain,
});

// 6.4.2 Agitation -------------------------------------------------------------------------

export const AGITATION_COST = 1;
/** card 22 shaded: at most this many extra spaces */
const EXTRA_AGITATION = 3;

export interface AgitationFrame extends Frame {
  k: "prop.agitation";
  /** card 22 shaded: extra spaces used so far (FARC piece, no Govt Control) */
  extra: number[];
}

function agitationGain(s: GameState, i: number): boolean {
  const sp = s.spaces[i];
  return sp.terror > 0 || (hasPop(s, i) && sp.sup > -2);
}

/** is space i an extra Agitation space under card 22 shaded (not FARC-Controlled)? */
function extraSpace(s: GameState, i: number): boolean {
  return agitateExtraSpaces(s) && factionPieces(s, i, "farc") > 0 && !govtControls(s, i);
}

export function agitationAllowed(s: GameState, f: AgitationFrame, i: number): boolean {
  if (s.resources.farc < AGITATION_COST || !isCityOrDept(s, i) || !agitationGain(s, i)) return false;
  if (farcControls(s, i)) return true;
  return extraSpace(s, i) && (f.extra.includes(i) || f.extra.length < EXTRA_AGITATION);
}

/** One Agitation step: pay 1, remove a Terror marker, or else shift toward Active Opposition. */
export function agitationStep(ctx: Ctx, i: number): void {
  ctx.s.resources.farc -= AGITATION_COST;
  removeTerrorOrShift(ctx, i, -1);
}

registerFrame<AgitationFrame>("prop.agitation", {
  decide(s, f) {
    const opts: Option[] = cityDeptSpaces(s)
      .filter((i) => agitationAllowed(s, f, i))
      .map(spaceOpt);
    if (!opts.length) return null;
    opts.push(DONE);
    return decision(
      "farc",
      "prompt.propaganda.agitation",
      opts,
      { phase: "support" },
      { cost: AGITATION_COST },
      "6.4.2",
    );
  },
  auto(ctx) {
    pop(ctx);
  },
  onCommand(ctx, f, c) {
    if (c.t === "done") {
      pop(ctx);
      return;
    }
    if (c.t !== "space") return;
    const i = spaceIdx(c.s);
    if (!farcControls(ctx.s, i) && !f.extra.includes(i)) f.extra.push(i);
    agitationStep(ctx, i);
  },
  explain(s, _f, c) {
    if (c.t !== "space") return null;
    const i = spaceIdx(c.s);
    if (s.resources.farc < AGITATION_COST) return ruleError("agitationNoResources", "6.4.2");
    if (isCityOrDept(s, i) && !agitationGain(s, i))
      return ruleError("agitationNothingToGain", "6.4.2", { space: c.s });
    if (!farcControls(s, i) && extraSpace(s, i))
      return ruleError("agitationExtraUsed", "5.4", { n: EXTRA_AGITATION });
    if (!farcControls(s, i)) return ruleError("agitationNeedsControl", "6.4.2", { space: c.s });
    return null;
  },
});

// 6.4.3 Election --------------------------------------------------------------------------

export const ELECTION_THRESHOLD = 60;
const NEW_PRESIDENTE = ["", "log.electionPastrana", "log.electionUribe"] as const;

/** With Samper or Pastrana in office, Total Support of at most 60 moves El Presidente on one box. */
export function election(ctx: Ctx): void {
  const s = ctx.s;
  if (s.presidente >= 2 || totalSupport(s) > ELECTION_THRESHOLD) {
    log(ctx, "log.electionNoChange", { support: totalSupport(s) });
    return;
  }
  s.presidente = (s.presidente + 1) as 1 | 2;
  log(ctx, NEW_PRESIDENTE[s.presidente], { support: totalSupport(s) });
  if (s.presidente === 1) placeFarcZone(ctx);
  else removeAllZones(ctx);
}
