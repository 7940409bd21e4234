// The Decision as programs read it (docs/protocol.md): a `kind` per Decision, structured option
// values (choice.ts), scripted dice (Setup.dice), a Non-player's dice in its Command (8.2), and
// the margins logged in the Victory phase (6.1).
import { describe, expect, it } from "vitest";
import { type Choice, choiceOf, choiceValue, decodeChoice } from "../../src/engine/choice";
import { peekDice } from "../../src/engine/core/rng";
import { apply, commandOf, getDecision, validate } from "../../src/engine/flow/runtime";
import { createGame } from "../../src/engine/game";
import { replayOrThrow, stateHash } from "../../src/engine/replay";
import { validateSetup } from "../../src/engine/setup-check";
import { type Command, type GameState, isRuleError, type Setup } from "../../src/engine/types";
import { c, fixture, play, sp, step } from "./fixture";
import { rollsIn } from "./ops/dice";

const SETUP: Setup = {
  seed: 11,
  seats: { govt: "player", farc: "player", auc: "player", cartels: "player" },
  deployment: "standard",
};

/** play n random steps (a fixed LCG picks options), calling visit on each state first */
function walk(setup: Setup, n: number, visit: (s: GameState) => void, cmds: Command[] = []): GameState {
  let s = createGame(setup);
  let x = 3;
  for (let i = 0; i < n && !s.ended; i++) {
    visit(s);
    const d = getDecision(s);
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const cmd = commandOf(d.options[x % d.options.length], s.seq, d.faction!);
    cmds.push(cmd);
    const r = apply(s, cmd);
    if (isRuleError(r)) throw new Error(JSON.stringify(r));
    s = r.state;
  }
  return s;
}

describe("structured option values (choice.ts)", () => {
  it("every choose option carries its Choice, and the codec goes both ways (random play)", () => {
    const seen = new Set<string>();
    for (const seed of [1, 2, 3]) {
      walk({ ...SETUP, seed }, 700, (s) => {
        for (const o of getDecision(s).options) {
          if (o.t !== "choose") continue;
          seen.add(o.c.k);
          expect(decodeChoice(o.v)).toEqual(o.c);
          expect(choiceValue(o.c)).toBe(o.v);
        }
      });
    }
    // the main kinds really occurred (so the loop above was not empty)
    for (const k of ["pass", "event", "op", "sa"]) expect(seen).toContain(k);
  });

  it("decodes each wire form to the typed value and refuses unknown ones", () => {
    const cases: [string, Choice][] = [
      ["pass", { k: "pass" }],
      ["event:shaded", { k: "event", side: "shaded" }],
      ["op:rally", { k: "op", op: "rally", limited: false }],
      ["limop:march", { k: "op", op: "march", limited: true }],
      ["sa:ambush", { k: "sa", sa: "ambush" }],
      ["shipFrom:huila", { k: "ship", from: "huila" }],
      ["heir:auc", { k: "heir", faction: "auc" }],
      ["base:huila", { k: "base", space: "huila" }],
      ["base", { k: "base" }],
      ["carry:huila:neiva:farcU:2", { k: "carry", from: "huila", to: "neiva", piece: "farcU", n: 2 }],
      ["ship:cali:cartels", { k: "process", space: "cali", faction: "cartels" }],
      ["shipment:cali:farc", { k: "shipment", space: "cali", faction: "farc" }],
      ["rally", { k: "eliteBacking" }],
      ["target:govt", { k: "target", target: "govt" }],
      ["mode:pieces", { k: "mode", mode: "pieces" }],
    ];
    for (const [v, ch] of cases) {
      expect(decodeChoice(v)).toEqual(ch);
      expect(choiceValue(ch)).toBe(v);
    }
    for (const bad of [
      "op:fly",
      "sa:",
      "base:atlantis",
      "heir:nobody",
      "carry:huila:neiva:troops:x",
      "x:y:z",
    ])
      expect(decodeChoice(bad)).toBeNull();
    expect(choiceOf({ t: "space", v: "pass" })).toBeNull();
  });

  it("a Command built from an option keeps the plain wire shape (saved games unchanged)", () => {
    const s = createGame(SETUP);
    const d = getDecision(s);
    const o = d.options.find((x) => x.t === "choose" && x.c.k === "op")!;
    expect(JSON.parse(JSON.stringify(commandOf(o, s.seq, d.faction!)))).toEqual({
      t: "choose",
      v: (o as { v: string }).v,
      seq: s.seq,
      by: d.faction,
    });
  });
});

describe("Decision kind (derived from its options)", () => {
  const board = () => fixture({ deck: [25, 26, 27], pieces: { huila: { farcU: 2, troops: 1 } } });

  it("2.3.4 the 1st Eligible's choice is chooseAction; selecting Attack spaces is selectSpace", () => {
    const s = fixture({
      deck: [25, 26, 27],
      pieces: { huila: { farcU: 2, troops: 1 } },
      resources: { farc: 5 },
    });
    expect(getDecision(s).kind).toBe("chooseAction");
    const t = play(s, c("op:attack"));
    expect(getDecision(t).kind).toBe("selectSpace");
    expect(getDecision(t).context.op).toBe("attack");
  });

  it("3.3.2 March offers moves: movePiece, with the op in the typed context", () => {
    const s = play(
      fixture({ deck: [25, 26, 27], pieces: { huila: { farcU: 2 } }, resources: { farc: 5 } }),
      c("op:march"),
    );
    const d = getDecision(s);
    expect(d.options.some((o) => o.t === "move")).toBe(true);
    expect(d.kind).toBe("movePiece");
  });

  it("a game that ended has kind gameOver and no options", () => {
    const s = {
      ...board(),
      ended: { reason: "final", ranking: [], margins: {}, winner: null },
    } as unknown as GameState;
    // a fresh object: the cached Decision of the board does not apply
    const d = getDecision(structuredClone(s));
    expect(d.kind).toBe("gameOver");
    expect(d.options).toEqual([]);
  });

  it("kinds agree with the options over random play, and `left` mirrors the prompt's count", () => {
    const kinds = new Set<string>();
    walk({ ...SETUP, seed: 5 }, 1500, (s) => {
      const d = getDecision(s);
      kinds.add(d.kind);
      const has = (t: string) => d.options.some((o) => o.t === t);
      const choice = (k: string) => d.options.some((o) => o.t === "choose" && o.c.k === k);
      if (d.kind === "movePiece") expect(has("move")).toBe(true);
      if (d.kind === "placePiece") expect(has("place") && !has("move")).toBe(true);
      if (d.kind === "selectSpace") expect(has("space") && !has("move") && !has("place")).toBe(true);
      if (d.kind === "chooseAction") expect(choice("pass") || choice("op") || choice("event")).toBe(true);
      if (d.kind === "confirm") expect(d.options).toEqual([{ t: "done" }]);
      const n = d.prompt.params?.n;
      expect(d.context.left).toBe(typeof n === "number" ? n : undefined);
    });
    for (const k of ["chooseAction", "selectSpace", "placePiece", "movePiece"]) expect(kinds).toContain(k);
  });
});

describe("Setup.dice: scripted die results before the generator", () => {
  const attackSetup = (dice?: number[]) => ({
    deck: [25, 26, 27],
    pieces: { huila: { farcU: 1, farcA: 1, troops: 2 } },
    resources: { farc: 5 },
    ...(dice ? { dice } : {}),
  });

  it("3.3.3 the Attack roll takes the next scripted die, then the next one, then the generator", () => {
    const base = fixture(attackSetup());
    const scripted = { ...structuredClone(base), dice: [6, 1] } as GameState;
    expect(peekDice(scripted, 3).slice(0, 2)).toEqual([6, 1]);
    expect(peekDice(scripted, 3)[2]).toBe(peekDice(base, 1)[0]); // then the seeded generator
    const r = step(play(scripted, c("op:attack"), sp("huila")), c("roll"));
    expect(rollsIn(r.log)).toEqual([6]);
    expect(r.state.dice).toEqual([1]);
    expect(scripted.dice).toEqual([6, 1]); // the input state is untouched
  });

  it("2.1 a game made with dice replays to the same state, and uses them in order", () => {
    const setup: Setup = { ...SETUP, seed: 4, dice: [1, 2, 3, 4, 5, 6, 6, 5] };
    const cmds: Command[] = [];
    const end = walk(setup, 400, () => {}, cmds);
    const again = replayOrThrow(setup, cmds);
    expect(stateHash(again)).toBe(stateHash(end));
    // some dice were rolled in 400 steps, taken from the script first
    expect(end.dice?.length ?? 0).toBeLessThan(8);
  });

  it("validateSetup refuses dice that are not whole numbers 1-6", () => {
    expect(validateSetup({ ...SETUP, dice: [1, 6] })).toBeNull();
    for (const bad of [[0], [7], [2.5], "123", [Number.NaN]])
      expect(validateSetup({ ...SETUP, dice: bad })?.code).toBe("badSetup");
  });
});

describe("8.2 a Non-player's dice travel with its Command", () => {
  const npGame = () =>
    createGame({
      seed: 8,
      seats: { govt: "player", farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" },
      deployment: "standard",
      deck: [25, 26, 27, 28],
    });

  it("accepted when they are the game's next dice: rolled, logged, and then the choice applies", () => {
    const s = npGame();
    const d = getDecision(s);
    expect(d.faction).toBe("farc");
    const next = peekDice(s, 3);
    const cmd = { ...commandOf(d.options[0], s.seq, "farc"), dice: next };
    expect(validate(s, cmd)).toBeNull();
    const r = apply(s, cmd);
    if (isRuleError(r)) throw new Error(r.code);
    expect(rollsIn(r.log).slice(0, 3)).toEqual(next);
    expect(r.log.slice(0, 3).every((e) => e.faction === "farc")).toBe(true);
    expect(peekDice(r.state, 1)[0]).toBe(peekDice(s, 4)[3]); // the generator moved on by 3
    expect(r.state.barrier).toBe(r.state.seq); // undo never crosses a roll
  });

  it("refused when they are not the next dice, or sent for a player's Faction; the state stays as it was", () => {
    const s = npGame();
    const d = getDecision(s);
    const next = peekDice(s, 3);
    const wrong = next.map((x) => (x % 6) + 1);
    const before = JSON.stringify(s);
    expect(validate(s, { ...commandOf(d.options[0], s.seq, "farc"), dice: wrong })?.code).toBe(
      "diceMismatch",
    );
    expect(validate(s, { ...commandOf(d.options[0], s.seq, "farc"), dice: [9] })?.code).toBe("malformed");
    expect(JSON.stringify(s)).toBe(before);
    const p = fixture({ deck: [25, 26, 27], pieces: { huila: { farcU: 2 } } });
    const pd = getDecision(p);
    const err = validate(p, { ...commandOf(pd.options[0], p.seq, pd.faction!), dice: peekDice(p, 1) });
    expect(err?.code).toBe("diceNotNonPlayer");
    expect(err?.rule).toBe("8.2");
  });
});

describe("6.1 the Victory phase logs every Faction's margin", () => {
  it("one log.margin per Faction, with the margin of 7.2, before the check", () => {
    // card 25, then Propaganda card 73: everyone passes on 25, the Round starts with the Victory phase
    let s = createGame({ ...SETUP, deck: [25, 73, 26, 27] });
    const log: { key: string; params?: Record<string, string | number> }[] = [];
    for (let i = 0; i < 6 && !log.some((e) => e.key === "log.margin"); i++) {
      const r = step(s, c("pass"));
      log.push(...r.log);
      s = r.state;
    }
    const margins = log.filter((e) => e.key === "log.margin");
    expect(margins.map((e) => e.params?.faction)).toEqual(["govt", "farc", "auc", "cartels"]);
    // Standard Deployment after 4 Passes: Total Support 50 - 60 = -10 (7.2); AUC 1 Base - 6 FARC Bases
    expect(margins[0].params?.margin).toBe(-10);
    expect(margins[2].params?.margin).toBe(-5);
  });
});
