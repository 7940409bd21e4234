// @vitest-environment jsdom
// The new-game form offers the 8.2 Play Note option (one plain die among a few spaces), off by
// default, recorded in the Setup only when ticked; the form shows it ticked for a game that has it.
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { validateSetup } from "../../src/engine/index";
import { readSetup, type SetupDefaults, setupView } from "../../src/ui/panels/setup";
import { fakeHost } from "./fake-host";

const host = fakeHost();
const tpl = Handlebars.create().compile(readFileSync("templates/setup-form.hbs", "utf8"));

function form(def: SetupDefaults = {}): HTMLFormElement {
  const div = document.createElement("div");
  div.innerHTML = tpl(setupView(host, [], def));
  return div.querySelector("form")!;
}

describe("setup form: plain die (8.2 Play Note)", () => {
  it("is off by default and then left out of the Setup", () => {
    const f = form();
    const box = f.querySelector<HTMLInputElement>('input[name="plainDie"]')!;
    expect(box.checked).toBe(false);
    expect(box.parentElement?.textContent).toContain("plain die");
    const { setup } = readSetup(new FormData(f));
    expect(setup.options).not.toHaveProperty("plainDie");
  });

  it("ticked: recorded in the Setup, which validates; shown ticked again", () => {
    const f = form();
    f.querySelector<HTMLInputElement>('input[name="plainDie"]')!.checked = true;
    const { setup } = readSetup(new FormData(f));
    expect(setup.options?.plainDie).toBe(true);
    expect(validateSetup(setup)).toBeNull();
    expect(form({ plainDie: true }).querySelector<HTMLInputElement>('input[name="plainDie"]')!.checked).toBe(
      true,
    );
  });
});
