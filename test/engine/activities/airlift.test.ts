import { describe, expect, it } from "vitest";
import { c, done, fixture, mv, options, pieces, play, refused } from "../fixture";

describe("4.2.1 Air Lift", () => {
  const board = () =>
    fixture({
      pieces: { bogota: { troops: 5, police: 1 }, cali: { troops: 1 }, arauca: { troops: 1, farcA: 1 } },
      zones: ["meta-west"],
      resources: { govt: 9 },
    });

  it("4.2.1 moves up to 3 Troops from one space to one other space", () => {
    let s = play(board(), c("op:assault"), c("sa:airlift"));
    s = play(s, mv("troops", "bogota", "vaupes"));
    refused(s, mv("troops", "cali", "vaupes"), "airLiftOneRoute");
    refused(s, mv("troops", "bogota", "huila"), "airLiftOneRoute");
    s = play(s, mv("troops", "bogota", "vaupes"), mv("troops", "bogota", "vaupes"));
    expect(pieces(s, "vaupes", "troops")).toBe(3);
    expect(pieces(s, "bogota", "troops")).toBe(2);
    // the SA is over after 3 Troops; the Assault goes on
    expect(options(s)).toContain("s|arauca");
    expect(options(s)).not.toContain("c|sa:airlift");
  });

  it("4.2.1 Troops only, never into a FARC Zone, and it may stop early", () => {
    let s = play(board(), c("op:assault"), c("sa:airlift"));
    refused(s, mv("police", "bogota", "huila"), "airLiftTroopsOnly");
    refused(s, mv("troops", "bogota", "meta-west"), "farcZone");
    expect(options(s)).not.toContain("d");
    s = play(s, mv("troops", "cali", "arauca"), done);
    expect(pieces(s, "arauca", "troops")).toBe(2);
    // then Assault with the reinforced Troops
    s = play(s, { t: "space", s: "arauca" });
    expect(pieces(s, "arauca", "farcA")).toBe(0);
  });
});
