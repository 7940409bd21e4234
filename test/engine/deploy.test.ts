import { describe, expect, it } from "vitest";
import { count } from "../../src/engine/core/queries";
import { SPACES } from "../../src/engine/data/map";
import { apply, getDecision } from "../../src/engine/flow/runtime";
import { createGame } from "../../src/engine/game";
import { STANDARD_FORCES } from "../../src/engine/setup";
import {
  type Faction,
  type GameState,
  isRuleError,
  type PieceKind,
  type Setup,
} from "../../src/engine/types";
import { idx, options, pieces, pl, play, refused } from "./fixture";

const players = { govt: "player", farc: "player", auc: "player", cartels: "player" } as const;
const open = (seats: Partial<Setup["seats"]> = {}) =>
  createGame({ seed: 3, seats: { ...players, ...seats }, deployment: "open", deck: [1, 2, 3] });

/** place a piece of kind k in the first space offered for it */
function placeAny(s: GameState, k: PieceKind, n = 1): GameState {
  for (let i = 0; i < n; i++) {
    const o = getDecision(s).options.find((x) => x.t === "place" && x.p === k);
    if (!o) throw new Error(`no place option for ${k}`);
    s = play(s, o);
  }
  return s;
}
const spacesFor = (s: GameState, k: PieceKind) =>
  getDecision(s)
    .options.filter((o) => o.t === "place" && o.p === k)
    .map((o) => (o as { s: string }).s);
const total = (s: GameState, k: PieceKind) => s.spaces.reduce((n, _sp, i) => n + count(s, i, k), 0);

describe("2.1 Open Deployment", () => {
  it("2.1 markers are set as Standard; the players' forces start off the map; Cartels place first", () => {
    const s = open();
    expect(s.spaces[idx("bogota")].sup).toBe(2);
    expect(s.spaces[idx("choco")].sup).toBe(-2);
    expect(total(s, "troops") + total(s, "farcU") + total(s, "cartelsBase")).toBe(0);
    const d = getDecision(s);
    expect(d.faction).toBe("cartels");
    expect(d.prompt.key).toBe("prompt.deploy.cartels");
    expect(s.current).toBeNull();
  });

  it("2.1 Cartels Guerrillas may go anywhere, Bases only in Cities and Departments (1.4.2)", () => {
    const s = open();
    expect(spacesFor(s, "cartelsU")).toContain("bogota-neiva");
    expect(spacesFor(s, "cartelsU")).toContain("vichada");
    expect(spacesFor(s, "cartelsBase")).toContain("cali");
    expect(spacesFor(s, "cartelsBase")).not.toContain("bogota-neiva");
    expect(spacesFor(s, "cartelsU")).not.toContain("ecuador");
    refused(s, pl("cartelsBase", "bogota-neiva"), "notAnOption");
    refused(s, pl("troops", "bogota"), "notAnOption");
  });

  it("2.1 at least 4 Cartels Bases must end in Departments with Population", () => {
    let s = open();
    s = play(s, pl("cartelsBase", "cali"), pl("cartelsBase", "vichada"));
    // 4 Bases left and 4 needed in populated Departments: no more elsewhere
    const where = spacesFor(s, "cartelsBase");
    expect(where).not.toContain("bogota");
    expect(where).not.toContain("guainia");
    expect(where).toContain("putumayo");
    expect(where.every((id) => SPACES[idx(id)].type === "dept" && SPACES[idx(id)].pop > 0)).toBe(true);
    refused(s, pl("cartelsBase", "bogota"), "notAnOption");
    s = placeAny(s, "cartelsBase", 4);
    const inPopDepts = SPACES.filter((d) => d.type === "dept" && d.pop > 0).reduce(
      (n, d) => n + count(s, d.idx, "cartelsBase"),
      0,
    );
    expect(inPopDepts).toBe(4);
  });

  it("1.4.2 no more than 2 Bases in a space during deployment", () => {
    let s = open();
    s = play(s, pl("cartelsBase", "putumayo"), pl("cartelsBase", "putumayo"));
    expect(spacesFor(s, "cartelsBase")).not.toContain("putumayo");
    expect(spacesFor(s, "cartelsU")).toContain("putumayo");
  });

  it("2.1 the order is Cartels, AUC, FARC, Government, each placing its whole allotment", () => {
    let s = open();
    s = placeAny(placeAny(s, "cartelsU", 2), "cartelsBase", 6);
    expect(getDecision(s).faction).toBe("auc");
    expect(spacesFor(s, "aucU")).toContain("bogota-neiva");
    s = placeAny(placeAny(s, "aucU", 6), "aucBase", 1);
    expect(getDecision(s).faction).toBe("farc");
    // FARC: Departments only
    const farc = spacesFor(s, "farcU");
    expect(farc.every((id) => SPACES[idx(id)].type === "dept")).toBe(true);
    expect(farc).toContain("vichada");
    refused(s, pl("farcU", "bogota"), "notAnOption");
    s = play(s, pl("farcBase", "huila"));
    s = placeAny(placeAny(s, "farcU", 12), "farcBase", 5);
    expect(getDecision(s).faction).toBe("govt");
    // Government: Cities or Departments without FARC Bases, never LoCs
    const g = spacesFor(s, "troops");
    expect(g).not.toContain("huila");
    expect(g).not.toContain("bogota-neiva");
    expect(g).toContain("bogota");
    refused(s, pl("police", "huila"), "notAnOption");
    s = placeAny(placeAny(placeAny(s, "troops", 12), "police", 12), "govtBase", 1);
    expect(total(s, "troops")).toBe(12);
    expect(total(s, "police")).toBe(12);
    expect(total(s, "farcU") + total(s, "farcBase")).toBe(18);
    expect(total(s, "aucU") + total(s, "aucBase")).toBe(7);
    // then play starts (2.2): the first card is revealed and the 1st Eligible decides
    expect(s.current).toBe(1);
    expect(getDecision(s).prompt.key).toBe("prompt.firstEligible");
    expect(s.barrier).toBe(s.seq);
    expect(s.cardStart).toBe(s.seq);
  });

  it("2.1 Non-players keep their Standard positions and are skipped", () => {
    let s = open({ farc: "nonplayer", cartels: "nonplayer" });
    const farcStd = STANDARD_FORCES.farc.reduce((n, [, , k]) => n + k, 0);
    expect(total(s, "farcU") + total(s, "farcBase")).toBe(farcStd);
    expect(pieces(s, "choco", "farcBase")).toBe(1);
    expect(getDecision(s).faction).toBe("auc");
    s = placeAny(placeAny(s, "aucU", 6), "aucBase", 1);
    expect(getDecision(s).faction).toBe("govt");
    expect(spacesFor(s, "troops")).not.toContain("choco");
    expect(options(s)).not.toContain("p|cartelsU|cali");
  });

  it("2.1 a Faction may not place pieces out of turn", () => {
    const s = open();
    const r = apply(s, { t: "place", p: "aucU", s: "bogota", seq: s.seq, by: "auc" as Faction });
    expect(isRuleError(r) && r.code).toBe("notYourTurn");
  });
});
