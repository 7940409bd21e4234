// The Event helpers (5.1–5.5) exercised through test-only programs. They are registered on
// card 39's slot in this file only (vitest isolates modules per file), so no real card changes.
import { describe, expect, it } from "vitest";
import { place } from "../../../src/engine/core/mutate";
import { isDepartment } from "../../../src/engine/core/queries";
import { spacesWhere } from "../../../src/engine/events/helpers";
import { registerEvent, side } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import type { GameState } from "../../../src/engine/types";
import { c, done, fixture, idx, options, pieces, pl, play, refused, sp } from "../fixture";

const depts = (s: GameState) => spacesWhere((i) => isDepartment(s, i), s);

registerEvent(39, {
  // place up to 2 Police, then a Govt Base, into Departments (5.1.1 limits come from core/mutate)
  unshaded: side<{ placed: number }>(
    () => true,
    (x) =>
      x.place(
        {
          spaces: depts(x.s),
          kinds: ["police", "govtBase"],
          n: 2,
          upTo: true,
          prompt: "prompt.card14.placeDept",
        },
        "placed",
      ),
    // a later step sees what the choice frame recorded, typed
    (x) => {
      if (x.data.placed === 2) place(x.ctx, "troops", idx("bogota"));
    },
  ),
  // the executor (AUC: 1st on card 39) gives the Government a free Train limited to Bogotá (5.5);
  // Cartels are marked Ineligible
  shaded: side<{ who: "govt" }>(
    () => true,
    (x) => x.pickFaction("who", { among: ["govt"], prompt: "prompt.card29.faction" }),
    (x) => {
      x.ineligible("cartels");
      if (x.data.who) x.freeOp(x.data.who, "train", { only: [idx("bogota")], maxSpaces: 1 });
    },
  ),
});

describe("event helpers", () => {
  it("5.1.1 pickPieces never places unavailable pieces, into a FARC Zone, or beyond stacking", () => {
    let s = fixture({
      deck: [39, 2],
      zones: ["meta-west"],
      pieces: { huila: { farcBase: 1, aucBase: 1 }, cartagena: { police: 30 } },
    });
    s = play(s, c("event:unshaded"));
    expect(options(s)).not.toContain("p|police|huila"); // none available
    expect(options(s)).toContain("p|govtBase|narino");
    refused(s, pl("police", "narino"), "eventUnavailable");
    refused(s, pl("govtBase", "meta-west"), "eventFarcZone");
    refused(s, pl("govtBase", "huila"), "eventStacking");
    s = play(s, pl("govtBase", "narino"), pl("govtBase", "narino"));
    expect(pieces(s, "narino", "govtBase")).toBe(2);
    expect(pieces(s, "bogota", "troops")).toBe(1); // the later step read data.placed = 2
  });

  it("5.1.3 an up-to choice offers done; stopping early skips what depended on it", () => {
    let s = fixture({ deck: [39, 2] });
    s = play(s, c("event:unshaded"));
    expect(options(s)).toContain("d");
    s = play(s, pl("police", "huila"), done);
    expect(pieces(s, "huila", "police")).toBe(1);
    expect(pieces(s, "bogota", "troops")).toBe(0);
    expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
  });

  it("5.5 a free Operation for another Faction costs nothing and leaves its Eligibility alone", () => {
    let s = fixture({
      deck: [39, 2],
      eligible: { govt: false },
      resources: { govt: 7 },
    });
    s = play(s, c("event:shaded")); // AUC executes
    // the single value is taken at once; the free Train is limited to Bogotá
    expect(getDecision(s).faction).toBe("govt");
    refused(s, sp("cali"), "notAnOption");
    s = play(s, sp("bogota"), pl("troops", "bogota"), done);
    while (getDecision(s).faction === "govt") s = play(s, done); // finish the Train
    expect(pieces(s, "bogota", "troops")).toBe(1);
    expect(s.resources.govt).toBe(7);
    expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
    expect(getDecision(s).faction).toBe("farc"); // the Government was not Eligible on this card
    s = play(s, c("pass"), c("pass")); // FARC and Cartels pass: the card ends
    // next card: AUC executed the Event (Ineligible), Cartels were marked Ineligible by it;
    // the Government's free Train did not count as executing (5.5): it is Eligible (2.3.7)
    expect(s.eligible.auc).toBe(false);
    expect(s.eligible.cartels).toBe(false);
    expect(s.eligible.govt).toBe(true);
    expect(s.eligible.farc).toBe(true);
  });
});
