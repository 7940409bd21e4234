// The toolkit a card side is written with. A side is a list of steps; each step gets an `Ev`:
// the state, the executing Faction, the answers of earlier steps (typed per card), and the
// recurring shapes of Event text as methods. A step either changes the state at once or asks one
// question (pushes one choice frame); the next step runs once the question is settled.
//
// Enforced here, not per card (5.1.1, 5.1.3): placements only of Available pieces and where they
// may stand (1.4.1, 1.4.2, FARC Zones, via core/mutate and frames/pieces), a player executor may
// free its own pieces (1.4.1), tracks stay in bounds (1.7), a choice with no candidate is skipped
// and everything that depends on it does nothing (its answer stays undefined).
import { choiceValue } from "../choice";
import { addAid, addResources, type Ctx, flip, placeTerror, remove, roll, shift } from "../core/mutate";
import { count } from "../core/queries";
import { startAction } from "../flow/action";
import { push } from "../flow/stack";
import type { OpName } from "../ops/registry";
import type { Faction, GameState, PieceKind, Side } from "../types";
import type { ChoiceFrame } from "./frames/choice";
import type { EvData, EvFrame, EvValue } from "./frames/common";
import { type MoveFrame, stillOf } from "./frames/move";
import type { PieceMode, PiecesFrame } from "./frames/pieces";
import type { ShipmentPlaceFrame } from "./frames/shipment-place";
import type { ShipmentsFrame } from "./frames/shipments";
import type { SpaceFrame } from "./frames/space";

/** keys of D whose value type is exactly V */
export type KeysOf<D, V> = {
  [K in keyof D]-?: [D[K]] extends [V] ? ([V] extends [D[K]] ? K : never) : never;
}[keyof D] &
  string;

export interface SpaceChoice {
  /** candidate spaces; or `tiers`: 5.1.3 the first non-empty tier (where the card does most) */
  cands?: number[];
  tiers?: number[][];
  /** who chooses (default: the executing Faction, 5.1) */
  by?: Faction;
  prompt: string;
  rule?: string;
}

export interface PieceChoice {
  spaces: number[];
  /** for flips, the kinds as they stand now (farcU flips to Active, farcA to Underground) */
  kinds: PieceKind[];
  n: number;
  upTo?: boolean;
  by?: Faction;
  prompt?: string;
  rule?: string;
}

/** 5.1.3 the first tier of candidates that is not empty */
export function firstTier(tiers: number[][]): number[] {
  return tiers.find((t) => t.length > 0) ?? [];
}

export class Ev<D extends EvData = EvData> {
  constructor(
    readonly ctx: Ctx,
    private readonly frame: EvFrame,
  ) {}

  get s(): GameState {
    return this.ctx.s;
  }
  /** the executing Faction */
  get f(): Faction {
    return this.frame.f;
  }
  get card(): number {
    return this.frame.n;
  }
  get side(): Side {
    return this.frame.side;
  }
  /** answers recorded so far (a key stays undefined when its choice had no candidate, 5.1.3) */
  get data(): Readonly<Partial<D>> {
    return this.frame.data as Partial<D>;
  }
  set<K extends keyof D & string>(key: K, value: D[K]): void {
    this.frame.data[key] = value;
  }
  /** a chosen space as a list: empty when the choice had no candidate (5.1.3) */
  at(space: number | undefined): number[] {
    return space === undefined ? [] : [space];
  }

  // ---- questions ------------------------------------------------------------------------------

  /** one space among the candidates, recorded as a number under `into` */
  pickSpace(into: KeysOf<D, number>, o: SpaceChoice): void {
    this.spaces(into, o, 1, false, true);
  }

  /** n distinct spaces (or up to n), recorded as a list under `into` */
  pickSpaces(into: KeysOf<D, number[]>, o: SpaceChoice & { n: number; upTo?: boolean }): void {
    this.spaces(into, o, o.n, !!o.upTo, false);
  }

  private spaces(into: string, o: SpaceChoice, n: number, upTo: boolean, single: boolean): void {
    const cands = o.tiers ? firstTier(o.tiers) : (o.cands ?? []);
    if (!single) this.frame.data[into] = [];
    push(this.ctx, {
      k: "ev.space",
      by: o.by ?? this.f,
      key: into,
      single,
      prompt: o.prompt,
      rule: o.rule ?? "5.1",
      cands,
      n,
      upTo,
      picked: [],
    } satisfies SpaceFrame);
  }

  /** one of some Factions (a single one is taken at once; none: the answer stays undefined) */
  pickFaction<K extends keyof D & string>(
    into: K,
    o: { among: Extract<D[K], Faction>[]; by?: Faction; prompt: string; rule?: string },
  ): void {
    this.choice(
      into,
      o.among.map((f) => [choiceValue({ k: "faction", faction: f }), f]),
      o,
    );
  }

  /** one of the card's modes (`mode:<value>` options; label `ui.choose.mode.<value>`) */
  pickMode<K extends keyof D & string>(
    into: K,
    o: { values: Extract<D[K], string>[]; by?: Faction; prompt: string; rule?: string },
  ): void {
    this.choice(
      into,
      o.values.map((v) => [choiceValue({ k: "mode", mode: v }), v]),
      o,
    );
  }

  private choice(
    into: string,
    pairs: [string, EvValue][],
    o: { by?: Faction; prompt: string; rule?: string },
  ): void {
    if (pairs.length <= 1) {
      if (pairs.length) this.frame.data[into] = pairs[0][1];
      return;
    }
    push(this.ctx, {
      k: "ev.choice",
      by: o.by ?? this.f,
      key: into,
      labels: pairs.map((p) => p[0]),
      values: pairs.map((p) => p[1]),
      prompt: o.prompt,
      rule: o.rule ?? "5.1",
    } satisfies ChoiceFrame);
  }

  // ---- pieces ---------------------------------------------------------------------------------

  /** place up to n pieces of these kinds in these spaces (Available, fitting; 1.4.1 freeing) */
  place(o: PieceChoice, count?: KeysOf<D, number>): void {
    this.pieces("place", o, count);
  }
  remove(o: PieceChoice, count?: KeysOf<D, number>): void {
    this.pieces("remove", o, count);
  }
  flip(o: PieceChoice, count?: KeysOf<D, number>): void {
    this.pieces("flip", o, count);
  }

  private pieces(mode: PieceMode, o: PieceChoice, key?: string): void {
    if (!o.spaces.length || o.n <= 0) return;
    push(this.ctx, {
      k: "ev.pieces",
      by: o.by ?? this.f,
      mode,
      spaces: o.spaces,
      kinds: o.kinds,
      n: o.n,
      did: 0,
      upTo: !!o.upTo,
      prompt: o.prompt ?? `prompt.event.${mode}`,
      rule: o.rule ?? "5.1.1",
      ...(key ? { key } : {}),
    } satisfies PiecesFrame);
  }

  /**
   * move up to n pieces of these kinds out of `from`, each into an adjacent space (or into one
   * of `to`), one command per piece; a forced move (no upTo) still lets the mover pick which;
   * `once`: no piece moves twice (a space sends no more of a kind than it held at the start)
   */
  move(
    o: {
      from: number[];
      to?: number[];
      kinds: PieceKind[];
      n: number;
      upTo?: boolean;
      once?: boolean;
      by?: Faction;
      prompt?: string;
      rule?: string;
    },
    count?: KeysOf<D, number>,
  ): void {
    if (!o.from.length || o.n <= 0) return;
    push(this.ctx, {
      k: "ev.move",
      by: o.by ?? this.f,
      from: o.from,
      to: o.to ?? [],
      kinds: o.kinds,
      n: o.n,
      did: 0,
      upTo: !!o.upTo,
      prompt: o.prompt ?? "prompt.event.move",
      rule: o.rule ?? "5.1.1",
      ...(count ? { key: count } : {}),
      ...(o.once ? { still: stillOf(this.s, o.kinds) } : {}),
    } satisfies MoveFrame);
  }

  /** every piece of these kinds in `from` moves, each into one of `to` (or an adjacent space) */
  moveAll(o: {
    from: number[];
    to?: number[];
    kinds: PieceKind[];
    by?: Faction;
    prompt?: string;
    rule?: string;
  }): void {
    let n = 0;
    for (const i of o.from) for (const k of o.kinds) n += count(this.s, i, k);
    this.move({ ...o, n });
  }

  /** one space receives groups of pieces, in the order written ([kind, n] each) */
  placeIn(space: number | undefined, ...groups: [PieceKind, number][]): void {
    if (space === undefined) return;
    // frames run last-pushed first: push the groups backwards
    for (const [kind, n] of [...groups].reverse()) this.place({ spaces: [space], kinds: [kind], n });
  }

  /** one piece of these kinds into each of these spaces, in the order given (kind: the placer's pick) */
  placeEach(spaces: readonly number[] | undefined, kinds: PieceKind[], o: { by?: Faction } = {}): void {
    // frames run last-pushed first: push the spaces backwards
    for (const i of [...(spaces ?? [])].reverse()) this.place({ spaces: [i], kinds, n: 1, ...o });
  }

  /** remove every piece of these kinds in a space at once (nothing to choose) */
  removeAll(space: number | undefined, kinds: PieceKind[]): number {
    if (space === undefined) return 0;
    let n = 0;
    for (const k of kinds) n += remove(this.ctx, k, space, count(this.s, space, k));
    return n;
  }

  /** flip every Guerrilla of these Factions in a space (to Active, or Underground) */
  flipAll(space: number | undefined, factions: Faction[], toActive: boolean): void {
    if (space === undefined) return;
    for (const f of factions) {
      const kind = `${f}${toActive ? "U" : "A"}` as PieceKind;
      flip(this.ctx, f, space, toActive, count(this.s, space, kind));
    }
  }

  /**
   * Replace pieces: remove up to n of `from` in the space, then place one `to` for each removed
   * (as far as Available and fitting; a player executor owning `to` may free its own, 1.4.1).
   */
  replace(space: number | undefined, from: PieceKind[], to: PieceKind | PieceKind[], n: number): void {
    if (space === undefined) return;
    let removed = 0;
    for (const k of from)
      removed += remove(this.ctx, k, space, Math.min(n - removed, count(this.s, space, k)));
    // several `to` kinds: the executor picks the kind of each new piece (card 57)
    this.place({ spaces: [space], kinds: typeof to === "string" ? [to] : to, n: removed });
  }

  /** remove Shipments held in these spaces (4.5.3) */
  removeShipments(o: {
    spaces: number[];
    n: number;
    upTo?: boolean;
    by?: Faction;
    prompt: string;
    rule?: string;
  }): void {
    push(this.ctx, {
      k: "ev.shipments",
      by: o.by ?? this.f,
      spaces: o.spaces,
      n: o.n,
      did: 0,
      upTo: !!o.upTo,
      prompt: o.prompt,
      rule: o.rule ?? "4.5.3",
    } satisfies ShipmentsFrame);
  }

  /**
   * place up to n Available Shipments (4.5.3), each beneath a Guerrilla of one of `factions` in
   * one of these spaces; that Guerrilla's Faction owns it (frames/shipment-place.ts)
   */
  placeShipments(o: {
    spaces: number[];
    factions: Faction[];
    n: number;
    upTo?: boolean;
    by?: Faction;
    prompt: string;
    rule?: string;
  }): void {
    if (!o.spaces.length || o.n <= 0) return;
    push(this.ctx, {
      k: "ev.shipPlace",
      by: o.by ?? this.f,
      spaces: o.spaces,
      factions: o.factions,
      n: o.n,
      did: 0,
      upTo: !!o.upTo,
      prompt: o.prompt,
      rule: o.rule ?? "4.5.3",
    } satisfies ShipmentPlaceFrame);
  }

  // ---- markers and tracks ---------------------------------------------------------------------

  /** shift each space by `levels` (+ toward Active Support, − toward Active Opposition) */
  shift(spaces: number | number[] | undefined, levels: number): void {
    if (spaces === undefined) return;
    for (const i of typeof spaces === "number" ? [spaces] : spaces) shift(this.ctx, i, levels);
  }

  /** Terror in a City or Department, Sabotage on a LoC (3.3.4 markers permitting) */
  terror(spaces: number | number[] | undefined): void {
    if (spaces === undefined) return;
    for (const i of typeof spaces === "number" ? [spaces] : spaces) placeTerror(this.ctx, i);
  }

  resources(f: Faction, delta: number): number {
    return addResources(this.ctx, f, delta);
  }
  aid(delta: number): number {
    return addAid(this.ctx, delta);
  }

  /** a die roll for this Event (scripted by purpose, else the game's dice; undo cannot pass it) */
  roll(): number {
    return roll(this.ctx, this.f, { kind: "event", faction: this.f, card: this.card });
  }

  // ---- Eligibility and free actions -----------------------------------------------------------

  /** the Faction stays Eligible for the next card (2.3.7 exception) */
  stayEligible(f: Faction = this.f): void {
    if (!this.s.card.stayEligible.includes(f)) this.s.card.stayEligible.push(f);
  }
  /** the Faction is Ineligible for the next card */
  ineligible(f: Faction): void {
    if (!this.s.card.forceIneligible.includes(f)) this.s.card.forceIneligible.push(f);
  }
  /**
   * The Faction is marked Ineligible through the next card (cards 23, 24): at this card's
   * Eligibility adjustment (2.3.7) it goes Ineligible whatever it did, so it sits out the next
   * card; it may still act on this card (docs/rulings/sop.md).
   */
  ineligibleThroughNext(f: Faction): void {
    const marked = this.s.card.ineligibleThroughNext ?? [];
    if (!marked.includes(f)) this.s.card.ineligibleThroughNext = [...marked, f];
  }

  /**
   * 5.5 a free Operation: no cost, Eligibility unchanged; `only` limits its spaces; `into`: the
   * answer key that receives the spaces it selected once it is over (a March's destinations)
   */
  freeOp(
    f: Faction,
    op: OpName,
    o: { only?: number[]; maxSpaces?: number; limited?: boolean; into?: KeysOf<D, number[]> } = {},
  ): void {
    if (o.into) this.frame.data[o.into] = [];
    startAction(this.ctx, f, op, { ...o, free: true, byEvent: true });
  }
}
