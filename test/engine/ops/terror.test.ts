import { describe, expect, it } from "vitest";
import { c, done, fixture, idx, options, pieces, play, refused, sp } from "../fixture";

const FARC_FIRST = [25, 26, 27, 28, 29, 30];
const AUC_FIRST = [37, 38, 39, 40, 41, 42];

describe("3.3.4 Terror", () => {
  const farc = () =>
    fixture({
      deck: FARC_FIRST,
      pieces: {
        huila: { farcU: 1, farcA: 1 },
        cali: { farcU: 1 },
        narino: { farcA: 2 },
        "bogota-neiva": { farcU: 2 },
      },
      levels: { huila: 0, cali: -1 },
      resources: { farc: 2 },
    });

  it("3.3.4 needs an Underground Guerrilla; Cities and Departments cost 1, LoCs nothing", () => {
    let s = play(farc(), c("op:terror"));
    expect(options(s)).toEqual(expect.arrayContaining(["s|huila", "s|cali", "s|bogota-neiva"]));
    expect(options(s)).not.toContain("s|narino");
    refused(s, sp("narino"), "terror.needsUnderground");
    s = play(s, sp("bogota-neiva"));
    expect(s.resources.farc).toBe(2);
    s = play(s, sp("huila"));
    expect(s.resources.farc).toBe(1);
    refused(s, sp("huila"), "strike.alreadySelected");
  });

  it("3.3.4 FARC Terror Activates 1, places Terror and shifts toward Active Opposition", () => {
    const s = play(farc(), c("op:terror"), sp("huila"), sp("cali"));
    expect(pieces(s, "huila", "farcU")).toBe(0);
    expect(pieces(s, "huila", "farcA")).toBe(2);
    expect(s.spaces[idx("huila")].terror).toBe(1);
    expect(s.spaces[idx("huila")].sup).toBe(-1);
    expect(s.spaces[idx("cali")].sup).toBe(-2);
    expect(s.resources.farc).toBe(0);
  });

  it("3.3.4 on a LoC places Sabotage, but never a second one", () => {
    let s = play(farc(), c("op:terror"), sp("bogota-neiva"), done);
    expect(s.spaces[idx("bogota-neiva")].terror).toBe(1);
    expect(pieces(s, "bogota-neiva", "farcU")).toBe(1);
    // a Sabotaged LoC may still be selected: the Guerrilla Activates, no marker is added
    const t = fixture({
      deck: FARC_FIRST,
      pieces: { "bogota-neiva": { farcU: 2 } },
      terror: { "bogota-neiva": 1 },
    });
    s = play(t, c("op:terror"), sp("bogota-neiva"));
    expect(s.spaces[idx("bogota-neiva")].terror).toBe(1);
    expect(pieces(s, "bogota-neiva", "farcA")).toBe(1);
  });

  it("3.3.4 AUC and Cartels Terror shift toward Neutral; no marker once all 40 are out", () => {
    let s = fixture({
      deck: AUC_FIRST,
      pieces: { huila: { aucU: 1 }, cali: { aucU: 1 }, santander: { aucU: 1 } },
      levels: { huila: 2, cali: -1, santander: 0 },
      terror: { guainia: 39 },
      resources: { auc: 5 },
      aid: 10,
    });
    s = play(s, c("op:terror"), sp("huila"), sp("cali"), sp("santander"));
    expect(s.spaces[idx("huila")].sup).toBe(1);
    expect(s.spaces[idx("cali")].sup).toBe(0);
    expect(s.spaces[idx("santander")].sup).toBe(0);
    expect(s.spaces[idx("huila")].terror).toBe(1); // the 40th marker
    expect(s.spaces[idx("cali")].terror).toBe(0);
  });

  it("3.3.4 Aid Cut: AUC Terror in 1 space cuts Aid by 3", () => {
    let s = fixture({
      deck: AUC_FIRST,
      pieces: { huila: { aucU: 1 }, cali: { aucU: 1 } },
      resources: { auc: 5 },
      aid: 10,
    });
    s = play(s, c("op:terror"), sp("huila"));
    expect(s.aid).toBe(10); // applied once, at the end
    s = play(s, done);
    expect(s.aid).toBe(7);
  });

  it("3.3.4 Aid Cut: AUC Terror in 2 or more spaces cuts Aid by 5, not below 0", () => {
    const base = fixture({
      deck: AUC_FIRST,
      pieces: { huila: { aucU: 1 }, cali: { aucU: 1 }, "bogota-neiva": { aucU: 1 } },
      resources: { auc: 5 },
      aid: 12,
    });
    const s = play(base, c("op:terror"), sp("huila"), sp("cali"), sp("bogota-neiva"), done);
    expect(s.aid).toBe(7);
    const t = play(fixture({ ...lowSpec(), aid: 4 }), c("op:terror"), sp("huila"), sp("cali"), done);
    expect(t.aid).toBe(0);
  });

  it("3.3.4 FARC Terror does not cut Aid", () => {
    const s = play(farc(), c("op:terror"), sp("huila"), sp("cali"), done);
    expect(s.aid).toBe(fixture({ deck: FARC_FIRST }).aid);
  });

  it("2.3.5 a LimOp Terror selects 1 space and has no Special Activity", () => {
    let s = fixture({
      deck: FARC_FIRST,
      pieces: { huila: { farcU: 1 }, cali: { aucU: 2 }, santander: { aucU: 1 } },
      resources: { farc: 5, auc: 5 },
    });
    s = play(s, c("op:terror"), sp("huila"), done);
    expect(options(s)).toContain("c|limop:terror");
    s = play(s, c("limop:terror"));
    expect(options(s)).not.toContain("c|sa:extort");
    s = play(s, sp("cali"));
    expect(options(s)).toEqual(["d"]);
    refused(s, sp("santander"), "strike.maxSpaces");
    s = play(s, done);
    expect(s.resources.auc).toBe(4);
  });
});

function lowSpec() {
  return {
    deck: AUC_FIRST,
    pieces: { huila: { aucU: 1 }, cali: { aucU: 1 } },
    resources: { auc: 5 },
  };
}
