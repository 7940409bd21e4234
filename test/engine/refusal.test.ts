// A refused drop names its reason: the step that moves nothing says so, and the
// steps that move pieces say what is wrong with this move. Each refusal is checked beside a move
// of the same kind that is accepted, so a reason that fires too widely would fail here.
import { describe, expect, it } from "vitest";
import { getDecision } from "../../src/engine/flow/runtime";
import { c, fixture, mv, pieces, play, refused, sp } from "./fixture";

const GOVT_FIRST = [1, 2, 3, 4, 5, 6];
const FARC_FIRST = [25, 26, 27, 28, 29, 30];
const CARTELS_FIRST = [55, 56, 57, 58, 59, 60];

describe("refusals name the reason for a dropped piece", () => {
  it("2.3.4 before anything is chosen on the card, a drop says to choose Pass, Event or Op first", () => {
    const s = fixture({ deck: GOVT_FIRST, pieces: { bogota: { troops: 2 } }, resources: { govt: 9 } });
    expect(getDecision(s).prompt.key).toBe("prompt.firstEligible");
    const e = refused(s, mv("troops", "bogota", "cali"), "drop.chooseFirst");
    expect(e.rule).toBe("2.3.4");
  });

  it("3.2.1 Train moves no piece: the refusal names the Operation", () => {
    const s = play(
      fixture({ deck: GOVT_FIRST, pieces: { bogota: { troops: 2 } }, resources: { govt: 9 } }),
      c("op:train"),
    );
    const e = refused(s, mv("troops", "bogota", "cali"), "drop.op");
    expect(e.message.params).toEqual({ op: "train" });
    expect(e.rule).toBe("3.2.1");
  });

  describe("3.3.1 Rally gathers own Guerrillas into the Rally space where the Faction has a Base", () => {
    const farc = () =>
      fixture({
        deck: FARC_FIRST,
        pieces: { huila: { farcU: 1, farcA: 1, farcBase: 1 }, narino: { farcBase: 1, farcA: 2 }, cali: {} },
        resources: { farc: 3 },
      });

    it("3.3.1 a Guerrilla gathers into Nariño (Base there); not elsewhere, and never a Base", () => {
      const s = play(farc(), c("op:rally"), sp("narino"));
      refused(s, mv("farcU", "huila", "cali"), "rally.gatherHere");
      refused(s, mv("farcBase", "huila", "narino"), "rally.gatherGuerrillas");
      const t = play(s, mv("farcU", "huila", "narino"));
      expect(pieces(t, "narino", "farcU")).toBe(1);
    });

    it("3.3.1 in a Rally space without a FARC Base nothing gathers", () => {
      const s = play(farc(), c("op:rally"), sp("cali"));
      const e = refused(s, mv("farcU", "huila", "cali"), "rally.gatherNeedsBase");
      expect(e.message.params).toEqual({ space: "cali" });
    });

    it("3.3.1 once Guerrillas were placed in the space, gathering is no longer the choice", () => {
      let s = play(farc(), c("op:rally"), sp("narino"));
      s = play(s, { t: "place", p: "farcU", s: "narino" });
      refused(s, mv("farcU", "huila", "narino"), "rally.oneChoice");
    });

    it("3.3.1 while selecting spaces, a drop names Rally (no piece moves at that step)", () => {
      const s = play(farc(), c("op:rally"));
      const e = refused(s, mv("farcU", "huila", "narino"), "drop.op");
      expect(e.message.params).toEqual({ op: "rally" });
    });
  });

  it("1.3.5 a March into Ecuador is refused while Ecuador is not a space; accepted once it is", () => {
    const board = { narino: { farcU: 2 }, putumayo: { farcU: 1 } };
    const s = play(fixture({ deck: FARC_FIRST, pieces: board, resources: { farc: 5 } }), c("op:march"));
    const e = refused(s, mv("farcU", "narino", "ecuador"), "drop.notASpace");
    expect(e.message.params).toEqual({ space: "ecuador" });
    const open = fixture({ deck: FARC_FIRST, pieces: board, resources: { farc: 5 } });
    open.ecuador = true;
    const t = play(open, c("op:march"), mv("farcU", "narino", "ecuador"));
    expect(pieces(t, "ecuador", "farcU")).toBe(1);
  });

  it("4.5.1 Cultivate relocates a Cartels Base only: a Guerrilla dropped there is refused", () => {
    const s = play(
      fixture({
        deck: CARTELS_FIRST,
        pieces: { guaviare: { cartelsU: 2, police: 1 }, vaupes: { cartelsBase: 1, cartelsU: 1 } },
        resources: { cartels: 5 },
      }),
      c("op:rally"),
      c("sa:cultivate"),
    );
    refused(s, mv("cartelsU", "vaupes", "guaviare"), "cultivate.baseOnly");
    const t = play(s, mv("cartelsBase", "vaupes", "guaviare"));
    expect(pieces(t, "guaviare", "cartelsBase")).toBe(1);
  });

  describe("card 20 unshaded (5.1): the Government moves FARC Guerrillas one step each", () => {
    const start = () =>
      play(
        fixture({
          deck: [20, 2],
          pieces: { huila: { farcU: 1 }, "meta-west": { farcA: 1 }, bogota: { troops: 2 } },
        }),
        c("event:unshaded"),
      );

    it("5.1 own Troops are not what the Event moves", () => {
      const e = refused(start(), mv("troops", "bogota", "cali"), "drop.eventPiece");
      expect(e.message.params).toEqual({ piece: "troops" });
    });

    it("5.1 a Guerrilla goes to an adjacent space only, and moves once", () => {
      const s = start();
      const e = refused(s, mv("farcU", "huila", "vaupes"), "drop.notAdjacent");
      expect(e.message.params).toEqual({ from: "huila", to: "vaupes" });
      const t = play(s, mv("farcU", "huila", "neiva"));
      expect(pieces(t, "neiva", "farcU")).toBe(1);
      refused(t, mv("farcU", "neiva", "huila"), "drop.eventMovedTwice");
    });
  });
});
