// @vitest-environment jsdom
// Suggest in Foundry (issue 24): at a Decision of her own seat, Alice (FARC) asks the advisor on
// her own client (its worker, emulation/worker.ts) from the turn panel; the panel lists the top 3
// complete actions, each one line in her language; choosing one highlights its spaces on the board
// layer. Nothing is played or sent: the game's state hash, record and socket stay as they were.
// Bob, whose seat is not deciding, is offered no Suggest; a later state puts the answer away.
import type { Container } from "pixi.js";
import { describe, expect, it, vi } from "vitest";
import type { AdvisorRow } from "../../src/engine/index";
import { hintPieces } from "../../src/ui/index";
import { drawCanvas } from "./emulation/canvas";
import { EmulatedWorker } from "./emulation/worker";
import { loadAdapter, SETUP } from "./harness";
import { stubCanvas2d } from "./stubs";

// card 25 first: FARC is 1st Eligible (its symbol leftmost); all four seats are players
const FARC_FIRST = { ...SETUP, deck: [25, 26, 27, 28, 29, 30, 31, 32] };

type Layers = Record<string, { layerClass: new () => never }>;
type App = {
  element: HTMLElement;
  lastAction: Promise<unknown>;
  render(o?: object): Promise<unknown>;
};

async function aliceAtHerDecision() {
  const a = await loadAdapter({ ready: true });
  stubCanvas2d();
  const ui = await import("../../src/ui/index");
  // a small deterministic budget: playouts only (nothing depends on the clock)
  ui.ADVISOR_BUDGETS.hint = { playouts: 24, budgetMs: Number.POSITIVE_INFINITY };
  expect((await a.authority.startGame(structuredClone(FARC_FIRST) as never)).ok).toBe(true);
  await a.authority.mirrorsSettled();
  const layers = (globalThis as unknown as { CONFIG: { Canvas: { layers: Layers } } }).CONFIG.Canvas.layers;
  const layer = (await drawCanvas(layers, "andeanAbyss")) as unknown as {
    parent: Container;
    board: { showHint(s: string[] | null, pieces?: unknown[]): void } | null;
  };
  expect(layer.board).not.toBeNull();
  const lit = vi.spyOn(layer.board!, "showHint");
  const { app } = await import("../../src/foundry/apps/index");
  const turn = app("turn") as unknown as App;
  return { a, turn, lit };
}

const rowsOf = (turn: App) => [...turn.element.querySelectorAll<HTMLButtonElement>(".aa-suggest-row")];

describe("Suggest in Foundry", () => {
  it("Alice asks at her own Decision: 3 rows from her worker, a row lights its spaces, nothing is played", async () => {
    const { a, turn, lit } = await aliceAtHerDecision();
    expect(a.engine.getDecision(a.session.state!).faction).toBe("farc");
    a.st.setUser("alice");
    await turn.render({ force: true });
    const before = a.engine.stateHash(a.session.state!);
    const commands = a.session.game!.commands.length;
    const sent = a.st.socketSent.length;

    const ask = turn.element.querySelector<HTMLButtonElement>('[data-action="suggest"]');
    expect(ask?.textContent).toBe("Suggest");
    ask!.click();
    expect(await turn.lastAction).toBe(true);
    await turn.render(); // after the re-render the answer asked for
    const rows = rowsOf(turn);
    expect(rows).toHaveLength(3);
    for (const r of rows) expect(r.textContent).toMatch(/: win chance \d+ %, victory margin [+-]?\d/);
    // her client's worker searched it: one "hint" request for FARC at this very state
    expect(EmulatedWorker.started).toHaveLength(1);
    expect(EmulatedWorker.started[0].received).toEqual([
      expect.objectContaining({ kind: "hint", faction: "farc", seed: a.session.state!.seq }),
    ]);

    rows[1].click();
    expect(await turn.lastAction).toBe(true);
    // the spaces of the row chosen, as the worker sent them
    const reply = EmulatedWorker.started[0].replies[0] as { rows: AdvisorRow[] };
    expect(lit.mock.calls.at(-1)?.[0]).toEqual(reply.rows[1].spaces);
    // and the pieces it moves, removes or flips, read from its bodies
    expect(lit.mock.calls.at(-1)?.[1]).toEqual(hintPieces(reply.rows[1]));
    await turn.render();
    expect(rowsOf(turn)[1].classList.contains("aa-lit")).toBe(true);

    // nothing played, nothing sent to the GM
    expect(a.engine.stateHash(a.session.state!)).toBe(before);
    expect(a.session.game!.commands.length).toBe(commands);
    expect(a.st.socketSent.length).toBe(sent);
  });

  it("Bob is offered no Suggest at FARC's Decision; a new state puts the answer and its highlight away", async () => {
    const { a, turn, lit } = await aliceAtHerDecision();
    a.st.setUser("bob");
    await turn.render({ force: true });
    expect(turn.element.querySelector('[data-action="suggest"]')).toBeNull();
    a.st.setUser("alice");
    await turn.render();
    turn.element.querySelector<HTMLButtonElement>('[data-action="suggest"]')!.click();
    await turn.lastAction;
    await turn.render();
    rowsOf(turn)[0].click();
    await turn.lastAction;
    // Alice plays her first choice herself: the answer was about the state before
    const option = turn.element.querySelector<HTMLButtonElement>('[data-action="option"]')!;
    option.click();
    await turn.lastAction;
    await vi.waitFor(() => expect(a.session.state!.seq).toBe(1));
    await turn.render();
    expect(rowsOf(turn)).toHaveLength(0);
    expect(lit.mock.calls.at(-1)?.[0]).toBeNull();
  });
});
