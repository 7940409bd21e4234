// Card 65 "Poppies" (single Event, 2nd edition).
// In one Mountain Department: place or remove 1 Shipment (a new one beneath any Insurgent
// Guerrilla there, its Faction owning it, 4.5.3), and place or remove 1 Insurgent Base (any
// Insurgent Faction's, where it fits, 1.4.2). 5.1.3: Departments where both parts can happen come
// first; the executor picks each part's way when both ways are possible (rulings.md).
import { BASE_OF } from "../../../core/pieces";
import {
  allGuerrillas,
  baseRoom,
  count,
  isDepartment,
  shipmentsAvailable,
  shipmentsIn,
  terrainOf,
} from "../../../core/queries";
import { obtainable } from "../../../ops/own-removal";
import type { Faction, GameState, PieceKind } from "../../../types";
import { INSURGENTS, spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

type ShipWay = "placeShipment" | "removeShipment";
type BaseWay = "placeBase" | "removeBase";
const BASES: PieceKind[] = INSURGENTS.map((g) => BASE_OF[g]);

function shipWays(s: GameState, i: number): ShipWay[] {
  const out: ShipWay[] = [];
  if (shipmentsAvailable(s) > 0 && allGuerrillas(s, i) > 0) out.push("placeShipment");
  if (shipmentsIn(s, i) > 0) out.push("removeShipment");
  return out;
}
function baseWays(s: GameState, i: number, f: Faction): BaseWay[] {
  const out: BaseWay[] = [];
  if (baseRoom(s, i) && BASES.some((k) => obtainable(s, k, f))) out.push("placeBase");
  if (BASES.some((k) => count(s, i, k) > 0)) out.push("removeBase");
  return out;
}

const mountains = (s: GameState) =>
  spacesWhere((i) => isDepartment(s, i) && terrainOf(s, i) === "mountain", s);
/** 5.1.3 Mountain Departments where both parts can happen, else where either can */
const deptTiers = (s: GameState, f: Faction) => {
  const m = mountains(s);
  return [
    m.filter((i) => shipWays(s, i).length > 0 && baseWays(s, i, f).length > 0),
    m.filter((i) => shipWays(s, i).length > 0 || baseWays(s, i, f).length > 0),
  ];
};

registerEvent(65, {
  unshaded: side<{ dept: number; ship: ShipWay; base: BaseWay }>(
    (s, f) => deptTiers(s, f)[1].length > 0,
    (x) => x.pickSpace("dept", { tiers: deptTiers(x.s, x.f), prompt: "prompt.card65.dept", rule: "5.1.3" }),
    (x) => {
      const i = x.data.dept;
      if (i !== undefined) x.pickMode("ship", { values: shipWays(x.s, i), prompt: "prompt.card65.shipWay" });
    },
    (x) => {
      const spaces = x.at(x.data.dept);
      if (x.data.ship === "placeShipment")
        x.placeShipments({ spaces, factions: INSURGENTS, n: 1, prompt: "prompt.card65.placeShipment" });
      else if (x.data.ship === "removeShipment")
        x.removeShipments({ spaces, n: 1, prompt: "prompt.card65.removeShipment" });
    },
    (x) => {
      const i = x.data.dept;
      if (i !== undefined)
        x.pickMode("base", { values: baseWays(x.s, i, x.f), prompt: "prompt.card65.baseWay" });
    },
    (x) => {
      const spaces = x.at(x.data.dept);
      if (x.data.base === "placeBase")
        x.place({ spaces, kinds: BASES, n: 1, prompt: "prompt.card65.placeBase" });
      else if (x.data.base === "removeBase")
        x.remove({ spaces, kinds: BASES, n: 1, prompt: "prompt.card65.removeBase", rule: "5.1" });
    },
  ),
});
