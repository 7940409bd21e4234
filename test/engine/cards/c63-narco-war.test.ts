// Card 63 Narco-War: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c63-narco-war/.

import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import type { GameState } from "../../../src/engine/types";
import { c, fixture, idx, pieces, play } from "../fixture";

const e63 = eventDef(63)!;

/** everyone still to choose on the current card passes */
function passRest(s: GameState): GameState {
  const n = s.current;
  while (s.current === n && getDecision(s).options.some((o) => o.t === "choose" && o.v === "pass"))
    s = play(s, c("pass"));
  return s;
}

describe("card 63: Event", () => {
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
});
