// Cards 59 Salcedo and 47 Pinto & del Rosario: free Assaults against one Faction (3.2.4, 5.5),
// flips, placement and a free Terror (3.3.4).
import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import { c, done, fixture, fl, idx, mv, options, pieces, play, refused } from "../fixture";

const e59 = eventDef(59)!;
const e47 = eventDef(47)!;

describe("card 59 Salcedo", () => {
  it("card 59 unshaded (3.2.4, 5.5): all Cartels Guerrillas Active, then a free Assault on Cartels alone in each space", () => {
    let s = fixture({
      deck: [59, 2],
      pieces: {
        bogota: { troops: 2, cartelsU: 2, cartelsBase: 1, farcA: 1 },
        huila: { troops: 2, cartelsU: 2 },
        guaviare: { cartelsU: 1 },
        cali: { police: 3, cartelsU: 1, cartelsBase: 1 },
      },
      resources: { govt: 7 },
    });
    s = play(s, c("event:unshaded")); // nothing to choose: one target Faction per space
    expect(pieces(s, "bogota", "cartelsA") + pieces(s, "bogota", "cartelsU")).toBe(0); // 2 Troops, 2 removed
    expect(pieces(s, "bogota", "cartelsBase")).toBe(1); // no removal left for the Base
    expect(pieces(s, "bogota", "farcA")).toBe(1); // FARC is not targeted
    expect(pieces(s, "huila", "cartelsA")).toBe(1); // Mountain: 1 per 2 Troops
    expect(pieces(s, "guaviare", "cartelsA")).toBe(1); // Activated, no forces to Assault
    expect(pieces(s, "cali", "cartelsA")).toBe(0);
    expect(pieces(s, "cali", "cartelsBase")).toBe(0); // Bases last, Police count in a City
    expect(s.resources.govt).toBe(7); // free (5.5)
    expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
  });

  it("card 59 unshaded (3.2.5, 5.1.2): Drug Bust for a Shipment; card 42's shield on Cartels yields to the Event", () => {
    let s = fixture({
      deck: [59, 2],
      pieces: { cali: { police: 1, cartelsA: 1 } },
      shipments: [["cali", "cartels"]],
      momentum: [42],
      aid: 10,
    });
    s.momentumBy = { 42: "cartels" };
    s = play(s, c("event:unshaded"));
    expect(pieces(s, "cali", "cartelsA")).toBe(0);
    expect(s.aid).toBe(16);
  });

  it("card 59 (8.1) unshaded: effective with a Cartels Guerrilla to flip or a Cartels piece to Assault", () => {
    expect(e59.unshaded!.effective(fixture(), "cartels")).toBe(false);
    expect(e59.unshaded!.effective(fixture({ pieces: { guaviare: { cartelsA: 2 } } }), "cartels")).toBe(
      false,
    );
    expect(e59.unshaded!.effective(fixture({ pieces: { guaviare: { cartelsU: 1 } } }), "cartels")).toBe(true);
    expect(
      e59.unshaded!.effective(fixture({ pieces: { cali: { troops: 1, cartelsBase: 1 } } }), "cartels"),
    ).toBe(true);
  });

  it("card 59 shaded: Cartels Guerrillas all Underground, then the Cartels move up to 3 of them anywhere", () => {
    let s = fixture({
      deck: [59, 2],
      eligible: { cartels: false }, // the Government executes; the Cartels still move
      pieces: { huila: { cartelsA: 2 }, bogota: { cartelsA: 1, cartelsU: 1, troops: 2 } },
    });
    s = play(s, c("event:shaded"));
    expect(getDecision(s).faction).toBe("cartels");
    expect(pieces(s, "huila", "cartelsU")).toBe(2);
    expect(pieces(s, "bogota", "cartelsU")).toBe(2);
    expect(options(s)).toContain("m|cartelsU|huila|amazonas"); // not adjacent: anywhere
    refused(s, mv("troops", "bogota", "cali"), "drop.eventPiece"); // only Cartels Guerrillas move
    s = play(s, mv("cartelsU", "huila", "amazonas"), mv("cartelsU", "bogota", "bogota-yopal"));
    s = play(s, done);
    expect(pieces(s, "amazonas", "cartelsU")).toBe(1);
    expect(pieces(s, "bogota-yopal", "cartelsU")).toBe(1);
    expect(pieces(s, "huila", "cartelsU")).toBe(1);
  });

  it("card 59 shaded (5.1.3): at most 3 moves, then the Event ends", () => {
    let s = fixture({ deck: [59, 2], pieces: { huila: { cartelsU: 5 } } });
    s = play(s, c("event:shaded"));
    s = play(
      s,
      mv("cartelsU", "huila", "cali"),
      mv("cartelsU", "huila", "cali"),
      mv("cartelsU", "huila", "vaupes"),
    );
    expect(pieces(s, "huila", "cartelsU")).toBe(2);
    expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
  });

  it("card 59 (8.1) shaded: effective only with a Cartels Guerrilla on the map", () => {
    expect(e59.shaded!.effective(fixture({ pieces: { huila: { cartelsBase: 1 } } }), "cartels")).toBe(false);
    expect(e59.shaded!.effective(fixture({ pieces: { huila: { cartelsU: 1 } } }), "cartels")).toBe(true);
  });
});

describe("card 47 Pinto & del Rosario", () => {
  it("card 47 unshaded (3.2.4): all AUC Active; in each space the Police alone Assault AUC as if Troops", () => {
    let s = fixture({
      deck: [47, 2],
      pieces: {
        bogota: { police: 2, troops: 3, aucU: 4, farcA: 1 },
        huila: { police: 3, aucU: 3 },
        cali: { troops: 4, aucU: 1 },
      },
    });
    s = play(s, c("event:unshaded"));
    expect(pieces(s, "bogota", "aucA")).toBe(2); // 2 Police remove 2; the Troops take no part
    expect(pieces(s, "bogota", "farcA")).toBe(1); // AUC alone is targeted
    expect(pieces(s, "huila", "aucA")).toBe(2); // Mountain: 1 per 2 "Troops"
    expect(pieces(s, "cali", "aucA")).toBe(1); // Troops only: no Assault, Activated
    expect(pieces(s, "cali", "aucU")).toBe(0);
  });

  it("card 47 (8.1) unshaded: effective with AUC to flip or AUC exposed to Police", () => {
    expect(e47.unshaded!.effective(fixture({ pieces: { cali: { troops: 4, aucA: 1 } } }), "auc")).toBe(false);
    expect(e47.unshaded!.effective(fixture({ pieces: { cali: { police: 1, aucA: 1 } } }), "auc")).toBe(true);
    expect(e47.unshaded!.effective(fixture({ pieces: { huila: { aucU: 1 } } }), "auc")).toBe(true);
  });

  it("card 47 shaded (3.3.4): 2 AUC Guerrillas into Cúcuta, free Terror there with Aid Cut, then 2 AUC flipped Underground", () => {
    let s = fixture({
      deck: [47, 2],
      eligible: { auc: false }, // FARC executes; AUC acts
      pieces: { huila: { aucA: 2 } },
      levels: { cucuta: 1 },
      aid: 10,
      resources: { auc: 5 },
    });
    s = play(s, c("event:shaded"));
    expect(pieces(s, "cucuta", "aucA")).toBe(1);
    expect(pieces(s, "cucuta", "aucU")).toBe(1);
    expect(s.spaces[idx("cucuta")].terror).toBe(1);
    expect(s.spaces[idx("cucuta")].sup).toBe(0);
    expect(s.aid).toBe(7);
    expect(s.resources.auc).toBe(5); // free
    expect(getDecision(s).faction).toBe("auc");
    expect(options(s).sort()).toEqual(["f|aucA|cucuta", "f|aucA|huila"]);
    s = play(s, fl("aucA", "huila"), fl("aucA", "huila"));
    expect(pieces(s, "huila", "aucU")).toBe(2);
    expect(pieces(s, "cucuta", "aucA")).toBe(1);
  });

  it("card 47 shaded (5.1.3, 1.4.1): no AUC Guerrilla Available, the Government executing: no placement, no Terror", () => {
    let s = fixture({
      deck: [47, 2],
      eligible: { auc: false, farc: false, cartels: false },
      pieces: { huila: { aucU: 9 }, narino: { aucU: 8, aucA: 1 } },
      aid: 10,
    });
    s = play(s, c("event:shaded"));
    expect(pieces(s, "cucuta", "aucU") + pieces(s, "cucuta", "aucA")).toBe(0);
    expect(s.spaces[idx("cucuta")].terror).toBe(0);
    expect(s.aid).toBe(10);
    expect(pieces(s, "narino", "aucU")).toBe(9); // the single Active one hidden at once
  });

  it("card 47 (8.1) shaded: ineffective with nothing to place, Terror with or hide", () => {
    const full = { huila: { aucU: 9 }, narino: { aucU: 9 } };
    expect(e47.shaded!.effective(fixture({ pieces: full }), "govt")).toBe(false);
    expect(e47.shaded!.effective(fixture({ pieces: full }), "auc")).toBe(true); // may take its own (1.4.1)
    expect(e47.shaded!.effective(fixture(), "govt")).toBe(true);
  });
});
