import { describe, expect, it } from "vitest";
import { getDecision } from "../../../src/engine/flow/runtime";
import { zoneCandidates } from "../../../src/engine/propaganda/zones";
import { idx, mv, options, pieces, play, refused, sp } from "../fixture";
import { round, withFrame } from "./helpers";

// Samper and low Support: the Election brings Pastrana, who places a FARC Zone (6.4.3)
const board = {
  presidente: 0 as const,
  pieces: {
    huila: { farcU: 4, govtBase: 1, troops: 2, police: 1 },
    "meta-west": { farcU: 3, farcBase: 1 },
    bogota: { troops: 1 },
    cali: { police: 1 },
    medellin: { troops: 1, farcU: 2 },
  },
  levels: { huila: -2, "meta-west": -2, medellin: -2 },
  resources: { govt: 0, farc: 0 },
};

describe("6.4.4 FARC Zones", () => {
  it("6.4.4 the Government picks among Departments tied for the most FARC pieces", () => {
    const s = round(board);
    expect(getDecision(s).prompt.key).toBe("prompt.farcZone.place");
    expect(options(s)).toEqual(["s|meta-west", "s|huila"]);
    refused(s, sp("guaviare"), "farcZoneNotMost");
  });

  it("6.4.4 Govt Bases in the Zone are removed and its cubes redeploy at once (6.5 destinations)", () => {
    let s = play(round(board), sp("huila"));
    expect(pieces(s, "huila", "govtBase")).toBe(0);
    // the marker lands once the cubes are out (no Govt piece ever stands in a Zone)
    expect(s.spaces[idx("huila")].zone).toBe(false);
    // Troops: Govt-Controlled Cities (Bogotá, Cali; not Medellín). Police: LoCs or Govt-Controlled spaces.
    const o = options(s);
    expect(o).toContain("m|troops|huila|bogota");
    expect(o).toContain("m|troops|huila|cali");
    expect(o).not.toContain("m|troops|huila|medellin");
    expect(o).toContain("m|police|huila|bogota-neiva");
    expect(o).not.toContain("m|police|huila|medellin");
    expect(o).not.toContain("d"); // forced
    refused(s, mv("troops", "huila", "medellin"), "redeployTroopsWhere");
    s = play(
      s,
      mv("troops", "huila", "cali"),
      mv("police", "huila", "bogota-neiva"),
      mv("troops", "huila", "bogota"),
    );
    expect(pieces(s, "huila", "troops") + pieces(s, "huila", "police")).toBe(0);
    expect(s.spaces[idx("huila")].zone).toBe(true);
    expect(pieces(s, "cali", "troops")).toBe(1);
    expect(pieces(s, "bogota", "troops")).toBe(2);
    expect(pieces(s, "bogota-neiva", "police")).toBe(1);
    expect(getDecision(s).prompt.key).not.toMatch(/farcZone/);
  });

  it("6.4.4 with one destination only, the Troops move without a decision (Bogotá fallback, 6.5.1)", () => {
    const s = round({
      ...board,
      pieces: { huila: { farcU: 5, troops: 2 }, medellin: { troops: 1, farcU: 2 } },
    });
    // Huila alone has the most FARC pieces; no Govt-Controlled City or Base: the Troops go to Bogotá
    expect(s.spaces[idx("huila")].zone).toBe(true);
    expect(pieces(s, "huila", "troops")).toBe(0);
    expect(pieces(s, "bogota", "troops")).toBe(2);
  });

  it("6.4.4 / 1.4.2 Government forces may not enter a FARC Zone during Redeploy", () => {
    let s = play(round(board), sp("huila"));
    s = play(s, mv("troops", "huila", "cali"), mv("troops", "huila", "cali"), mv("police", "huila", "cali"));
    while (getDecision(s).prompt.key !== "prompt.propaganda.redeploy") s = play(s, { t: "done" });
    expect(options(s).some((o) => o.endsWith("|huila"))).toBe(false);
    refused(s, mv("police", "cali", "huila"), "farcZoneClosed");
  });

  it("6.4.4 / card 36: a Zone limited to one terrain, never twice in the same Department", () => {
    const s0 = round({ ...board, presidente: 2 });
    expect(zoneCandidates(s0, "mountain")).toEqual([idx("huila")]);
    expect(zoneCandidates(s0, "forest")).toEqual([idx("meta-west")]);
    const s = withFrame(s0, { k: "farcZone", terrain: "forest", zone: -1, ctl: [] });
    expect(s.spaces[idx("meta-west")].zone).toBe(true);
    const z = structuredClone(s);
    z.spaces[idx("huila")].zone = true;
    // Huila is taken: the next most FARC pieces among the other Mountain Departments (all 0: a tie)
    expect(zoneCandidates(z, "mountain")).toEqual([idx("cesar"), idx("antioquia"), idx("santander")]);
  });
});
