// Card 69 "Riverines & Fast Boats" (single Event).
// The executor takes some of its cubes (Government) or Guerrillas (an Insurgent) out of one space
// and moves that group along a chain of 1 to 3 Departments, each adjacent to the last (a chain
// move); then it may execute a free Operation (5.5) other than Patrol or March, limited to the
// final space. Our reading (rulings.md beside this file): the group is chosen on the first hop
// (at least 1 piece) and travels whole; no Activation on the way; Shipments follow (4.5.3).
import { isDepartment } from "../../../core/queries";
import type { Faction, PieceKind } from "../../../types";
import {
  type Chain,
  type ChainData,
  chainMove,
  chainStarts,
  type FreeOpData,
  freeOpAtEnd,
} from "../../chain";
import { registerEvent, side } from "../../registry";

const OWN: Record<Faction, PieceKind[]> = {
  govt: ["troops", "police"],
  farc: ["farcU", "farcA"],
  auc: ["aucU", "aucA"],
  cartels: ["cartelsU", "cartelsA"],
};
const RIVERS: Chain = {
  kinds: (f) => OWN[f],
  through: isDepartment,
  hops: 3,
  prompts: { first: "prompt.card69.firstHop", group: "prompt.card69.group", next: "prompt.card69.hop" },
};

registerEvent(69, {
  unshaded: side<ChainData & FreeOpData>(
    (s, f) => chainStarts(s, RIVERS, f).length > 0,
    (x) => x.pickSpace("origin", { cands: chainStarts(x.s, RIVERS, x.f), prompt: "prompt.card69.origin" }),
    ...chainMove(RIVERS),
    ...freeOpAtEnd({ except: ["patrol", "march"], prompt: "prompt.card69.op" }),
  ),
});
