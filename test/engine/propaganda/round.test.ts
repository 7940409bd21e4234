import { describe, expect, it } from "vitest";
import { margins } from "../../../src/engine/core/queries";
import { getDecision } from "../../../src/engine/flow/runtime";
import { opDef } from "../../../src/engine/ops/registry";
import { effectiveMargins, ranking, soloLevel } from "../../../src/engine/victory";
import { c, done, fixture, idx, options, pieces, play, refused, sp } from "../fixture";
import { round } from "./helpers";

const rallyReady = !!opDef("rally");
/** Total Support 66 (> 60) */
const HIGH_SUPPORT = {
  bogota: 2,
  cali: 2,
  medellin: 2,
  bucaramanga: 2,
  ibague: 2,
  "santa-marta": 2,
  santander: 2,
  antioquia: 2,
  atlantico: 2,
  cartagena: 2,
  cucuta: 2,
  neiva: 2,
  pasto: 2,
  sincelejo: 2,
  huila: 2,
  cesar: 2,
};

describe("6.0 Propaganda Round from the Standard Deployment", () => {
  it("6.3 / 6.4 / 6.5 / 6.6 a whole Round, Samper to Pastrana, then the next card", () => {
    let s = round({ empty: false });
    // 6.2 nothing to Sabotage; 6.3.1 Samper: 30 Econ, no Aid; 6.3.2 Bases 6 / 1 / 3×6
    expect(s.spaces.filter((x) => x.terror > 0).length).toBe(0);
    expect(s.resources).toEqual({ govt: 70, farc: 16, auc: 11, cartels: 28 });
    // 6.4.1 Civic Action: only Cali has Control, Troops, Police and room to gain
    expect(getDecision(s).faction).toBe("govt");
    expect(options(s)).toEqual(["s|cali", "d"]);
    s = play(s, sp("cali"));
    expect(s.spaces[idx("cali")].sup).toBe(1);
    expect(s.resources.govt).toBe(67);
    s = play(s, done);
    // 6.4.2 Agitation: Huila is FARC-Controlled and Neutral
    expect(getDecision(s).faction).toBe("farc");
    expect(options(s)).toEqual(["s|huila", "d"]);
    s = play(s, sp("huila"), done);
    expect(s.spaces[idx("huila")].sup).toBe(-1);
    expect(s.resources.farc).toBe(15);
    // 6.4.3 Total Support 52 ≤ 60: Pastrana, who places a FARC Zone (Meta West / Guaviare tie at 3)
    expect(s.presidente).toBe(1);
    expect(options(s).sort()).toEqual(["s|guaviare", "s|meta-west"]);
    s = play(s, sp("guaviare"));
    expect(s.spaces[idx("guaviare")].zone).toBe(true);
    // 6.4.5 Elite Backing (when Rally exists), then 6.5 Redeploy: nothing forced, so done
    if (rallyReady) s = play(s, done);
    expect(getDecision(s).prompt.key).toBe("prompt.propaganda.redeploy");
    s = play(s, done);
    // 6.6 Reset, then card 1 is played
    expect(s.current).toBe(1);
    expect(s.frames.map((f) => f.k)).toEqual(["game", "card"]);
    expect(Object.values(s.eligible).every(Boolean)).toBe(true);
    expect(s.lastRound).toBe(false);
  });
});

describe("6.0 never two Rounds in a row", () => {
  it("6.0 a second Propaganda card right after a Round is played without a Round", () => {
    let s = round({ pieces: { bogota: { troops: 1 } }, resources: { govt: 0 }, presidente: 2 }, [74, 1, 2]);
    if (rallyReady) s = play(s, done); // decline Elite Backing
    // the first Round ran to its end (no choices on this board), then 74 was skipped, then card 1
    expect(s.current).toBe(1);
    expect(s.propagandaPlayed).toBe(2);
    expect(s.played).toEqual([73, 74, 1]);
    expect(s.resources.govt).toBe(39); // earnings (30 Econ + 9 Aid under Uribe) collected once only
    s = play(s, c("pass"));
    expect(s.resources.govt).toBe(42);
  });

  it("6.0 / 7.3 a final Propaganda card skipped that way ends the game at once", () => {
    let s = round({ pieces: { bogota: { troops: 1 } }, propagandaPlayed: 2, presidente: 2 }, [74, 1]);
    if (rallyReady) s = play(s, done);
    expect(s.ended?.reason).toBe("final");
    expect(s.played).toEqual([73, 74]);
  });
});

describe("6.1 Victory Phase and 7.0 Victory", () => {
  it("6.1 / 7.2 a Faction meeting its condition ends the game before any other phase", () => {
    const s = round({
      levels: HIGH_SUPPORT,
      pieces: { "bogota-neiva": { farcU: 2 } },
      resources: { govt: 5 },
    });
    expect(s.ended?.reason).toBe("victory");
    expect(s.ended?.winner).toBe("govt");
    expect(s.resources.govt).toBe(5); // no Resources Phase
    expect(s.spaces[idx("bogota-neiva")].terror).toBe(0); // no Sabotage Phase
  });

  it("6.1 / 1.5.1 a player with a spare Faction wins only if both of them meet their conditions", () => {
    const two = { auc: "govt", cartels: "farc" } as const; // 2 players (1.5.1)
    const aucOnly = { pieces: { antioquia: { aucBase: 2 } }, resources: { govt: 0 }, presidente: 2 as const };
    expect(round(aucOnly).ended?.winner).toBe("auc"); // 4 players: the AUC wins
    const s = round(aucOnly, [1, 2], two);
    expect(s.ended).toBeNull(); // the Government's own Support is short
    const both = round({ ...aucOnly, levels: HIGH_SUPPORT }, [1, 2], two);
    expect(both.ended?.winner).toBe("govt");
    // 1.5.1 the player counts the lower margin: min(Support 66 − 60, AUC 2 − 0) = 2
    expect(both.ended?.ranking).toEqual(["govt", "farc"]);
  });

  it("7.1 / 1.5.1 a player with two Factions takes the tie place of the Faction whose (lower) margin counts", () => {
    // Support 56 (Govt −4), Opposition 15 + 5 FARC Bases (FARC −5), 0 AUC Bases (AUC −5),
    // 6 Cartels Bases and 40 Resources (Cartels −4)
    const s = fixture({
      levels: {
        bogota: 2,
        cali: 2,
        medellin: 2,
        bucaramanga: 2,
        ibague: 2,
        "santa-marta": 2,
        antioquia: 2,
        santander: 2,
        huila: 2,
        cartagena: 2,
        cucuta: 2,
        neiva: -2,
        pasto: -2,
        sincelejo: -2,
        atlantico: -2,
        choco: -2,
        narino: -2,
        "meta-west": -2,
        guaviare: -1,
      },
      pieces: {
        putumayo: { farcBase: 1 },
        cesar: { farcBase: 1 },
        arauca: { farcBase: 1 },
        "meta-east": { farcBase: 1 },
        guaviare: { farcBase: 1 },
        vichada: { cartelsBase: 2 },
        guainia: { cartelsBase: 2 },
        vaupes: { cartelsBase: 2 },
      },
      resources: { cartels: 40 },
    });
    expect(margins(s)).toEqual({ govt: -4, farc: -5, auc: -5, cartels: -4 });
    // 2 players (1.5.1): both end on −5, the Government's player through the AUC, the other
    // through FARC; the AUC comes before FARC in the tie order, so the Government's player is 1st
    const two = structuredClone(s);
    two.runBy = { auc: "govt", cartels: "farc" };
    expect(effectiveMargins(two)).toMatchObject({ govt: -5, farc: -5 });
    expect(ranking(two)).toEqual(["govt", "farc"]);
  });

  it("8.8 in a 1-player game the Government's own check does not end the game", () => {
    const s = round({
      levels: HIGH_SUPPORT,
      seats: { farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" },
      resources: { govt: 0 },
    });
    expect(s.ended).toBeNull();
    expect(s.presidente).toBe(0); // Support 66 > 60: no Election change either
  });

  it("7.1 a Non-player passing a check wins; ties go to Non-players, then Cartels, AUC, FARC", () => {
    const s = round({
      pieces: { antioquia: { aucBase: 1 } },
      seats: { auc: "nonplayer" },
      resources: { govt: 0 },
    });
    expect(s.ended?.winner).toBe("auc");
    // margins: govt −60, farc −25, auc +1, cartels −10 (0 Bases, 10 Resources → −30 / −10 → −30)
    expect(s.ended?.ranking[0]).toBe("auc");
    const tie = structuredClone(s);
    tie.spaces[idx("antioquia")].f.fill(0);
    tie.resources.cartels = 40;
    tie.seats.auc = "player";
    // all four at margin 0 would be rare; check the order on equal margins directly
    expect(ranking(tie, { govt: 0, farc: 0, auc: 0, cartels: 0 })).toEqual([
      "cartels",
      "auc",
      "farc",
      "govt",
    ]);
    tie.seats.farc = "nonplayer";
    tie.seats.govt = "nonplayer";
    expect(ranking(tie, { govt: 0, farc: 0, auc: 0, cartels: 0 })).toEqual([
      "farc",
      "govt",
      "cartels",
      "auc",
    ]);
  });
});

describe("7.1 Non-player wins", () => {
  it("7.1 a Non-player passing the check wins even when a player has a higher margin", () => {
    // Government +6 (player), AUC +1 (Non-player): all players lose
    const s = round({
      levels: HIGH_SUPPORT,
      pieces: { antioquia: { aucBase: 1 } },
      seats: { auc: "nonplayer" },
      resources: { govt: 0 },
    });
    expect(s.ended?.reason).toBe("victory");
    expect(s.ended?.winner).toBe("auc");
    expect(s.ended?.ranking[0]).toBe("govt"); // the margins still rank the table
  });
});

describe("2.4.1 / 7.3 the final Round", () => {
  it("7.3 the final Round ends after the Support Phase and ranks by margins", () => {
    let s = round({
      pieces: {
        huila: { farcU: 1, farcBase: 1 },
        bogota: { troops: 1, police: 1 },
        putumayo: { cartelsBase: 2 },
        antioquia: { aucBase: 1 },
        "bogota-neiva": { troops: 2 },
      },
      levels: { bogota: 1, huila: 0 },
      resources: { farc: 3, cartels: 0, govt: 0 },
      presidente: 2,
      propagandaPlayed: 3,
    });
    // Civic Action declined, then Agitation in Huila: 2 steps to Active Opposition
    expect(getDecision(s).faction).toBe("govt");
    s = play(s, done);
    expect(getDecision(s).faction).toBe("farc");
    s = play(s, sp("huila"), sp("huila"));
    expect(s.spaces[idx("huila")].sup).toBe(-2);
    if (rallyReady && !s.ended) s = play(s, done);
    expect(s.ended?.reason).toBe("final");
    // Redeploy was skipped: the Troops on the LoC stayed
    expect(pieces(s, "bogota-neiva", "troops")).toBe(2);
    // margins: govt 8−60 = −52; farc 4+1−25 = −20; auc 1−1 = 0; cartels min(2−10, 6−40) = −34
    expect(s.ended?.margins).toEqual({ govt: -52, farc: -20, auc: 0, cartels: -34 });
    expect(s.ended?.ranking).toEqual(["auc", "farc", "cartels", "govt"]);
    expect(s.ended?.winner).toBe("auc");
  });

  it("7.1 tie on the final margins: Cartels before AUC before FARC", () => {
    let s = round({
      pieces: {
        vichada: { farcBase: 2 },
        guainia: { farcBase: 2 },
        vaupes: { farcBase: 2 },
        amazonas: { farcBase: 2 },
        "meta-east": { farcBase: 1 },
        putumayo: { cartelsBase: 1 },
      },
      levels: { huila: -2, choco: -2, arauca: -1 },
      resources: { govt: 0, farc: 0, auc: 0, cartels: 37 },
      presidente: 2,
      propagandaPlayed: 3,
    });
    s = play(s, done); // FARC declines Agitation in Meta East
    if (rallyReady) s = play(s, done);
    // FARC 7 + 9 − 25 = −9; AUC 0 − 9 = −9; Cartels min(1 − 10, 40 − 40) = −9; Government −60
    expect(s.ended?.margins).toEqual({ govt: -60, farc: -9, auc: -9, cartels: -9 });
    expect(s.ended?.ranking).toEqual(["cartels", "auc", "farc", "govt"]);
    expect(s.ended?.winner).toBe("cartels");
  });

  it("6.1 the victory check still comes first in the final Round", () => {
    const s = round({ pieces: { antioquia: { aucBase: 1 } }, propagandaPlayed: 3 });
    expect(s.ended?.reason).toBe("victory");
    refused(s, done, "gameOver", "govt");
  });
});

describe("8.8 1-player levels (audit)", () => {
  const SOLO = { farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" } as const;

  it("8.8 the Government's margin minus the best Non-player margin sets the level", () => {
    const s = round({ seats: SOLO, resources: { govt: 0 } });
    const lvl = (govt: number, best: number) => soloLevel(s, { govt, farc: best, auc: -30, cartels: -30 });
    expect(lvl(1, -1)).toBe("stalemate"); // the 8.8 example: +1 against AUC −1
    expect(lvl(-2, -2)).toBe("failure"); // 0 or less
    expect(lvl(3, 0)).toBe("stalemate");
    expect(lvl(4, 0)).toBe("progress");
    expect(lvl(8, 0)).toBe("progress");
    expect(lvl(9, 0)).toBe("triumph");
  });

  it("8.8 / 7.3 the final Round of a 1-player game ends with the level", () => {
    let s = round({
      seats: SOLO,
      levels: HIGH_SUPPORT, // Support 66: Government +6
      pieces: { antioquia: { aucBase: 1 }, vichada: { farcBase: 1 }, guainia: { farcBase: 1 } },
      resources: { govt: 0, farc: 0, auc: 0, cartels: 0 },
      propagandaPlayed: 3,
    });
    expect(s.ended).toBeNull(); // 8.8 the Government's own check does not end it
    while (!s.ended) s = play(s, done);
    // AUC 1 − 2 = −1 is the best Non-player margin: 6 − (−1) = 7
    expect(s.ended?.reason).toBe("final");
    expect(s.ended?.margins.auc).toBe(-1);
    expect(s.ended?.soloLevel).toBe("progress");
    expect(s.ended?.winner).toBe("govt");
  });
});
