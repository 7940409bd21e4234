// Cards 4, 5, 6 (batch b): pipelines (1.3.4 LoCs with Econ), Sabotage markers (3.3.4), shifts (1.6).
import { describe, expect, it } from "vitest";
import { DEPTS, LOCS, SPACES } from "../../../src/engine/data/map";
import { eventDef } from "../../../src/engine/events/registry";
import type { Faction, GameState } from "../../../src/engine/types";
import { c, fixture, fl, idx, options, pieces, pl, play, refused, rm, sp } from "../fixture";

const eff = (n: number, side: "unshaded" | "shaded", s: GameState, f: Faction) =>
  eventDef(n)![side]!.effective(s, f);
const terror = (s: GameState, id: string) => s.spaces[idx(id)].terror;
const PIPELINES = LOCS.filter((i) => SPACES[i].pipeline).map((i) => SPACES[i].id);
const sabotageAllBut = (...keep: string[]) =>
  Object.fromEntries(PIPELINES.filter((id) => !keep.includes(id)).map((id) => [id, 1]));
/** 40 markers out (3.3.4): 20 Terror in each of two Departments */
const noMarkers = { vaupes: 20, amazonas: 20 };

describe("card 4 Caño Limón – Coveñas", () => {
  it("card 4 unshaded (1.3.4): Govt Resources + twice the Econ of the 3 pipelines the executor picks", () => {
    let s = fixture({ deck: [4, 2], resources: { govt: 10 }, terror: { "ayacucho-cucuta": 1 } });
    s = play(s, c("event:unshaded"));
    expect(options(s)).not.toContain("s|ayacucho-cucuta"); // Sabotaged
    expect(options(s)).not.toContain("s|cali-pasto"); // a road, no pipeline
    s = play(s, sp("arauca-cucuta"), sp("ayacucho-sincelejo"), sp("bogota-neiva"));
    expect(s.resources.govt).toBe(10 + 2 * (3 + 3 + 2));
  });

  it("card 4 unshaded (5.1.3, 1.7): with 2 pipelines left both count; the 99 cap holds", () => {
    let s = fixture({
      deck: [4, 2],
      resources: { govt: 10 },
      terror: sabotageAllBut("cali-ibague", "bogota-yopal"),
    });
    s = play(s, c("event:unshaded"));
    expect(s.resources.govt).toBe(10 + 2 * (1 + 2));
    const t = play(
      fixture({ deck: [4, 2], resources: { govt: 95 } }),
      c("event:unshaded"),
      sp("arauca-cucuta"),
      sp("ayacucho-sincelejo"),
      sp("ayacucho-cucuta"),
    );
    expect(t.resources.govt).toBe(99);
  });

  it("card 4 unshaded (8.1): every pipeline Sabotaged, or Resources at 99 → ineffective", () => {
    expect(eff(4, "unshaded", fixture({ resources: { govt: 98 } }), "govt")).toBe(true);
    expect(eff(4, "unshaded", fixture({ resources: { govt: 99 } }), "govt")).toBe(false);
    expect(eff(4, "unshaded", fixture({ terror: sabotageAllBut() }), "govt")).toBe(false);
    expect(eff(4, "unshaded", fixture({ terror: sabotageAllBut("cali-ibague") }), "govt")).toBe(true);
  });

  it("card 4 shaded (3.3.4): the highest-Econ cube-free pipelines are Sabotaged; a tie for third place is the executor's pick", () => {
    let s = fixture({
      deck: [4, 2],
      pieces: {
        "arauca-cucuta": { police: 1 },
        "medellin-sincelejo": { troops: 1 },
        "bogota-neiva": { farcU: 3 },
      },
      terror: { "bogota-yopal": 1 },
    });
    s = play(s, c("event:shaded"));
    // both cube-free Econ-3 pipelines at once; four Econ-2 ones tie for the last place
    expect(terror(s, "ayacucho-sincelejo")).toBe(1);
    expect(terror(s, "ayacucho-cucuta")).toBe(1);
    expect(options(s).sort()).toEqual(
      [
        "s|ayacucho-bucaramanga",
        "s|ayacucho-santa-marta",
        "s|bogota-bucaramanga-ibague",
        "s|bogota-neiva",
      ].sort(),
    );
    refused(s, sp("cali-ibague"), "eventSpace"); // Econ 1
    s = play(s, sp("bogota-neiva"));
    expect(terror(s, "bogota-neiva")).toBe(1);
    expect(terror(s, "arauca-cucuta")).toBe(0); // has a cube
    expect(terror(s, "medellin-sincelejo")).toBe(0);
    expect(terror(s, "ayacucho-santa-marta")).toBe(0);
    expect(s.card.executed).toEqual(["govt"]);
  });

  it("card 4 shaded (5.1.3, 3.3.4): fewer candidates are all Sabotaged; markers running out stop it", () => {
    let s = fixture({ deck: [4, 2], terror: sabotageAllBut("cali-ibague", "bogota-yopal") });
    s = play(s, c("event:shaded"));
    expect(terror(s, "cali-ibague")).toBe(1);
    expect(terror(s, "bogota-yopal")).toBe(1);
  });

  it("card 4 shaded (5.1, 3.3.4): one marker left for three tied Econ-3 pipelines — the executor picks which", () => {
    let t = play(fixture({ deck: [4, 2], terror: { vaupes: 20, amazonas: 19 } }), c("event:shaded"));
    expect(options(t).sort()).toEqual(["s|arauca-cucuta", "s|ayacucho-cucuta", "s|ayacucho-sincelejo"]);
    t = play(t, sp("ayacucho-cucuta"));
    expect(PIPELINES.filter((id) => terror(t, id) > 0)).toEqual(["ayacucho-cucuta"]);
    expect(t.card.executed).toEqual(["govt"]);
    // two markers: the single Econ-3 pipeline is sure, the second goes to the executor's pick among Econ 2
    let u = fixture({
      deck: [4, 2],
      terror: { vaupes: 20, amazonas: 18 },
      pieces: { "arauca-cucuta": { police: 1 }, "ayacucho-cucuta": { troops: 1 } },
    });
    u = play(u, c("event:shaded"));
    expect(terror(u, "ayacucho-sincelejo")).toBe(1);
    expect(options(u)).toContain("s|bogota-neiva");
    u = play(u, sp("bogota-neiva"));
    expect(PIPELINES.filter((id) => terror(u, id) > 0).sort()).toEqual([
      "ayacucho-sincelejo",
      "bogota-neiva",
    ]);
    expect(u.card.executed).toEqual(["govt"]); // one pick only: no question for a marker that is not there
  });

  it("card 4 shaded (8.1): no cube-free pipeline without Sabotage, or no marker left → ineffective", () => {
    expect(eff(4, "shaded", fixture(), "farc")).toBe(true);
    expect(eff(4, "shaded", fixture({ terror: noMarkers }), "farc")).toBe(false);
    expect(
      eff(
        4,
        "shaded",
        fixture({ terror: sabotageAllBut("cali-ibague"), pieces: { "cali-ibague": { police: 1 } } }),
        "farc",
      ),
    ).toBe(false);
    expect(eff(4, "shaded", fixture({ terror: sabotageAllBut("cali-ibague") }), "farc")).toBe(true);
  });
});

describe("card 5 Occidental & Ecopetrol", () => {
  const board = {
    deck: [5, 2],
    pieces: { arauca: { farcU: 2 }, cucuta: { aucU: 2 }, huila: { cartelsU: 2 }, santander: { farcA: 1 } },
  };

  it("card 5 unshaded (5.1): 6 Police onto pipelines, then 3 Guerrillas on or next to those pipelines flip Active", () => {
    let s = play(fixture(board), c("event:unshaded"));
    refused(s, pl("police", "cali-pasto"), "notAnOption"); // a road
    for (let k = 0; k < 6; k++) s = play(s, pl("police", "arauca-cucuta"));
    expect(pieces(s, "arauca-cucuta", "police")).toBe(6);
    // Huila touches no pipeline that received Police
    expect(options(s).sort()).toEqual(["f|aucU|cucuta", "f|farcU|arauca"]);
    // after two FARC flips only Cúcuta's AUC remain: the third flip needs no question
    s = play(s, fl("farcU", "arauca"), fl("farcU", "arauca"));
    expect(pieces(s, "arauca", "farcA")).toBe(2);
    expect(pieces(s, "cucuta", "aucA")).toBe(1);
    expect(pieces(s, "cucuta", "aucU")).toBe(1);
    expect(pieces(s, "huila", "cartelsU")).toBe(2);
  });

  it("card 5 unshaded (rulings b): Guerrillas next to a pipeline that got no Police stay Underground", () => {
    let s = play(fixture(board), c("event:unshaded"));
    for (let k = 0; k < 6; k++) s = play(s, pl("police", "ibague-medellin"));
    expect(pieces(s, "huila", "cartelsU")).toBe(2);
    expect(pieces(s, "arauca", "farcU")).toBe(2);
    expect(s.card.executed).toEqual(["govt"]);
  });

  it("card 5 unshaded (5.1.3, 1.4.1): with 4 Police Available, 4 go and the flips follow; a Govt player may free its own", () => {
    let s = play(
      fixture({ ...board, pieces: { ...board.pieces, bogota: { police: 26 } } }),
      c("event:unshaded"),
    );
    for (let k = 0; k < 4; k++) s = play(s, pl("police", "arauca-cucuta"));
    // none Available: the Government player may take Police off the map (1.4.1) or stop
    expect(options(s)).toEqual(expect.arrayContaining(["r|police|bogota", "d"]));
    s = play(s, rm("police", "bogota"), pl("police", "arauca-cucuta"), { t: "done" });
    expect(pieces(s, "arauca-cucuta", "police")).toBe(5);
    expect(pieces(s, "bogota", "police")).toBe(25);
    expect(options(s).sort()).toEqual(["f|aucU|cucuta", "f|farcU|arauca"]);
  });

  it("card 5 unshaded (8.1): no Police to be had → ineffective (a Govt player could free its own)", () => {
    const full = fixture({ pieces: { bogota: { police: 30 }, arauca: { farcU: 1 } } });
    expect(eff(5, "unshaded", full, "farc")).toBe(false);
    expect(eff(5, "unshaded", full, "govt")).toBe(true);
    expect(eff(5, "unshaded", fixture(), "farc")).toBe(true);
  });

  it("card 5 shaded (1.6, 5.1.3): a space next to a 3-Econ LoC shifts 2 toward Active Opposition; full shifts first", () => {
    let s = play(
      fixture({ deck: [5, 2], levels: { cucuta: -1, santander: 1, huila: 2 } }),
      c("event:shaded"),
    );
    // Cúcuta could shift only 1 level; Huila is not next to a 3-Econ LoC
    expect(options(s).sort()).toEqual(
      ["s|antioquia", "s|arauca", "s|atlantico", "s|cesar", "s|santander", "s|sincelejo"].sort(),
    );
    s = play(s, sp("santander"));
    expect(s.spaces[idx("santander")].sup).toBe(-1);
    const levels = {
      antioquia: -2,
      arauca: -2,
      atlantico: -2,
      cesar: -2,
      santander: -2,
      sincelejo: -1,
      cucuta: -2,
    };
    const t = play(fixture({ deck: [5, 2], levels }), c("event:shaded"));
    expect(t.spaces[idx("sincelejo")].sup).toBe(-2); // the only partial candidate, taken at once
  });

  it("card 5 shaded (8.1): every space next to a 3-Econ LoC at Active Opposition → ineffective", () => {
    const levels = {
      antioquia: -2,
      arauca: -2,
      atlantico: -2,
      cesar: -2,
      santander: -2,
      sincelejo: -2,
      cucuta: -2,
    };
    expect(eff(5, "shaded", fixture({ levels }), "farc")).toBe(false);
    expect(eff(5, "shaded", fixture({ levels: { ...levels, cesar: -1 } }), "farc")).toBe(true);
  });
});

describe("card 6 Oil Spill", () => {
  it("card 6 unshaded (1.6): 2 Neutral/Opposition Departments next to Sabotage are set to Passive Support", () => {
    let s = fixture({
      deck: [6, 2],
      terror: { "bogota-neiva": 1, "cali-pasto": 1, huila: 1 },
      levels: { huila: -2, "meta-west": -1, narino: 0, neiva: -1, pasto: 0 },
    });
    s = play(s, c("event:unshaded"));
    // Cities (Neiva, Pasto) are not Departments (rulings b)
    expect(options(s).sort()).toEqual(["s|huila", "s|meta-west", "s|narino"]);
    s = play(s, sp("huila"), sp("narino"));
    expect(s.spaces[idx("huila")].sup).toBe(1);
    expect(s.spaces[idx("narino")].sup).toBe(1);
    expect(s.spaces[idx("neiva")].sup).toBe(-1);
    expect(s.spaces[idx("meta-west")].sup).toBe(-1);
  });

  it("card 6 unshaded (5.1.3, 3.3.4): a single candidate is set alone; a Terror marker in a Department is no Sabotage", () => {
    let s = fixture({
      deck: [6, 2],
      terror: { "bogota-yopal": 1, huila: 1 },
      levels: { santander: 2, arauca: 1, "meta-east": -2, "meta-west": -1 },
    });
    s = play(s, c("event:unshaded"));
    // of Bogotá–Yopal's Department neighbours only Meta East is not at Support: set alone
    expect(s.spaces[idx("meta-east")].sup).toBe(1);
    expect(s.spaces[idx("meta-west")].sup).toBe(-1); // next to Terror in Huila only
    expect(s.card.executed).toEqual(["govt"]);
  });

  it("card 6 unshaded (8.1): no Sabotage, or only Support next to it → ineffective", () => {
    expect(eff(6, "unshaded", fixture(), "govt")).toBe(false);
    expect(
      eff(
        6,
        "unshaded",
        fixture({ terror: { "bogota-neiva": 1 }, levels: { huila: 1, "meta-west": 2 } }),
        "govt",
      ),
    ).toBe(false);
    expect(eff(6, "unshaded", fixture({ terror: { "bogota-neiva": 1 }, levels: { huila: 1 } }), "govt")).toBe(
      true,
    );
  });

  it("card 6 shaded (3.3.4, 1.6): Sabotage a pipeline, then a Department next to it shifts 1 toward Active Opposition", () => {
    let s = fixture({ deck: [6, 2], terror: { "cali-ibague": 1 } });
    s = play(s, c("event:shaded"));
    expect(options(s)).not.toContain("s|cali-ibague"); // already Sabotaged: the full effect is possible elsewhere
    expect(options(s)).not.toContain("s|cali-pasto"); // a road
    s = play(s, sp("bogota-neiva"));
    expect(terror(s, "bogota-neiva")).toBe(1);
    expect(options(s).sort()).toEqual(["s|huila", "s|meta-west"]);
    s = play(s, sp("huila"));
    expect(s.spaces[idx("huila")].sup).toBe(-1);
  });

  it("card 6 shaded (5.1.3): with no marker left the pipeline is still chosen and the shift happens", () => {
    let s = fixture({ deck: [6, 2], terror: noMarkers });
    s = play(s, c("event:shaded"), sp("bogota-neiva"), sp("huila"));
    expect(terror(s, "bogota-neiva")).toBe(0);
    expect(s.spaces[idx("huila")].sup).toBe(-1);
  });

  it("card 6 shaded (8.1): no marker left and every Department at Active Opposition → ineffective", () => {
    const levels = Object.fromEntries(DEPTS.map((i) => [SPACES[i].id, -2]));
    expect(eff(6, "shaded", fixture({ terror: noMarkers, levels }), "farc")).toBe(false);
    expect(eff(6, "shaded", fixture({ levels }), "farc")).toBe(true);
    expect(eff(6, "shaded", fixture({ terror: noMarkers }), "farc")).toBe(true);
  });
});
