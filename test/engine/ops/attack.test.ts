import { describe, expect, it } from "vitest";
import { c, done, fixture, options, pieces, play, refused, rm, sp, step } from "../fixture";
import { rollsIn, withRolls } from "./dice";

// Card 25: FARC acts first, then AUC.
const FARC_FIRST = [25, 26, 27, 28, 29, 30];

describe("3.3.3 Attack", () => {
  const board = () =>
    fixture({
      deck: FARC_FIRST,
      pieces: {
        huila: { farcU: 2, farcA: 1, troops: 2, police: 1, govtBase: 1 },
        antioquia: { farcU: 1 },
        narino: { troops: 1 },
        cesar: { farcA: 1, aucU: 1, aucBase: 1 },
      },
      resources: { farc: 5 },
    });

  it("3.3.3 offers only spaces with an own Guerrilla and an enemy piece, 1 Resource each", () => {
    const s = play(board(), c("op:attack"));
    const o = options(s);
    expect(o).toContain("s|huila");
    expect(o).toContain("s|cesar");
    expect(o).not.toContain("s|antioquia");
    expect(o).not.toContain("s|narino");
    refused(s, sp("antioquia"), "attack.needsEnemy");
    refused(s, sp("narino"), "attack.needsGuerrilla");
    const t = play(withRolls(s, 6), sp("huila"));
    expect(t.resources.farc).toBe(4);
    // an Underground Guerrilla there: Ambush may replace the roll (4.3.2)
    expect(options(t)).toContain("c|sa:ambush");
  });

  it("3.3.3 a roll above the Guerrillas there fails, but all of them are Activated", () => {
    const s = withRolls(play(board(), c("op:attack")), 4);
    const r = step(play(s, sp("huila")), c("roll"));
    expect(rollsIn(r.log)).toEqual([4]);
    expect(pieces(r.state, "huila", "farcU")).toBe(0);
    expect(pieces(r.state, "huila", "farcA")).toBe(3);
    expect(pieces(r.state, "huila", "troops")).toBe(2);
    expect(options(r.state)).toContain("s|cesar"); // back to selecting spaces
  });

  it("3.3.3 a roll at or under the Guerrillas removes up to 2 enemy pieces of the attacker's choice", () => {
    let s = withRolls(play(board(), c("op:attack")), 3);
    s = play(s, sp("huila"), c("roll"));
    expect(options(s)).toEqual(expect.arrayContaining(["r|troops|huila", "r|police|huila"]));
    s = play(s, rm("police", "huila"), rm("troops", "huila"));
    expect(pieces(s, "huila", "police")).toBe(0);
    expect(pieces(s, "huila", "troops")).toBe(1);
    expect(pieces(s, "huila", "farcU")).toBe(0); // no Captured Goods on a 3
    expect(pieces(s, "huila", "farcA")).toBe(3);
    expect(options(s)).toContain("s|cesar");
  });

  it("3.3.3 a Faction's Bases go only after all its cubes and Guerrillas there", () => {
    let s = withRolls(play(board(), c("op:attack")), 2);
    s = play(s, sp("huila"), c("roll"));
    expect(options(s)).not.toContain("r|govtBase|huila");
    refused(s, rm("govtBase", "huila"), "strike.basesLast");
    // in Cesar the AUC Base is exposed only once the AUC Guerrilla is gone
    let t = withRolls(play(board(), c("op:attack")), 1);
    t = play(t, sp("cesar"));
    expect(options(t)).not.toContain("r|aucBase|cesar");
    t = play(t, rm("aucU", "cesar"));
    expect(options(t)).toContain("r|aucBase|cesar");
    t = play(t, rm("aucBase", "cesar"));
    expect(pieces(t, "cesar", "aucBase")).toBe(0);
  });

  it("1.4.1 once a Faction is targeted, the second removal is required while it has pieces", () => {
    let s = withRolls(play(board(), c("op:attack")), 3);
    s = play(s, sp("huila"), c("roll"));
    expect(options(s)).toContain("d"); // may target no one (3.1)
    s = play(s, rm("troops", "huila"));
    expect(options(s)).not.toContain("d");
    refused(s, done, "notAnOption");
  });

  it("3.3.3 Captured Goods: a roll of 1 places an Available Guerrilla, and a freed Shipment goes to the attacker", () => {
    let s = fixture({
      deck: FARC_FIRST,
      pieces: { guaviare: { farcA: 1, cartelsU: 1, cartelsBase: 1 } },
      shipments: [["guaviare", "cartels"]],
      resources: { farc: 1 },
    });
    s = withRolls(play(s, c("op:attack")), 1);
    s = play(s, sp("guaviare"), rm("cartelsU", "guaviare"), rm("cartelsBase", "guaviare"));
    expect(pieces(s, "guaviare", "farcU")).toBe(1);
    expect(pieces(s, "guaviare", "farcA")).toBe(1);
    expect(pieces(s, "guaviare", "cartelsBase")).toBe(0);
    expect(s.shipments).toEqual([{ s: s.shipments[0].s, f: "farc" }]);
  });

  it("3.3.3 refuses a space it cannot pay for, and offers done when nothing is selectable (3.1)", () => {
    let s = withRolls(play(board(), c("op:attack")), 6);
    s = { ...s };
    s = play(s, sp("huila"), c("roll"));
    const t = structuredClone(s);
    t.resources.farc = 0;
    const u = play(
      fixture({ deck: FARC_FIRST, pieces: { huila: { farcA: 1, troops: 1 } }, resources: { farc: 1 } }),
      c("op:attack"),
    );
    const v = play(withRolls(u, 6), sp("huila"));
    expect(v.resources.farc).toBe(0);
    const two = fixture({
      deck: FARC_FIRST,
      pieces: { huila: { farcA: 1, troops: 1 }, cesar: { farcA: 1, police: 1 } },
      resources: { farc: 1 },
    });
    refused(play(withRolls(play(two, c("op:attack")), 6), sp("huila")), sp("cesar"), "strike.cannotPay");
    expect(options(v)).toEqual(["d"]);
    play(v, done);
  });

  it("3.1 note: at 0 Resources FARC may start Attack when Extort can fund it", () => {
    let s = fixture({
      deck: FARC_FIRST,
      pieces: { huila: { farcA: 1, troops: 1 }, guainia: { farcU: 1 } },
      resources: { farc: 0 },
    });
    expect(options(s)).toContain("c|op:attack");
    s = play(s, c("op:attack"));
    expect(options(s)).toEqual(["c|sa:extort", "d"]);
    s = play(s, c("sa:extort"), sp("guainia"));
    expect(s.resources.farc).toBe(1);
    expect(options(s)).toContain("s|huila");
    const none = fixture({
      deck: FARC_FIRST,
      pieces: { huila: { farcA: 1, troops: 1 } },
      resources: { farc: 0 },
    });
    expect(options(none)).not.toContain("c|op:attack");
  });

  it("4.5.3 a Shipment stays with its owner while the owner keeps a Guerrilla there", () => {
    let s = fixture({
      deck: FARC_FIRST,
      pieces: { guaviare: { farcA: 2, cartelsU: 2 } },
      shipments: [["guaviare", "cartels"]],
      resources: { farc: 1 },
    });
    s = withRolls(play(s, c("op:attack")), 2);
    s = play(s, sp("guaviare"), rm("cartelsU", "guaviare"));
    expect(s.shipments.map((x) => x.f)).toEqual(["cartels"]);
    s = play(s, rm("cartelsU", "guaviare"));
    expect(s.shipments.map((x) => x.f)).toEqual(["farc"]);
  });

  it("3.3.3 Captured Goods places nothing when no Guerrilla is Available (1.4.1)", () => {
    let s = fixture({
      deck: FARC_FIRST,
      pieces: { guaviare: { farcA: 1, troops: 1 }, guainia: { farcA: 29 } },
      resources: { farc: 1 },
    });
    s = withRolls(play(s, c("op:attack")), 1);
    s = play(s, sp("guaviare"), rm("troops", "guaviare"));
    expect(pieces(s, "guaviare", "farcU")).toBe(0);
    expect(pieces(s, "guaviare", "troops")).toBe(0);
  });
});

describe("3.3.3 / 1.4.1 Captured Goods with no Guerrilla Available", () => {
  // all 12 Cartels Guerrillas on the map; the Cartels are 1st Eligible
  const board = (seat: "player" | "nonplayer" = "player") =>
    fixture({
      eligible: { govt: false, farc: false, auc: false },
      seats: { cartels: seat },
      pieces: { huila: { cartelsU: 2, troops: 1 }, guainia: { cartelsA: 10 } },
      resources: { cartels: 5 },
    });

  it("1.4.1 (audit) a player attacker may take an own Guerrilla off the map to place it", () => {
    let s = play(withRolls(play(board(), c("op:attack")), 1), sp("huila"));
    s = play(s, rm("troops", "huila"));
    // removal over (nothing left); no Cartels Guerrilla Available: own removal or skip
    expect(options(s)).toContain("r|cartelsA|guainia");
    expect(options(s)).toContain("r|cartelsA|huila");
    expect(options(s)).toContain("d");
    const skipped = play(s, done);
    expect(pieces(skipped, "huila", "cartelsU") + pieces(skipped, "huila", "cartelsA")).toBe(2);
    s = play(s, rm("cartelsA", "guainia"));
    expect(pieces(s, "guainia", "cartelsA")).toBe(9);
    expect(pieces(s, "huila", "cartelsU")).toBe(1);
    expect(pieces(s, "huila", "cartelsA")).toBe(2);
  });

  it("1.4.1 (audit) stopping the removals early still leads to the Captured Goods step", () => {
    let s = fixture({
      eligible: { govt: false, farc: false, auc: false },
      pieces: { huila: { cartelsU: 2, troops: 1, aucA: 1 }, guainia: { cartelsA: 10 } },
      resources: { cartels: 5 },
    });
    s = play(withRolls(play(s, c("op:attack")), 1), sp("huila"));
    // the Government is exhausted: the AUC Guerrilla may be spared (3.1)
    s = play(s, rm("troops", "huila"), done);
    expect(options(s)).toContain("r|cartelsA|guainia");
    s = play(s, rm("cartelsA", "guainia"));
    expect(pieces(s, "huila", "cartelsU")).toBe(1);
    expect(pieces(s, "huila", "aucA")).toBe(1);
  });

  it("1.4.1 Non-player Factions do not take this liberty (8.0)", () => {
    let s = play(withRolls(play(board("nonplayer"), c("op:attack")), 1), sp("huila"));
    s = play(s, rm("troops", "huila"));
    expect(options(s)).not.toContain("r|cartelsA|guainia");
    expect(pieces(s, "huila", "cartelsA")).toBe(2);
  });
});
