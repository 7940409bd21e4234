// @vitest-environment jsdom
// Suggest at the table: the button works only at a player seat's Decision; the worker
// protocol answers with the advisor's top 3 (run here in-process with a small playout budget);
// each row reads as one line in the player's language and choosing it highlights its spaces;
// nothing is played.
import { describe, expect, it } from "vitest";
import { type AdvisorRow, createGame, type GameState, stateHash } from "../../src/engine/index";
import { answer, type HintReply, type HintRequest } from "../../src/table/advisor-worker";
import { HintClient, hintFaction, hintText, mountSuggest, type WorkerLike } from "../../src/table/suggest";
import { fakeHost } from "../ui/fake-host";

/** a worker that answers in this thread with a small playout budget (no clock: deterministic) */
function inProcessWorker(): WorkerLike & { asked: HintRequest[] } {
  let listener: ((e: MessageEvent<HintReply>) => void) | null = null;
  return {
    asked: [],
    postMessage(m) {
      this.asked.push(m);
      const reply = answer({ ...m, playouts: 24, budgetMs: Number.POSITIVE_INFINITY }, () => 0);
      queueMicrotask(() => listener?.({ data: reply } as MessageEvent<HintReply>));
    },
    addEventListener(_type, f) {
      listener = f;
    },
  };
}

const SOLO = { govt: "player", farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" } as const;

describe("Suggest", () => {
  it("asks for the deciding player seat only", () => {
    // card 13: the Government is 1st Eligible (2.3.2)
    const deck = [13, 25, 73, 26];
    const s = createGame({ seed: 3, seats: SOLO, deployment: "standard", deck });
    const bots = createGame({ seed: 3, seats: { ...SOLO, govt: "nonplayer" }, deployment: "standard", deck });
    expect(hintFaction(s)).toBe("govt");
    expect(hintFaction(bots)).toBeNull();
  });

  it("shows 3 rows for the Government's choice; a row highlights its spaces; nothing is played", async () => {
    const s: GameState = createGame({ seed: 5, seats: SOLO, deployment: "standard", deck: [13, 25, 73, 26] });
    expect(hintFaction(s)).toBe("govt");
    const before = stateHash(s);
    const bar = document.createElement("header");
    bar.append(Object.assign(document.createElement("span"), { className: "spacer" }));
    document.body.append(bar);
    const worker = inProcessWorker();
    const lit: (AdvisorRow | null)[] = [];
    const host = { ...fakeHost(s), getState: () => s };
    const { button, list } = mountSuggest(host, bar, new HintClient(worker), (x) => lit.push(x));
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe("Suggest");
    button.click();
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(worker.asked).toHaveLength(1);
    const rows = [...list.querySelectorAll("li button")] as HTMLButtonElement[];
    expect(rows).toHaveLength(3);
    for (const r of rows) expect(r.textContent).toMatch(/win chance \d+ %, victory margin [+-]?\d/);
    rows[0].click();
    // the row chosen goes to the board: its spaces and the bodies its pieces are read from
    expect(lit.at(-1)?.spaces).toBeInstanceOf(Array);
    expect(hintText(host, lit.at(-1)!)).toBe(rows[0].textContent);
    expect(stateHash(s)).toBe(before);
  });

  it("a row reads as one sentence: the action, its spaces, chance, margin and reason", () => {
    const row = {
      action: {
        key: "advisor.action.opSa",
        params: { op: "sweep", space: "bogota", n: 3, more: 2, sa: "airstrike" },
      },
      reason: { key: "advisor.reason.cityGained", params: { space: "cali" } },
      spaces: ["bogota", "cali", "medellin"],
      winChance: 0.31,
      marginChange: 2.25,
      bodies: [],
    };
    const text = hintText(fakeHost(), row);
    expect(text).toBe(
      "Sweep in Bogotá and 2 more spaces, with Air Strike: win chance 31 %, victory margin +2.3 (takes Control of Cali)",
    );
    const one = {
      ...row,
      action: { key: "advisor.action.op", params: { op: "train", space: "cali", n: 1, more: 0 } },
    };
    expect(hintText(fakeHost(), one)).toMatch(/^Train in Cali: win chance/);
    const pass = { ...row, action: { key: "advisor.action.pass" } };
    expect(hintText(fakeHost(), pass)).toMatch(/^Pass: win chance/);
  });
});
