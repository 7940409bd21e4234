// The advisor's candidate actions: besides each option on the card and the flowchart's own
// action, that action without a Special Activity (2.3.4: the 2nd Eligible is then offered no
// Event) and variations of its first space and of its Special Activity, each kind its share.
import { describe, expect, it } from "vitest";
import { candidates, knownOf, sampleWorld } from "../../../src/engine/advisor/index";
import { apply, commandOf, getDecision, isRuleError, optionKey } from "../../../src/engine/index";
import { rootOf } from "./helpers";

describe("advisor candidates (2.3.2 choices, 2.3.4 an Operation without Special Activity)", () => {
  // game 16, the Government's 7th action: the flowchart Operates with a Special Activity
  const s = rootOf(16, "govt", 6);
  const world = sampleWorld(knownOf(s, "govt"), 1);
  const plans = candidates(s, "govt", world, 6);

  it("the flowchart's action and its no-Special-Activity version are both candidates", () => {
    const bot = plans.find((p) => p.label === "bot");
    expect(bot?.steps.some((x) => x.kind === "chooseSpecial" && x.body.t !== "done")).toBe(true);
    const nosa = plans.find((p) => p.label === "nosa");
    expect(nosa).toBeDefined();
    const specials = nosa?.steps.filter((x) => x.kind === "chooseSpecial") ?? [];
    expect(specials.length).toBeGreaterThan(0);
    // every Special Activity question answered "none"
    expect(specials.every((x) => x.body.t === "done")).toBe(true);
  });

  it("variations: at most half of them another first space, the rest another Special Activity", () => {
    const spaces = plans.filter((p) => p.label.startsWith("selectSpace:"));
    const sas = plans.filter((p) => p.label.startsWith("chooseSpecial:"));
    expect(spaces.length).toBeLessThanOrEqual(3);
    expect(sas.length).toBeGreaterThan(0);
    expect(spaces.length + sas.length).toBeLessThanOrEqual(6);
  });

  it("each candidate's first body is one the Decision offers (one source of legality)", () => {
    const offered = getDecision(s).options.map(optionKey);
    for (const p of plans) expect(offered).toContain(optionKey(p.steps[0].body));
    const nosa = plans.find((p) => p.label === "nosa");
    const r =
      nosa &&
      apply(
        s,
        commandOf(
          getDecision(s).options.find((o) => optionKey(o) === optionKey(nosa.steps[0].body))!,
          s.seq,
          "govt",
        ),
      );
    expect(r && !isRuleError(r)).toBe(true);
  });
});
