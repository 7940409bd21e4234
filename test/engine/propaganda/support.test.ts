import { describe, expect, it } from "vitest";
import { getDecision } from "../../../src/engine/flow/runtime";
import { opDef } from "../../../src/engine/ops/registry";
import { eliteBackingSpaces } from "../../../src/engine/propaganda/round";
import { c, done, idx, options, pieces, pl, play, refused, sp } from "../fixture";
import { round } from "./helpers";

const quiet = { presidente: 2 as const }; // Uribe: the Election changes nothing

describe("6.4.1 Civic Action", () => {
  const board = {
    ...quiet,
    pieces: {
      santander: { troops: 1, police: 1 },
      cali: { troops: 2 },
      ibague: { police: 1 },
      medellin: { troops: 1, police: 1, farcU: 3 },
    },
    terror: { santander: 1 },
    resources: { govt: 0 },
  };

  it("6.4.1 each 3 Resources removes Terror first, then shifts toward Active Support", () => {
    let s = round(board);
    // 27 Econ (FARC-Controlled Medellín got its 2 LoCs Sabotaged) + 9 Aid
    expect(s.resources.govt).toBe(36);
    expect(options(s)).toEqual(["s|santander", "d"]);
    s = play(s, sp("santander"));
    expect(s.spaces[idx("santander")].terror).toBe(0);
    expect(s.spaces[idx("santander")].sup).toBe(0);
    s = play(s, sp("santander"), sp("santander"));
    expect(s.spaces[idx("santander")].sup).toBe(2);
    expect(s.resources.govt).toBe(27);
    // Active Support and no Terror: nothing left to do, so the phase ends by itself
    expect(getDecision(s).prompt.key).not.toBe("prompt.propaganda.civic");
  });

  it("6.4.1 refuses spaces without Troops and Police, or without Govt Control", () => {
    const s = round(board);
    refused(s, sp("cali"), "civicNeedsCubes");
    refused(s, sp("medellin"), "civicNeedsControl");
    refused(s, sp("bogota-neiva"), "civicNotHere");
  });

  it("6.4.1 is optional: done ends it with Resources kept", () => {
    const s = play(round(board), done);
    expect(s.resources.govt).toBe(36);
    expect(s.spaces[idx("santander")].terror).toBe(1);
  });

  it("6.4.1 / card 1 unshaded: Control and any cube suffice in one space per Support Phase", () => {
    let s = round({ ...board, capabilities: { 1: "unshaded" } });
    expect(options(s)).toEqual(["s|cali", "s|ibague", "s|santander", "d"]);
    s = play(s, sp("ibague"));
    expect(s.spaces[idx("ibague")].sup).toBe(1);
    expect(options(s)).toEqual(["s|ibague", "s|santander", "d"]);
    refused(s, sp("cali"), "civicRelaxedUsed");
  });

  it("6.4.1 / card 1 shaded: 2 Troops and 2 Police are needed", () => {
    const pieces2 = { ...board.pieces, bogota: { troops: 2, police: 2 } };
    const s = round({ ...board, pieces: pieces2, capabilities: { 1: "shaded" } });
    expect(options(s)).toEqual(["s|bogota", "d"]);
    refused(s, sp("santander"), "civicNeedsTwoAndTwo");
  });
});

describe("6.4.2 Agitation", () => {
  const board = {
    ...quiet,
    pieces: { huila: { farcU: 2 }, neiva: { farcU: 1, police: 1 }, narino: { farcU: 1 } },
    terror: { huila: 1 },
    levels: { narino: -2 },
    resources: { farc: 3 },
  };

  it("6.4.2 each Resource removes Terror first, then shifts toward Active Opposition", () => {
    let s = round(board);
    expect(getDecision(s).faction).toBe("farc");
    expect(options(s)).toEqual(["s|huila", "d"]); // Nariño is already at Active Opposition
    s = play(s, sp("huila"), sp("huila"));
    expect(s.spaces[idx("huila")].terror).toBe(0);
    expect(s.spaces[idx("huila")].sup).toBe(-1);
    expect(s.resources.farc).toBe(1);
    s = play(s, sp("huila"));
    expect(s.spaces[idx("huila")].sup).toBe(-2);
    expect(s.resources.farc).toBe(0);
    expect(getDecision(s).faction).not.toBe("farc");
  });

  it("6.4.2 refuses a space without FARC Control", () => {
    const s = round(board);
    refused(s, sp("neiva"), "agitationNeedsControl");
    refused(s, sp("narino"), "agitationNothingToGain");
  });

  it("6.4.2 / card 22 shaded: up to 3 more spaces with a FARC piece and no Govt Control", () => {
    const mixed = { farcU: 1, aucU: 1 };
    let s = round({
      ...board,
      momentum: [22],
      pieces: { ...board.pieces, cesar: mixed, antioquia: mixed, santander: mixed, atlantico: mixed },
      resources: { farc: 10 },
    });
    // Neiva (1 FARC, 1 Police: no Control) counts too
    expect(options(s)).toEqual([
      "s|neiva",
      "s|atlantico",
      "s|cesar",
      "s|antioquia",
      "s|santander",
      "s|huila",
      "d",
    ]);
    s = play(s, sp("cesar"), sp("antioquia"), sp("santander"));
    expect(options(s)).toEqual(["s|cesar", "s|antioquia", "s|santander", "s|huila", "d"]);
    refused(s, sp("atlantico"), "agitationExtraUsed");
    refused(s, sp("neiva"), "agitationExtraUsed");
  });
});

describe("6.4.3 Election", () => {
  it("6.4.3 Samper to Pastrana when Total Support is 60 or less; Pastrana places a FARC Zone", () => {
    let s = round({
      presidente: 0,
      pieces: { huila: { farcU: 2 }, choco: { farcU: 1 } },
      resources: { farc: 0 },
    });
    expect(s.presidente).toBe(1);
    // Huila alone has the most FARC pieces: placed without a choice
    expect(s.spaces[idx("huila")].zone).toBe(true);
    if (opDef("rally")) s = play(s, done);
    expect(s.spaces[idx("huila")].zone).toBe(true);
  });

  it("6.4.3 Pastrana to Uribe removes every FARC Zone", () => {
    const s = round({ presidente: 1, zones: ["huila", "choco"], resources: { farc: 0 } });
    expect(s.presidente).toBe(2);
    expect(s.spaces.filter((x) => x.zone).length).toBe(0);
  });

  it("6.4.3 no change with Support above 60 (1-player game) or under Uribe", () => {
    const solo = { farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" } as const;
    const levels = {
      bogota: 2,
      cali: 2,
      medellin: 2,
      bucaramanga: 2,
      ibague: 2,
      "santa-marta": 2,
      santander: 2,
      antioquia: 2,
    };
    const s = round({
      seats: solo,
      presidente: 0,
      levels: { ...levels, atlantico: 2, cesar: 2, huila: 2, cucuta: 2, neiva: 2, pasto: 2 },
    });
    expect(s.presidente).toBe(0);
    expect(round({ presidente: 2, zones: ["huila"] }).spaces[idx("huila")].zone).toBe(true);
  });
});

describe("6.4.5 Elite Backing", () => {
  it("6.4.5 spaces without Opposition, Govt Control or FARC Control", () => {
    const s = round({
      ...quiet,
      pieces: { antioquia: { aucU: 1 }, huila: { farcU: 1 }, bogota: { police: 1 }, cesar: { aucU: 1 } },
      levels: { cesar: -1 },
    });
    const where = eliteBackingSpaces(s);
    expect(where).toContain(idx("antioquia"));
    expect(where).toContain(idx("vichada")); // empty and Neutral
    expect(where).not.toContain(idx("huila"));
    expect(where).not.toContain(idx("bogota"));
    expect(where).not.toContain(idx("cesar"));
    expect(where).not.toContain(idx("bogota-neiva"));
  });

  it.runIf(!!opDef("rally"))("6.4.5 the AUC may free Rally in 1 such space, or decline", () => {
    const board = {
      ...quiet,
      pieces: { antioquia: { aucU: 1 }, huila: { farcU: 1 }, cesar: { aucU: 1 } },
      levels: { cesar: -1, huila: -2 },
      resources: { auc: 0 },
    };
    let s = round(board);
    expect(getDecision(s).faction).toBe("auc");
    expect(options(s)).toEqual(["c|rally", "d"]);
    s = play(s, c("rally"));
    expect(options(s)).toContain("s|antioquia");
    expect(options(s)).not.toContain("s|huila");
    expect(options(s)).not.toContain("s|cesar");
    s = play(s, sp("antioquia"), pl("aucU", "antioquia"));
    while (getDecision(s).faction === "auc") s = play(s, done);
    expect(pieces(s, "antioquia", "aucU")).toBe(2);
    expect(s.resources.auc).toBe(0); // free
    const declined = play(round(board), done);
    expect(pieces(declined, "antioquia", "aucU")).toBe(1);
  });
});
