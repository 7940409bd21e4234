// 8.5 the Non-player Cartels flowchart box by box (Rally? March? Terror), 8.1.1 OP NOT POSSIBLE
// (up the curved arrow; no Rally: Pass) and the 8.1 "Narco-Subs" ineffective-Event example.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { gameSeed, playRandomGame } from "../../../../src/cli/common";
import { available } from "../../../../src/engine/core/queries";
import type { Faction, PieceKind } from "../../../../src/engine/types";
import { pieces } from "../../fixture";
import { npFixture } from "../helpers";
import { cartelsFirst, cartelsTurn, commands } from "./helpers";

type Board = Record<string, Partial<Record<PieceKind, number>>>;

/**
 * 9 Cartels pieces Available (2 Guerrillas, 7 Bases): 2 Bases and 2 Guerrillas in each 0-Pop
 * Department of the south-east (no room for a Base there), plus `more` (2 Guerrillas).
 */
function crowded(more: Board): Board {
  return {
    vichada: { cartelsBase: 2, cartelsU: 2 },
    guainia: { cartelsBase: 2, cartelsU: 2 },
    vaupes: { cartelsBase: 2, cartelsU: 2 },
    amazonas: { cartelsBase: 2, cartelsU: 2 },
    ...more,
  };
}

/** all 4 Shipments on the map, held by Cartels in Vichada */
const allShipped: [string, Faction][] = [
  ["vichada", "cartels"],
  ["vichada", "cartels"],
  ["vichada", "cartels"],
  ["vichada", "cartels"],
];

describe("8.5.1 the Rally box", () => {
  it("8.5.1 yes with 10 or more Cartels pieces Available: Rally", () => {
    const r = cartelsTurn(cartelsFirst({ pieces: { huila: { cartelsBase: 1 } } }));
    expect(r.why.slice(0, 4)).toEqual([
      "np.seq.leftmost.no",
      "np.seq.resources.yes",
      "np.cartels.rallyPieces.yes",
      "np.cartels.canRally.yes",
    ]);
    expect(r.steps[0].move.why[2].params).toMatchObject({ n: 12 + 14 });
    expect(commands(r.steps)[0]).toBe("op:rally");
  });

  it("8.5.1 (PB ¶8) under 10 Available but a Rally can swap 2 Guerrillas for a Base in Medellín: Rally there", () => {
    const s = cartelsFirst({ pieces: crowded({ medellin: { cartelsU: 2 } }) });
    expect(available(s, "cartelsU") + available(s, "cartelsBase")).toBe(9);
    const r = cartelsTurn(s);
    expect(r.why).toContain("np.cartels.rallyPieces.no");
    expect(r.why).toContain("np.cartels.rallyBase.yes");
    expect(r.why).not.toContain("np.cartels.march.yes");
    expect(commands(r.steps).slice(0, 3)).toEqual(["op:rally", "space:medellin", "base"]);
    expect(pieces(r.state, "medellin", "cartelsBase")).toBe(1);
    expect(pieces(r.state, "medellin", "cartelsU")).toBe(0);
  });

  it("8.5.1 (PB ¶15) no: under 10 Available and no space for a Base swap; 8.5.2 a Shipment Available: March", () => {
    const r = cartelsTurn(
      cartelsFirst({ pieces: crowded({ medellin: { cartelsU: 1 }, choco: { cartelsU: 1 } }) }),
    );
    const why = r.why;
    expect(why.indexOf("np.cartels.rallyPieces.no")).toBeLessThan(why.indexOf("np.cartels.rallyBase.no"));
    expect(why.indexOf("np.cartels.rallyBase.no")).toBeLessThan(why.indexOf("np.cartels.march.yes"));
    expect(why).toContain("np.cartels.canMarch.yes");
    expect(commands(r.steps)[0]).toBe("op:march");
  });

  it("8.5.1 a pair of Guerrillas holding a Shipment does not count for the Base swap", () => {
    const s = cartelsFirst({
      pieces: crowded({ medellin: { cartelsU: 2 } }),
      shipments: [["medellin", "cartels"]],
    });
    const r = cartelsTurn(s);
    expect(r.why).toContain("np.cartels.rallyBase.no");
    expect(r.why).toContain("np.cartels.march.yes");
  });
});

describe("8.5.2 the March box and 8.5.3 Terror", () => {
  it("8.5.2 no Shipment Available: 8.5.3 Terror in a populated space with an Underground Guerrilla", () => {
    const s = cartelsFirst({
      pieces: crowded({ medellin: { cartelsU: 1 }, choco: { cartelsA: 1 } }),
      shipments: allShipped,
    });
    const r = cartelsTurn(s);
    expect(r.why).toContain("np.cartels.march.no");
    expect(r.why).toContain("np.cartels.terror.box");
    expect(r.why).toContain("np.cartels.canTerror.yes");
    expect(commands(r.steps).slice(0, 2)).toEqual(["op:terror", "space:medellin"]);
  });
});

describe("8.1.1 OP NOT POSSIBLE: the curved arrow up", () => {
  it("8.1.1 Terror impossible (no Underground Guerrilla where there is Population): March instead", () => {
    const s = cartelsFirst({
      pieces: crowded({ medellin: { cartelsA: 1 }, choco: { cartelsA: 1 } }),
      shipments: allShipped,
    });
    const r = cartelsTurn(s);
    expect(r.why).toContain("np.cartels.canTerror.no");
    expect(r.why).toContain("np.cartels.canMarch.yes");
    expect(commands(r.steps)[0]).toBe("op:march");
  });

  it("8.1.1 example: Guerrillas one per Base cannot March, so Rally (and Cultivate) with under 10 Available", () => {
    const board: Board = {};
    for (const id of ["cesar", "arauca", "putumayo", "narino", "choco", "meta-east", "huila", "santander"])
      board[id] = { cartelsBase: 1, cartelsU: 1 };
    board.vichada = { cartelsBase: 2, cartelsU: 1 };
    board.guainia = { cartelsU: 1 };
    const s = cartelsFirst({ pieces: board });
    expect(available(s, "cartelsU") + available(s, "cartelsBase")).toBe(2 + 5);
    const r = cartelsTurn(s);
    expect(r.why).toContain("np.cartels.march.yes");
    expect(r.why).toContain("np.cartels.canMarch.no");
    expect(r.why).toContain("np.cartels.canRally.yes");
    expect(commands(r.steps)[0]).toBe("op:rally");
  });

  it("8.1.1 no Rally possible either: the Cartels Pass (+1 Resource, 2.3.3)", () => {
    // every Cartels Base on the map, a Guerrilla (Active) with each: nothing to Rally, March or Terror
    const board: Board = {};
    for (const id of ["cesar", "arauca", "putumayo", "narino", "choco", "meta-east", "huila"])
      board[id] = { cartelsBase: 2, cartelsA: 1 };
    board.santander = { cartelsBase: 1, cartelsA: 1 };
    const s = cartelsFirst({ pieces: board });
    const r = cartelsTurn(s);
    expect(r.why).toEqual([
      "np.seq.leftmost.no",
      "np.seq.resources.yes",
      "np.cartels.rallyPieces.no",
      "np.cartels.rallyBase.no",
      "np.cartels.march.yes",
      "np.cartels.canMarch.no",
      "np.cartels.canRally.no",
      "np.seq.pass",
    ]);
    expect(commands(r.steps)).toEqual(["pass"]);
    expect(r.state.resources.cartels).toBe(21);
  });
});

describe("8.1 Ineffective Events: the Narco-Subs example", () => {
  it("8.1 Cartels leftmost on Narco-Subs (68) with no Cartels piece in a Coastal space: Operation + Special Activity", () => {
    const s = npFixture({ deck: [68, 1], resources: { cartels: 10 }, pieces: { huila: { cartelsBase: 1 } } });
    const r = cartelsTurn(s);
    expect(r.why.slice(0, 3)).toEqual(["np.seq.leftmost.yes", "np.seq.effective.no", "np.seq.resources.yes"]);
    const cmds = commands(r.steps);
    expect(cmds[0]).toBe("op:rally");
    expect(cmds).toContain("sa:cultivate");
    expect(r.state.card.acted.cartels).toBe("opsa");
  });

  it("8.1 the same with a Cartels Guerrilla in Cesar (Coastal): the shaded Event", () => {
    const s = npFixture({ deck: [68, 1], resources: { cartels: 10 }, pieces: { cesar: { cartelsU: 1 } } });
    const r = cartelsTurn(s);
    expect(commands(r.steps)[0]).toBe("event:shaded");
    expect(r.state.resources.cartels).toBe(12);
  });
});

describe("8.5 narration has words in every language", () => {
  it("8.5 every np.cartels / np.drugs key the Cartels say in 6 bot games exists in all 5 fragments", () => {
    const said = new Set<string>();
    for (let g = 0; g < 6; g++) {
      const seats = { govt: "player", farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" } as const;
      const setup = { seed: gameSeed(11, g), seats, deployment: "standard" as const };
      const run = playRandomGame(setup, { checkInvariants: false, bots: true });
      expect(run.failure).toBeNull();
      for (const cmd of run.commands)
        if (cmd.by === "cartels")
          for (const m of (cmd.meta?.why ?? []) as { key: string }[])
            if (/^np\.(cartels|drugs)\./.test(m.key)) said.add(m.key);
    }
    expect(said.size).toBeGreaterThan(10);
    for (const lang of ["en", "fr", "de", "es", "pl"]) {
      const dict = JSON.parse(readFileSync(`lang/${lang}/np-cartels.json`, "utf8")) as Record<string, string>;
      for (const k of said) expect(dict[k], `${lang} ${k}`).toMatch(/^\d+\.\d/);
    }
  });
});
