// @vitest-environment jsdom
// The new-game form: a Cancel button where the host closes the form; every
// option the form offers changes the game it starts (no option that does nothing); Non-player
// only for a Faction a bot plays (section 8); the preset deck is the whole deck (docs/table.md).
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import {
  apply,
  createGame,
  FACTIONS,
  type GameState,
  getDecision,
  isRuleError,
} from "../../src/engine/index";
import { t } from "../../src/table/i18n";
import { hasFlowchart, readSetup, type SetupDefaults, setupView } from "../../src/ui/panels/setup";
import { fakeHost } from "./fake-host";

const host = fakeHost();
const tpl = Handlebars.create().compile(readFileSync("templates/setup-form.hbs", "utf8"));

function form(def: SetupDefaults = {}): HTMLFormElement {
  const div = document.createElement("div");
  div.innerHTML = tpl(setupView(host, [], def));
  return div.querySelector("form")!;
}

describe("setup form", () => {
  it("Cancel is offered when the host closes the form on it, and only then", () => {
    const withCancel = form({ cancel: true }).querySelector<HTMLButtonElement>("[data-action='cancelSetup']");
    expect(withCancel?.type).toBe("button"); // never submits the form
    expect(withCancel?.textContent).toBe(t("ui.setup.cancel"));
    expect(form().querySelector("[data-action='cancelSetup']")).toBeNull();
  });

  it("section 8: every Faction offered as a Non-player has a bot that plays it", () => {
    const f = form();
    const offered = FACTIONS.filter((x) => f.querySelector(`input[name='seat.${x}'][value=nonplayer]`));
    expect(offered).toEqual(FACTIONS.filter(hasFlowchart));
    expect(offered).toContain("farc"); // the Insurgents' flowcharts (8.5-8.7) at least
    expect(offered).toContain("auc");
    expect(offered).toContain("cartels");
    expect(hasFlowchart("nobody" as never)).toBe(false);
  });

  it("each option changes the game: seats, Open Deployment, short game, hidden next card, seed, deck", () => {
    const f = form({ seed: 1 });
    const set = (sel: string) => {
      (f.querySelector(sel) as HTMLInputElement).checked = true;
    };
    set("input[name='seat.farc'][value=nonplayer]");
    set("input[name=deployment][value=open]");
    set("input[name=shortGame]");
    set("input[name=noReveal]");
    (f.querySelector("input[name=seed]") as HTMLInputElement).value = "77";
    (f.querySelector("input[name=deck]") as HTMLInputElement).value = "1, 73 2";
    const { setup } = readSetup(new FormData(f));
    expect(setup).toEqual({
      seed: 77,
      seats: { govt: "player", farc: "nonplayer", auc: "player", cartels: "player" },
      deployment: "open",
      options: { shortGame: true, noReveal: true },
      deck: [1, 73, 2],
    });
    const s = createGame(setup);
    expect(s.seats.farc).toBe("nonplayer");
    expect(s.options).toMatchObject({ shortGame: true, noReveal: true });
    expect(getDecision(s).prompt.key).toMatch(/^prompt\.deploy\./); // 2.1 Open Deployment asks
    // and the defaults: all players, Standard Deployment, the full shuffled deck
    const plain = readSetup(new FormData(form({ seed: 1 }))).setup;
    expect(plain.seats).toEqual({ govt: "player", farc: "player", auc: "player", cartels: "player" });
    expect(plain.deck).toBeUndefined();
    const full = createGame(plain);
    const cards = [...full.played, ...full.deck];
    expect(cards.length).toBeGreaterThan(40); // 2.1 the shuffled deck
    expect([73, 74, 75, 76].every((n) => cards.includes(n))).toBe(true); // with its 4 Propaganda cards
  });

  it("2.1 a preset deck is the whole deck: it runs out, and the game ends with the final scoring (7.3)", () => {
    let s: GameState = createGame({
      seed: 1,
      seats: { govt: "player", farc: "player", auc: "player", cartels: "player" },
      deployment: "standard",
      deck: [1, 2],
    });
    for (let i = 0; i < 500 && !s.ended; i++) {
      const d = getDecision(s);
      const r = apply(s, { ...d.options[0], seq: s.seq, by: d.faction! });
      if (isRuleError(r)) throw new Error(r.code);
      s = r.state;
    }
    expect(s.played).toEqual([1, 2]);
    expect(s.ended?.reason).toBe("final");
  });
});
