// 8.7 the Non-player FARC flowchart: each box answered both ways, and 8.1.1 OP NOT POSSIBLE.
import { describe, expect, it } from "vitest";
import type { GameState } from "../../../../src/engine/types";
import { firstChoice } from "../turns";
import { farcBoard } from "./helpers";

/** the first bot move: the 8.1 choice, and its narration keys */
const choice = (s: GameState) => firstChoice(s, "farc");

/** FARC with few Guerrillas and no Base Available: the Rally box answers no */
const noRally = { guerrillas: 5, bases: 0 };

describe("8.7.1 Rally?", () => {
  it("8.7.1 yes: 9 or more FARC Guerrillas Available", () => {
    const r = choice(farcBoard({ guerrillas: 9 }));
    expect(r.why).toContain("np.farc.rally.yes");
    expect(r.params[r.why.indexOf("np.farc.rally.yes")]).toMatchObject({ n: 9, bases: 0 });
    expect(r.v).toBe("op:rally");
  });

  it("8.7.1 yes with 8 Available: 2 Guerrillas in a space without Support could become a Base", () => {
    const r = choice(farcBoard({ guerrillas: 8, pieces: { huila: { farcU: 2 } } }));
    expect(r.why).toContain("np.farc.rally.yes");
    expect(r.params[r.why.indexOf("np.farc.rally.yes")]).toMatchObject({ n: 8, bases: 1 });
    expect(r.v).toBe("op:rally");
  });

  it("8.7.1 no with 8 Available: the 2 Guerrillas stand where there is Support (3.3.1)", () => {
    const r = choice(farcBoard({ guerrillas: 8, pieces: { huila: { farcU: 2 } }, levels: { huila: 1 } }));
    expect(r.why).toContain("np.farc.rally.no");
    expect(r.v).not.toBe("op:rally");
  });

  it("8.7.1 PB ¶16: Guerrillas placed for a Base in Vichada, but no FARC Base Available: no Rally", () => {
    const r = choice(farcBoard({ ...noRally, pieces: { vichada: { farcU: 2 } } }));
    expect(r.why).toContain("np.farc.rally.no");
    expect(r.why).toContain("np.farc.march.yes");
    expect(r.v).toBe("op:march");
  });
});

describe("8.7.2 March?", () => {
  it("8.7.2 yes: no Support space and no LoC holds an Underground FARC Guerrilla or 3 FARC pieces", () => {
    // 2 Active Guerrillas at Support and an Active one on a LoC do not stop the March
    const r = choice(
      farcBoard({
        ...noRally,
        pieces: { bogota: { farcA: 2 }, "cali-pasto": { farcA: 1 }, narino: { farcU: 3 } },
        levels: { bogota: 1, narino: -2 },
      }),
    );
    expect(r.why).toEqual(expect.arrayContaining(["np.farc.rally.no", "np.farc.march.yes"]));
    expect(r.v).toBe("op:march");
  });

  it("8.7.2 no: an Underground FARC Guerrilla on a LoC", () => {
    const r = choice(farcBoard({ ...noRally, pieces: { "cali-pasto": { farcU: 1, police: 1 } } }));
    expect(r.why).toContain("np.farc.march.no");
    expect(r.params[r.why.indexOf("np.farc.march.no")]).toMatchObject({ space: "cali-pasto" });
    expect(r.v).not.toBe("op:march");
  });

  it("8.7.2 no: 3 FARC pieces (a Base and 2 Active Guerrillas) in a space with Support", () => {
    const r = choice(
      farcBoard({
        ...noRally,
        pieces: { bogota: { farcA: 2, farcBase: 1, police: 1 } },
        levels: { bogota: 1 },
      }),
    );
    expect(r.why).toContain("np.farc.march.no");
    expect(r.params[r.why.indexOf("np.farc.march.no")]).toMatchObject({ space: "bogota" });
  });
});

describe("8.7.3 / 8.7.4 Attack or Terror (by Resources)", () => {
  // an Underground Guerrilla with a Police cube on a LoC: no March; it can Attack and Terror there
  const board = { ...noRally, pieces: { "cali-pasto": { farcU: 1, police: 1 } } };

  it("8.7.3 FARC Resources above the Government's: Attack", () => {
    const r = choice(farcBoard({ ...board, resources: { farc: 6, govt: 5 } }));
    expect(r.why).toContain("np.farc.attack.yes");
    expect(r.params[r.why.indexOf("np.farc.attack.yes")]).toMatchObject({ n: 6, govt: 5 });
    expect(r.v).toBe("op:attack");
  });

  it("8.7.4 FARC Resources equal to the Government's: Terror", () => {
    const r = choice(farcBoard({ ...board, resources: { farc: 5, govt: 5 } }));
    expect(r.why).toContain("np.farc.attack.no");
    expect(r.v).toBe("op:terror");
  });
});

describe("8.1.1 OP NOT POSSIBLE: the box above", () => {
  // 3 Active Guerrillas at Support (no March), no enemy anywhere (no Attack target)
  const board = {
    ...noRally,
    pieces: { bogota: { farcA: 3 } },
    levels: { bogota: 1 },
    resources: { farc: 9, govt: 1 },
  };

  it("8.1.1 Attack has no space: March instead (onto the LoCs next to Bogotá)", () => {
    const r = choice(farcBoard(board));
    expect(r.why).toEqual(
      expect.arrayContaining([
        "np.farc.march.no",
        "np.farc.attack.yes",
        "np.farc.opEmpty",
        "np.seq.operation",
      ]),
    );
    expect(r.v).toBe("op:march");
  });

  it("8.1.1 Attack and March impossible (final Propaganda next, no origin): Rally", () => {
    const r = choice(farcBoard({ ...board, propagandaPlayed: 3 }));
    expect(r.why.filter((k) => k === "np.farc.opEmpty")).toHaveLength(2);
    expect(r.v).toBe("op:rally");
  });

  it("8.1.1 Rally impossible too (no Guerrilla Available, no Base to build): Pass", () => {
    const r = choice(farcBoard({ ...board, propagandaPlayed: 3, guerrillas: 0 }));
    expect(r.why.filter((k) => k === "np.farc.opEmpty")).toHaveLength(3);
    expect(r.why).toContain("np.seq.pass");
    expect(r.v).toBe("pass");
  });
});
