// The Sequence of Play track (2.3), the status strip's place on this card,
// victory tracks next to the margins (7.2, 7.3), Available Forces (1.4.1) and the game-end
// screen (7.1-7.3, 8.8), read from the view-models with the table's English strings.
import { describe, expect, it } from "vitest";
import {
  apply,
  type Command,
  type CommandBody,
  createGame,
  type GameState,
  getDecision,
  isRuleError,
  MAP_SPACES,
} from "../../src/engine/index";
import { t } from "../../src/table/i18n";
import { endView, sopView, statusView } from "../../src/ui/panels/index";
import { fakeHost } from "./fake-host";

const host = (s: GameState) => fakeHost(s);
const ALL_PLAYERS = { govt: "player", farc: "player", auc: "player", cartels: "player" } as const;
// card 1: Faction order Government, FARC, AUC, Cartels; card 73 is a Propaganda card
const game = (deck = [1, 73, 2, 3], seats: GameState["seats"] = { ...ALL_PLAYERS }) =>
  createGame({ seed: 1, seats, deployment: "standard", deck });

function send(s: GameState, body: CommandBody): GameState {
  const d = getDecision(s);
  const r = apply(s, { ...body, seq: s.seq, by: d.faction! } as Command);
  if (isRuleError(r)) throw new Error(`${JSON.stringify(body)}: ${r.code}`);
  return r.state;
}
const choose = (s: GameState, v: string) => send(s, { t: "choose", v });

/** Play the action under way to its end: Done when offered, else the first option (or an SA once). */
function finish(s: GameState, withSa = false): GameState {
  let sa = withSa;
  for (let i = 0; i < 200 && s.frames.at(-1)?.k !== "card"; i++) {
    const d = getDecision(s);
    const pickSa = sa ? d.options.find((o) => o.t === "choose" && o.v.startsWith("sa:")) : undefined;
    if (pickSa) sa = false;
    const o = pickSa ?? d.options.find((x) => x.t === "done") ?? d.options[0];
    s = send(s, o);
  }
  expect(s.frames.at(-1)?.k).toBe("card");
  return s;
}

const status = (s: GameState) =>
  Object.fromEntries(statusView(host(s), s, getDecision(s).faction).factions.map((f) => [f.faction, f]));
const step = (s: GameState, f: string) => sopView(host(s), s).order.find((o) => o.faction === f)!;
const column = (s: GameState, key: string) => sopView(host(s), s).columns.find((c) => c.key === key)!;
const box = (s: GameState, key: string) =>
  sopView(host(s), s)
    .boxes.find((b) => b.key === key)!
    .chips.map((c) => c.faction);

describe("Sequence of Play at a glance (2.3)", () => {
  it("2.3.2 at the card's start: the card's Faction order, all Eligible, the 1st Eligible deciding", () => {
    const s = game();
    const v = sopView(host(s), s);
    expect(v.active).toBe(true);
    expect(v.order.map((o) => o.faction)).toEqual(["govt", "farc", "auc", "cartels"]);
    expect(v.order[0].label).toBe("1st Eligible, deciding");
    expect(v.order[1].label).toBe("Eligible");
    expect(box(s, "eligible")).toEqual(["govt", "farc", "auc", "cartels"]);
    expect(v.columns.every((c) => !c.taken && !c.open)).toBe(true);
    expect(v.secondOptions).toBe("");
  });

  it("2.3.3 a Pass goes to the Pass box; the next Faction becomes 1st Eligible", () => {
    const s = choose(game(), "pass");
    expect(box(s, "pass")).toEqual(["govt"]);
    expect(step(s, "govt").label).toBe("Passed");
    expect(status(s).govt.eligibleLabel).toBe("Passed");
    expect(step(s, "farc").label).toBe("1st Eligible, deciding");
    expect(sopView(host(s), s).columns.every((c) => !c.taken)).toBe(true);
  });

  it("after the 1st Eligible acts the status no longer says Eligible for it; Op Only leaves a LimOp (2.3.4)", () => {
    let s = choose(game(), "op:train");
    // under way: an Operation, not yet known to be with or without a Special Activity
    expect(status(s).govt.eligibleLabel).toBe("1st Eligible: Operation, under way");
    expect(step(s, "farc").label).toBe("Eligible");
    expect(column(s, "op").open).toBe(false);
    s = finish(s);
    expect(s.card.acted.govt).toBe("op");
    expect(status(s).govt.eligibleLabel).toBe("1st Eligible: Op Only");
    expect(status(s).govt.eligibleLabel).not.toBe(t("ui.status.eligible"));
    expect(column(s, "op").firstChips.map((c) => c.faction)).toEqual(["govt"]);
    expect(column(s, "op").open).toBe(true);
    expect(column(s, "opsa").open).toBe(false);
    expect(sopView(host(s), s).secondOptions).toMatch(/Limited Operation \(2\.3\.4\)/);
    expect(step(s, "farc").label).toBe("2nd Eligible, deciding");
    expect(box(s, "eligible")).toEqual(["farc", "auc", "cartels"]);
  });

  it("2.3.4 Op + Special Activity opens LimOp or Event to the 2nd Eligible, who then sits in that column", () => {
    let s = finish(choose(game(), "op:train"), true);
    expect(s.card.acted.govt).toBe("opsa");
    expect(status(s).govt.eligibleLabel).toBe("1st Eligible: Op + Special Activity");
    expect(column(s, "opsa").taken).toBe(true);
    expect(column(s, "opsa").open).toBe(true);
    expect(sopView(host(s), s).secondOptions).toMatch(/Limited Operation or the Event/);
    const limop = getDecision(s).options.find((o) => o.t === "choose" && o.c?.k === "op" && o.c.limited);
    expect(limop).toBeDefined();
    s = send(s, limop!);
    expect(status(s).farc.eligibleLabel).toBe("2nd Eligible: Limited Op, under way");
    expect(column(s, "opsa").secondChips.map((c) => c.faction)).toEqual(["farc"]);
    expect(column(s, "opsa").open).toBe(false);
    expect(sopView(host(s), s).secondOptions).toBe("");
  });

  it("2.3.4 an Event by the 1st Eligible leaves the 2nd an Operation with a Special Activity", () => {
    const s = finish(choose(game(), "event:unshaded"));
    expect(status(s).govt.eligibleLabel).toBe("1st Eligible: Event");
    expect(column(s, "event").taken).toBe(true);
    expect(column(s, "event").open).toBe(true);
    expect(column(s, "event").second).toBe("Op + Special Activity");
    expect(column(s, "op").open).toBe(false);
  });

  it("2.3.1 a Faction Ineligible from the previous card stands in the Ineligible box; 2.3.2 the next one decides", () => {
    const s = structuredClone(game());
    s.eligible.govt = false;
    expect(box(s, "ineligible")).toEqual(["govt"]);
    expect(step(s, "govt").label).toBe("Ineligible");
    expect(step(s, "farc").label).toBe("1st Eligible, deciding");
  });

  it("2.3.7 an Event's change to next Eligibility is shown, and the card's end applies exactly that", () => {
    let s = finish(choose(game(), "event:unshaded"));
    s = structuredClone(s);
    s.card.stayEligible = ["govt"];
    s.card.forceIneligible = ["cartels"];
    expect(step(s, "govt").next).toBe("Eligible for the next card (Event)");
    expect(step(s, "cartels").next).toBe("Ineligible for the next card (Event)");
    expect(step(s, "auc").next).toBe("");
    // FARC, AUC and Cartels pass: the card ends (2.3.7)
    for (let i = 0; i < 3; i++) s = choose(s, "pass");
    expect(s.current).toBe(73);
    expect(s.eligible).toEqual({ govt: true, farc: true, auc: true, cartels: false });
  });

  it("2.3.9 the final Event card says its limits; an ordinary card does not", () => {
    const s = structuredClone(
      createGame({ seed: 1, seats: { ...ALL_PLAYERS }, deployment: "standard", deck: [1, 73, 2] }),
    );
    expect(sopView(host(s), s).note).toBe("");
    s.propagandaPlayed = 3; // the next card, 73, is then the 4th and final Propaganda card (2.4.1)
    expect(sopView(host(s), s).note).toMatch(/Final Event card.*\(2\.3\.9\)/);
  });

  it("6.0 on a Propaganda card no Faction acts in the Sequence of Play", () => {
    let s = game();
    for (let i = 0; i < 4; i++) s = choose(s, "pass");
    expect(s.current).toBe(73);
    const v = sopView(host(s), s);
    expect(v.active).toBe(false);
    expect(v.note).toMatch(/Propaganda card.*\(6\.6\)/);
    expect(v.order.every((o) => o.label === "Eligible")).toBe(true);
  });
});

describe("status strip: victory tracks next to the margins (7.2, 7.3), Available Forces (1.4.1)", () => {
  it("Standard Deployment: each Faction's victory quantities, goals and signed margins", () => {
    const st = status(game());
    expect(st.govt.track).toEqual([
      { label: "Total Support", value: 50, goal: "(to win: over 60)", met: false },
    ]);
    expect(st.govt.marginText).toBe("\u221210");
    expect(st.farc.track).toEqual([
      { label: "Opposition + Bases", value: 20, goal: "(to win: over 25)", met: false },
    ]);
    expect(st.auc.track[0]).toMatchObject({
      label: "AUC Bases",
      value: 1,
      goal: "(to win: over FARC Bases, 6)",
    });
    expect(st.cartels.track.map((p) => [p.label, p.value, p.goal])).toEqual([
      ["Cartels Bases", 6, "(to win: over 10)"],
      ["Resources", 10, "(to win: over 40)"],
    ]);
    // 7.3 the Cartels margin is the lower of Bases - 10 and Resources - 40
    expect(st.cartels.margin).toBe(-30);
    expect(st.cartels.met).toBe(false);
  });

  it("7.2 a condition met shows as met, with a + margin", () => {
    const s = structuredClone(game());
    // Active Support in every populated space: Total Support far above 60
    for (const d of MAP_SPACES) if (d.pop > 0) s.spaces[d.idx].sup = 2;
    const st = status(s);
    expect(st.govt.track[0].met).toBe(true);
    expect(st.govt.met).toBe(true);
    expect(st.govt.marginText).toMatch(/^\+\d+$/);
  });

  it("1.4.1 Available Forces as in the board's boxes: what is not on the map, and placing a piece takes one", () => {
    let s = game();
    const avail = (x: GameState, f: string) =>
      Object.fromEntries(status(x)[f].available.map((a) => [a.label, a.value]));
    expect(avail(s, "govt")).toEqual({ Troops: 18, Police: 18, Bases: 2 });
    expect(avail(s, "farc")).toEqual({ Guerrillas: 18, Bases: 3 });
    expect(avail(s, "auc")).toEqual({ Guerrillas: 12, Bases: 5 });
    expect(avail(s, "cartels")).toEqual({ Guerrillas: 10, Bases: 9 });
    // 3.2.1 Train places cubes from Available
    s = choose(s, "op:train");
    s = send(s, { t: "space", s: "bogota" });
    s = send(s, { t: "place", p: "police", s: "bogota" });
    expect(avail(s, "govt").Police).toBe(17);
    expect(avail(s, "govt").Troops).toBe(18);
  });

  it("the edge tracks: Total Support, Opposition + Bases, Cartels Bases, Aid", () => {
    const facts = statusView(host(game()), game(), null).facts.map((f) => [f.label, f.value]);
    expect(facts.slice(0, 4)).toEqual([
      ["Total Support", 50],
      ["Opposition + FARC Bases", 20],
      ["Cartels Bases", 6],
      ["Aid", 9],
    ]);
  });
});

describe("game-end screen (7.1-7.3, 8.8)", () => {
  it("not shown while the game goes on", () => {
    const v = endView(host(game()), game());
    expect(v.over).toBe(false);
    expect(v.rows).toEqual([]);
  });

  it("6.1 / 7.2 a victory check passed at a Propaganda Round ends the game: ranking and margins", () => {
    let s = structuredClone(game());
    // FARC: Active Opposition everywhere populated, so Opposition + Bases exceeds 25
    for (const d of MAP_SPACES) if (d.pop > 0) s.spaces[d.idx].sup = -2;
    for (let i = 0; i < 4; i++) s = choose(s, "pass");
    expect(s.ended?.reason).toBe("victory");
    expect(s.ended?.winner).toBe("farc");
    const v = endView(host(s), s);
    expect(v.over).toBe(true);
    expect(v.headline).toBe("Victory: FARC met its victory condition at a Propaganda Round (6.1, 7.2).");
    expect(v.rows[0]).toMatchObject({ place: 1, faction: "farc", winner: true, met: true, seat: "Player" });
    expect(v.rows.map((r) => r.faction)).toEqual(s.ended!.ranking);
    // margins fall from 1st place down (7.1)
    const ms = v.rows.map((r) => Number(r.margin.replace("\u2212", "-")));
    expect([...ms].sort((a, b) => b - a)).toEqual(ms);
    expect(v.rows.find((r) => r.faction === "govt")!.margin).toBe("\u221260");
    expect(v.closable).toBe(false);
    expect(endView(host(s), s, true).closeLabel).toBe("Close");
  });

  it("7.1 a Non-player's win: all players lose equally", () => {
    const s = structuredClone(
      game([1, 73], { govt: "player", farc: "nonplayer", auc: "player", cartels: "player" }),
    );
    s.ended = {
      reason: "victory",
      ranking: ["farc", "cartels", "auc", "govt"],
      margins: { govt: -10, farc: 3, auc: -5, cartels: -30 },
      winner: "farc",
    };
    s.frames = [];
    const v = endView(host(s), s);
    expect(v.headline).toMatch(/^Victory: FARC, a Non-player, .*all players lose equally \(7\.1\)\.$/);
    expect(v.rows[0].seat).toBe("Non-player");
  });

  it("7.3 after the final Round: the highest margin wins; 8.8 the 1-player level", () => {
    const s = structuredClone(
      game([1, 73], { govt: "player", farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" }),
    );
    s.ended = {
      reason: "final",
      ranking: ["govt", "cartels", "farc", "auc"],
      margins: { govt: 6, farc: -5, auc: -5, cartels: 1 },
      winner: "govt",
      soloLevel: "progress",
    };
    s.frames = [];
    const v = endView(host(s), s);
    expect(v.headline).toBe(
      "Victory: Government, with the highest margin after the final Propaganda Round (7.3).",
    );
    expect(v.rows.map((r) => [r.place, r.name, r.margin])).toEqual([
      [1, "Government", "+6"],
      [2, "Cartels", "+1"],
      [3, "FARC", "\u22125"],
      [4, "AUC", "\u22125"],
    ]);
    expect(v.solo).toMatch(/^1-player result \(8\.8\): COIN Progress/);
    expect(v.ties).toMatch(/\(7\.1\)/);
  });

  it("1.5.1 a player running a spare Faction is ranked by the lower margin, and both are shown", () => {
    const s = structuredClone(
      createGame({
        seed: 1,
        seats: { ...ALL_PLAYERS },
        runBy: { auc: "farc" },
        deployment: "standard",
        deck: [1, 73],
      }),
    );
    s.ended = {
      reason: "final",
      ranking: ["farc", "cartels", "govt"],
      margins: { govt: -10, farc: 2, auc: -1, cartels: -30 },
      winner: "farc",
    };
    s.frames = [];
    const v = endView(host(s), s);
    expect(v.rows.map((r) => r.faction)).toEqual(["farc", "cartels", "govt"]);
    expect(v.rows[0].margin).toBe("\u22121");
    expect(v.rows[0].met).toBe(false);
    expect(v.rows[0].spares).toBe("also AUC (\u22121): the lower margin counts (1.5.1)");
    expect(v.rows[1].spares).toBe("");
  });
});
