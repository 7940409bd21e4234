// Cards 31, 32, 35 (batch b): Support/Opposition shifts (1.6), replacing Bases (5.1.1), Aid (1.7).
import { describe, expect, it } from "vitest";
import { CITIES, SPACES } from "../../../src/engine/data/map";
import { eventDef } from "../../../src/engine/events/registry";
import type { Faction, GameState } from "../../../src/engine/types";
import { c, fixture, idx, options, pieces, play, refused, sp } from "../fixture";

const eff = (n: number, side: "unshaded" | "shaded", s: GameState, f: Faction) =>
  eventDef(n)![side]!.effective(s, f);
const sup = (s: GameState, id: string) => s.spaces[idx(id)].sup;
const allCities = (lv: number) => Object.fromEntries(CITIES.map((i) => [SPACES[i].id, lv]));

describe("card 31 Betancourt", () => {
  it("card 31 unshaded (1.6): 2 Cities and 1 Department each shift 1 toward Active Support", () => {
    let s = play(fixture({ deck: [31, 2], levels: { bogota: 2, cali: -2, huila: 1 } }), c("event:unshaded"));
    expect(options(s)).not.toContain("s|bogota"); // already Active Support
    expect(options(s)).not.toContain("s|huila"); // a Department
    s = play(s, sp("cali"), sp("medellin"));
    expect(options(s)).not.toContain("s|vaupes"); // 0 Pop
    expect(options(s)).not.toContain("s|cali");
    s = play(s, sp("huila"));
    expect(sup(s, "cali")).toBe(-1);
    expect(sup(s, "medellin")).toBe(1);
    expect(sup(s, "huila")).toBe(2);
    expect(sup(s, "bogota")).toBe(2);
  });

  it("card 31 unshaded (5.1.3): every City at Active Support — only the Department shifts", () => {
    const s = play(fixture({ deck: [31, 2], levels: allCities(2) }), c("event:unshaded"), sp("antioquia"));
    expect(sup(s, "antioquia")).toBe(1);
    expect(s.card.executed).toEqual(["farc"]);
  });

  it("card 31 unshaded (8.1): all Cities and Pop Departments at Active Support → ineffective", () => {
    const levels = Object.fromEntries(
      SPACES.filter((d) => (d.type === "city" || d.type === "dept") && d.pop > 0).map((d) => [d.id, 2]),
    );
    expect(eff(31, "unshaded", fixture({ levels }), "govt")).toBe(false);
    expect(eff(31, "unshaded", fixture({ levels: { ...levels, cesar: 1 } }), "govt")).toBe(true);
    expect(eff(31, "unshaded", fixture({ levels: { ...levels, pasto: 1 } }), "govt")).toBe(true);
  });

  it("card 31 shaded (1.6): 3 Passive Opposition spaces become Active Opposition", () => {
    const levels = { cali: -1, huila: -1, cesar: -1, antioquia: -1, bogota: -2, santander: 0 };
    let s = play(fixture({ deck: [31, 2], levels }), c("event:shaded"));
    expect(options(s).sort()).toEqual(["s|antioquia", "s|cali", "s|cesar", "s|huila"]);
    refused(s, sp("santander"), "eventSpace");
    s = play(s, sp("cali"), sp("huila"), sp("cesar"));
    expect([sup(s, "cali"), sup(s, "huila"), sup(s, "cesar")]).toEqual([-2, -2, -2]);
    expect(sup(s, "antioquia")).toBe(-1);
  });

  it("card 31 shaded (5.1.3, 8.1): fewer than 3 candidates all shift; none → ineffective", () => {
    const s = play(fixture({ deck: [31, 2], levels: { cali: -1, huila: -2 } }), c("event:shaded"));
    expect(sup(s, "cali")).toBe(-2);
    expect(eff(31, "shaded", fixture({ levels: { cali: -2, huila: 1 } }), "farc")).toBe(false);
    expect(eff(31, "shaded", fixture({ levels: { huila: -1 } }), "farc")).toBe(true);
  });
});

describe("card 32 Secuestrados", () => {
  it("card 32 unshaded (1.6): 2 Neutral or Passive Opposition spaces are set to Passive Support", () => {
    let s = play(fixture({ deck: [32, 2], levels: allCities(2) }), c("event:unshaded"));
    expect(options(s)).not.toContain("s|vaupes"); // 0 Pop: no Support possible
    expect(options(s)).not.toContain("s|cali"); // Active Support
    s = fixture({ deck: [32, 2], levels: { ...allCities(2), cali: -1, bogota: -2 } });
    s = play(s, c("event:unshaded"), sp("cali"), sp("huila"));
    expect(sup(s, "cali")).toBe(1);
    expect(sup(s, "huila")).toBe(1);
    expect(sup(s, "bogota")).toBe(-2); // Active Opposition does not qualify
  });

  it("card 32 unshaded (5.1.3, 8.1): a single candidate alone; none → ineffective", () => {
    const levels = Object.fromEntries(
      SPACES.filter((d) => (d.type === "city" || d.type === "dept") && d.pop > 0).map((d) => [d.id, 2]),
    );
    const s = play(fixture({ deck: [32, 2], levels: { ...levels, huila: -1 } }), c("event:unshaded"));
    expect(sup(s, "huila")).toBe(1);
    expect(s.card.executed).toEqual(["farc"]);
    expect(eff(32, "unshaded", fixture({ levels: { ...levels, huila: -2 } }), "govt")).toBe(false);
    expect(eff(32, "unshaded", fixture({ levels: { ...levels, huila: 0 } }), "govt")).toBe(true);
  });

  it("card 32 shaded (1.7): FARC Resources +12 up to 99; (8.1) ineffective at 99", () => {
    expect(play(fixture({ deck: [32, 2], resources: { farc: 10 } }), c("event:shaded")).resources.farc).toBe(
      22,
    );
    expect(play(fixture({ deck: [32, 2], resources: { farc: 90 } }), c("event:shaded")).resources.farc).toBe(
      99,
    );
    expect(eff(32, "shaded", fixture({ resources: { farc: 99 } }), "farc")).toBe(false);
    expect(eff(32, "shaded", fixture({ resources: { farc: 98 } }), "farc")).toBe(true);
  });
});

describe("card 35 Crop Substitution", () => {
  it("card 35 unshaded (5.1.1): each Cartels Base in the chosen Department becomes a Police cube; Aid +3", () => {
    let s = fixture({
      deck: [35, 2],
      aid: 10,
      pieces: { huila: { cartelsBase: 2, cartelsU: 1 }, cesar: { cartelsBase: 1 }, cali: { cartelsBase: 1 } },
    });
    s = play(s, c("event:unshaded"));
    expect(options(s).sort()).toEqual(["s|cesar", "s|huila"]); // Cali is a City
    s = play(s, sp("huila"));
    expect(pieces(s, "huila", "cartelsBase")).toBe(0);
    expect(pieces(s, "huila", "police")).toBe(2);
    expect(pieces(s, "huila", "cartelsU")).toBe(1);
    expect(pieces(s, "cesar", "cartelsBase")).toBe(1);
    expect(s.aid).toBe(13);
  });

  it("card 35 unshaded (5.1.1, 6.4.4): in a FARC Zone the Bases go without Police; Zones are a last resort (5.1.3)", () => {
    const base = {
      deck: [35, 2],
      aid: 28,
      zones: ["huila"],
      pieces: { huila: { cartelsBase: 1 }, cesar: { cartelsBase: 1 } },
    };
    let s = play(fixture(base), c("event:unshaded"));
    expect(pieces(s, "cesar", "police")).toBe(1); // the only non-Zone candidate: taken at once
    expect(pieces(s, "huila", "cartelsBase")).toBe(1);
    expect(s.aid).toBe(29); // 1.7 cap
    s = play(fixture({ ...base, pieces: { huila: { cartelsBase: 1 } } }), c("event:unshaded"));
    expect(pieces(s, "huila", "cartelsBase")).toBe(0);
    expect(pieces(s, "huila", "police")).toBe(0);
  });

  it("card 35 unshaded (5.1.1, 1.4.1): no Police Available — the Bases are just removed (FARC executes: no freeing of Govt pieces)", () => {
    const board = { deck: [35, 2], pieces: { huila: { cartelsBase: 2 }, bogota: { police: 30 } } };
    const s = play(fixture(board), c("event:unshaded"));
    expect(pieces(s, "huila", "cartelsBase")).toBe(0);
    expect(pieces(s, "huila", "police")).toBe(0);
    expect(pieces(s, "bogota", "police")).toBe(30);
  });

  it("card 35 unshaded (1.3.5, 1.4.2): after card 33 Ecuador is a Department — its Cartels Bases may be replaced", () => {
    let s = fixture({ deck: [35, 2], aid: 29, pieces: { ecuador: { cartelsBase: 2 } } });
    s.ecuador = true;
    expect(eff(35, "unshaded", s, "farc")).toBe(true);
    s = play(s, c("event:unshaded"));
    expect(pieces(s, "ecuador", "cartelsBase")).toBe(0);
    expect(pieces(s, "ecuador", "police")).toBe(2);
    // without card 33 Ecuador is no space
    const t = fixture({ aid: 29, pieces: { ecuador: { cartelsBase: 2 } } });
    expect(eff(35, "unshaded", t, "farc")).toBe(false);
  });

  it("card 35 unshaded (8.1): no Cartels Base in a Department and Aid at 29 → ineffective", () => {
    expect(eff(35, "unshaded", fixture({ aid: 29, pieces: { cali: { cartelsBase: 1 } } }), "govt")).toBe(
      false,
    );
    expect(eff(35, "unshaded", fixture({ aid: 28 }), "govt")).toBe(true);
    expect(eff(35, "unshaded", fixture({ aid: 29, pieces: { huila: { cartelsBase: 1 } } }), "govt")).toBe(
      true,
    );
  });

  it("card 35 shaded (1.6, 5.1.3): a Department with a Cartels Base shifts 2 toward Active Opposition; full shifts first", () => {
    const pieces3 = {
      huila: { cartelsBase: 1 },
      cesar: { cartelsBase: 1 },
      santander: { cartelsBase: 1 },
      vaupes: { cartelsBase: 1 },
      cali: { cartelsBase: 1 },
    };
    let s = play(
      fixture({ deck: [35, 2], pieces: pieces3, levels: { huila: 1, cesar: -1, santander: 0 } }),
      c("event:shaded"),
    );
    // Cesar could shift 1 level only; Vaupés has no Pop; Cali is a City
    expect(options(s).sort()).toEqual(["s|huila", "s|santander"]);
    s = play(s, sp("huila"));
    expect(sup(s, "huila")).toBe(-1);
    const t = play(
      fixture({ deck: [35, 2], pieces: pieces3, levels: { huila: -2, cesar: -1, santander: -2 } }),
      c("event:shaded"),
    );
    expect(sup(t, "cesar")).toBe(-2);
  });

  it("card 35 shaded (8.1): no Pop Department with a Cartels Base above Active Opposition → ineffective", () => {
    expect(
      eff(
        35,
        "shaded",
        fixture({ pieces: { vaupes: { cartelsBase: 1 }, cali: { cartelsBase: 1 } } }),
        "farc",
      ),
    ).toBe(false);
    expect(
      eff(35, "shaded", fixture({ pieces: { huila: { cartelsBase: 1 } }, levels: { huila: -2 } }), "farc"),
    ).toBe(false);
    expect(
      eff(35, "shaded", fixture({ pieces: { huila: { cartelsBase: 1 } }, levels: { huila: -1 } }), "farc"),
    ).toBe(true);
  });
});
