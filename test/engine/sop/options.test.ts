import { describe, expect, it } from "vitest";
import { currentAction } from "../../../src/engine/flow/action";
import { getDecision } from "../../../src/engine/flow/runtime";
import { c, done, fixture, options, pl, play, refused, sp } from "../fixture";
import { midCard, withEvent } from "./helpers";

// card 1: Government, FARC, AUC, Cartels; card 19: FARC, Government, AUC, Cartels
withEvent(1);
withEvent(19);
const govtBoard = { pieces: { bogota: { police: 1 }, cali: { police: 1 } }, resources: { govt: 30 } };

const ops = (s: Parameters<typeof options>[0]) => options(s).filter((o) => /^c\|(op|limop):/.test(o));

describe("2.3.4 options of the Eligible Factions", () => {
  it("2.3.4 the 1st Eligible may Pass, execute the Event, or an Operation with a Special Activity", () => {
    const s = fixture({ ...govtBoard, deck: [1, 2, 3] });
    const o = options(s);
    expect(o).toContain("c|pass");
    expect(o).toContain("c|event:unshaded");
    expect(o).toContain("c|event:shaded");
    expect(o).toContain("c|op:train");
    expect(o.some((x) => x.startsWith("c|limop:"))).toBe(false);
    const a = play(s, c("op:train"));
    expect(currentAction(a)!.saAllowed).toBe(true);
    expect(currentAction(a)!.limited).toBe(false);
  });

  it("2.3.4 Op only: the 2nd Eligible may only Pass or LimOp", () => {
    const s = midCard({ ...govtBoard, deck: [19, 2, 3] }, { acted: { farc: "op" }, executed: ["farc"] });
    expect(getDecision(s).faction).toBe("govt");
    expect(options(s)).toContain("c|pass");
    expect(options(s)).toContain("c|limop:train");
    expect(options(s).some((x) => x.startsWith("c|event:"))).toBe(false);
    expect(ops(s).every((x) => x.startsWith("c|limop:"))).toBe(true);
    refused(s, c("op:train"), "notAnOption");
    refused(s, c("event:unshaded"), "notAnOption");
  });

  it("2.3.4 Op & Special Activity: the 2nd Eligible may LimOp or execute the Event", () => {
    const s = midCard({ ...govtBoard, deck: [19, 2, 3] }, { acted: { farc: "opsa" }, executed: ["farc"] });
    expect(options(s)).toContain("c|event:unshaded");
    expect(options(s)).not.toContain("c|event:shaded"); // card 19 is a single Event (5.2)
    expect(options(s)).toContain("c|limop:train");
    refused(s, c("op:train"), "notAnOption");
  });

  it("2.3.4 Event: the 2nd Eligible may execute an Operation with a Special Activity", () => {
    let s = fixture({ ...govtBoard, deck: [19, 2, 3] });
    s = play(s, c("event:unshaded"));
    expect(s.card.acted.farc).toBe("event");
    expect(getDecision(s).faction).toBe("govt");
    expect(options(s)).toContain("c|op:train");
    expect(options(s).some((x) => x.startsWith("c|event:") || x.startsWith("c|limop:"))).toBe(false);
    s = play(s, c("op:train"));
    expect(currentAction(s)!.saAllowed).toBe(true);
  });

  it("2.3.4 a 1st Eligible Operation without a Special Activity leaves the 2nd Eligible no Event", () => {
    let s = fixture({ ...govtBoard, deck: [1, 2, 3] });
    s = play(s, c("op:train"), sp("bogota"), done, done);
    while (getDecision(s).faction === "govt") s = play(s, done);
    expect(s.card.acted.govt).toBe("op");
    expect(getDecision(s).faction).toBe("farc");
    expect(options(s).some((x) => x.startsWith("c|event:"))).toBe(false);
    expect(ops(s).every((x) => x.startsWith("c|limop:"))).toBe(true);
  });

  it("2.3.5 a LimOp selects a single space and allows no Special Activity", () => {
    let s = midCard({ ...govtBoard, deck: [19, 2, 3] }, { acted: { farc: "op" }, executed: ["farc"] });
    s = play(s, c("limop:train"));
    expect(currentAction(s)!.saAllowed).toBe(false);
    expect(options(s).some((x) => x.startsWith("c|sa:"))).toBe(false);
    s = play(s, sp("bogota"), pl("police", "bogota"), done);
    expect(options(s)).not.toContain("s|cali");
    refused(s, sp("cali"), "notAnOption");
    expect(s.resources.govt).toBe(27);
    expect(s.card.acted.govt).toBe("limop");
  });

  it("2.3.4 after two Factions executed, the card ends and both are Ineligible (2.3.7)", () => {
    let s = fixture({ ...govtBoard, deck: [19, 2, 3] });
    s = play(s, c("event:unshaded"), c("op:train"), sp("bogota"), done, done);
    while (s.current === 19) s = play(s, done);
    expect(s.current).toBe(2);
    expect(s.eligible).toEqual({ govt: false, farc: false, auc: true, cartels: true });
  });

  it("8.1 a Non-player 2nd Eligible is not limited: full Operation instead of a LimOp", () => {
    const s = midCard(
      { ...govtBoard, deck: [19, 2, 3], seats: { govt: "nonplayer" } },
      { acted: { farc: "op" }, executed: ["farc"] },
    );
    expect(options(s)).toContain("c|op:train");
    expect(options(s)).not.toContain("c|limop:train");
    const a = play(s, c("op:train"));
    expect(currentAction(a)!.limited).toBe(false);
  });
});

describe("2.3.4 / 4.1 an Operation that reached no space is no Operation with a Special Activity", () => {
  it("4.1 Bribe first spends the Resources, Rally then selects no space: the 2nd Eligible gets no Event", () => {
    withEvent(55);
    let s = fixture({
      deck: [55, 2, 3],
      pieces: { cali: { cartelsU: 1, cartelsBase: 1, police: 2 } },
      resources: { cartels: 3 },
    });
    expect(getDecision(s).faction).toBe("cartels");
    s = play(s, c("op:rally"), c("sa:bribe"), sp("cali"));
    while (options(s).some((o) => o.startsWith("r|police")))
      s = play(s, { t: "remove", p: "police", s: "cali" });
    while (getDecision(s).faction === "cartels") s = play(s, done);
    expect(s.resources.cartels).toBe(0);
    expect(s.card.acted.cartels).toBe("op");
    expect(options(s).some((o) => o.startsWith("c|event:"))).toBe(false);
    expect(options(s)).toContain("c|limop:train");
  });
});
