// Card 34 Airdropped AKs: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c34-airdropped-aks/.

import { describe, expect, it } from "vitest";
import { botMove } from "../../../src/engine/bots/index";
import { choiceValue } from "../../../src/engine/choice";
import { getDecision } from "../../../src/engine/flow/runtime";
import type { Frame } from "../../../src/engine/types";
import { eventTurn, withStep } from "../bots/events/ev-helpers";
import { narration, npFixture } from "../bots/helpers";
import { c, fixture, options, pieces, play, rm, sp } from "../fixture";
import { allFarcBases, eff } from "./helpers";

describe("card 34: Event", () => {
  describe("card 34 Airdropped AKs", () => {
    it("card 34 unshaded (5.1, 1.7): the executor picks an Insurgent Faction with Resources; it loses 5, not below 0", () => {
      let s = play(
        fixture({ deck: [34, 2], resources: { farc: 0, auc: 10, cartels: 3 } }),
        c("event:unshaded"),
      );
      expect(options(s).sort()).toEqual(["c|faction:auc", "c|faction:cartels"]);
      s = play(s, c("faction:cartels"));
      expect(s.resources.cartels).toBe(0);
      expect(s.resources.auc).toBe(10);
    });

    it("card 34 unshaded (8.1): every Insurgent at 0 Resources → ineffective", () => {
      expect(eff(34, "unshaded", fixture({ resources: { farc: 0, auc: 0, cartels: 0 } }), "govt")).toBe(
        false,
      );
      expect(eff(34, "unshaded", fixture({ resources: { farc: 0, auc: 1, cartels: 0 } }), "govt")).toBe(true);
    });

    it("card 34 shaded (5.1): the executor picks the Faction; that Faction picks a 0-Pop Department for 2 Guerrillas and a Base", () => {
      let s = play(
        fixture({ deck: [34, 2], pieces: { guainia: { farcBase: 1, cartelsBase: 1 } } }),
        c("event:shaded"),
      );
      expect(getDecision(s).faction).toBe("farc");
      expect(options(s).sort()).toEqual(["c|faction:auc", "c|faction:cartels", "c|faction:farc"]);
      s = play(s, c("faction:auc"));
      expect(getDecision(s).faction).toBe("auc");
      // Guainía has no room for a Base (1.4.2); Departments with Pop never qualify
      expect(options(s).sort()).toEqual(["s|amazonas", "s|vaupes", "s|vichada"]);
      s = play(s, sp("vichada"));
      expect(pieces(s, "vichada", "aucU")).toBe(2);
      expect(pieces(s, "vichada", "aucBase")).toBe(1);
      expect(s.card.executed).toEqual(["farc"]);
    });

    it("card 34 shaded (5.1.3, 1.4.1): no Base Available for another Faction — its Guerrillas still go, nothing is freed", () => {
      const aucBases = { huila: { aucBase: 2 }, cesar: { aucBase: 2 }, narino: { aucBase: 2 } };
      let s = play(
        fixture({ deck: [34, 2], pieces: aucBases }),
        c("event:shaded"),
        c("faction:auc"),
        sp("amazonas"),
      );
      expect(pieces(s, "amazonas", "aucU")).toBe(2);
      expect(pieces(s, "amazonas", "aucBase")).toBe(0);
      expect(s.card.executed).toEqual(["farc"]);
      // the executor placing its own pieces may free a Base (1.4.1)
      s = play(
        fixture({ deck: [34, 2], pieces: allFarcBases }),
        c("event:shaded"),
        c("faction:farc"),
        sp("vaupes"),
      );
      expect(options(s)).toContain("r|farcBase|choco");
      s = play(s, rm("farcBase", "choco")); // then Vaupés is the only place for it: no question
      expect(pieces(s, "vaupes", "farcBase")).toBe(1);
      expect(pieces(s, "vaupes", "farcU")).toBe(2);
    });

    it("card 34 shaded (1.3.5, 1.4.2): after card 33 Ecuador is a 0-Pop Department — the Base goes first within its 2-piece limit", () => {
      const full = { vichada: { cartelsBase: 2 }, guainia: { cartelsBase: 2 }, vaupes: { cartelsBase: 2 } };
      let s = fixture({ deck: [34, 2], pieces: { ...full, amazonas: { cartelsBase: 2 } } });
      s.ecuador = true;
      s = play(s, c("event:shaded"), c("faction:auc"));
      // the only 0-Pop Department with room for a Base: taken at once; the Base, then 1 Guerrilla fit
      expect(pieces(s, "ecuador", "aucBase")).toBe(1);
      expect(pieces(s, "ecuador", "aucU")).toBe(1);
      expect(s.card.executed).toEqual(["farc"]);
      // without card 33 Ecuador is no space: Guerrillas only, into a full 0-Pop Department
      let t = play(
        fixture({ deck: [34, 2], pieces: { ...full, amazonas: { cartelsBase: 2 } } }),
        c("event:shaded"),
        c("faction:auc"),
      );
      expect(options(t)).not.toContain("s|ecuador");
      t = play(t, sp("amazonas"));
      expect(pieces(t, "amazonas", "aucU")).toBe(2);
    });

    it("card 34 shaded (8.1): nothing of any Insurgent to place → ineffective", () => {
      const all = {
        huila: { farcU: 30, farcBase: 2, cartelsU: 12 },
        narino: { aucU: 18, farcBase: 2 },
        putumayo: { farcBase: 2 },
        cesar: { aucBase: 2 },
        antioquia: { aucBase: 2 },
        santander: { aucBase: 2 },
        choco: { farcBase: 2 },
        guaviare: { farcBase: 1 },
        vichada: { cartelsBase: 2 },
        guainia: { cartelsBase: 2 },
        vaupes: { cartelsBase: 2 },
        amazonas: { cartelsBase: 2 },
      };
      // 7 Cartels Bases remain Available but every 0-Pop Department is full (1.4.2)
      expect(eff(34, "shaded", fixture({ pieces: all }), "govt")).toBe(false);
      expect(eff(34, "shaded", fixture({ pieces: { ...all, amazonas: { cartelsBase: 1 } } }), "govt")).toBe(
        true,
      );
    });
  });
});

describe("card 34: Non-player", () => {
  describe("8.4.3 unshaded sides (a Non-player Government later; here forced on an Insurgent)", () => {
    it("card 34 by a Non-player Government: the Insurgent leading on victory margin loses 5", () => {
      // margins: AUC 0, Cartels min(0 − 10, 20 − 40), FARC 0 − 25
      const frame = {
        k: "ev.choice",
        by: "govt",
        key: "faction",
        labels: (["farc", "auc", "cartels"] as const).map((f) => choiceValue({ k: "faction", faction: f })),
        values: ["farc", "auc", "cartels"],
        prompt: "prompt.card34.loser",
        rule: "5.1",
      } as Frame;
      const s = withStep(
        npFixture({ seats: { govt: "nonplayer" }, resources: { cartels: 20 } }),
        34,
        "unshaded",
        "govt",
        frame,
      );
      const m = botMove(s)!;
      expect(m.command).toMatchObject({ t: "choose", v: choiceValue({ k: "faction", faction: "auc" }) });
      expect(m.why.map((w) => w.key)).toEqual(["np.ev.34.leader"]);
    });
  });

  describe("8.4.4 card 34 shaded: who places the Base and Guerrillas", () => {
    const placer = (offer: ("auc" | "cartels")[]): Frame =>
      ({
        k: "ev.choice",
        by: "farc",
        key: "faction",
        labels: offer.map((f) => choiceValue({ k: "faction", faction: f })),
        values: offer,
        prompt: "prompt.card34.placer",
        rule: "5.1",
      }) as Frame;

    it("FARC executes: its own pieces, in a 0-Pop Department", () => {
      const r = eventTurn(npFixture({ deck: [34, 2] }));
      expect(narration(r.steps)).toContain("np.ev.34.self");
      const zeroPop = ["vichada", "guainia", "vaupes", "amazonas"];
      expect(zeroPop.map((id) => pieces(r.state, id, "farcBase")).reduce((a, b) => a + b)).toBe(1);
      expect(zeroPop.map((id) => pieces(r.state, id, "farcU")).reduce((a, b) => a + b)).toBe(2);
    });

    it("FARC cannot place its own: the Insurgent furthest behind on margin (the Cartels, −10)", () => {
      const s = withStep(npFixture(), 34, "shaded", "farc", placer(["auc", "cartels"]));
      const m = botMove(s)!;
      expect(m.command).toMatchObject({ v: choiceValue({ k: "faction", faction: "cartels" }) });
      expect(m.why).toEqual([{ key: "np.ev.34.trailing", params: { faction: "cartels" } }]);
    });

    it("… and AUC when it trails (4 FARC Bases: AUC −4; Cartels min(8 − 10, 50 − 40) = −2)", () => {
      const board = npFixture({
        resources: { cartels: 50 },
        pieces: {
          huila: { farcBase: 2 },
          guaviare: { farcBase: 2 },
          putumayo: { cartelsBase: 2 },
          vaupes: { cartelsBase: 2 },
          amazonas: { cartelsBase: 2 },
          narino: { cartelsBase: 2 },
        },
      });
      const m = botMove(withStep(board, 34, "shaded", "farc", placer(["auc", "cartels"])))!;
      expect(m.command).toMatchObject({ v: choiceValue({ k: "faction", faction: "auc" }) });
    });
  });
});
