// Card 4 Caño Limón – Coveñas: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c04-cano-limon-covenas/.

import { describe, expect, it } from "vitest";
import { LOCS, SPACES } from "../../../src/engine/data/map";
import { eventTurn } from "../bots/events/ev-helpers";
import { narration, npFixture } from "../bots/helpers";
import { c, fixture, options, play, refused, sp } from "../fixture";
import { eff, noMarkers, terror } from "./helpers";

const PIPELINES = LOCS.filter((i) => SPACES[i].pipeline).map((i) => SPACES[i].id);

const sabotageAllBut = (...keep: string[]) =>
  Object.fromEntries(PIPELINES.filter((id) => !keep.includes(id)).map((id) => [id, 1]));

describe("card 4: Event", () => {
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
});

describe("card 4: Non-player", () => {
  describe("8.4.3 unshaded sides (a Non-player Government later; here forced on an Insurgent)", () => {
    it("card 4 by a Non-player Government: the three 3-Econ pipelines, +18 Resources", () => {
      const s0 = npFixture({ deck: [4, 2], seats: { govt: "nonplayer" }, resources: { govt: 10 } });
      const r = eventTurn(s0);
      expect(r.state.resources.govt).toBe(28);
      expect(narration(r.steps).filter((k) => k === "np.ev.4.econ")).toHaveLength(3);
    });
  });
});
