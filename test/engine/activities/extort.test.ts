import { describe, expect, it } from "vitest";
import { getDecision } from "../../../src/engine/flow/runtime";
import { c, done, fixture, options, pieces, play, refused, sp } from "../fixture";

const FARC_FIRST = [25, 26, 27, 28, 29, 30];
const AUC_FIRST = [37, 38, 39, 40, 41, 42];

describe("4.3.1 Extort", () => {
  const board = () =>
    fixture({
      deck: FARC_FIRST,
      pieces: {
        guainia: { farcU: 2 },
        "bogota-neiva": { farcU: 1 },
        huila: { farcU: 1, police: 1 },
        vaupes: { farcA: 2, troops: 1 },
        cali: { farcU: 1, troops: 1 },
      },
      resources: { farc: 1 },
    });

  it("4.3.1 gains 1 Resource per space with Control and an Underground Guerrilla, LoCs included", () => {
    let s = play(board(), c("op:terror"), c("sa:extort"));
    expect(options(s).sort()).toEqual(["d", "s|bogota-neiva", "s|guainia"]);
    s = play(s, sp("guainia"), sp("bogota-neiva"));
    expect(s.resources.farc).toBe(3);
    expect(pieces(s, "guainia", "farcU")).toBe(1);
    expect(pieces(s, "guainia", "farcA")).toBe(1);
    expect(pieces(s, "bogota-neiva", "farcA")).toBe(1);
  });

  it("4.3.1 refuses spaces without Control or without an Underground Guerrilla", () => {
    const s = play(board(), c("op:terror"), c("sa:extort"));
    refused(s, sp("huila"), "extort.needsControl");
    refused(s, sp("vaupes"), "extort.needsUnderground");
  });

  it("4.3.1 may stop after any space; the same space only once", () => {
    let s = play(board(), c("op:terror"), c("sa:extort"), sp("guainia"));
    refused(s, sp("guainia"), "strike.alreadySelected");
    s = play(s, done);
    expect(s.resources.farc).toBe(2);
    // back in the Terror, Extort is spent (4.1: one Special Activity)
    expect(options(s)).not.toContain("c|sa:extort");
  });

  it("4.1 Extort may come after the Operation, and funds it before (3.1 note)", () => {
    let s = fixture({
      deck: FARC_FIRST,
      pieces: { huila: { farcU: 1 }, guainia: { farcU: 1 } },
      resources: { farc: 0 },
    });
    expect(options(s)).toContain("c|op:terror");
    s = play(s, c("op:terror"));
    expect(options(s)).not.toContain("s|huila"); // cannot pay yet
    s = play(s, c("sa:extort"), sp("huila"));
    expect(s.resources.farc).toBe(1);
    expect(options(s)).toEqual(["s|guainia", "d"]);
    // after the Op: the action frame offers the Special Activity
    let t = fixture({
      deck: FARC_FIRST,
      pieces: { huila: { farcU: 1 }, guainia: { farcU: 1 } },
      resources: { farc: 1 },
    });
    t = play(t, c("op:terror"), sp("huila"), done);
    expect(options(t)).toEqual(["c|sa:extort", "d"]);
    t = play(t, c("sa:extort"), sp("guainia"));
    expect(t.resources.farc).toBe(1);
  });

  it("4.4.1 AUC Extorts the same way with AUC pieces", () => {
    let s = fixture({
      deck: AUC_FIRST,
      pieces: { cesar: { aucU: 2, farcU: 1 }, santander: { aucU: 1, aucA: 1, farcA: 2 } },
      resources: { auc: 0 },
    });
    s = play(s, c("op:terror"), c("sa:extort"));
    expect(options(s)).toContain("s|cesar");
    refused(s, sp("santander"), "extort.needsControl");
    s = play(s, sp("cesar"));
    expect(s.resources.auc).toBe(1);
  });
});

describe("4.3.1 / 3.1 Extort funds only FARC and AUC", () => {
  it("3.1 note (audit): Cartels at 0 Resources cannot start Attack or Terror on an Extort they do not have", () => {
    const s = fixture({
      eligible: { govt: false, farc: false, auc: false },
      pieces: { guainia: { cartelsU: 2 }, huila: { cartelsU: 1, police: 1 } },
      resources: { cartels: 0 },
    });
    expect(getDecision(s).faction).toBe("cartels");
    expect(options(s)).not.toContain("c|op:terror");
    expect(options(s)).not.toContain("c|op:attack");
  });
});
