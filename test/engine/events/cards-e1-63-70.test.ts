// Cards 63 Narco-War and 70 Ayahuasca Tourism: free Terror with any Guerrilla (3.3.4, 5.5).
import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import type { GameState } from "../../../src/engine/types";
import { c, fixture, idx, options, pieces, play } from "../fixture";

const e63 = eventDef(63)!;
const e70 = eventDef(70)!;

/** everyone still to choose on the current card passes */
function passRest(s: GameState): GameState {
  const n = s.current;
  while (s.current === n && getDecision(s).options.some((o) => o.t === "choose" && o.v === "pass"))
    s = play(s, c("pass"));
  return s;
}

describe("card 63 Narco-War", () => {
  it("card 63 (3.3.4): in each Cartels space all Guerrillas but 1 go, and that 1 makes a free Terror", () => {
    let s = fixture({
      deck: [63, 2, 3],
      pieces: {
        huila: { cartelsU: 3, cartelsA: 1, troops: 1 },
        guaviare: { cartelsU: 2, cartelsBase: 1 },
        "bogota-yopal": { cartelsU: 1 },
        cali: { cartelsA: 2 },
      },
      levels: { huila: -2, cali: 2 },
      resources: { cartels: 4 },
    });
    s = play(s, c("event:unshaded"));
    for (const id of ["huila", "guaviare", "bogota-yopal", "cali"]) {
      expect(pieces(s, id, "cartelsA")).toBe(1);
      expect(pieces(s, id, "cartelsU")).toBe(0);
      expect(s.spaces[idx(id)].terror).toBe(1); // Terror, or Sabotage on the LoC
    }
    expect(pieces(s, "guaviare", "cartelsBase")).toBe(1); // only Guerrillas go
    expect(pieces(s, "huila", "troops")).toBe(1);
    expect(s.spaces[idx("huila")].sup).toBe(-1); // toward Neutral
    expect(s.spaces[idx("cali")].sup).toBe(1);
    expect(s.resources.cartels).toBe(4); // free (5.5)
    expect(s.card.ineligibleThroughNext).toEqual(["cartels"]);
  });

  it("card 63 (2.3.7): the Cartels sit out the next card even when another Faction executed it", () => {
    let s = fixture({ deck: [63, 2, 3], eligible: { cartels: false }, pieces: { huila: { cartelsU: 2 } } });
    s = play(s, c("event:unshaded")); // FARC executes
    s = passRest(s);
    expect(s.current).toBe(2);
    expect(s.eligible.cartels).toBe(false);
    expect(s.eligible.govt).toBe(true);
  });

  it("card 63 (8.1): effective with a Cartels Guerrilla, or with the Cartels' mark mattering to another executor", () => {
    expect(e63.unshaded!.effective(fixture({ deck: [63, 2] }), "cartels")).toBe(false);
    expect(e63.unshaded!.effective(fixture({ deck: [63, 2] }), "farc")).toBe(true);
    expect(e63.unshaded!.effective(fixture({ deck: [63, 73] }), "farc")).toBe(false); // Propaganda next
    expect(
      e63.unshaded!.effective(fixture({ deck: [63, 2], pieces: { huila: { cartelsA: 1 } } }), "cartels"),
    ).toBe(true);
  });
});

describe("card 70 Ayahuasca Tourism", () => {
  it("card 70 unshaded: Govt Resources +6 per Forest without Guerrillas (a Base does not count)", () => {
    let s = fixture({
      deck: [70, 2],
      pieces: {
        narino: { farcU: 1 },
        guaviare: { aucA: 1 },
        amazonas: { cartelsU: 1 },
        putumayo: { farcBase: 1 },
      },
      resources: { govt: 10 },
    });
    s = play(s, c("event:unshaded"));
    // 9 Forests on the map, 3 with Guerrillas
    expect(s.resources.govt).toBe(10 + 6 * 6);
  });

  it("card 70 (8.1) unshaded: ineffective at 99 Resources or with Guerrillas in every Forest", () => {
    expect(e70.unshaded!.effective(fixture({ resources: { govt: 99 } }), "govt")).toBe(false);
    expect(e70.unshaded!.effective(fixture({ resources: { govt: 98 } }), "govt")).toBe(true);
    const everyForest = Object.fromEntries(
      [
        "atlantico",
        "choco",
        "narino",
        "meta-west",
        "guaviare",
        "putumayo",
        "guainia",
        "vaupes",
        "amazonas",
      ].map((id) => [id, { farcU: 1 }]),
    );
    expect(e70.unshaded!.effective(fixture({ pieces: everyForest, resources: { govt: 0 } }), "govt")).toBe(
      false,
    );
  });

  it("card 70 shaded (3.3.4, 5.5): the named Faction Terrors with 1 Guerrilla in each Forest; +3 Resources each; one Aid Cut", () => {
    let s = fixture({
      deck: [70, 2],
      pieces: {
        narino: { aucU: 2 },
        guaviare: { aucA: 1, aucU: 1 },
        amazonas: { aucU: 1 },
        huila: { aucU: 1 },
        putumayo: { farcU: 1 },
      },
      levels: { narino: 1 },
      resources: { auc: 2 },
      aid: 20,
    });
    s = play(s, c("event:shaded"));
    expect(getDecision(s).faction).toBe("cartels");
    expect(options(s).sort()).toEqual(["c|faction:auc", "c|faction:farc"]);
    s = play(s, c("faction:auc"));
    expect(pieces(s, "narino", "aucA")).toBe(1); // an Underground one Activated
    expect(pieces(s, "guaviare", "aucU")).toBe(1); // the Active one served: nothing flips
    expect(pieces(s, "amazonas", "aucA")).toBe(1);
    expect(pieces(s, "huila", "aucU")).toBe(1); // not a Forest
    for (const id of ["narino", "guaviare", "amazonas"]) expect(s.spaces[idx(id)].terror).toBe(1);
    expect(s.spaces[idx("putumayo")].terror).toBe(0); // FARC not named
    expect(s.spaces[idx("narino")].sup).toBe(0);
    expect(s.resources.auc).toBe(2 + 9);
    expect(s.aid).toBe(15); // AUC Terror in 2+ spaces: −5 once
  });

  it("card 70 shaded (5.1.3): a single Faction able is named at once; effective only with a Guerrilla in a Forest", () => {
    let s = fixture({ deck: [70, 2], pieces: { choco: { farcU: 1 } }, resources: { farc: 0 } });
    s = play(s, c("event:shaded"));
    expect(pieces(s, "choco", "farcA")).toBe(1);
    expect(s.resources.farc).toBe(3);
    expect(e70.shaded!.effective(fixture({ pieces: { huila: { farcU: 3 } } }), "cartels")).toBe(false);
    expect(e70.shaded!.effective(fixture({ pieces: { choco: { cartelsA: 1 } } }), "cartels")).toBe(true);
  });
});
