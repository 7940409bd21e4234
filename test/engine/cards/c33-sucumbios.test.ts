// Card 33 Sucumbíos: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c33-sucumbios/.

import { describe, expect, it } from "vitest";
import { canEnter, controller, margins } from "../../../src/engine/core/queries";
import { ECUADOR } from "../../../src/engine/data/map";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import { checkInvariants } from "../../../src/engine/invariants";
import type { GameState } from "../../../src/engine/types";
import { eventTurn, takeEvent } from "../bots/events/ev-helpers";
import { npFixture } from "../bots/helpers";
import {
  c,
  done,
  type FixtureSpec,
  fixture,
  idx,
  mv,
  options,
  pieces,
  pl,
  play,
  refused,
  rm,
  sp,
} from "../fixture";

/** a board on which card 33 shaded has already made Ecuador a space */
function withEcuador(spec: FixtureSpec): GameState {
  const s = fixture(spec);
  s.ecuador = true;
  return s;
}

describe("card 33: Event", () => {
  describe("card 33 Sucumbíos", () => {
    it("card 33 unshaded (5.1): up to 3 Insurgent pieces of any kind from one space bordering Ecuador", () => {
      let s = fixture({
        deck: [33, 2],
        pieces: {
          narino: { farcU: 2, aucBase: 1, troops: 1, cartelsA: 1 },
          pasto: { cartelsU: 1 },
          huila: { farcU: 1 }, // not on the border
        },
      });
      s = play(s, c("event:unshaded"));
      expect(options(s).sort()).toEqual(["s|narino", "s|pasto"]);
      refused(s, sp("huila"), "eventSpace");
      s = play(s, sp("narino"));
      expect(options(s)).toContain("d");
      refused(s, rm("troops", "narino"), "notAnOption");
      s = play(s, rm("aucBase", "narino"), rm("farcU", "narino"), rm("cartelsA", "narino"));
      expect(pieces(s, "narino", "aucBase")).toBe(0);
      expect(pieces(s, "narino", "farcU")).toBe(1); // 3 at most
      expect(pieces(s, "narino", "cartelsA")).toBe(0);
      expect(pieces(s, "narino", "troops")).toBe(1);
      expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
    });

    it("card 33 unshaded may stop early; (8.1) ineffective with no Insurgent on the border", () => {
      let s = fixture({ deck: [33, 2], pieces: { "pasto-tumaco": { farcU: 3 } } });
      s = play(s, c("event:unshaded"), rm("farcU", "pasto-tumaco"), done);
      expect(pieces(s, "pasto-tumaco", "farcU")).toBe(2);
      const none = fixture({ pieces: { narino: { troops: 3 }, huila: { farcU: 2 } } });
      expect(eventDef(33)!.unshaded!.effective(none, "govt")).toBe(false);
    });

    it("card 33 unshaded (8.1): effective with an Insurgent piece, a Base too, on a space bordering Ecuador", () => {
      expect(eventDef(33)!.unshaded!.effective(fixture({ pieces: { narino: { aucBase: 1 } } }), "govt")).toBe(
        true,
      );
      expect(eventDef(33)!.unshaded!.effective(fixture({ pieces: { pasto: { cartelsU: 1 } } }), "farc")).toBe(
        true,
      );
      // Government pieces on the border are nothing to remove
      expect(eventDef(33)!.unshaded!.effective(fixture({ pieces: { pasto: { police: 2 } } }), "farc")).toBe(
        false,
      );
    });

    it("card 33 shaded (1.3.5): Ecuador becomes a space and gets 2 pieces of the executor's choice", () => {
      let s = fixture({ deck: [33, 2] });
      expect(canEnter(s, "farcU", ECUADOR)).toBe(false); // a foreign country before the Event
      s = play(s, c("event:shaded"));
      expect(s.ecuador).toBe(true);
      // any Faction's pieces, as placed (Guerrillas Underground)
      expect(options(s)).toContain("p|troops|ecuador");
      expect(options(s)).toContain("p|cartelsBase|ecuador");
      expect(options(s)).not.toContain("p|farcA|ecuador");
      s = play(s, pl("aucU", "ecuador"), pl("farcBase", "ecuador"));
      expect(pieces(s, "ecuador", "aucU")).toBe(1);
      expect(pieces(s, "ecuador", "farcBase")).toBe(1);
      expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
      expect(checkInvariants(s)).toEqual([]);
      // 1.8 Control and Victory count there (a Base on the map); 0 Pop: no Support (1.6)
      expect(controller(s, ECUADOR)).toBe(null); // FARC 1 vs AUC 1
      const before = fixture({ deck: [33, 2] });
      expect(margins(s).farc).toBe(margins(before).farc + 1);
    });

    it("card 33 shaded (card 33 stacking): at most 2 pieces per Faction in Ecuador", () => {
      let s = fixture({ deck: [33, 2] });
      s = play(s, c("event:shaded"), pl("farcU", "ecuador"), pl("farcU", "ecuador"));
      expect(pieces(s, "ecuador", "farcU")).toBe(2);
      expect(canEnter(s, "farcU", ECUADOR)).toBe(false);
      expect(canEnter(s, "farcBase", ECUADOR)).toBe(false);
      expect(canEnter(s, "aucU", ECUADOR)).toBe(true);
      const over = structuredClone(s);
      over.spaces[ECUADOR].f[3] = 3; // 3 FARC Guerrillas
      expect(checkInvariants(over).some((m) => m.includes("ecuador"))).toBe(true);
      const foreign = fixture({ pieces: { ecuador: { farcU: 1 } } }); // without the Event
      expect(checkInvariants(foreign).some((m) => m.includes("1.3.5"))).toBe(true);
    });

    it("card 33 (3.3.2, 1.3.6): once a space, a March may enter Ecuador from its neighbours, 2 per Faction", () => {
      const spec: FixtureSpec = {
        deck: [33, 2],
        pieces: { narino: { farcU: 3 }, ecuador: { farcU: 1, aucU: 2 } },
        resources: { farc: 5 },
      };
      let s = play(withEcuador(spec), c("op:march"));
      expect(options(s)).toContain("m|farcU|narino|ecuador");
      expect(options(s)).toContain("m|farcU|ecuador|putumayo"); // and leave it again
      s = play(s, mv("farcU", "narino", "ecuador"));
      expect(pieces(s, "ecuador", "farcU")).toBe(2);
      expect(s.resources.farc).toBe(4); // a Department: 1 Resource (3.3.2)
      expect(options(s)).not.toContain("m|farcU|narino|ecuador"); // 2 FARC pieces there now
      // without the Event Ecuador is no space: no March there
      const plain = fixture({ ...spec, pieces: { narino: { farcU: 3 } } });
      expect(options(play(plain, c("op:march"))).some((o) => o.endsWith("|ecuador"))).toBe(false);
    });

    it("card 33 (3.3.1) once a space, Rally may select Ecuador; no third piece of a Faction there", () => {
      const spec: FixtureSpec = { deck: [33, 2], pieces: { ecuador: { farcU: 1 } }, resources: { farc: 5 } };
      let s = play(withEcuador(spec), c("op:rally"));
      expect(options(s)).toContain("s|ecuador");
      s = play(s, sp("ecuador"));
      expect(options(s)).toContain("p|farcU|ecuador");
      s = play(s, pl("farcU", "ecuador"));
      expect(pieces(s, "ecuador", "farcU")).toBe(2);
      expect(s.resources.farc).toBe(4);
      // full for FARC: Rally there may only turn 2 Guerrillas into a Base (1.4.2 room)
      let t = play(withEcuador({ ...spec, pieces: { ecuador: { farcU: 2 } } }), c("op:rally"), sp("ecuador"));
      expect(options(t)).not.toContain("p|farcU|ecuador");
      expect(options(t)).toContain("c|base");
      t = play(t, c("base"), rm("farcU", "ecuador"), rm("farcU", "ecuador"));
      expect(pieces(t, "ecuador", "farcBase")).toBe(1);
      expect(checkInvariants(t)).toEqual([]);
      const plain = play(fixture({ ...spec, pieces: {} }), c("op:rally"));
      expect(options(plain)).not.toContain("s|ecuador");
    });

    it("card 33 (1.3.6) Event moves use Ecuador once it is a space (card 20: the Govt moves FARC there)", () => {
      let s = withEcuador({ deck: [20, 2], pieces: { putumayo: { farcU: 1 } } });
      s = play(s, c("event:unshaded"));
      expect(options(s)).toContain("m|farcU|putumayo|ecuador");
      s = play(s, mv("farcU", "putumayo", "ecuador"));
      expect(pieces(s, "ecuador", "farcU")).toBe(1);
      const t = play(fixture({ deck: [20, 2], pieces: { putumayo: { farcU: 1 } } }), c("event:unshaded"));
      expect(options(t)).not.toContain("m|farcU|putumayo|ecuador");
    });

    it("card 33 (1.3.5) Ecuador is a Department for later Events (card 23) and its pieces count (card 26)", () => {
      const spec: FixtureSpec = {
        deck: [23, 2],
        pieces: { ecuador: { cartelsBase: 1, farcU: 1 }, vaupes: { aucU: 1 } },
      };
      let s = play(withEcuador(spec), c("event:unshaded"));
      // Ecuador alone does both parts of card 23: taken at once
      expect(pieces(s, "ecuador", "cartelsBase")).toBe(0);
      expect(pieces(s, "ecuador", "farcA")).toBe(1);
      expect(pieces(s, "vaupes", "aucU")).toBe(1);
      s = withEcuador({ pieces: { ecuador: { cartelsBase: 1, farcU: 1 } }, resources: { cartels: 10 } });
      expect(eventDef(26)!.shaded!.effective(s, "farc")).toBe(true);
      const plain = fixture({
        pieces: { ecuador: { cartelsBase: 1, farcU: 1 } },
        resources: { cartels: 10 },
      });
      expect(eventDef(26)!.shaded!.effective(plain, "farc")).toBe(false);
    });

    it("card 33 (8.1) shaded: effective until Ecuador is a space that can take no more pieces", () => {
      expect(eventDef(33)!.shaded!.effective(fixture({}), "farc")).toBe(true);
      const full = withEcuador({
        pieces: { ecuador: { troops: 2, farcU: 2, aucU: 2, cartelsU: 2 } },
      });
      expect(eventDef(33)!.shaded!.effective(full, "farc")).toBe(false);
      const room = withEcuador({ pieces: { ecuador: { troops: 2, farcU: 2, aucU: 2 } } });
      expect(eventDef(33)!.shaded!.effective(room, "farc")).toBe(true);
      // a saved game from before this field: Ecuador is no space
      const old = fixture({});
      delete old.ecuador;
      expect(canEnter(old, "farcU", ECUADOR)).toBe(false);
      expect(idx("ecuador")).toBe(ECUADOR);
    });
  });
});

describe("card 33: Non-player", () => {
  describe("8.4.4 a Non-player Government's one target space (unshaded)", () => {
    it("card 33: the space bordering Ecuador with the most Insurgent pieces loses them", () => {
      const s0 = npFixture({
        deck: [33, 2],
        seats: { govt: "nonplayer" },
        eligible: { farc: false, auc: false, cartels: false }, // the Government executes
        pieces: {
          narino: { farcU: 2 },
          pasto: { cartelsU: 1, aucA: 1, farcA: 1, troops: 1 },
          huila: { farcU: 4 },
        },
      });
      const r = eventTurn(takeEvent(s0, "unshaded"));
      expect(r.steps[0].move.why).toEqual([{ key: "np.ev.most", params: { space: "pasto", n: 3 } }]);
      expect(
        pieces(r.state, "pasto", "cartelsU") +
          pieces(r.state, "pasto", "aucA") +
          pieces(r.state, "pasto", "farcA"),
      ).toBe(0);
      expect(pieces(r.state, "pasto", "troops")).toBe(1);
      expect(pieces(r.state, "narino", "farcU")).toBe(2);
    });
  });
});
