// 2.3.7 / 5.5 "Card N is complete" is logged once everything the card set off is done: after the
// Event's moves, its free Operation (card 20 shaded: FARC's March) included, whoever plays FARC.
import { describe, expect, it } from "vitest";
import { apply, commandOf, getDecision, isRuleError, type LogEntry, type Seat } from "../../src/engine/index";
import { fixture } from "./fixture";

/** card 20: FARC, Government and AUC Pass; the Cartels, last, take the shaded Event */
function playCard20(farc: Seat): LogEntry[] {
  let s = fixture({
    deck: [20, 1, 2],
    pieces: { huila: { farcU: 3 } },
    resources: { farc: 5, govt: 10 },
    seats: { farc },
  });
  const log: LogEntry[] = [];
  for (let k = 0; k < 60 && s.played.length <= 1 && !s.ended; k++) {
    const d = getDecision(s);
    const choose = (re: RegExp) => d.options.find((x) => x.t === "choose" && re.test(x.v));
    const o =
      (s.frames.at(-1)?.k === "card" &&
        (d.faction === "cartels"
          ? choose(/event/) &&
            d.options.find((x) => x.t === "choose" && /event/.test(x.v) && !/unshaded/.test(x.v))
          : choose(/pass/))) ||
      d.options.find((x) => x.t === "move") ||
      d.options.find((x) => x.t === "space") ||
      d.options.find((x) => x.t === "done") ||
      d.options[0];
    const r = apply(s, commandOf(o, s.seq, d.faction!));
    if (isRuleError(r)) throw new Error(r.code);
    log.push(...r.log);
    s = r.state;
  }
  return log;
}

describe("log.cardDone after the card's last action (2.3.7)", () => {
  for (const farc of ["player", "nonplayer"] as const)
    it(`card 20 shaded, FARC ${farc}: the free March and its moves come before 'card complete'`, () => {
      const keys = playCard20(farc).map((e) => e.key);
      const done = keys.indexOf("log.cardDone");
      expect(keys).toContain("log.event");
      expect(keys.filter((k) => k === "log.move").length).toBeGreaterThan(0);
      expect(done).toBeGreaterThan(keys.lastIndexOf("log.move"));
      expect(done).toBeGreaterThan(keys.indexOf("log.operation"));
      expect(keys.indexOf("log.card", done)).toBe(done + 1);
    });
});
