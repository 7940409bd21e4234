// 2.1 Open Deployment: player Factions place their starting forces in the order
// Cartels, AUC, FARC, Government, within the limits of the setup sheet.
import type { Ctx } from "../core/mutate";

export function startOpenDeployment(_ctx: Ctx): void {
  // placed by the deploy frame (see open-deployment tests); nothing to do before it exists
}
