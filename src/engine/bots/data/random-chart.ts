// The Random City or Department chart of the Non-player aid (8.2), as data.
// 3 columns × 3 rows of triplets × 3 cells = 27 cells: the 11 Cities and the 16 Colombian
// Departments. Ecuador and Panamá are not cells: once an Event makes them spaces (1.3.5) 8.2 takes
// them before the chart is rolled (see random-space.ts).
//
// The printed chart is not available to us. Each cell says where we know it from:
// - confirmed: a Playbook roll lands on this cell and the Playbook names the space;
// - deduced: follows from the dice mapping plus the walks the Playbook describes (¶ given);
// - conjectured: the placeholder completion of the reference notes (Part 5), ordered inside its
//   triplet so that every Playbook walk still reaches the space the Playbook names.
// docs/nonplayer-random.md has the table and the reasoning.
import { spaceIdx } from "../../data/map";
import type { SpaceId } from "../../types";

export type ChartSource = "confirmed" | "deduced" | "conjectured";

export interface ChartCell {
  id: SpaceId;
  source: ChartSource;
}

/** the chart column by column (red die), each top to bottom (yellow die row, green die cell) */
export const RANDOM_CHART: readonly (readonly ChartCell[])[] = [
  // column 1 (red 1-2)
  [
    { id: "cali", source: "deduced" }, // ¶3 walk: Chocó → Cali → Ibagué → Antioquia → Medellín
    { id: "ibague", source: "deduced" }, // ¶3 walk; ¶16 (6,6,3) leads from Cali to Ibagué
    { id: "antioquia", source: "deduced" }, // ¶3 walk, just above Medellín; ¶16 (6,6,6) Chocó → Antioquia
    { id: "medellin", source: "confirmed" }, // ¶1 roll 1,3,1 and ¶3 roll 2,4,2
    { id: "bucaramanga", source: "deduced" }, // ¶14 walk Medellín → Bucaramanga → Santander
    { id: "santander", source: "confirmed" }, // ¶5 roll 1,4,5
    { id: "bogota", source: "conjectured" }, // ¶5: row 3 of column 1 holds no open Department: 3 Cities
    { id: "sincelejo", source: "conjectured" }, // (as above; order inside the triplet unknown)
    { id: "cartagena", source: "conjectured" }, // (as above)
  ],
  // column 2 (red 3-4)
  [
    { id: "atlantico", source: "confirmed" }, // ¶6 roll 4,1,2; ¶5 walk Santander → … → Atlántico
    { id: "santa-marta", source: "conjectured" }, // ¶5/¶6: only Cities between Atlántico and Cesar
    { id: "cesar", source: "conjectured" }, // ¶6 walk Atlántico → Cesar; ¶5 roll 1,2,1 reaches Cesar
    { id: "cucuta", source: "conjectured" }, // ¶14 roll 4,4,1 lands here and walks on to Vichada
    { id: "arauca", source: "conjectured" }, // ¶14 (4,4,1) walks past this cell
    { id: "meta-east", source: "confirmed" }, // ¶5 roll 4,3,6
    { id: "vichada", source: "confirmed" }, // ¶14 roll 3,6,2; ¶5 walk Meta East → Vichada
    { id: "guainia", source: "conjectured" }, // ¶14 (3,6,2) walks past on to Putumayo
    { id: "vaupes", source: "conjectured" }, // (as above)
  ],
  // column 3 (red 5-6)
  [
    { id: "amazonas", source: "confirmed" }, // ¶1 roll 6,1,2
    { id: "putumayo", source: "confirmed" }, // ¶11 roll 6,1,3
    { id: "guaviare", source: "deduced" }, // ¶11 walk Putumayo → Guaviare → Meta West
    { id: "meta-west", source: "confirmed" }, // ¶6 roll 5,3,2
    { id: "neiva", source: "deduced" }, // ¶11 walk Meta West → Neiva → Huila; ¶1 first City below Amazonas
    { id: "huila", source: "confirmed" }, // ¶3 roll 6,3,6 and ¶14 roll 6,4,5
    { id: "pasto", source: "deduced" }, // ¶3 walk Huila → Pasto → (Ecuador) → Nariño → Chocó
    { id: "narino", source: "deduced" }, // ¶3 walk; ¶16 roll 6,6,3 lands here and walks to Cali
    { id: "choco", source: "confirmed" }, // ¶16 roll 6,6,6
  ],
];

/** the 27 cells in walk order: down column 1, then column 2, then column 3, then back to Cali */
export const CHART_WALK: readonly number[] = RANDOM_CHART.flat().map((c) => spaceIdx(c.id));

/** the walk position (0–26) of a chart cell, or −1 for a space not on the chart */
export function chartPosition(space: number): number {
  return CHART_WALK.indexOf(space);
}
