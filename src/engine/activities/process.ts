// 4.5.2 Process (Cartels, only with Rally or March), in spaces with a Cartels Base: either
// remove any Cartels Bases for +3 Cartels Resources each, or put 1–2 Available Shipments
// (4.5.3) with Guerrillas in spaces with Cartels Bases. Whose Guerrillas: any Faction's
// (docs/rulings/rally-march.md); the Shipment then belongs to that Guerrilla's Faction.
import { choiceOf } from "../choice";
import { addResources, placeShipment, remove } from "../core/mutate";
import { count, guerrillas, shipmentsAvailable } from "../core/queries";
import { SPACE_COUNT, SPACE_IDS, spaceIdx } from "../data/map";
import { type ActionFrame, currentAction, finishSa } from "../flow/action";
import { choose, DONE, decision, removeOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import { type Frame, type GameState, INSURGENTS, type Option } from "../types";
import { registerSa } from "./registry";

const PER_BASE = 3;
const MAX_SHIPMENTS = 2;

interface ProcessFrame extends Frame {
  k: "sa.process";
  mode: "open" | "bases" | "ship";
  shipped: number;
}

function baseSpaces(s: GameState): number[] {
  const out: number[] = [];
  for (let i = 0; i < SPACE_COUNT; i++) if (count(s, i, "cartelsBase") > 0) out.push(i);
  return out;
}

function shipOptions(s: GameState, out: Option[]): void {
  if (shipmentsAvailable(s) <= 0) return;
  for (const i of baseSpaces(s))
    for (const g of INSURGENTS)
      if (guerrillas(s, i, g) > 0) out.push(choose({ k: "process", space: SPACE_IDS[i], faction: g }));
}

function options(s: GameState, f: ProcessFrame): Option[] {
  const out: Option[] = [];
  if (f.mode !== "ship") for (const i of baseSpaces(s)) out.push(removeOpt("cartelsBase", i));
  if (f.mode !== "bases" && f.shipped < MAX_SHIPMENTS) shipOptions(s, out);
  if (f.mode !== "open" && out.length) out.push(DONE);
  return out;
}

const accompanies = (a: ActionFrame) => a.op === "rally" || a.op === "march";

registerFrame<ProcessFrame>("sa.process", {
  decide(s, f) {
    const a = currentAction(s)!;
    const opts = options(s, f);
    if (!opts.length) return null;
    return decision(
      "cartels",
      "prompt.process",
      opts,
      { op: a.op, sa: "process" },
      { n: MAX_SHIPMENTS - f.shipped },
      "4.5.2",
    );
  },
  auto(ctx) {
    finishSa(ctx);
  },
  onCommand(ctx, f, c) {
    if (c.t === "done") {
      finishSa(ctx);
    } else if (c.t === "remove") {
      remove(ctx, "cartelsBase", spaceIdx(c.s));
      addResources(ctx, "cartels", PER_BASE);
      f.mode = "bases";
    } else {
      const ch = choiceOf(c);
      if (ch?.k !== "process") return;
      if (placeShipment(ctx, spaceIdx(ch.space), ch.faction)) f.shipped++;
      f.mode = "ship";
    }
  },
});

registerSa({
  name: "process",
  rule: "4.5.2",
  canStart: (s, a) => a.f === "cartels" && accompanies(a) && baseSpaces(s).length > 0,
  frame: () => ({ k: "sa.process", mode: "open", shipped: 0 }),
});
