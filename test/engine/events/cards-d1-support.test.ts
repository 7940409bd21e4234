// Cards 43, 44, 45, 48 (batch d1): Terror markers (3.3.4), Support/Opposition (1.6), Aid and Resources (1.7).
import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import type { Faction, GameState } from "../../../src/engine/types";
import { c, fixture, idx, options, pieces, play, refused, rm, sp, step } from "../fixture";

const eff = (n: number, side: "unshaded" | "shaded", s: GameState, f: Faction) =>
  eventDef(n)![side]!.effective(s, f);
const terror = (s: GameState, id: string) => s.spaces[idx(id)].terror;
const level = (s: GameState, id: string) => s.spaces[idx(id)].sup;
/** 38 of the 40 markers out (3.3.4) */
const twoLeft = { vaupes: 19, amazonas: 19 };

describe("card 43 Calima Front", () => {
  const board = {
    deck: [43, 2],
    aid: 12,
    pieces: {
      huila: { troops: 1, farcBase: 2 },
      cesar: { troops: 2 },
      narino: { farcBase: 1 },
      bogota: { troops: 3, farcBase: 1 },
    },
  };

  it("card 43 unshaded (3.3.4, 5.1.3): 2 Terror in and every FARC Base out of a Department with Troops; Bases first", () => {
    let s = play(fixture(board), c("event:unshaded"));
    // only Huila has both Troops and a FARC Base among the Departments (Bogotá is a City)
    expect(terror(s, "huila")).toBe(2);
    expect(pieces(s, "huila", "farcBase")).toBe(0);
    expect(pieces(s, "huila", "troops")).toBe(1);
    expect(pieces(s, "bogota", "farcBase")).toBe(1);
    expect(pieces(s, "narino", "farcBase")).toBe(1);
    expect(level(s, "huila")).toBe(0); // markers only, no shift
    s = play(
      fixture({ ...board, pieces: { ...board.pieces, cesar: { troops: 2, farcBase: 1 } } }),
      c("event:unshaded"),
    );
    expect(options(s).sort()).toEqual(["s|cesar", "s|huila"]);
    s = play(s, sp("cesar"));
    expect(terror(s, "cesar")).toBe(2);
    expect(pieces(s, "cesar", "farcBase")).toBe(0);
    expect(pieces(s, "huila", "farcBase")).toBe(2);
  });

  it("card 43 unshaded (5.1.3, 3.3.4): no FARC Base by Troops → any Department with Troops; 1 marker left → 1 Terror", () => {
    let s = play(
      fixture({
        deck: [43, 2],
        pieces: { cesar: { troops: 1 }, huila: { troops: 1 } },
        terror: { vaupes: 20, amazonas: 19 },
      }),
      c("event:unshaded"),
    );
    expect(options(s).sort()).toEqual(["s|cesar", "s|huila"]);
    s = play(s, sp("cesar"));
    expect(terror(s, "cesar")).toBe(1);
  });

  it("card 43 unshaded (8.1): no Department with Troops, or nothing to do there → ineffective", () => {
    expect(eff(43, "unshaded", fixture(board), "auc")).toBe(true);
    expect(eff(43, "unshaded", fixture({ pieces: { bogota: { troops: 3 } } }), "auc")).toBe(false);
    const noMarkers = { vaupes: 20, amazonas: 20 };
    expect(eff(43, "unshaded", fixture({ pieces: { cesar: { troops: 1 } }, terror: noMarkers }), "auc")).toBe(
      false,
    );
    expect(
      eff(
        43,
        "unshaded",
        fixture({ pieces: { cesar: { troops: 1, farcBase: 1 } }, terror: noMarkers }),
        "auc",
      ),
    ).toBe(true);
  });

  it("card 43 shaded (3.3.4, 1.7): 2 Terror in a Department with Troops the executor picks; Aid −9", () => {
    let s = play(fixture(board), c("event:shaded"));
    expect(options(s).sort()).toEqual(["s|cesar", "s|huila"]);
    s = play(s, sp("cesar"));
    expect(terror(s, "cesar")).toBe(2);
    expect(s.aid).toBe(3);
    const t = play(fixture({ ...board, aid: 5, terror: twoLeft }), c("event:shaded"), sp("huila"));
    expect(t.aid).toBe(0);
    expect(terror(t, "huila")).toBe(2);
  });

  it("card 43 shaded (5.1.3): no Department with Troops → only Aid drops", () => {
    const s = play(fixture({ deck: [43, 2], aid: 12, pieces: { bogota: { troops: 3 } } }), c("event:shaded"));
    expect(s.aid).toBe(3);
    expect(terror(s, "bogota")).toBe(0);
    expect(s.card.executed).toEqual(["auc"]);
  });

  it("card 43 shaded (8.1): Aid 0 and no Terror possible → ineffective", () => {
    expect(eff(43, "shaded", fixture({ aid: 0 }), "auc")).toBe(false);
    expect(eff(43, "shaded", fixture({ aid: 1 }), "auc")).toBe(true);
    expect(eff(43, "shaded", fixture({ aid: 0, pieces: { cesar: { troops: 1 } } }), "auc")).toBe(true);
  });
});

describe("card 44 Colombia Nueva", () => {
  const levels = { bogota: -1, cali: 0, medellin: 1, cucuta: 2, pasto: -2 };
  const others = { bucaramanga: -1, ibague: -1, "santa-marta": -1, cartagena: -1, neiva: -1, sincelejo: -1 };

  it("card 44 unshaded (1.6): a City at Neutral or Passive Support goes to Active Support; Govt Resources +3", () => {
    let s = play(
      fixture({ deck: [44, 2], levels: { ...levels, ...others }, resources: { govt: 10 } }),
      c("event:unshaded"),
    );
    expect(options(s).sort()).toEqual(["s|cali", "s|medellin"]);
    refused(s, sp("cucuta"), "eventSpace"); // already Active Support
    s = play(s, sp("medellin"));
    expect(level(s, "medellin")).toBe(2);
    expect(level(s, "cali")).toBe(0);
    expect(s.resources.govt).toBe(13);
  });

  it("card 44 unshaded (5.1.3): every City in Opposition or at Active Support → only the Resources", () => {
    const s = play(
      fixture({
        deck: [44, 2],
        levels: { ...levels, cali: -1, medellin: 2, ...others },
        resources: { govt: 98 },
      }),
      c("event:unshaded"),
    );
    expect(s.resources.govt).toBe(99);
    expect(level(s, "medellin")).toBe(2);
    expect(s.card.executed).toEqual(["auc"]);
  });

  it("card 44 shaded (1.6, 1.7): a City with Support goes Neutral; Govt Resources −3, not below 0", () => {
    let s = play(fixture({ deck: [44, 2], levels, resources: { govt: 2 } }), c("event:shaded"));
    expect(options(s).sort()).toEqual(["s|cucuta", "s|medellin"]);
    s = play(s, sp("cucuta"));
    expect(level(s, "cucuta")).toBe(0);
    expect(level(s, "medellin")).toBe(1);
    expect(s.resources.govt).toBe(0);
  });

  it("card 44 (8.1): effective both ways", () => {
    const all = { ...levels, cali: -1, medellin: 2, ...others };
    expect(eff(44, "unshaded", fixture({ levels: all, resources: { govt: 99 } }), "govt")).toBe(false);
    expect(eff(44, "unshaded", fixture({ levels: all, resources: { govt: 98 } }), "govt")).toBe(true);
    expect(eff(44, "unshaded", fixture({ resources: { govt: 99 } }), "govt")).toBe(true); // Neutral Cities
    expect(eff(44, "shaded", fixture({ resources: { govt: 0 } }), "auc")).toBe(false);
    expect(eff(44, "shaded", fixture({ levels: { cali: 1 }, resources: { govt: 0 } }), "auc")).toBe(true);
  });
});

describe("card 45 Los Derechos Humanos", () => {
  it("card 45 unshaded (1.6): each space with cubes and Terror shifts 1 level toward Active Support", () => {
    const s = play(
      fixture({
        deck: [45, 2],
        pieces: {
          cesar: { police: 1 },
          huila: { troops: 1 },
          narino: { farcU: 1 },
          bogota: { troops: 1 },
          cali: { police: 1 },
        },
        terror: { cesar: 1, huila: 2, narino: 1, bogota: 1 },
        levels: { cesar: -2, huila: 1, narino: -1, bogota: 2 },
      }),
      c("event:unshaded"),
    );
    expect(level(s, "cesar")).toBe(-1);
    expect(level(s, "huila")).toBe(2);
    expect(level(s, "narino")).toBe(-1); // no cubes
    expect(level(s, "bogota")).toBe(2); // already Active Support
    expect(level(s, "cali")).toBe(0); // no Terror
    expect(terror(s, "cesar")).toBe(1); // markers stay
  });

  it("card 45 unshaded (8.1): no space with cubes and Terror that can shift → ineffective", () => {
    expect(
      eff(45, "unshaded", fixture({ pieces: { cesar: { police: 1 } }, terror: { cesar: 1 } }), "govt"),
    ).toBe(true);
    expect(
      eff(
        45,
        "unshaded",
        fixture({ pieces: { cesar: { police: 1 } }, terror: { cesar: 1 }, levels: { cesar: 2 } }),
        "govt",
      ),
    ).toBe(false);
    expect(
      eff(45, "unshaded", fixture({ pieces: { vichada: { police: 1 } }, terror: { vichada: 1 } }), "govt"),
    ).toBe(false); // 0 Pop
    expect(eff(45, "unshaded", fixture({ pieces: { cesar: { police: 1 } } }), "govt")).toBe(false);
  });

  it("card 45 shaded (1.7): Aid −1 per space with AUC pieces, then Govt Resources − a die roll", () => {
    const s = fixture({
      deck: [45, 2],
      aid: 10,
      resources: { govt: 20 },
      pieces: { cesar: { aucU: 1 }, huila: { aucBase: 1 }, "cali-pasto": { aucA: 2 }, narino: { farcU: 1 } },
    });
    const r = step(s, c("event:shaded"));
    expect(r.state.aid).toBe(7);
    const rolls = r.log.filter((e) => e.roll !== undefined);
    expect(rolls).toHaveLength(1);
    expect(r.state.resources.govt).toBe(20 - rolls[0].roll!);
  });

  it("card 45 shaded (5.1.3, rulings d1): Govt Resources at 0 → no die is rolled; Aid floors at 0", () => {
    const s = fixture({
      deck: [45, 2],
      aid: 1,
      resources: { govt: 0 },
      pieces: { cesar: { aucU: 1 }, huila: { aucU: 1 } },
    });
    const r = step(s, c("event:shaded"));
    expect(r.state.aid).toBe(0);
    expect(r.log.filter((e) => e.roll !== undefined)).toHaveLength(0);
    expect(r.state.resources.govt).toBe(0);
  });

  it("card 45 shaded (8.1): Govt Resources 0 and no Aid to cut → ineffective", () => {
    const auc = { cesar: { aucU: 1 } };
    expect(eff(45, "shaded", fixture({ aid: 0, resources: { govt: 0 }, pieces: auc }), "auc")).toBe(false);
    expect(eff(45, "shaded", fixture({ aid: 5, resources: { govt: 0 } }), "auc")).toBe(false); // no AUC piece
    expect(eff(45, "shaded", fixture({ aid: 5, resources: { govt: 0 }, pieces: auc }), "auc")).toBe(true);
    expect(eff(45, "shaded", fixture({ aid: 0, resources: { govt: 1 } }), "auc")).toBe(true);
  });
});

describe("card 48 Unión Sindical Obrera", () => {
  it("card 48 unshaded (1.6.2, rulings d1): next to a 3-Econ pipeline, one Opposition marker goes (Neutral)", () => {
    let s = fixture({
      deck: [48, 2],
      levels: { cucuta: -2, santander: -1, huila: -2, bogota: -1 },
      pieces: { antioquia: { farcBase: 1 }, huila: { farcBase: 1 } },
    });
    s = play(s, c("event:unshaded"));
    expect(options(s).sort()).toEqual(["c|mode:farcBaseOut", "c|mode:oppositionLevel"]);
    s = play(s, c("mode:oppositionLevel"));
    // Huila and Bogotá touch only pipelines of Econ 2 or less
    expect(options(s).sort()).toEqual(["s|cucuta", "s|santander"]);
    s = play(s, sp("cucuta"));
    expect(level(s, "cucuta")).toBe(0); // Active Opposition's marker removed
    expect(level(s, "santander")).toBe(-1);
    expect(pieces(s, "antioquia", "farcBase")).toBe(1);
  });

  it("card 48 unshaded (5.1): or a FARC Base next to a 3-Econ pipeline is removed", () => {
    let s = fixture({
      deck: [48, 2],
      levels: { cucuta: -2 },
      pieces: { antioquia: { farcBase: 1 }, cesar: { farcBase: 2 }, huila: { farcBase: 1 } },
    });
    s = play(s, c("event:unshaded"), c("mode:farcBaseOut"));
    expect(options(s).sort()).toEqual(["r|farcBase|antioquia", "r|farcBase|cesar"]);
    s = play(s, rm("farcBase", "cesar"));
    expect(pieces(s, "cesar", "farcBase")).toBe(1);
    expect(pieces(s, "antioquia", "farcBase")).toBe(1);
    expect(level(s, "cucuta")).toBe(-2);
  });

  it("card 48 unshaded (5.1.3): only one kind possible → no mode question", () => {
    const s = play(fixture({ deck: [48, 2], levels: { sincelejo: -1 } }), c("event:unshaded"));
    expect(level(s, "sincelejo")).toBe(0);
    expect(s.card.executed).toEqual(["auc"]);
  });

  it("card 48 unshaded (8.1): no Opposition and no FARC Base next to a 3-Econ pipeline → ineffective", () => {
    expect(
      eff(48, "unshaded", fixture({ levels: { huila: -2 }, pieces: { huila: { farcBase: 1 } } }), "govt"),
    ).toBe(false);
    expect(eff(48, "unshaded", fixture({ pieces: { arauca: { farcBase: 1 } } }), "govt")).toBe(true);
    expect(eff(48, "unshaded", fixture(), "govt")).toBe(false);
  });

  it("card 48 shaded (1.6): 2 Cities other than Bogotá shift 1 level toward Active Opposition", () => {
    let s = play(fixture({ deck: [48, 2], levels: { cali: 1, medellin: -2 } }), c("event:shaded"));
    expect(options(s)).not.toContain("s|bogota");
    expect(options(s)).not.toContain("s|medellin"); // already Active Opposition
    refused(s, sp("bogota"), "eventSpace");
    s = play(s, sp("cali"), sp("cucuta"));
    expect(level(s, "cali")).toBe(0);
    expect(level(s, "cucuta")).toBe(-1);
    expect(level(s, "bogota")).toBe(0);
  });

  it("card 48 shaded (8.1): every City but Bogotá at Active Opposition → ineffective", () => {
    const all = {
      cali: -2,
      medellin: -2,
      bucaramanga: -2,
      ibague: -2,
      "santa-marta": -2,
      cartagena: -2,
      cucuta: -2,
      neiva: -2,
      pasto: -2,
    };
    expect(eff(48, "shaded", fixture({ levels: { ...all, sincelejo: -2 } }), "farc")).toBe(false);
    expect(eff(48, "shaded", fixture({ levels: all }), "farc")).toBe(true);
  });
});
