// @vitest-environment jsdom
// "What would the flowchart do?" (section 8): at a person's own Decision the turn panel offers the
// plan a Non-player bot would follow there, told in the reader's language; asking changes nothing.
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { gameSeed } from "../../src/cli/common";
import { mixSetup } from "../../src/cli/sim";
import { createGame, type GameState, getDecision } from "../../src/engine/index";
import type { UiHost } from "../../src/ui/host";
import { runPanelAction } from "../../src/ui/panels/actions";
import { turnView } from "../../src/ui/panels/turn";
import { dictHost, fakeHost } from "./fake-host";

const tpl = Handlebars.create().compile(readFileSync("templates/turn-panel.hbs", "utf8"));
// a table where the Government is a person and the card's first Faction to decide is theirs or not
const s: GameState = createGame(mixSetup(gameSeed(20261128, 4), ["farc", "auc", "cartels"]));
const f = getDecision(s).faction!;

function listening(host: UiHost) {
  const notes: string[] = [];
  let sent = 0;
  return {
    notes,
    sent: () => sent,
    host: {
      ...host,
      getState: () => s,
      notify: (_k: "info" | "warn" | "error", text: string) => notes.push(text),
      submit: async () => {
        sent++;
        return null;
      },
    } satisfies UiHost,
  };
}

describe("flowchart hint in the turn panel", () => {
  it("is offered at this person's own Decision, and not to someone waiting", () => {
    const mine = turnView({ ...fakeHost(s), myFactions: () => [f] }, s);
    expect(mine.hint).toBe(true);
    const div = document.createElement("div");
    div.innerHTML = tpl(mine);
    expect(div.querySelector('[data-action="hint"]')?.textContent).toBe("What would the flowchart do?");
    const other = turnView({ ...fakeHost(s), myFactions: () => [] }, s);
    expect(other.hint).toBe(false);
  });

  it("tells the plan, sends nothing and leaves the state as it was", async () => {
    const before = JSON.stringify(s);
    const l = listening({ ...fakeHost(s), myFactions: () => [f] });
    expect(await runPanelAction(l.host, "hint", {})).toBe(true);
    expect(l.sent()).toBe(0);
    expect(JSON.stringify(s)).toBe(before);
    expect(l.notes).toHaveLength(1);
    expect(l.notes[0]).toMatch(/^Plan of the flowchart for /);
  });

  it("speaks the reader's language (fr)", async () => {
    const fr = JSON.parse(readFileSync("lang/fr.json", "utf8")) as Record<string, string>;
    const l = listening({ ...dictHost(fr, "fr"), myFactions: () => [f] });
    await runPanelAction(l.host, "hint", {});
    expect(l.notes[0]).toMatch(/^Plan de l'organigramme pour /);
    expect(l.notes[0]).not.toContain("{");
  });
});
