// Card 69 Riverines & Fast Boats: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c69-riverines-fast-boats/.

import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import type { Faction, GameState } from "../../../src/engine/types";
import { bodies, eventTurn, takeEvent } from "../bots/events/ev-helpers";
import { narration, npFixture } from "../bots/helpers";
import { c, done, fixture, idx, mv, options, pieces, play, refused, sp } from "../fixture";

const eff = (s: GameState, f: Faction) => eventDef(69)!.unshaded!.effective(s, f);

const prompt = (s: GameState) => getDecision(s).prompt.key;

describe("card 69: Event", () => {
  describe("card 69 Riverines & Fast Boats", () => {
    const govt = () =>
      fixture({
        deck: [69, 2],
        eligible: { cartels: false, auc: false }, // the Government executes
        resources: { govt: 0 },
        pieces: { bogota: { troops: 4, police: 1 }, cali: { police: 1 }, guaviare: { farcA: 2, farcU: 1 } },
      });

    it("card 69 (5.1, 5.5): cubes travel as one group through 3 Departments, then a free Assault there", () => {
      let s = play(govt(), c("event:unshaded"));
      expect(prompt(s)).toBe("prompt.card69.origin");
      expect(options(s).sort()).toEqual(["s|bogota", "s|cali"]);
      s = play(s, sp("bogota"));
      expect(options(s).sort()).toEqual(["s|huila", "s|meta-east", "s|meta-west", "s|santander"]); // Departments only
      s = play(s, sp("meta-west"));
      expect(prompt(s)).toBe("prompt.card69.group");
      expect(options(s)).not.toContain("d"); // at least one piece goes
      s = play(s, mv("troops", "bogota", "meta-west"), mv("troops", "bogota", "meta-west"));
      s = play(s, mv("troops", "bogota", "meta-west"), done);
      expect(pieces(s, "meta-west", "troops")).toBe(3);
      expect(prompt(s)).toBe("prompt.card69.hop");
      expect(options(s)).not.toContain("s|neiva"); // a City: not a Department
      expect(options(s)).not.toContain("s|bogota-neiva");
      s = play(s, sp("putumayo"));
      // a chain goes through each Department once: not back to Meta West (rulings.md)
      expect(options(s)).not.toContain("s|meta-west");
      s = play(s, sp("guaviare"));
      // the whole group moved on; Bogotá keeps what stayed behind
      expect(pieces(s, "meta-west", "troops")).toBe(0);
      expect(pieces(s, "putumayo", "troops")).toBe(0);
      expect(pieces(s, "guaviare", "troops")).toBe(3);
      expect(pieces(s, "bogota", "troops")).toBe(1);
      expect(pieces(s, "bogota", "police")).toBe(1);
      // 3 Departments reached: the free Operation, never Patrol (Train: its 3 cubes could become a Base)
      expect(prompt(s)).toBe("prompt.card69.op");
      expect(options(s).sort()).toEqual([
        "c|mode:noOp",
        "c|mode:opAssault",
        "c|mode:opSweep",
        "c|mode:opTrain",
      ]);
      s = play(s, c("mode:opAssault"), sp("guaviare"));
      // 3.2.4 only Active Guerrillas fall; free of Resources (5.5)
      expect(pieces(s, "guaviare", "farcA")).toBe(0);
      expect(pieces(s, "guaviare", "farcU")).toBe(1);
      expect(prompt(s)).toBe("prompt.secondEligible");
      expect(s.resources.govt).toBe(0);
    });

    it("card 69 (5.1): the chain may stop after one Department; the free Operation may be declined", () => {
      let s = play(govt(), c("event:unshaded"), sp("bogota"), sp("meta-west"));
      s = play(s, mv("police", "bogota", "meta-west"), done);
      expect(prompt(s)).toBe("prompt.card69.hop");
      s = play(s, done);
      expect(pieces(s, "meta-west", "police")).toBe(1);
      expect(prompt(s)).toBe("prompt.card69.op");
      // Meta West: no Guerrillas, no City and no Base: only a Sweep (cubes may still move in)
      expect(options(s)).not.toContain("c|mode:opAssault");
      s = play(s, c("mode:noOp"));
      expect(prompt(s)).toBe("prompt.secondEligible");
    });

    it("card 69 (1.4.2, 6.4.4): Government cubes never enter a FARC Zone along the chain", () => {
      let s = fixture({
        deck: [69, 2],
        eligible: { cartels: false, auc: false },
        pieces: { bogota: { troops: 1 } },
        zones: ["meta-west", "guaviare"],
      });
      s = play(s, c("event:unshaded"));
      // Bogotá is the only origin: taken at once
      expect(options(s)).not.toContain("s|meta-west");
      refused(s, sp("meta-west"), "eventSpace");
      s = play(s, sp("meta-east"), mv("troops", "bogota", "meta-east"));
      expect(options(s)).not.toContain("s|guaviare");
      expect(options(s)).toContain("s|vichada");
    });

    it("card 69 (4.5.3, 3.3): Cartels Guerrillas carry their Shipment; Terror or Rally offered, never March", () => {
      let s = fixture({
        deck: [69, 2],
        resources: { cartels: 0 },
        pieces: { narino: { cartelsU: 1, cartelsA: 1 }, huila: { troops: 1 } },
        shipments: [["narino", "cartels"]],
        levels: { huila: 1 },
      });
      s = play(s, c("event:unshaded"));
      expect(getDecision(s).faction).toBe("cartels");
      s = play(s, sp("huila"), mv("cartelsU", "narino", "huila"), mv("cartelsA", "narino", "huila"), done);
      expect(s.shipments).toEqual([{ s: idx("huila"), f: "cartels" }]); // with its last Guerrilla
      expect(prompt(s)).toBe("prompt.card69.op");
      const opts = options(s);
      expect(opts).toEqual(expect.arrayContaining(["c|mode:opRally", "c|mode:opTerror", "c|mode:noOp"]));
      expect(opts.some((o) => o.includes("March") || o.includes("Patrol"))).toBe(false);
      s = play(s, c("mode:opTerror"), sp("huila"));
      expect(s.spaces[idx("huila")].terror).toBe(1);
      expect(s.resources.cartels).toBe(0); // free (5.5)
    });

    it("card 69 (1.3.5, 1.4.2): Ecuador, once a Department, takes the group only within its 2-piece limit", () => {
      let s = fixture({
        deck: [69, 2],
        pieces: { pasto: { cartelsU: 3 }, ecuador: { cartelsBase: 1 } },
      });
      s.ecuador = true;
      s = play(s, c("event:unshaded")); // Pasto is the only start: taken at once
      expect(options(s)).toContain("s|narino"); // not Pasto's LoCs or Cities
      s = play(s, sp("narino"), mv("cartelsU", "pasto", "narino"), mv("cartelsU", "pasto", "narino"), done);
      // a group of 2 no longer fits beside the Cartels Base in Ecuador (2 pieces per Faction)
      expect(options(s)).not.toContain("s|ecuador");
      expect(options(s)).toContain("s|huila");
      let t = fixture({ deck: [69, 2], pieces: { pasto: { cartelsU: 3 } } });
      t.ecuador = true;
      t = play(
        t,
        c("event:unshaded"),
        sp("narino"),
        mv("cartelsU", "pasto", "narino"),
        mv("cartelsU", "pasto", "narino"),
      );
      t = play(t, done, sp("ecuador"));
      expect(pieces(t, "ecuador", "cartelsU")).toBe(2);
    });

    it("card 69 (8.1): ineffective with none of the executor's cubes or Guerrillas on the map", () => {
      expect(eff(fixture({ pieces: { bogota: { troops: 1 } } }), "farc")).toBe(false);
      expect(eff(fixture({ pieces: { bogota: { troops: 1 } } }), "govt")).toBe(true);
      expect(eff(fixture({ pieces: { bogota: { farcBase: 1 } } }), "farc")).toBe(false); // Bases do not travel
      // Government cubes whose every neighbouring Department is a FARC Zone go nowhere
      expect(
        eff(fixture({ pieces: { neiva: { police: 1 } }, zones: ["meta-west", "putumayo", "huila"] }), "govt"),
      ).toBe(false);
    });
  });
});

describe("card 69: Non-player", () => {
  describe("8.4.4 card 69 Riverines & Fast Boats", () => {
    it("FARC's largest group heads for the nearest Government pieces, stops there and Attacks", () => {
      // the largest group is Guaviare's 4 (Vaupés has 1); the Police in Putumayo are 1 step away:
      // the group goes there, stops (no further step) and, 4 strong, Attacks (3.3.3)
      const s0 = npFixture({
        deck: [69, 2],
        eligible: { cartels: false, auc: false, govt: false },
        resources: { farc: 5 },
        pieces: { guaviare: { farcU: 4 }, vaupes: { farcU: 1 }, putumayo: { police: 1 } },
      });
      const r = eventTurn(takeEvent(s0, "unshaded"));
      const keys = narration(r.steps);
      expect(keys).toEqual(
        expect.arrayContaining(["np.ev.69.origin", "np.ev.69.toward", "np.ev.69.arrived", "np.ev.69.op"]),
      );
      expect(pieces(r.state, "guaviare", "farcU") + pieces(r.state, "guaviare", "farcA")).toBe(0);
      const op = r.steps.flatMap((st) => st.move.why).find((w) => w.key === "np.ev.69.op");
      expect(op?.params).toMatchObject({ op: "attack", space: "putumayo" });
    });

    it("too few Guerrillas for even odds: Terror rather than Attack", () => {
      const s0 = npFixture({
        deck: [69, 2],
        eligible: { cartels: false, auc: false, govt: false },
        resources: { farc: 5 },
        levels: { putumayo: 1 },
        pieces: { guaviare: { farcU: 2 }, putumayo: { police: 1 } },
      });
      const r = eventTurn(takeEvent(s0, "unshaded"));
      const op = r.steps.flatMap((st) => st.move.why).find((w) => w.key === "np.ev.69.op");
      expect(op?.params).toMatchObject({ op: "terror", space: "putumayo" });
    });

    it("no Government piece in any Department: the group stops after its first step", () => {
      const s0 = npFixture({
        deck: [69, 2],
        eligible: { cartels: false, auc: false, govt: false },
        resources: { farc: 5 },
        pieces: { guaviare: { farcU: 2 }, bogota: { police: 1 } },
      });
      const r = eventTurn(takeEvent(s0, "unshaded"));
      const keys = narration(r.steps);
      expect(keys).toContain("np.ev.69.nowhere");
      expect(keys).not.toContain("np.ev.69.toward");
      // one step out of Guaviare (8.2 at random: no target to head for), both Guerrillas, then it ends
      const b = bodies(r.steps);
      expect(b[0]).toMatch(/^space /);
      expect(b.slice(1, 4)).toEqual([
        expect.stringMatching(/^move farcU guaviare /),
        expect.stringMatching(/^move farcU guaviare /),
        "done",
      ]);
    });
  });
});
