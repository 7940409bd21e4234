// @vitest-environment jsdom
// Foundry's setup dialog offers Flowchart / Advisor for each seat set to Non-player (Flowchart by
// default); the start button saves the choice as a world setting beside the game.
import { describe, expect, it } from "vitest";
import { loadAdapter } from "./harness";

type App = {
  rendered: boolean;
  element: HTMLElement;
  lastAction: Promise<unknown>;
  render(o?: object): Promise<unknown>;
};

describe("the setup dialog: Flowchart / Advisor per Non-player seat", () => {
  it("shown for a Non-player seat only, Flowchart by default; Advisor for the AUC is saved", async () => {
    const a = await loadAdapter({ ready: true });
    const { app } = await import("../../src/foundry/apps/index");
    const setup = app("setup") as unknown as App;
    await setup.render({ force: true });
    const form = setup.element as HTMLFormElement;
    const choice = form.querySelector<HTMLSelectElement>('select[name="np.auc"]')!;
    expect(choice.hidden).toBe(true); // a player seat
    expect(choice.value).toBe("flowchart");
    const radio = form.querySelector<HTMLInputElement>('input[name="seat.auc"][value="nonplayer"]')!;
    radio.checked = true;
    radio.dispatchEvent(new Event("change", { bubbles: true }));
    expect(choice.hidden).toBe(false);
    choice.value = "advisor";
    form.querySelector<HTMLElement>('button[type="submit"]')!.click();
    await setup.lastAction;
    expect(a.session.game?.setup.seats.auc).toBe("nonplayer");
    expect(a.st.settingValues.get("andean-abyss.nonPlayerAdvisor")).toEqual(["auc"]);
    expect(setup.rendered).toBe(false);
  });
});
