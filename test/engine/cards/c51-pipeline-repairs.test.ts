// Card 51 Pipeline Repairs: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c51-pipeline-repairs/.

import { describe, expect, it } from "vitest";
import { LOCS, SPACES } from "../../../src/engine/data/map";
import { eventDef } from "../../../src/engine/events/registry";
import type { Faction, GameState } from "../../../src/engine/types";
import { c, fixture, idx, options, play, refused, sp } from "../fixture";

const sabotageAll = () => Object.fromEntries(PIPELINES.map((id) => [id, 1]));

const PIPELINES = LOCS.filter((i) => SPACES[i].pipeline).map((i) => SPACES[i].id);

const eff = (n: number, side: "unshaded" | "shaded", s: GameState, f: Faction) => {
  const d = eventDef(n)?.[side];
  if (!d) throw new Error(`card ${n} ${side} is not registered`);
  return d.effective(s, f);
};

const terror = (s: GameState, id: string) => s.spaces[idx(id)].terror;

describe("card 51: Event", () => {
  describe("card 51 Pipeline Repairs", () => {
    const board = {
      deck: [51, 2],
      pieces: {
        arauca: { farcU: 1 },
        "cali-ibague": { farcA: 2 },
        "bogota-neiva": { aucU: 3 },
        cartagena: { farcU: 1 },
      },
      terror: { "cartagena-sincelejo": 1 },
    };

    it("card 51 unshaded (3.3.4): every pipeline Sabotage is removed, no Resources; road Sabotage and Terror stay", () => {
      const s = play(
        fixture({
          deck: [51, 2],
          resources: { govt: 10 },
          terror: { "bogota-neiva": 1, "arauca-cucuta": 1, "cali-pasto": 1, huila: 2 },
        }),
        c("event:unshaded"),
      );
      expect(terror(s, "bogota-neiva")).toBe(0);
      expect(terror(s, "arauca-cucuta")).toBe(0);
      expect(terror(s, "cali-pasto")).toBe(1); // a road, not a pipeline
      expect(terror(s, "huila")).toBe(2);
      expect(s.resources.govt).toBe(10);
    });

    it("card 51 unshaded (1.7): no pipeline Sabotage → Govt Resources +12, up to 99", () => {
      const s = play(
        fixture({ deck: [51, 2], resources: { govt: 10 }, terror: { "cali-pasto": 1 } }),
        c("event:unshaded"),
      );
      expect(s.resources.govt).toBe(22);
      expect(terror(s, "cali-pasto")).toBe(1);
      expect(
        play(fixture({ deck: [51, 2], resources: { govt: 95 } }), c("event:unshaded")).resources.govt,
      ).toBe(99);
    });

    it("card 51 unshaded (8.1): no pipeline Sabotage and Resources at 99 → ineffective", () => {
      expect(eff(51, "unshaded", fixture({ resources: { govt: 99 } }), "govt")).toBe(false);
      expect(
        eff(51, "unshaded", fixture({ resources: { govt: 99 }, terror: { "bogota-yopal": 1 } }), "govt"),
      ).toBe(true);
      expect(eff(51, "unshaded", fixture({ resources: { govt: 98 } }), "govt")).toBe(true);
    });

    it("card 51 shaded (3.3.4): pipelines with FARC Guerrillas on or next to them are Sabotaged; 3 candidates, no question", () => {
      // Arauca touches arauca-cucuta and bogota-yopal; FARC stand on cali-ibague; Cartagena touches
      // only a Sabotaged pipeline; AUC Guerrillas do not count
      const s = play(fixture(board), c("event:shaded"));
      expect(terror(s, "arauca-cucuta")).toBe(1);
      expect(terror(s, "bogota-yopal")).toBe(1);
      expect(terror(s, "cali-ibague")).toBe(1);
      expect(terror(s, "bogota-neiva")).toBe(0);
      expect(terror(s, "cartagena-sincelejo")).toBe(1);
      expect(PIPELINES.reduce((n, id) => n + terror(s, id), 0)).toBe(4);
      expect(s.card.executed).toEqual(["auc"]);
    });

    it("card 51 shaded (5.1): more candidates than 3 → the executor picks 3", () => {
      let s = play(
        fixture({ ...board, pieces: { ...board.pieces, huila: { farcU: 1 } } }),
        c("event:shaded"),
      );
      expect(options(s).sort()).toEqual(
        [
          "s|arauca-cucuta",
          "s|bogota-bucaramanga-ibague",
          "s|bogota-neiva",
          "s|bogota-yopal",
          "s|cali-ibague",
        ].sort(),
      );
      refused(s, sp("cartagena-sincelejo"), "eventSpace");
      s = play(s, sp("bogota-neiva"), sp("bogota-yopal"), sp("cali-ibague"));
      expect(terror(s, "bogota-neiva") + terror(s, "bogota-yopal") + terror(s, "cali-ibague")).toBe(3);
      expect(terror(s, "arauca-cucuta") + terror(s, "bogota-bucaramanga-ibague")).toBe(0);
      expect(s.card.executed).toEqual(["auc"]);
    });

    it("card 51 shaded (5.1.3, 3.3.4): 1 marker left → 1 pipeline, the executor's pick", () => {
      let s = play(
        fixture({ ...board, terror: { ...board.terror, vaupes: 20, amazonas: 18 } }),
        c("event:shaded"),
      );
      expect(options(s)).toHaveLength(3);
      s = play(s, sp("bogota-yopal"));
      expect(terror(s, "bogota-yopal")).toBe(1);
      expect(terror(s, "arauca-cucuta") + terror(s, "cali-ibague")).toBe(0);
      expect(s.card.executed).toEqual(["auc"]);
    });

    it("card 51 shaded (8.1): no FARC Guerrilla by an unSabotaged pipeline, or no marker left → ineffective", () => {
      expect(eff(51, "shaded", fixture(board), "farc")).toBe(true);
      expect(eff(51, "shaded", fixture({ ...board, terror: { vaupes: 20, amazonas: 20 } }), "farc")).toBe(
        false,
      );
      expect(
        eff(51, "shaded", fixture({ pieces: { arauca: { farcU: 1 } }, terror: sabotageAll() }), "farc"),
      ).toBe(false);
      expect(eff(51, "shaded", fixture({ pieces: { vichada: { farcU: 3 } } }), "farc")).toBe(false);
      expect(eff(51, "shaded", fixture(), "farc")).toBe(false); // empty map
    });
  });
});
