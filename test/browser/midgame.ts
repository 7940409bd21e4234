// A deterministic mid-game for screenshots: a seeded random player that prefers Operations
// and Special Activities over passing, and finishes steps after a few choices.
import {
  apply,
  type Command,
  createGame,
  getDecision,
  isRuleError,
  type Setup,
} from "../../src/engine/index";

export const MIDGAME_SETUP: Setup = {
  seed: 11,
  seats: { govt: "player", farc: "player", auc: "player", cartels: "player" },
  deployment: "standard",
  deck: [1, 19, 7, 30, 42, 55, 64, 73, 2, 3],
};

export function midgameCommands(setup: Setup, steps: number, seed = 5): Command[] {
  let r = seed;
  const rnd = () => {
    r = (r * 1103515245 + 12345) % 2147483648;
    return r / 2147483648;
  };
  let s = createGame(setup);
  const out: Command[] = [];
  let sameStep = 0;
  let lastKey = "";
  for (let i = 0; i < steps; i++) {
    const d = getDecision(s);
    if (!d.faction) break;
    const key = `${d.faction}|${d.prompt.key}`;
    sameStep = key === lastKey ? sameStep + 1 : 0;
    lastKey = key;
    const ops = d.options.filter((o) => o.t === "choose" && /^(op|limop):/.test(o.v));
    const others = d.options.filter(
      (o) => o.t !== "done" && !(o.t === "choose" && /^(pass|event)/.test(o.v)),
    );
    const done = d.options.find((o) => o.t === "done");
    let body = d.options[0];
    if (ops.length) body = ops[Math.floor(rnd() * ops.length)];
    else if (done && (sameStep >= 3 || !others.length)) body = done;
    else if (others.length) body = others[Math.floor(rnd() * others.length)];
    else if (done) body = done;
    const c = { ...body, seq: s.seq, by: d.faction } as Command;
    const res = apply(s, c);
    if (isRuleError(res)) throw new Error(`midgame refused ${JSON.stringify(c)}`);
    s = res.state;
    out.push(c);
  }
  return out;
}
