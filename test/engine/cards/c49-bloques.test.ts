// Card 49 Bloques: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c49-bloques/.

import { describe, expect, it } from "vitest";
import { available } from "../../../src/engine/core/queries";
import { DEPTS, SPACES } from "../../../src/engine/data/map";
import { checkInvariants } from "../../../src/engine/invariants";
import { c, done, fixture, options, pieces, play, rm, sp } from "../fixture";
import { eff } from "./helpers";

/** 2 Bases in each of these Departments (no room left, 1.4.2), drawn from the inventories in turn */
const fullOfBases = (ids: string[]) => {
  const left: [string, number][] = [
    ["cartelsBase", 15],
    ["farcBase", 9],
    ["govtBase", 3],
    ["aucBase", 5],
  ];
  const take = (): string => {
    const k = left.find((e) => e[1] > 0)!;
    k[1]--;
    return k[0];
  };
  return Object.fromEntries(
    ids.map((id) => {
      const a = take();
      const b = take();
      return [id, a === b ? { [a]: 2 } : { [a]: 1, [b]: 1 }];
    }),
  );
};

describe("card 49: Event", () => {
  describe("card 49 Bloques", () => {
    it("card 49 unshaded (1.4.1): 3 Available AUC Guerrillas leave the game; Available stays lower afterwards", () => {
      let s = fixture({ deck: [49, 2], pieces: { cesar: { aucU: 5 } } });
      const before = available(s, "aucU");
      s = play(s, c("event:unshaded"));
      expect(available(s, "aucU")).toBe(before - 3);
      expect(available(s, "aucA")).toBe(before - 3); // one pool for both faces
      expect(pieces(s, "cesar", "aucU")).toBe(5); // pieces on the map stay
      expect(available(s, "farcU")).toBe(available(fixture(), "farcU")); // other pools untouched
      expect(checkInvariants(s)).toEqual([]);
      expect(s.card.executed).toEqual(["auc"]);
    });

    it("card 49 unshaded (5.1.3, 1.4.1): only Available ones go; a piece leaving the map returns to a smaller pool", () => {
      let s = fixture({ deck: [49, 41, 2], resources: { auc: 5 }, pieces: { cesar: { aucU: 16 } } });
      expect(available(s, "aucU")).toBe(2);
      s = play(s, c("event:unshaded"));
      expect(available(s, "aucU")).toBe(0);
      expect(s.outOfPlay?.aucG).toBe(2);
      expect(checkInvariants(s)).toEqual([]);
      // next card (Mancuso unshaded by the Government): the 16 come back, the pool counts 16, not 18
      s = play(s, c("pass"), c("pass"), c("pass"));
      expect(s.current).toBe(41);
      s = play(s, c("event:unshaded"));
      expect(available(s, "aucU")).toBe(16);
      expect(checkInvariants(s)).toEqual([]);
    });

    it("card 49 unshaded (8.1): no AUC Guerrilla Available → ineffective", () => {
      expect(eff(49, "unshaded", fixture({ pieces: { cesar: { aucU: 17 } } }), "govt")).toBe(true);
      expect(eff(49, "unshaded", fixture({ pieces: { cesar: { aucU: 18 } } }), "govt")).toBe(false);
    });

    it("card 49 shaded (1.4.2): an AUC Guerrilla and Base into a Department; full Departments and Cities are not offered", () => {
      let s = fixture({
        deck: [49, 2],
        pieces: { cesar: { farcBase: 1, govtBase: 1 } },
        zones: ["meta-west"],
      });
      s = play(s, c("event:shaded"));
      expect(options(s)).not.toContain("s|cesar"); // 2 Bases already
      expect(options(s)).not.toContain("s|bogota"); // a City
      expect(options(s)).toContain("s|meta-west"); // FARC Zones admit AUC pieces
      s = play(s, sp("meta-west"));
      expect(pieces(s, "meta-west", "aucU")).toBe(1);
      expect(pieces(s, "meta-west", "aucBase")).toBe(1);
    });

    it("card 49 shaded (5.1.3, 1.4.1): no AUC Base anywhere → the Guerrilla alone; an AUC player may free its own Base", () => {
      // Bases all on the map: the AUC executor may take one off (1.4.1) or not
      let s = fixture({
        deck: [49, 2],
        pieces: { cesar: { aucBase: 2 }, antioquia: { aucBase: 2 }, huila: { aucBase: 2 } },
      });
      s = play(s, c("event:shaded"), sp("vichada"));
      // the Base comes first: nothing Available, so the AUC player is offered to free one
      expect(options(s)).toEqual(expect.arrayContaining(["r|aucBase|cesar", "d"]));
      s = play(s, rm("aucBase", "cesar")); // the one place left is then taken at once
      expect(pieces(s, "vichada", "aucBase")).toBe(1);
      expect(pieces(s, "vichada", "aucU")).toBe(1);
      expect(pieces(s, "cesar", "aucBase")).toBe(1);
      // declining the freeing: the Guerrilla alone
      const d = play(
        fixture({
          deck: [49, 2],
          pieces: { cesar: { aucBase: 2 }, antioquia: { aucBase: 2 }, huila: { aucBase: 2 } },
        }),
        c("event:shaded"),
        sp("vichada"),
        done,
      );
      expect(pieces(d, "vichada", "aucU")).toBe(1);
      expect(pieces(d, "vichada", "aucBase")).toBe(0);
      // the Cartels executing: no freeing, the Guerrilla alone
      let t = fixture({
        deck: [49, 2],
        eligible: { auc: false },
        pieces: { cesar: { aucBase: 2 }, antioquia: { aucBase: 2 }, huila: { aucBase: 2 } },
      });
      t = play(t, c("event:shaded"), sp("vichada"));
      expect(pieces(t, "vichada", "aucU")).toBe(1);
      expect(pieces(t, "vichada", "aucBase")).toBe(0);
      expect(t.card.executed).toEqual(["cartels"]);
    });

    it("card 49 shaded (1.3.5): Ecuador, once card 33 made it a Department, is offered", () => {
      const s = fixture({ deck: [49, 2] });
      expect(options(play(s, c("event:shaded")))).not.toContain("s|ecuador");
      const t = structuredClone(s);
      t.ecuador = true;
      const u = play(t, c("event:shaded"), sp("ecuador"));
      expect(pieces(u, "ecuador", "aucU")).toBe(1);
      expect(pieces(u, "ecuador", "aucBase")).toBe(1);
    });

    it("card 49 shaded (5.1.3, 1.3.5): Ecuador with 1 AUC piece takes only one more, so a Department taking both comes first", () => {
      const s = fixture({
        deck: [49, 2],
        pieces: {
          ecuador: { aucU: 1 },
          // every other Department but Vichada holds 2 Bases
          ...fullOfBases(DEPTS.map((i) => SPACES[i].id).filter((id) => id !== "vichada")),
        },
      });
      const t = structuredClone(s);
      t.ecuador = true;
      const u = play(t, c("event:shaded"));
      // Vichada is the only Department taking both: taken at once, Ecuador is not offered
      expect(pieces(u, "vichada", "aucU")).toBe(1);
      expect(pieces(u, "vichada", "aucBase")).toBe(1);
      expect(pieces(u, "ecuador", "aucU") + pieces(u, "ecuador", "aucBase")).toBe(1);
      expect(checkInvariants(u)).toEqual([]);
    });

    it("card 49 shaded (5.1.3, 1.3.5): only Ecuador (1 AUC piece there) takes the Base → the Base goes in, not the Guerrilla", () => {
      const s = fixture({
        deck: [49, 2],
        pieces: {
          ecuador: { aucU: 1 },
          ...fullOfBases(DEPTS.map((i) => SPACES[i].id)), // 1 AUC Base left Available
        },
      });
      const t = structuredClone(s);
      t.ecuador = true;
      const u = play(t, c("event:shaded")); // the one Department taking a Base: taken at once
      expect(pieces(u, "ecuador", "aucBase")).toBe(1);
      expect(pieces(u, "ecuador", "aucU")).toBe(1); // the Guerrilla no longer fits (2 per Faction)
      expect(checkInvariants(u)).toEqual([]);
    });

    it("card 49 shaded (8.1): nothing AUC to place (and not the AUC freeing) → ineffective", () => {
      const none = {
        cesar: { aucBase: 2, aucU: 9 },
        antioquia: { aucBase: 2, aucU: 9 },
        huila: { aucBase: 2 },
      };
      expect(eff(49, "shaded", fixture({ pieces: none }), "govt")).toBe(false);
      expect(eff(49, "shaded", fixture({ pieces: none }), "auc")).toBe(true); // 1.4.1
      expect(eff(49, "shaded", fixture(), "govt")).toBe(true);
    });
  });
});
