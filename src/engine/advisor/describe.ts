// Words for a complete action and for why it helps, as lang keys and parameters (never sentences):
// what the action is (Pass, an Event side, an Operation with its Special Activity and spaces) and
// the most telling change it makes on the table (City Control, Support, Bases, Resources, pieces
// exposed), read off the world where it was recorded.
import {
  basesOnMap,
  choiceOf,
  controller,
  type Faction,
  type GameState,
  type Msg,
  P,
  SPACES,
  type SpaceId,
  totalOpposition,
  totalSupport,
} from "../index";
import type { Plan } from "./plan";

/** the spaces an action selects, in order, without repeats (the board highlights them) */
export function planSpaces(p: Plan): SpaceId[] {
  const out: SpaceId[] = [];
  for (const st of p.steps) {
    const b = st.body;
    const id =
      b.t === "space" ? b.s : b.t === "move" ? b.to : b.t === "place" || b.t === "remove" ? b.s : null;
    if (id && !out.includes(id)) out.push(id);
  }
  return out;
}

/**
 * the action as a message: on the card advisor.action.pass | event | op | opSa; from a Decision
 * deep in an action (a hint asked there), its first step: advisor.action.space | sa | place |
 * remove | flip | move | done, else advisor.action.other
 */
export function describePlan(p: Plan, card: number | null): Msg {
  const first = p.steps[0]?.body;
  if (!first) return { key: "advisor.action.pass" };
  const spaces = p.steps.filter((x) => x.kind === "selectSpace" && x.body.t === "space");
  const space = spaces.length && spaces[0].body.t === "space" ? spaces[0].body.s : "";
  const counted = { space, n: spaces.length, more: Math.max(0, spaces.length - 1) };
  switch (first.t) {
    case "space":
      return { key: "advisor.action.space", params: counted };
    case "place":
    case "remove":
    case "flip":
      return { key: `advisor.action.${first.t}`, params: { piece: first.p, space: first.s } };
    case "move":
      return { key: "advisor.action.move", params: { piece: first.p, from: first.from, to: first.to } };
    case "done":
      return { key: "advisor.action.done" };
  }
  const c = choiceOf(first);
  if (!c || c.k === "pass") return { key: "advisor.action.pass" };
  if (c.k === "event") return { key: "advisor.action.event", params: { card: card ?? 0, side: c.side } };
  if (c.k === "sa") return { key: "advisor.action.sa", params: { ...counted, sa: c.sa } };
  if (c.k !== "op") return { key: "advisor.action.other" };
  let sa = "";
  for (const st of p.steps) {
    const x = choiceOf(st.body);
    if (x?.k === "sa") sa = x.sa;
  }
  const params = { op: c.op, ...counted };
  return sa
    ? { key: "advisor.action.opSa", params: { ...params, sa } }
    : { key: "advisor.action.op", params };
}

const CITIES = SPACES.filter((d) => d.type === "city").map((d) => d.idx);

/** 7.2 the quantity each Faction's victory counts on besides Bases */
function swing(s: GameState, f: Faction): number {
  if (f === "govt") return totalSupport(s);
  if (f === "farc") return totalOpposition(s);
  return 0;
}

function activeOwn(s: GameState, f: Faction): number {
  if (f === "govt") return 0;
  const k = P[`${f}A` as "farcA"];
  let n = 0;
  for (const sp of s.spaces) n += sp.f[k];
  return n;
}

/** the most telling change the action made where it was recorded */
export function reasonOf(p: Plan, f: Faction): Msg {
  const a = p.before;
  const b = p.after;
  if (!a || !b) return { key: "advisor.reason.none" };
  if (f === "govt" || f === "farc") {
    for (const i of CITIES) {
      const was = controller(a, i);
      const now = controller(b, i);
      if (now === f && was !== f)
        return { key: "advisor.reason.cityGained", params: { space: SPACES[i].id } };
      if (was === f && now !== f) return { key: "advisor.reason.cityLost", params: { space: SPACES[i].id } };
    }
    const d = swing(b, f) - swing(a, f);
    if (d !== 0)
      return {
        key: f === "govt" ? "advisor.reason.support" : "advisor.reason.opposition",
        params: { delta: signed(d) },
      };
  }
  const bases = basesOnMap(b, f) - basesOnMap(a, f);
  if (bases !== 0) return { key: "advisor.reason.bases", params: { delta: signed(bases) } };
  const exposed = activeOwn(b, f) - activeOwn(a, f);
  if (exposed > 0) return { key: "advisor.reason.exposed", params: { n: exposed } };
  const res = b.resources[f] - a.resources[f];
  if (res !== 0) return { key: "advisor.reason.resources", params: { delta: signed(res) } };
  return { key: "advisor.reason.none" };
}

/** a change with its sign: +2, -1 */
export function signed(n: number): string {
  const r = Math.round(n * 10) / 10;
  return r > 0 ? `+${r}` : `${r}`;
}
