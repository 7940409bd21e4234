// Card 47 Pinto & del Rosario: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c47-pinto-del-rosario/.

import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import { eventTurn } from "../bots/events/ev-helpers";
import { narration, npFixture } from "../bots/helpers";
import { c, fixture, fl, idx, options, pieces, play } from "../fixture";

const e47 = eventDef(47)!;

describe("card 47: Event", () => {
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
      expect(e47.unshaded!.effective(fixture({ pieces: { cali: { troops: 4, aucA: 1 } } }), "auc")).toBe(
        false,
      );
      expect(e47.unshaded!.effective(fixture({ pieces: { cali: { police: 1, aucA: 1 } } }), "auc")).toBe(
        true,
      );
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
});

describe("card 47: Non-player", () => {
  describe("8.4.4 card 47 Pinto & del Rosario (shaded)", () => {
    it("AUC hides its Active Guerrillas facing Government cubes first", () => {
      const s0 = npFixture({
        deck: [47, 2],
        pieces: { huila: { aucA: 1, police: 2 }, guaviare: { aucA: 3 } },
      });
      const r = eventTurn(s0);
      expect(narration(r.steps)).toContain("np.ev.47.hide");
      expect(pieces(r.state, "huila", "aucU")).toBe(1);
      expect(pieces(r.state, "huila", "aucA")).toBe(0);
    });
  });
});
