// State invariants the rules guarantee at every moment; random play checks them after every
// command. Returns human-readable diagnostics for developers (not player text).
import { ecuadorIn, factionPieces, hasPop, inPlay, inventory, isLoC } from "./core/queries";
import {
  INVENTORY,
  MAX_AID,
  MAX_RESOURCES,
  POOL_INDICES,
  SHIPMENTS,
  TERROR_MARKERS,
  TOTAL_PIECES,
} from "./data/forces";
import { ECUADOR_STACK, SPACE_IDS } from "./data/map";
import { FACTIONS, type GameState, P, PIECE_KINDS } from "./types";

const GOVT_IX = [P.troops, P.police, P.govtBase];
const BASE_IX = [P.govtBase, P.farcBase, P.aucBase, P.cartelsBase];
const GUERRILLA_IX: Record<string, number[]> = {
  farc: [P.farcU, P.farcA],
  auc: [P.aucU, P.aucA],
  cartels: [P.cartelsU, P.cartelsA],
};

const POOLS = Object.keys(INVENTORY) as (keyof typeof INVENTORY)[];

export function checkInvariants(s: GameState): string[] {
  const out: string[] = [];
  // 1.4.1 pieces: counts are whole and ≥ 0; each pool's on-map total within its inventory
  const kinds = new Array(PIECE_KINDS.length).fill(0);
  for (const sp of s.spaces) for (let j = 0; j < kinds.length; j++) kinds[j] += sp.f[j];
  let onMapAll = 0;
  for (const pool of POOLS) {
    let n = 0;
    for (const j of POOL_INDICES[pool]) n += kinds[j];
    const inv = inventory(s, pool); // less what card 49 took out of the game
    if (n > inv) out.push(`1.4.1 ${pool}: ${n} on map > inventory ${inv}`);
    onMapAll += Math.min(n, inv);
  }
  // card 49: pieces out of the game are never on the map nor Available
  for (const pool of POOLS) {
    const gone = s.outOfPlay?.[pool] ?? 0;
    if (!Number.isInteger(gone) || gone < 0 || gone > INVENTORY[pool])
      out.push(`1.4.1 ${pool}: ${gone} out of play`);
  }
  if (onMapAll > TOTAL_PIECES) out.push(`1.4.1 ${onMapAll} pieces on map > ${TOTAL_PIECES}`);
  let terror = 0;
  s.spaces.forEach((sp, i) => {
    const d = { id: SPACE_IDS[i] };
    if (sp.f.length !== PIECE_KINDS.length) out.push(`${d.id}: ${sp.f.length} piece counters`);
    for (let j = 0; j < sp.f.length; j++)
      if (!Number.isInteger(sp.f[j]) || sp.f[j] < 0)
        out.push(`1.4.1 ${d.id}: ${PIECE_KINDS[j]} = ${sp.f[j]}`);
    let bases = 0;
    for (const j of BASE_IX) bases += sp.f[j];
    // 1.4.2 stacking
    if (isLoC(s, i) && bases > 0) out.push(`1.4.2 ${d.id}: Base on a LoC`);
    if (bases > 2) out.push(`1.4.2 ${d.id}: ${bases} Bases`);
    if (!inPlay(s, i) && sp.f.some((n: number) => n > 0))
      out.push(`1.3.5 ${d.id}: pieces in a foreign country`);
    // card 33 Ecuador as a space: at most 2 pieces per Faction
    if (ecuadorIn(s, i))
      for (const f of FACTIONS)
        if (factionPieces(s, i, f) > ECUADOR_STACK) out.push(`card 33 ${d.id}: ${f} over 2 pieces`);
    // 6.4.4 no Government forces in a FARC Zone
    if (sp.zone && GOVT_IX.some((j) => sp.f[j] > 0))
      out.push(`6.4.4 ${d.id}: Government piece in a FARC Zone`);
    // 1.6 Support/Opposition only where Pop > 0, within ±2
    if (sp.sup !== 0 && !hasPop(s, i)) out.push(`1.6.1 ${d.id}: level ${sp.sup} without Population`);
    if (!Number.isInteger(sp.sup) || sp.sup < -2 || sp.sup > 2) out.push(`1.6.1 ${d.id}: level ${sp.sup}`);
    // 3.3.4 markers
    if (sp.terror < 0 || !Number.isInteger(sp.terror)) out.push(`3.3.4 ${d.id}: ${sp.terror} markers`);
    if (isLoC(s, i) && sp.terror > 1) out.push(`3.3.4 ${d.id}: ${sp.terror} Sabotage markers`);
    terror += sp.terror;
  });
  if (terror > TERROR_MARKERS) out.push(`3.3.4 ${terror} Terror/Sabotage markers > ${TERROR_MARKERS}`);
  // 1.7 Resources and Aid
  for (const f of FACTIONS) {
    const r = s.resources[f];
    if (!Number.isInteger(r) || r < 0 || r > MAX_RESOURCES) out.push(`1.7 ${f} Resources ${r}`);
  }
  if (!Number.isInteger(s.aid) || s.aid < 0 || s.aid > MAX_AID) out.push(`1.7 Aid ${s.aid}`);
  // 4.5.3 Shipments: at most 4, each with a Guerrilla of its owner in its space
  if (s.shipments.length > SHIPMENTS) out.push(`4.5.3 ${s.shipments.length} Shipments`);
  for (const sh of s.shipments) {
    const sp = s.spaces[sh.s];
    const ix = GUERRILLA_IX[sh.f];
    if (!sp || !ix) out.push(`4.5.3 bad Shipment ${JSON.stringify(sh)}`);
    else if (ix[0] !== undefined && sp.f[ix[0]] + sp.f[ix[1]] === 0)
      out.push(`4.5.3 ${SPACE_IDS[sh.s]}: ${sh.f} Shipment without a ${sh.f} Guerrilla`);
    // a Shipment awaiting its former owner's choice is asked about before anything else
    if (sh.ask && !s.ended && s.frames[s.frames.length - 1]?.k !== "shipHeir")
      out.push(`4.5.3 ${SPACE_IDS[sh.s]}: Shipment heir choice pending but not asked`);
  }
  // the engine's own bookkeeping: the current card on top of the played pile, no card twice
  if (s.current !== null && s.played[s.played.length - 1] !== s.current)
    out.push(`2.3.8 current card ${s.current} is not on top of the played pile`);
  if (new Set([...s.deck, ...s.played]).size !== s.deck.length + s.played.length)
    out.push("2.1 a card appears twice");
  if (!s.ended && s.frames.length === 0) out.push("no frame and no result");
  if (s.barrier > s.seq || s.cardStart > s.seq)
    out.push(`barrier ${s.barrier}/${s.cardStart} > seq ${s.seq}`);
  return out;
}
