// Narration gaps (section 8): the steps a flowchart takes without a box of its own still say what
// they do — the Special Activity chosen with the Operation, Train's spaces, Base and Civic Action
// steps (3.2.1), cubes leaving a new FARC Zone (6.4.4), Momentum in play (5.4).
import { describe, expect, it } from "vitest";
import { gameSeed } from "../../../src/cli/common";
import { mixSetup } from "../../../src/cli/sim";
import { apply, botMove, createGame, isRuleError, stepOf } from "../../../src/engine/index";

const ALL = ["govt", "farc", "auc", "cartels"] as const;

describe("narration of the plain steps", () => {
  it("every SA choice, Train step, Civic Action step and FARC Zone cube move says something; Momentum is told", () => {
    const met = new Map<string, number>();
    const silent: string[] = [];
    const bump = (k: string) => met.set(k, (met.get(k) ?? 0) + 1);
    const kinds = ["sa", "train", "trainDone", "zone", "momentum"];
    // seeded games until every kind of step was met (a FARC Zone with cubes in it is rare)
    for (let g = 0; g < 150 && !kinds.every((k) => met.has(k)); g++) {
      let s = createGame(mixSetup(gameSeed(20261128, g), [...ALL]));
      for (let k = 0; k < 6000 && !s.ended; k++) {
        const m = botMove(s)!;
        const c = m.command;
        const top = stepOf(s).top.k;
        let kind = "";
        if (c.t === "choose" && c.v.startsWith("sa:")) kind = "sa";
        else if (top === "op.train" && (c.t === "space" || (c.t === "choose" && /^(civic|base)/.test(c.v))))
          kind = "train";
        else if (top === "op.train" && c.t === "done") kind = "trainDone";
        else if (top === "farcZone" && c.t === "move") kind = "zone";
        if (kind) {
          bump(kind);
          if (!m.why.length) silent.push(`${kind} ${JSON.stringify(c)}`);
        }
        if (top === "card" && s.momentum.length && Object.keys(s.card.acted).length === 0) {
          bump("momentum");
          const told = m.why.filter((w) => w.key === "np.step.momentum").map((w) => w.params?.card);
          expect(told).toEqual(s.momentum);
        }
        const r = apply(s, c);
        if (isRuleError(r)) throw new Error(r.code);
        s = r.state;
      }
    }
    expect(silent).toEqual([]);
    for (const k of ["sa", "train", "trainDone", "zone", "momentum"])
      expect(met.get(k) ?? 0, k).toBeGreaterThan(0);
  });
});
