// Card 45 Los Derechos Humanos: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c45-los-derechos-humanos/.

import { describe, expect, it } from "vitest";
import { c, fixture, play, step } from "../fixture";
import { eff, level, terror } from "./helpers";

describe("card 45: Event", () => {
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
        pieces: {
          cesar: { aucU: 1 },
          huila: { aucBase: 1 },
          "cali-pasto": { aucA: 2 },
          narino: { farcU: 1 },
        },
      });
      const r = step(s, c("event:shaded"));
      expect(r.state.aid).toBe(7);
      const rolls = r.log.filter((e) => e.roll !== undefined);
      expect(rolls).toHaveLength(1);
      expect(r.state.resources.govt).toBe(20 - rolls[0].roll!);
    });

    it("card 45 shaded (5.1.3, rulings.md): Govt Resources at 0 → no die is rolled; Aid floors at 0", () => {
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
});
