// Cards 39 and 50 (batch d1): Police placed into Departments, or removed / replaced by AUC Guerrillas.
import { describe, expect, it } from "vitest";
import { available } from "../../../src/engine/core/queries";
import { DEPTS, SPACES } from "../../../src/engine/data/map";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import type { Faction, GameState } from "../../../src/engine/types";
import { c, done, fixture, options, pieces, pl, play, refused, rm, sp } from "../fixture";

const eff = (n: number, side: "unshaded" | "shaded", s: GameState, f: Faction) =>
  eventDef(n)![side]!.effective(s, f);
const police = (s: GameState, id: string) => pieces(s, id, "police");
const DEPT_IDS = DEPTS.map((i) => SPACES[i].id);

describe("card 39 Soldados Campesinos", () => {
  it("card 39 unshaded (1.4.2): 1 Police into each of 6 Departments the executor picks; no FARC Zone, no City", () => {
    let s = play(fixture({ deck: [39, 2], zones: ["meta-west"] }), c("event:unshaded"));
    expect(options(s)).not.toContain("s|meta-west");
    expect(options(s)).not.toContain("s|bogota");
    refused(s, sp("meta-west"), "eventSpace");
    s = play(s, sp("cesar"), sp("huila"), sp("vichada"), sp("arauca"), sp("choco"), sp("narino"));
    for (const id of ["cesar", "huila", "vichada", "arauca", "choco", "narino"])
      expect(police(s, id)).toBe(1);
    expect(DEPT_IDS.reduce((n, id) => n + police(s, id), 0)).toBe(6);
    expect(s.card.executed).toEqual(["auc"]);
  });

  it("card 39 unshaded (5.1.3, 1.4.1): with 2 Police Available the executor picks only 2 Departments", () => {
    let s = play(fixture({ deck: [39, 2], pieces: { bogota: { police: 28 } } }), c("event:unshaded"));
    s = play(s, sp("cesar"), sp("vichada"));
    expect(police(s, "cesar") + police(s, "vichada")).toBe(2);
    expect(police(s, "bogota")).toBe(28); // the AUC may not free Government pieces
    expect(s.card.executed).toEqual(["auc"]);
  });

  it("card 39 unshaded (1.4.1): a Government player with no Police Available may free its own", () => {
    let s = fixture({ deck: [39, 2], eligible: { auc: false }, pieces: { bogota: { police: 30 } } });
    s = play(s, c("event:unshaded"));
    expect(getDecision(s).faction).toBe("govt");
    s = play(s, sp("cesar"), sp("huila"), sp("vichada"), sp("arauca"), sp("choco"), sp("narino"));
    expect(options(s)).toEqual(expect.arrayContaining(["r|police|bogota", "d"]));
    s = play(s, rm("police", "bogota")); // the freed cube goes to the first Department at once
    expect(police(s, "cesar")).toBe(1);
    s = play(s, done, done, done, done, done);
    expect(police(s, "bogota")).toBe(29);
    expect(s.card.executed).toEqual(["govt"]);
  });

  it("card 39 unshaded (8.1): no Police to place, or no Department Police may enter → ineffective", () => {
    expect(eff(39, "unshaded", fixture(), "auc")).toBe(true);
    const full = fixture({ pieces: { bogota: { police: 30 } } });
    expect(eff(39, "unshaded", full, "auc")).toBe(false);
    expect(eff(39, "unshaded", full, "govt")).toBe(true); // 1.4.1 the Government player may free
    expect(eff(39, "unshaded", fixture({ zones: DEPT_IDS }), "govt")).toBe(false);
  });

  it("card 39 shaded (5.1): in up to 3 Departments 1 Police becomes an Underground AUC Guerrilla", () => {
    let s = fixture({
      deck: [39, 2],
      pieces: {
        cesar: { police: 2 },
        huila: { police: 1 },
        arauca: { police: 1 },
        choco: { police: 1 },
        bogota: { police: 3 },
      },
    });
    s = play(s, c("event:shaded"));
    expect(options(s)).not.toContain("s|bogota"); // a City
    s = play(s, sp("cesar"), sp("huila"), sp("arauca"));
    expect(police(s, "cesar")).toBe(1);
    expect(pieces(s, "cesar", "aucU")).toBe(1);
    expect(police(s, "huila")).toBe(0);
    expect(pieces(s, "huila", "aucU")).toBe(1);
    expect(pieces(s, "arauca", "aucU")).toBe(1);
    expect(police(s, "choco")).toBe(1);
  });

  it("card 39 shaded (5.1.1, 1.4.1): no AUC Guerrilla Available → the Police is still removed; an AUC player may free its own", () => {
    const board = {
      deck: [39, 2],
      pieces: { cesar: { police: 1 }, huila: { police: 1 }, vaupes: { aucU: 18 } },
    };
    let s = play(fixture(board), c("event:shaded"), sp("cesar"), done);
    expect(police(s, "cesar")).toBe(0);
    expect(options(s)).toEqual(expect.arrayContaining(["r|aucU|vaupes", "d"]));
    s = play(s, done);
    expect(pieces(s, "cesar", "aucU")).toBe(0);
    let t = play(fixture({ ...board, eligible: { auc: false } }), c("event:shaded"), sp("cesar"), done);
    expect(police(t, "cesar")).toBe(0);
    expect(pieces(t, "cesar", "aucU")).toBe(0);
    expect(t.card.executed).toEqual(["govt"]); // next on the card; it may not free AUC pieces
    t = play(fixture(board), c("event:shaded"), sp("huila"), done, rm("aucU", "vaupes"));
    expect(pieces(t, "huila", "aucU")).toBe(1);
  });

  it("card 39 shaded (5.1, 5.1.1): 1 AUC Guerrilla Available → it replaces the Police of the first Department picked", () => {
    const s = play(
      fixture({
        deck: [39, 2],
        eligible: { auc: false }, // the Government executes: no 1.4.1 freeing of AUC pieces
        pieces: { cesar: { police: 1 }, huila: { police: 1 }, arauca: { police: 1 }, vaupes: { aucU: 17 } },
      }),
      c("event:shaded"),
      sp("cesar"),
      sp("huila"),
      sp("arauca"),
    );
    expect(police(s, "cesar") + police(s, "huila") + police(s, "arauca")).toBe(0);
    expect(pieces(s, "cesar", "aucU")).toBe(1); // served in the order picked
    expect(pieces(s, "huila", "aucU")).toBe(0);
    expect(pieces(s, "arauca", "aucU")).toBe(0);
    expect(s.card.executed).toEqual(["govt"]);
  });

  it("card 39 shaded (8.1): no Police in a Department → ineffective", () => {
    expect(eff(39, "shaded", fixture({ pieces: { bogota: { police: 4 } } }), "auc")).toBe(false);
    expect(eff(39, "shaded", fixture({ pieces: { huila: { police: 1 } } }), "auc")).toBe(true);
  });
});

describe("card 50 Carabineros", () => {
  it("card 50 unshaded (5.1): the Government places up to 3 Police into Departments, even when the AUC executes", () => {
    let s = play(fixture({ deck: [50, 2], zones: ["meta-west"] }), c("event:unshaded"));
    expect(getDecision(s).faction).toBe("govt");
    refused(s, pl("police", "meta-west"), "eventFarcZone");
    expect(options(s)).not.toContain("p|police|bogota");
    expect(options(s)).toContain("d");
    s = play(s, pl("police", "cesar"), pl("police", "cesar"), pl("police", "huila"));
    expect(police(s, "cesar")).toBe(2);
    expect(police(s, "huila")).toBe(1);
    expect(s.card.executed).toEqual(["auc"]);
  });

  it("card 50 unshaded (5.1.3): the Government may place fewer; with 1 Available only 1 goes", () => {
    const s = play(fixture({ deck: [50, 2] }), c("event:unshaded"), pl("police", "cesar"), done);
    expect(police(s, "cesar")).toBe(1);
    expect(s.card.executed).toEqual(["auc"]);
    const t = play(
      fixture({ deck: [50, 2], pieces: { bogota: { police: 29 } } }),
      c("event:unshaded"),
      pl("police", "huila"),
    );
    expect(police(t, "huila")).toBe(1);
    expect(available(t, "police")).toBe(0);
    expect(t.card.executed).toEqual(["auc"]); // no freeing: the AUC executes
  });

  it("card 50 unshaded (8.1): no Police Available (and not the Government freeing) → ineffective", () => {
    const full = fixture({ pieces: { bogota: { police: 30 } } });
    expect(eff(50, "unshaded", full, "auc")).toBe(false);
    expect(eff(50, "unshaded", full, "govt")).toBe(true);
    expect(eff(50, "unshaded", fixture(), "auc")).toBe(true);
  });

  const board = {
    deck: [50, 2],
    pieces: { bogota: { police: 1 }, "cali-pasto": { police: 2 }, huila: { troops: 1 } },
  };

  it("card 50 shaded (5.1): replace mode — each Police picked becomes an AUC Guerrilla where it stood", () => {
    let s = play(fixture(board), c("event:shaded"));
    expect(options(s).sort()).toEqual(["c|mode:policeRemoved", "c|mode:policeToAuc"]);
    s = play(s, c("mode:policeToAuc"));
    expect(options(s).sort()).toEqual(["s|bogota", "s|cali-pasto"]);
    s = play(s, sp("cali-pasto"), sp("bogota"));
    expect(police(s, "cali-pasto")).toBe(1);
    expect(pieces(s, "cali-pasto", "aucU")).toBe(1);
    expect(police(s, "bogota")).toBe(0);
    expect(pieces(s, "bogota", "aucU")).toBe(1);
    expect(pieces(s, "huila", "troops")).toBe(1);
  });

  it("card 50 shaded (5.1): remove mode — 2 Police leave, both may come from one space", () => {
    const s = play(
      fixture(board),
      c("event:shaded"),
      c("mode:policeRemoved"),
      sp("cali-pasto"),
      sp("cali-pasto"),
    );
    expect(police(s, "cali-pasto")).toBe(0);
    expect(police(s, "bogota")).toBe(1);
    expect(pieces(s, "cali-pasto", "aucU")).toBe(0);
  });

  it("card 50 shaded (5.1.1, 5.1.3): no AUC Guerrilla to be had → no mode question, Police removed; a lone Police is all", () => {
    let s = fixture({
      ...board,
      eligible: { auc: false },
      pieces: { ...board.pieces, vaupes: { aucU: 18 } },
    });
    s = play(s, c("event:shaded"));
    expect(getDecision(s).faction).toBe("cartels");
    expect(options(s).sort()).toEqual(["s|bogota", "s|cali-pasto"]);
    s = play(s, sp("bogota"));
    expect(police(s, "bogota")).toBe(0);
    expect(police(s, "cali-pasto")).toBe(1); // the second pick had one space left: taken at once
    expect(s.card.executed).toEqual(["cartels"]);
    const t = play(
      fixture({ deck: [50, 2], pieces: { huila: { police: 1 } } }),
      c("event:shaded"),
      c("mode:policeToAuc"),
    );
    expect(police(t, "huila")).toBe(0);
    expect(pieces(t, "huila", "aucU")).toBe(1);
    expect(t.card.executed).toEqual(["auc"]);
  });

  it("card 50 shaded (8.1): no Police on the map → ineffective", () => {
    expect(eff(50, "shaded", fixture(), "auc")).toBe(false);
    expect(eff(50, "shaded", fixture(board), "auc")).toBe(true);
  });
});
