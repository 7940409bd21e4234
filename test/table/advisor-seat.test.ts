// @vitest-environment jsdom
// An advised Non-player seat at the table (?advisor=govt): its steps come from the
// advisor (here through the worker protocol, run in this thread with a small playout budget),
// are accepted by the engine like any Command, and its narration (what it weighed) reaches the log.
import { describe, expect, it } from "vitest";
import { FACTIONS, type Faction, getDecision, type Setup } from "../../src/engine/index";
import { answer, type HintReply } from "../../src/table/advisor-worker";
import { LocalHost } from "../../src/table/local-host";
import { mountNonPlayers } from "../../src/table/nonplayers";
import { HintClient, type WorkerLike } from "../../src/table/suggest";

function inProcessWorker(): WorkerLike {
  let listener: ((e: MessageEvent<HintReply>) => void) | null = null;
  return {
    postMessage(m) {
      const reply = answer({ ...m, playouts: 16, budgetMs: Number.POSITIVE_INFINITY }, () => 0);
      queueMicrotask(() => listener?.({ data: reply } as MessageEvent<HintReply>));
    },
    addEventListener(_type, f) {
      listener = f;
    },
  };
}

describe("advised Non-player seat at the table", () => {
  it("the Government's steps come from the advisor, all accepted, its narration logged", async () => {
    const seats = Object.fromEntries(FACTIONS.map((f) => [f, "nonplayer"])) as Setup["seats"];
    const host = new LocalHost({ seed: 8, seats, deployment: "standard", deck: [13, 25, 73, 26, 27, 28] });
    const bar = document.createElement("header");
    bar.append(Object.assign(document.createElement("span"), { className: "spacer" }));
    document.body.append(bar);
    const client = new HintClient(inProcessWorker());
    const asked: Faction[] = [];
    const runner = mountNonPlayers(host, bar, {
      paused: true,
      pace: "slow",
      advisor: {
        seats: ["govt"],
        move: (s, f) => {
          asked.push(f);
          return client.move(s, f);
        },
      },
    });
    expect(getDecision(host.getState()).faction).toBe("govt"); // card 13: the Government first (2.3.2)
    for (let n = 0; n < 30 && host.getState().current === 13; n++) expect(await runner.step()).toBe(true);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((f) => f === "govt")).toBe(true);
    const keys = host.log.map((e) => e.key);
    expect(keys).toContain("advisor.weighed");
  });
});
