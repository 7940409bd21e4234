import { describe, expect, it } from "vitest";
import { getDecision, settle } from "../../../src/engine/flow/runtime";
import { c, fixture, options, play, refused } from "../fixture";

// card 4: Faction order Government, FARC, Cartels, AUC
const deck = [4, 1, 2, 3, 5, 6];

describe("2.3.1–2.3.3 Eligibility, Faction order and Passing", () => {
  it("2.3.1 every Faction starts the game Eligible", () => {
    const s = fixture({ deck });
    expect(s.eligible).toEqual({ govt: true, farc: true, auc: true, cartels: true });
  });

  it("2.3.2 Eligible Factions choose in the order of the card's symbols", () => {
    let s = fixture({ deck });
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      seen.push(getDecision(s).faction!);
      s = play(s, c("pass"));
    }
    expect(seen).toEqual(["govt", "farc", "cartels", "auc"]);
  });

  it("2.3.2 Ineligible Factions are skipped", () => {
    const s = fixture({ deck, eligible: { govt: false, farc: false } });
    expect(getDecision(s).faction).toBe("cartels");
    expect(getDecision(s).prompt.key).toBe("prompt.firstEligible");
  });

  it("2.3.2 a command by a Faction that is not deciding is refused", () => {
    const s = fixture({ deck });
    refused(s, c("pass"), "notYourTurn", "farc");
  });

  it("2.3.3 Passing gives +3 Resources to the Government and +1 to an Insurgent", () => {
    let s = fixture({ deck, resources: { govt: 10, farc: 5, cartels: 98, auc: 99 } });
    s = play(s, c("pass"));
    expect(s.resources.govt).toBe(13);
    s = play(s, c("pass"));
    expect(s.resources.farc).toBe(6);
    s = play(s, c("pass"));
    expect(s.resources.cartels).toBe(99);
    // the last Eligible Faction: capped at 99 (1.7)
    s = play(s, c("pass"));
    expect(s.resources.auc).toBe(99);
  });

  it("2.3.3 a Passing Faction is replaced by the next one, which gets the 1st Eligible options", () => {
    const s = play(fixture({ deck }), c("pass"));
    const d = getDecision(s);
    expect(d.faction).toBe("farc");
    expect(d.prompt.key).toBe("prompt.firstEligible");
  });

  it("2.3.3 / 2.3.8 when the last Eligible Faction Passes, the next card is played and all stay Eligible", () => {
    let s = fixture({ deck, eligible: { auc: false } });
    s = play(s, c("pass"), c("pass"), c("pass"));
    expect(s.current).toBe(1);
    expect(s.played).toEqual([4, 1]);
    expect(s.deck[0]).toBe(2);
    // 2.3.7 a Faction that did not execute becomes Eligible, even one that was Ineligible
    expect(s.eligible).toEqual({ govt: true, farc: true, auc: true, cartels: true });
    expect(getDecision(s).faction).toBe("govt");
  });

  it("2.3.2 the 2nd Eligible is the next leftmost Eligible after the 1st executed", () => {
    let s = fixture({ deck, resources: { govt: 9 }, pieces: { bogota: { police: 1 } } });
    s = play(s, c("op:train"), { t: "space", s: "bogota" }, { t: "done" }, { t: "done" });
    while (getDecision(s).faction === "govt") s = play(s, { t: "done" });
    const d = getDecision(s);
    expect(d.faction).toBe("farc");
    expect(d.prompt.key).toBe("prompt.secondEligible");
    expect(options(s)).toContain("c|pass");
  });
});

describe("1.5.1 spare Factions in the Sequence of Play", () => {
  it("1.5.1 a spare Faction decides in its own place in the card order, as itself", () => {
    let s = structuredClone(fixture({ deck }));
    s.runBy = { cartels: "auc" };
    s = settle(s);
    s = play(s, c("pass"), c("pass"));
    expect(getDecision(s).faction).toBe("cartels");
    refused(s, c("pass"), "notYourTurn", "auc");
    s = play(s, c("pass"));
    expect(s.resources.cartels).toBe(11);
    expect(getDecision(s).faction).toBe("auc");
  });
});
