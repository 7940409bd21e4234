// Suggest: a row lights the pieces its action acts on (moved from where they stand, removed,
// flipped; a piece placed is not on the board yet), and a row begun deep in an action reads as its
// first step, in each language with its plurals (Polish: 1 pole, 2 pola, 5 pól, as the rulebook).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { AdvisorRow, CommandBody } from "../../src/engine/index";
import { hintPieces, hintText } from "../../src/ui/index";
import { dictHost, fakeHost } from "./fake-host";

const dict = (l: string) =>
  JSON.parse(readFileSync(new URL(`../../lang/${l}.json`, import.meta.url), "utf8")) as Record<
    string,
    string
  >;

function row(action: AdvisorRow["action"], bodies: CommandBody[] = []): AdvisorRow {
  return {
    action,
    reason: { key: "advisor.reason.none" },
    spaces: [],
    winChance: 0.5,
    marginChange: 1,
    bodies,
  };
}

describe("a suggestion's pieces", () => {
  it("a March's Guerrillas where they stand, a removal, a flip; no placement; no repeats", () => {
    const bodies: CommandBody[] = [
      { t: "choose", v: "op:march" },
      { t: "space", s: "huila" },
      { t: "move", p: "farcU", from: "narino", to: "huila" },
      { t: "move", p: "farcU", from: "narino", to: "huila" },
      { t: "remove", p: "police", s: "cali" },
      { t: "flip", p: "aucU", s: "meta-west" },
      { t: "place", p: "farcBase", s: "huila" },
      { t: "done" },
    ];
    expect(hintPieces(row({ key: "advisor.action.op" }, bodies))).toEqual([
      { kind: "farcU", space: "narino" },
      { kind: "police", space: "cali" },
      { kind: "aucU", space: "meta-west" },
    ]);
  });

  it("an Event or a Pass acts on no piece the row can name", () => {
    expect(hintPieces(row({ key: "advisor.action.pass" }, [{ t: "choose", v: "pass" }]))).toEqual([]);
  });
});

describe("a suggestion begun deep in an action", () => {
  it("names its first step, never Pass", () => {
    const host = fakeHost();
    expect(
      hintText(host, row({ key: "advisor.action.space", params: { space: "huila", n: 3, more: 2 } })),
    ).toMatch(/^Select Huila and 2 more spaces: win chance 50 %/);
    expect(
      hintText(
        host,
        row({ key: "advisor.action.move", params: { piece: "farcU", from: "narino", to: "huila" } }),
      ),
    ).toMatch(/^Move .+ from Nariño to Huila: win chance/);
    expect(
      hintText(host, row({ key: "advisor.action.remove", params: { piece: "police", space: "cali" } })),
    ).toMatch(/^Remove .+ from Cali: /);
    expect(
      hintText(
        host,
        row({ key: "advisor.action.sa", params: { sa: "airstrike", space: "huila", n: 1, more: 0 } }),
      ),
    ).toMatch(/^Air Strike in Huila: /);
  });

  it("Polish counts the other spaces as the rulebook does: pole, pola, pól", () => {
    const pl = dictHost(dict("pl"), "pl");
    const at = (more: number) =>
      hintText(pl, row({ key: "advisor.action.space", params: { space: "huila", n: more + 1, more } }));
    expect(at(1)).toContain("i 1 inne pole");
    expect(at(2)).toContain("i 2 inne pola");
    expect(at(5)).toContain("i 5 innych pól");
    expect(at(0)).not.toContain(" i ");
  });

  it("every new row key exists in all five languages", () => {
    const keys = ["space", "sa", "place", "remove", "flip", "move", "done"].map(
      (k) => `ANDEAN.advisor.action.${k}`,
    );
    for (const l of ["en", "fr", "pl", "de", "es"])
      for (const k of keys) expect(dict(l)[k], `${l} ${k}`).toBeTypeOf("string");
  });
});
