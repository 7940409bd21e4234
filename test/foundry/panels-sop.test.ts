// @vitest-environment jsdom
// The Sequence of Play and the game end in Foundry: the turn panel shows the Sequence of Play track (2.3), the
// victory tracks and Available Forces in its status part, and the game-end screen (7.1-7.3) on
// top once the game is over.
import { describe, expect, it } from "vitest";
import { loadAdapter, SETUP } from "./harness";

type App = { element: HTMLElement; render(o?: object): Promise<unknown> };

async function openTurn(): Promise<App> {
  const { app } = await import("../../src/foundry/apps/index");
  const a = app("turn") as unknown as App;
  await a.render({ force: true });
  return a;
}

describe("turn panel: Sequence of Play, tracks, game end (Foundry)", () => {
  it("2.3 the track and the status follow the 1st Eligible's action; no end screen yet", async () => {
    const a = await loadAdapter({ ready: true });
    await a.authority.startGame(SETUP);
    const turn = await openTurn();
    const el = () => turn.element;
    expect(el().querySelector(".aa-sop")).not.toBeNull();
    expect(el().querySelector('[data-sop="govt"]')?.textContent).toBe("1st Eligible, deciding");
    expect(el().querySelector('[data-box="eligible"]')?.textContent).toContain("Government");
    expect(el().querySelector(".aa-end")?.classList.contains("aa-hidden")).toBe(true);
    // 2.3.3 the Government passes: its cylinder goes to the Pass box, FARC becomes 1st Eligible
    expect(await a.authority.submit({ t: "choose", v: "pass", seq: 0, by: "govt" })).toBeNull();
    await turn.render();
    expect(el().querySelector('[data-sop="govt"]')?.textContent).toBe("Passed");
    expect(el().querySelector('[data-box="pass"]')?.textContent).toContain("Government");
    expect(el().querySelector('[data-sop="farc"]')?.textContent).toBe("1st Eligible, deciding");
    // 1.4.1 Available Forces and 7.2 tracks in the status part
    expect(el().querySelector('[data-available="govt"] [data-piece="troops"]')?.textContent).toBe(
      "Troops 18",
    );
    expect(el().querySelector('[data-margin="farc"]')?.textContent).toBe("\u22125");
    expect(el().textContent).not.toMatch(/ANDEAN\.|ui\.[a-z]+\./);
  });

  it("7.3 once the game is over the end screen shows the ranking with margins, without a Close button", async () => {
    const a = await loadAdapter({ ready: true });
    await a.authority.startGame(SETUP);
    const s = a.session.state!;
    s.ended = {
      reason: "final",
      ranking: ["cartels", "farc", "auc", "govt"],
      margins: { govt: -10, farc: -5, auc: -5, cartels: 2 },
      winner: "cartels",
    };
    s.frames = [];
    const turn = await openTurn();
    const end = turn.element.querySelector(".aa-end")!;
    expect(end.classList.contains("aa-hidden")).toBe(false);
    expect(end.querySelector(".aa-end-headline")?.textContent).toBe(
      "Victory: Cartels, with the highest margin after the final Propaganda Round (7.3).",
    );
    const rows = [...end.querySelectorAll<HTMLElement>("tr[data-rank]")].map((r) => [
      r.dataset.rank,
      r.dataset.faction,
      r.querySelector("[data-margin]")?.textContent,
    ]);
    expect(rows).toEqual([
      ["1", "cartels", "+2"],
      ["2", "farc", "\u22125"],
      ["3", "auc", "\u22125"],
      ["4", "govt", "\u221210"],
    ]);
    expect(end.querySelector('[data-action="closeEnd"]')).toBeNull();
  });
});
