// Where the engine stands when it asks for a Decision, as a typed read model: the step on top of
// the frame stack, the action (Operation and Special Activity, 2.3) around it, the Event and the
// Propaganda Round under way. Non-player bots read this, never the frame stack itself.
import type { AirLiftFrame } from "./activities/airlift";
import type { AirStrikeFrame } from "./activities/airstrike";
import type { AmbushFrame } from "./activities/ambush";
import type { AssassinateFrame } from "./activities/assassinate";
import type { BribeFrame } from "./activities/bribe";
import type { EradicateFrame } from "./activities/eradicate";
import type { ExtortFrame } from "./activities/extort";
import type { KidnapFrame } from "./activities/kidnap";
import type { ChoiceFrame } from "./events/frames/choice";
import type { EvFrame } from "./events/frames/common";
import type { ShipmentPlaceFrame } from "./events/frames/shipment-place";
import type { ShipmentsFrame } from "./events/frames/shipments";
import type { SpaceFrame } from "./events/frames/space";
import type { ActionFrame } from "./flow/action-frame";
import type { CardFrame } from "./flow/card";
import type { ActivateFrame } from "./ops/activation";
import type { AssaultFrame, AssaultSpaceFrame } from "./ops/assault";
import type { AttackFrame } from "./ops/attack";
import type { MarchFrame } from "./ops/march";
import type { PatrolFrame } from "./ops/patrol";
import type { RallyFrame } from "./ops/rally";
import type { SweepFrame, SweepInFrame } from "./ops/sweep";
import type { TerrorFrame } from "./ops/terror";
import type { TrainFrame } from "./ops/train";
import type { RedeployFrame } from "./propaganda/redeploy";
import type { PropagandaFrame } from "./propaganda/round";
import type { ClearTerrorFrame } from "./propaganda/sabotage";
import type { AgitationFrame, CivicFrame } from "./propaganda/support";
import type { FarcZoneFrame } from "./propaganda/zones";
import type { Frame, GameState } from "./types";

/** the steps a bot tells apart, each with its own typed data */
export type KnownStep =
  | CardFrame
  | ActionFrame
  | TrainFrame
  | PatrolFrame
  | SweepFrame
  | SweepInFrame
  | AssaultFrame
  | AssaultSpaceFrame
  | ActivateFrame
  | RallyFrame
  | MarchFrame
  | AttackFrame
  | TerrorFrame
  | AirLiftFrame
  | AirStrikeFrame
  | EradicateFrame
  | ExtortFrame
  | AmbushFrame
  | KidnapFrame
  | AssassinateFrame
  | BribeFrame
  | SpaceFrame
  | ChoiceFrame
  | ShipmentPlaceFrame
  | ShipmentsFrame
  | CivicFrame
  | AgitationFrame
  | RedeployFrame
  | ClearTerrorFrame
  | FarcZoneFrame;

/** any other step (an Event's piece step, Drug Profits, a Shipment heir…): its kind only */
export interface OtherStep {
  k: "other";
  kind: string;
}

/** the kind of step on top: its frame kind */
export function stepKind(t: Step["top"]): string {
  return t.k === "other" ? t.kind : t.k;
}

export interface Step {
  top: Readonly<KnownStep> | OtherStep;
  /** the action under way, if any */
  action: Readonly<ActionFrame> | null;
  /** every action on the stack, the oldest first (an Event's free action sits above the card's) */
  actions: readonly Readonly<ActionFrame>[];
  /** the Event under way (its answers so far), if any */
  event: Readonly<EvFrame> | null;
  /** the Propaganda Round under way, if any */
  propaganda: Readonly<PropagandaFrame> | null;
  /** the nearest step of kind k on the way down from the top, if any */
  find<K extends KnownStep["k"]>(k: K): Readonly<Extract<KnownStep, { k: K }>> | null;
}

const KNOWN = new Set<string>([
  "card",
  "action",
  "op.train",
  "op.patrol",
  "op.sweep",
  "coin.sweepIn",
  "op.assault",
  "coin.assaultSpace",
  "coin.activate",
  "op.rally",
  "op.march",
  "op.attack",
  "op.terror",
  "sa.airlift",
  "sa.airstrike",
  "sa.eradicate",
  "sa.extort",
  "sa.ambush",
  "sa.kidnap",
  "sa.assassinate",
  "sa.bribe",
  "ev.space",
  "ev.choice",
  "ev.shipPlace",
  "ev.shipments",
  "prop.civic",
  "prop.agitation",
  "prop.redeploy",
  "prop.clearTerror",
  "farcZone",
] satisfies KnownStep["k"][]);

function nearest<F extends Frame>(frames: readonly Frame[], k: string): F | null {
  for (let i = frames.length - 1; i >= 0; i--) if (frames[i].k === k) return frames[i] as F;
  return null;
}

/** the step the engine is in now, read from the state (the frames stay inside the engine) */
export function stepOf(s: GameState): Step {
  const f = s.frames[s.frames.length - 1];
  const top: Step["top"] = f && KNOWN.has(f.k) ? (f as KnownStep) : { k: "other", kind: f?.k ?? "" };
  return {
    top,
    action: nearest<ActionFrame>(s.frames, "action"),
    actions: s.frames.filter((x): x is ActionFrame => x.k === "action"),
    event: nearest<EvFrame>(s.frames, "ev.seq"),
    propaganda: nearest<PropagandaFrame>(s.frames, "propaganda"),
    find: (k) => nearest(s.frames, k),
  };
}
