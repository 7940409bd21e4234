// One instance of each app, created on first use (the classes need Foundry's globals).
import type { AppBase } from "../shim";
import { definePropagandaPanel, defineTurnPanel } from "./panels";
import { defineSetupDialog } from "./setup";

const made: Partial<Record<"turn" | "propaganda" | "setup", AppBase>> = {};
const makers = { turn: defineTurnPanel, propaganda: definePropagandaPanel, setup: defineSetupDialog };

export function app(kind: keyof typeof makers): AppBase {
  let a = made[kind];
  if (!a) {
    const Cls = makers[kind]();
    a = new Cls();
    made[kind] = a;
  }
  return a;
}

export function openApp(kind: keyof typeof makers): void {
  void app(kind).render({ force: true });
}
