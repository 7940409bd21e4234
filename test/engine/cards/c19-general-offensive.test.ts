// Card 19 General Offensive: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c19-general-offensive/.

import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import type { GameState, LogEntry } from "../../../src/engine/types";
import { eventTurn } from "../bots/events/ev-helpers";
import { npFixture } from "../bots/helpers";
import { c, type FixtureSpec, fixture, options, pieces, play, sp, idx as spaceOf, step } from "../fixture";
import { terror } from "./helpers";

/** play commands and keep the log */
function playLog(s: GameState, ...bodies: Parameters<typeof play>[1][]): { s: GameState; log: LogEntry[] } {
  const log: LogEntry[] = [];
  for (const b of bodies) {
    const r = step(s, b);
    s = r.state;
    log.push(...r.log);
  }
  return { s, log };
}

const govtFirst = (more: FixtureSpec) => fixture({ deck: [19, 2], eligible: { farc: false }, ...more });

describe("card 19: Event", () => {
  describe("card 19 General Offensive", () => {
    const govtBoard = {
      pieces: {
        santander: { troops: 2, farcU: 2 }, // Sweep only
        bogota: { troops: 2, farcA: 1 }, // Assault only
        cali: { troops: 1, police: 1, farcA: 1, aucU: 1 }, // either
        huila: { troops: 1, farcA: 1 }, // neither (1 Troops in Mountain removes nothing)
        "meta-east": { farcU: 1 }, // neither (no cube)
      },
      resources: { govt: 0 },
    };

    it("card 19 (5.5, 3.2.3, 3.2.4) Government: one free Sweep without movement or Assault in each space possible", () => {
      let s = play(govtFirst(govtBoard), c("event:unshaded"));
      expect(getDecision(s).faction).toBe("govt");
      expect(getDecision(s).prompt.key).toBe("prompt.card19.space");
      expect(options(s).sort()).toEqual(["s|bogota", "s|cali", "s|santander"]);
      s = play(s, sp("santander")); // only a Sweep fits: it runs at once
      expect(pieces(s, "santander", "farcA")).toBe(2);
      expect(pieces(s, "santander", "troops")).toBe(2);
      expect(options(s).sort()).toEqual(["s|bogota", "s|cali"]);
      s = play(s, sp("cali"));
      expect(getDecision(s).prompt.key).toBe("prompt.card19.op");
      expect(options(s).sort()).toEqual(["c|op:assault", "c|op:sweep"]);
      s = play(s, c("op:assault"));
      expect(pieces(s, "cali", "farcA")).toBe(0);
      expect(pieces(s, "cali", "aucU")).toBe(1); // one option per space: no Sweep there afterwards
      expect(options(s)).toEqual(["s|bogota"]);
      s = play(s, sp("bogota"));
      expect(pieces(s, "bogota", "farcA")).toBe(0);
      // every space possible is done: the card goes on (free: no Resources were needed)
      expect(s.frames.some((f) => f.k === "ev.spaceLoop")).toBe(false);
      expect(s.resources.govt).toBe(0);
      expect(pieces(s, "huila", "farcA")).toBe(1);
    });

    it("card 19 (3.2.3) Government: the Sweep moves nothing in, not even card 11's Police", () => {
      let s = govtFirst({
        pieces: {
          cali: { troops: 1, aucU: 3 },
          "cali-pasto": { troops: 3, police: 2 },
          pasto: { troops: 2 },
        },
        capabilities: { 11: "unshaded" },
      });
      s = play(s, c("event:unshaded"), sp("cali")); // only a Sweep fits (nothing Active)
      expect(pieces(s, "cali", "troops")).toBe(1);
      expect(pieces(s, "cali", "police")).toBe(0);
      expect(pieces(s, "cali", "aucA")).toBe(1);
    });

    it("card 19 (5.3) Government: card 11 shaded still asks Troops or Police for each Sweep", () => {
      let s = govtFirst({
        pieces: { cali: { troops: 1, police: 2, aucU: 3 } },
        capabilities: { 11: "shaded" },
      });
      s = play(s, c("event:unshaded"), sp("cali"));
      expect(getDecision(s).prompt.key).toBe("prompt.card11.via");
      s = play(s, c("via:police"));
      expect(pieces(s, "cali", "aucA")).toBe(2);
    });

    it("card 19 (5.1.2) Government: cards 3 shaded and 17 shaded yield to the Event being played", () => {
      const spec = {
        pieces: {
          cesar: { troops: 2, farcA: 1 },
          arauca: { troops: 1, aucA: 1 },
          "meta-east": { troops: 1, aucA: 1 },
        },
        capabilities: { 3: "shaded" as const },
        momentum: [17],
      };
      let s = play(govtFirst(spec), c("event:unshaded"));
      expect(options(s).sort()).toEqual(["s|arauca", "s|cesar", "s|meta-east"]);
      s = play(s, sp("cesar"), sp("arauca"), sp("meta-east"));
      expect(pieces(s, "cesar", "farcA") + pieces(s, "arauca", "aucA") + pieces(s, "meta-east", "aucA")).toBe(
        0,
      );
      // the Assaults count for the card: no Assault Operation after it on this card
      expect(s.card.assaultSpaces).toBe(3);
    });

    it("card 19 (5.1.2) Government: card 2 shaded's 1 Sweep space per card yields to the Event too", () => {
      let s = govtFirst({
        pieces: { cali: { troops: 1, aucU: 1 }, santander: { troops: 1, farcU: 1 } },
        capabilities: { 2: "shaded" },
      });
      s = play(s, c("event:unshaded"), sp("cali"), sp("santander"));
      expect(pieces(s, "cali", "aucA") + pieces(s, "santander", "farcA")).toBe(2);
      expect(s.card.sweepSpaces).toBe(2);
    });

    it("card 19 (6.4.4) Government: no Sweep in a FARC Zone", () => {
      const s = govtFirst({
        pieces: { "meta-west": { farcU: 2 }, bogota: { troops: 2 } },
        zones: ["meta-west"],
      });
      expect(eventDef(19)!.unshaded!.effective(s, "govt")).toBe(false);
    });

    it("card 19 (8.1) effective when the executor can act somewhere, for its own options", () => {
      const ev = eventDef(19)!.unshaded!;
      expect(ev.effective(fixture(), "govt")).toBe(false);
      expect(ev.effective(fixture(), "farc")).toBe(false);
      const b = fixture(govtBoard);
      expect(ev.effective(b, "govt")).toBe(true);
      expect(ev.effective(b, "farc")).toBe(true); // FARC Underground in Santander: Terror
      expect(ev.effective(b, "cartels")).toBe(false); // no Cartels piece anywhere
    });

    it("card 19 (8.1, 5.1.2) effective counts what the Event may do despite cards 17 and 42 shaded", () => {
      const ev = eventDef(19)!.unshaded!;
      // card 17 shaded: the only useful Government option is a Sweep in a Department, which the
      // Event may make (5.1.2): effective, and the Sweep happens
      const dept = govtFirst({ pieces: { santander: { troops: 2, farcU: 2 } }, momentum: [17] });
      expect(ev.effective(dept, "govt")).toBe(true);
      const swept = play(dept, c("event:unshaded"), sp("santander"));
      expect(pieces(swept, "santander", "farcA")).toBe(2);
      expect(ev.effective(govtFirst({ pieces: { santander: { troops: 2 } }, momentum: [17] }), "govt")).toBe(
        false,
      );
      // card 42 shaded shields FARC from Sweep and Assault, but not from this Event (5.1.2)
      const shielded = govtFirst({ pieces: { bogota: { troops: 2, farcA: 1 } }, momentum: [42] });
      shielded.momentumBy = { 42: "farc" };
      expect(ev.effective(shielded, "govt")).toBe(true);
      expect(pieces(play(shielded, c("event:unshaded"), sp("bogota")), "bogota", "farcA")).toBe(0);
    });

    it("card 19 (1.3.5) Ecuador counts as a space once card 33 made it one", () => {
      const board = (more: FixtureSpec = {}) => {
        const s = fixture({ deck: [19, 2], pieces: { ecuador: { farcU: 1, troops: 1, aucA: 1 } }, ...more });
        s.ecuador = true;
        return s;
      };
      let s = play(board(), c("event:unshaded"));
      expect(options(s)).toEqual(["s|ecuador"]);
      s = play(s, sp("ecuador"), c("op:terror"));
      expect(pieces(s, "ecuador", "farcA")).toBe(1);
      expect(s.spaces[spaceOf("ecuador")].terror).toBe(1);
      // the Government's free Sweep (3.2.3, no movement) and Assault reach it too (1.3.5)
      let g = play(board({ eligible: { farc: false } }), c("event:unshaded"));
      expect(options(g)).toEqual(["s|ecuador"]);
      g = play(g, sp("ecuador"));
      expect(options(g).sort()).toEqual(["c|op:assault", "c|op:sweep"]);
      const swept = play(g, c("op:sweep"));
      expect(pieces(swept, "ecuador", "farcU")).toBe(0);
      expect(pieces(swept, "ecuador", "farcA")).toBe(1);
      g = play(g, c("op:assault"));
      expect(pieces(g, "ecuador", "aucA")).toBe(0);
      // while it is a foreign country, nothing there counts
      const foreign = fixture({ deck: [19, 2], pieces: { ecuador: { farcU: 1 } } });
      expect(eventDef(19)!.unshaded!.effective(foreign, "farc")).toBe(false);
    });

    it("card 19 (5.5, 3.3.3, 3.3.4) Insurgent: one free Attack or Terror in each space possible", () => {
      const spec: FixtureSpec = {
        deck: [19, 2],
        pieces: {
          huila: { farcU: 3, troops: 1 }, // either
          "bogota-neiva": { farcU: 1 }, // Terror only
          cali: { farcA: 2, police: 1 }, // Attack only
          "meta-east": { farcA: 1 }, // neither
        },
        resources: { farc: 0 },
      };
      let s = play(fixture(spec), c("event:unshaded"));
      expect(getDecision(s).faction).toBe("farc");
      expect(options(s).sort()).toEqual(["s|bogota-neiva", "s|cali", "s|huila"]);
      const t = playLog(s, sp("bogota-neiva"));
      s = t.s;
      expect(pieces(s, "bogota-neiva", "farcA")).toBe(1);
      expect(s.spaces[spaceOf("bogota-neiva")].terror).toBe(1); // Sabotage (3.3.4)
      s = play(s, sp("huila"));
      expect(options(s).sort()).toEqual(["c|op:attack", "c|op:terror"]);
      const a = playLog(s, c("op:attack"));
      s = a.s;
      // the Attack ran in Huila: every FARC Guerrilla there went Active and a die was rolled
      expect(a.log.some((e) => e.key === "log.attack.hit" || e.key === "log.attack.miss")).toBe(true);
      // finish any removal the roll allowed, and the Attack itself
      for (let k = 0; k < 6 && getDecision(s).prompt.key !== "prompt.card19.space"; k++) {
        const o = getDecision(s).options;
        s = play(s, o.find((x) => x.t === "remove") ?? o.find((x) => x.t === "done") ?? o[0]);
      }
      expect(options(s)).toEqual(["s|cali"]);
      s = play(s, sp("cali"));
      for (let k = 0; k < 6 && s.frames.some((f) => f.k === "ev.spaceLoop"); k++) {
        const o = getDecision(s).options;
        s = play(s, o.find((x) => x.t === "remove") ?? o.find((x) => x.t === "done") ?? o[0]);
      }
      expect(s.frames.some((f) => f.k === "ev.spaceLoop")).toBe(false);
      expect(s.resources.farc).toBe(0); // all free
      expect(getDecision(s).faction).toBe("govt");
    });

    it("card 19 (3.3.4) Insurgent: a Terror space shifts and marks as Terror does; AUC loses Aid 3 per Terror", () => {
      const spec: FixtureSpec = {
        deck: [19, 2],
        eligible: { farc: false, govt: false },
        pieces: { santander: { aucU: 1 }, huila: { aucU: 1 } },
        levels: { santander: 2, huila: -1 },
        aid: 20,
      };
      let s = play(fixture(spec), c("event:unshaded"), sp("santander"));
      expect(s.spaces[spaceOf("santander")].sup).toBe(1);
      expect(s.spaces[spaceOf("santander")].terror).toBe(1);
      expect(s.aid).toBe(17);
      s = play(s, sp("huila"));
      expect(s.spaces[spaceOf("huila")].sup).toBe(0);
      expect(s.aid).toBe(14); // each space is its own free Terror (the card's rulings.md)
      expect(pieces(s, "huila", "aucA")).toBe(1);
      expect(getDecision(s).faction).toBe("cartels");
    });
  });
});

describe("card 19: Non-player", () => {
  describe("8.4.4 card 19 (single Event): Attack or Terror in each space", () => {
    it("Attack where 3+ Guerrillas face Government pieces; Terror elsewhere", () => {
      const s0 = npFixture({
        deck: [19, 2],
        pieces: {
          huila: { farcU: 3, troops: 1 },
          "meta-west": { farcU: 1, police: 1 },
          guaviare: { farcU: 4, aucU: 1 },
        },
      });
      const r = eventTurn(s0);
      const why = r.steps.flatMap((st) => st.move.why);
      const said = (key: string) => why.filter((w) => w.key === key).map((w) => w.params?.space);
      expect(said("np.ev.19.attack")).toEqual(["huila"]);
      expect(said("np.ev.19.terror").sort()).toEqual(["guaviare", "meta-west"]);
      expect(terror(r.state, "meta-west")).toBe(1);
      expect(terror(r.state, "guaviare")).toBe(1);
      expect(terror(r.state, "huila")).toBe(0);
      expect(pieces(r.state, "huila", "farcU")).toBe(0); // 3.3.3 the Attack Activated them all
    });
  });
});
