// The frame of one Faction's action on a card (2.3): an Operation, perhaps with a Special
// Activity. A type only, so the Operation and Special Activity registries can name it.
import type { Faction, Frame, OpName, SaName } from "../types";

export interface ActionFrame extends Frame {
  k: "action";
  f: Faction;
  op: OpName;
  limited: boolean;
  free: boolean;
  saAllowed: boolean;
  /** started by an Event (5.5) rather than by the Sequence of Play */
  byEvent: boolean;
  /** a Ship free LimOp (2.3.6) */
  ship: boolean;
  /** no Sweep/March allowed for a Ship LimOp on the final Event card (2.3.9) */
  finalCard: boolean;
  sa: SaName | null;
  saDone: boolean;
  opDone: boolean;
  /** spaces selected for the Operation so far, in order (space indices) */
  opSpaces: number[];
  /** Resources paid for the Operation */
  paid: number;
  stage: "op" | "sa" | "ship" | "shipAsk" | "shipOp" | "end";
  /** 2.3.6 the Faction asked to give up one of its Shipments, and those that refused */
  asked?: Faction;
  refused?: Faction[];
  /** optional Event limits: only these spaces, at most this many */
  only?: number[];
  maxSpaces?: number;
  /** Event: the answer key of the running Event that receives the selected spaces at the end (card 37) */
  into?: string;
}
