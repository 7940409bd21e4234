// An in-world self-test for people with a live Foundry: when the Quench module is active, its
// `quenchReady` hook gets a batch that checks, inside the real world, what our emulated tests
// cannot prove: the module's strings load, the faction sub-type has its label and sheet, the
// scene control activates the board layer, the layer takes pointer input, the faction Actors
// exist (or the system refuses them on purpose), and an illegal command is refused with a rule
// and leaves the state as it was.
// See docs/foundry-checklist.md. Nothing here runs without Quench.
import { getDecision } from "../engine/index";
import { submit } from "./authority";
import { FACTION_TYPE, LAYER_NAME, MODULE_ID, QUERY_COMMAND } from "./constants";
import { factionActorsSupported } from "./documents/faction";
import { has, t } from "./i18n";
import { boardLayer } from "./layer";
import { isBoardScene } from "./scene-flag";
import { session } from "./session";
import { canvasApi, config, documents, i18n, sceneControls } from "./shim";

/** The part of Quench's batch context we use (mocha's describe/it, chai's assert). */
export interface QuenchContext {
  describe(name: string, fn: () => void): void;
  /** mocha's it: `this.skip()` marks a check that does not apply here as pending, not passed */
  it(name: string, fn: (this: { skip(): void }) => unknown): void;
  assert: {
    ok(value: unknown, message?: string): void;
    equal(actual: unknown, expected: unknown, message?: string): void;
    notEqual(actual: unknown, expected: unknown, message?: string): void;
  };
}
export interface Quench {
  registerBatch(key: string, fn: (context: QuenchContext) => void, options?: { displayName?: string }): void;
}

export function registerSelfTest(quench: Quench): void {
  quench.registerBatch(`${MODULE_ID}.live`, liveChecks, { displayName: "Andean Abyss: live world checks" });
}

export function liveChecks({ describe, it, assert }: QuenchContext): void {
  describe("strings", () => {
    it("the module's lang file loaded (no raw keys)", () => {
      assert.ok(has("ui.faction.govt"), "ANDEAN.ui.faction.govt is not a loaded string");
      assert.notEqual(t("ui.faction.govt"), "ANDEAN.ui.faction.govt");
      assert.ok(has("foundry.controls.title"));
    });
    it("the faction Actor type has a label", () => {
      assert.ok(i18n.has(`TYPES.Actor.${FACTION_TYPE}`), `TYPES.Actor.${FACTION_TYPE} is missing`);
    });
    it("the faction Actor type has the module's sheet", () => {
      const ids = config.actorSheets(FACTION_TYPE);
      assert.ok(
        ids.some((id) => id.startsWith(`${MODULE_ID}.`)),
        `sheets for ${FACTION_TYPE}: ${ids.join(", ")}`,
      );
    });
  });

  describe("board layer", () => {
    it("is registered and drawn on the canvas", () => {
      assert.ok(config.hasLayer(LAYER_NAME), "CONFIG.Canvas.layers.andeanAbyss");
      assert.ok(!canvasApi.ready() || boardLayer() !== null, "canvas.andeanAbyss");
    });
    it("becomes active and interactive through its scene control", async function () {
      if (!canvasApi.ready()) return this.skip();
      // v13 activates a control after a render: its onChange runs once the promise resolves
      await sceneControls.activate(LAYER_NAME);
      const layer = boardLayer();
      assert.ok(layer?.active, "the layer is not active after its control was chosen");
      assert.ok(layer?.interactiveChildren, "the layer's children take no pointer events");
    });
    it("shows the board on its own Scene when a game is running, and on no other", function () {
      if (!canvasApi.ready() || !session().state) return this.skip();
      if (isBoardScene(canvasApi.scene())) assert.ok(boardLayer()?.board, "no board mounted");
      else assert.equal(boardLayer()?.board ?? null, null, "the board is drawn on another Scene");
    });
  });

  describe("game", () => {
    it("has the command query registered", () => {
      assert.ok(config.hasQuery(QUERY_COMMAND));
    });
    it("faction Actors exist, or the system refuses them and play goes on without", function () {
      if (!session().state) this.skip();
      const n = documents.actors().filter((a) => a.type === FACTION_TYPE).length;
      assert.ok(n === 4 || !factionActorsSupported(), `${n} faction Actors`);
    });
    it("refuses a stale command with a rule and leaves the state as it was", async function () {
      const s = session().state;
      if (!s) return this.skip();
      const f = getDecision(s).faction ?? "govt";
      const before = JSON.stringify(s);
      const err = await submit({ t: "done", seq: s.seq + 1000, by: f });
      assert.ok(err, "the stale command was accepted");
      assert.ok(err?.rule, "the refusal names no rule");
      assert.equal(JSON.stringify(session().state), before);
    });
  });
}
