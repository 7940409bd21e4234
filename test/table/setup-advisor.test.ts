// @vitest-environment jsdom
// The table's new-game form: each Non-player seat may be played by its flowchart (section 8, the
// default) or by the advisor (search). The choice is a host option: it stays out of the Setup (so
// replays and state hashes do not depend on it) and goes to the Non-player runner, which then asks
// the advisor for that seat's steps.
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { botMove } from "../../src/engine/bots/index";
import { type Faction, getDecision, validateSetup } from "../../src/engine/index";
import { LocalHost } from "../../src/table/local-host";
import { mountNonPlayers } from "../../src/table/nonplayers";
import { readSetup, type SetupDefaults, setupView, wireSetupSeats } from "../../src/ui/panels/setup";
import { fakeHost } from "../ui/fake-host";

const tpl = Handlebars.create().compile(readFileSync("templates/setup-form.hbs", "utf8"));

/** the form as the table draws it (it offers the advisor) */
function form(def: SetupDefaults = {}): HTMLFormElement {
  const div = document.createElement("div");
  div.innerHTML = tpl(setupView(fakeHost(), [], { offerAdvisor: true, ...def }));
  wireSetupSeats(div);
  document.body.append(div);
  return div.querySelector("form")!;
}

const choice = (f: HTMLFormElement, faction: Faction) =>
  f.querySelector<HTMLSelectElement>(`select[name="np.${faction}"]`)!;

function setSeat(f: HTMLFormElement, faction: Faction, seat: "player" | "nonplayer"): void {
  const radio = f.querySelector<HTMLInputElement>(`input[name="seat.${faction}"][value="${seat}"]`)!;
  radio.checked = true;
  radio.dispatchEvent(new Event("change", { bubbles: true }));
}

describe("new-game form: Flowchart / Advisor per Non-player seat", () => {
  it("shows the choice only for Non-player seats, Flowchart by default", () => {
    const f = form({ seats: { farc: "nonplayer" } });
    expect(choice(f, "farc").hidden).toBe(false);
    expect(choice(f, "govt").hidden).toBe(true);
    for (const x of ["govt", "farc", "auc", "cartels"] as Faction[])
      expect(choice(f, x).value).toBe("flowchart");
    expect(choice(f, "farc").getAttribute("aria-label")).toBe("How this Non-player decides");
    expect([...choice(f, "farc").options].map((o) => o.textContent)).toEqual([
      "Flowchart (section 8)",
      "Advisor (search)",
    ]);
    // the Government made a Non-player: its choice appears; the FARC made a player: it goes
    setSeat(f, "govt", "nonplayer");
    setSeat(f, "farc", "player");
    expect(choice(f, "govt").hidden).toBe(false);
    expect(choice(f, "farc").hidden).toBe(true);
  });

  it("is not offered by a host that does not run the advisor", () => {
    const div = document.createElement("div");
    div.innerHTML = tpl(setupView(fakeHost(), [], { seats: { govt: "nonplayer" } }));
    expect(div.querySelector("select.aa-np-play")).toBeNull();
  });

  it("by default no seat is advised, and a player seat is never advised", () => {
    const f = form({ seats: { govt: "nonplayer" } });
    expect(readSetup(new FormData(f)).advisor).toEqual([]);
    choice(f, "farc").value = "advisor"; // hidden, the FARC being a player seat
    expect(readSetup(new FormData(f)).advisor).toEqual([]);
  });

  it("shows the advised seats of the game in progress as chosen", () => {
    const f = form({ seats: { govt: "nonplayer", auc: "nonplayer" }, advisor: ["govt"] });
    expect(choice(f, "govt").value).toBe("advisor");
    expect(choice(f, "auc").value).toBe("flowchart");
  });

  it("Advisor for the Government: kept out of the Setup; the runner asks the advisor for its steps", async () => {
    const f = form();
    setSeat(f, "govt", "nonplayer");
    const plain = readSetup(new FormData(f)).setup;
    choice(f, "govt").value = "advisor";
    const { setup, advisor } = readSetup(new FormData(f));
    expect(advisor).toEqual(["govt"]);
    expect(setup).toEqual(plain); // same Setup with or without the advisor: replays and hashes unchanged
    expect(validateSetup(setup)).toBeNull();

    // the table: a runner whose advisor records who it was asked for (answering with a legal step)
    const host = new LocalHost({ ...setup, seed: 8, deck: [13, 25, 73, 26, 27, 28] });
    const bar = document.createElement("header");
    bar.append(Object.assign(document.createElement("span"), { className: "spacer" }));
    document.body.append(bar);
    const asked: Faction[] = [];
    const runner = mountNonPlayers(host, bar, {
      paused: true,
      pace: "slow",
      advisor: {
        seats: [],
        move: async (s, who) => {
          asked.push(who);
          return botMove(s)?.command ?? null;
        },
      },
    });
    expect(getDecision(host.getState()).faction).toBe("govt"); // card 13: the Government first (2.3.2)
    // before the form's choice the Government plays by its flowchart alone
    expect(runner.advised).toEqual([]);
    runner.setAdvised(advisor);
    expect(runner.advised).toEqual(["govt"]);
    expect(await runner.step()).toBe(true);
    expect(asked).toEqual(["govt"]);
  });

  it("a seat left on Flowchart is not sent to the advisor", async () => {
    const f = form();
    setSeat(f, "govt", "nonplayer");
    const { setup, advisor } = readSetup(new FormData(f));
    const host = new LocalHost({ ...setup, seed: 8, deck: [13, 25, 73, 26, 27, 28] });
    const bar = document.createElement("header");
    bar.append(Object.assign(document.createElement("span"), { className: "spacer" }));
    const asked: Faction[] = [];
    const runner = mountNonPlayers(host, bar, {
      paused: true,
      pace: "slow",
      advisor: {
        seats: [],
        move: async (_s, who) => {
          asked.push(who);
          return null;
        },
      },
    });
    runner.setAdvised(advisor);
    const before = host.getState();
    expect(await runner.step()).toBe(true);
    expect(host.getState()).not.toBe(before); // the flowchart played the step
    expect(asked).toEqual([]);
  });
});
