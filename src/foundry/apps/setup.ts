// The setup dialog (GM): seats, who plays which Faction (and whether a Non-player plays by its
// flowchart or the advisor), deployment, options, seed. Submitting saves the owner map and the
// advised seats, archives any game in progress to the backup setting, and starts the game.
// ApplicationV2 form handling: the window itself is the <form> (tag "form"), and its submit runs
// `options.form.handler`. The shared template (also the table's) has a <form> root of its own; a
// form inside a form is not valid HTML, so in Foundry that root becomes a plain <div> part.
import { FACTIONS, type Faction } from "../../engine/index";
import { errorText, readSetup, setupView, TEMPLATES, wireSetupSeats } from "../../ui/index";
import { archivedRecords } from "../archive";
import { rollback, startGame } from "../authority";
import { MODULE_ID } from "../constants";
import { foundryHost } from "../host";
import { t } from "../i18n";
import type { Owners } from "../saved-game";
import { findBoardScene, openBoardScene } from "../scene";
import { session } from "../session";
import {
  archiveCurrentGame,
  getAdvised,
  getOwners,
  restoreArchived,
  setAdvised,
  setOwners,
} from "../settings";
import { type AppBase, notify, users } from "../shim";
import { handlebarsApp, templatePath } from "./base";

/** Form → owner map (one user per Faction from the form; the GM may act for all anyway). */
export function ownersFromForm(picked: Partial<Record<Faction, string>>): Owners {
  const out: Owners = { govt: [], farc: [], auc: [], cartels: [] };
  for (const f of FACTIONS) {
    const id = picked[f];
    if (id && users.get(id)) out[f] = [id];
  }
  return out;
}

/** Read the form, save owners and start the game; returns whether the game started. */
export async function submitSetup(form: HTMLFormElement): Promise<boolean> {
  const host = foundryHost();
  const { setup, owners, advisor } = readSetup(new FormData(form));
  await setOwners(ownersFromForm(owners));
  // Flowchart / Advisor per Non-player seat: a world setting beside the game, not in its Setup
  await setAdvised(advisor);
  await archiveCurrentGame();
  const r = await startGame(setup);
  if (!r.ok && r.error) notify("error", errorText(host, r.error));
  return r.ok;
}

/** GM: only save who plays which Faction (the game goes on). */
export async function submitOwners(form: HTMLFormElement): Promise<void> {
  const { owners } = readSetup(new FormData(form));
  await setOwners(ownersFromForm(owners));
  notify("info", t("foundry.owners.saved"));
}

async function onAssign(this: AppBase, event: Event, target: HTMLElement): Promise<void> {
  event.preventDefault();
  const form = target.closest("form");
  if (!form) return;
  await submitOwners(form);
  await this.close();
}

async function onRollback(this: AppBase, event: Event, target: HTMLElement): Promise<void> {
  event.preventDefault();
  const r = await rollback(Number(target.dataset.index));
  if (r.ok) {
    notify("info", t("foundry.rollback.done", { k: Number(target.dataset.index) + 1 }));
    await this.close();
  } else if (r.error) notify("error", errorText(foundryHost(), r.error));
}

async function onRestore(this: AppBase, event: Event, target: HTMLElement): Promise<void> {
  event.preventDefault();
  const i = Number(target.dataset.index);
  if (Number.isSafeInteger(i) && (await restoreArchived(i))) await this.close();
}

/** one line per archived record: when, why, how long */
function archiveLines(): string[] {
  return archivedRecords().map((a) =>
    t("foundry.archive.line", {
      at: new Date(a.at).toLocaleString(),
      reason: t(`foundry.archive.reason.${a.reason}`),
      n: a.commands,
    }),
  );
}

/** options.form.handler (ApplicationV2 calls it on submit, with `this` = the dialog). */
async function onSubmit(this: AppBase, _event: Event, form: HTMLFormElement): Promise<void> {
  // the native FormData: readSetup reads the same fields as in the table
  if (await submitSetup(form)) await this.close();
}

/** Cancel: close without starting anything (the same as the window's own close). */
async function onCancel(this: AppBase, event: Event): Promise<void> {
  event.preventDefault();
  await this.close();
}

async function onOpenScene(this: AppBase, event: Event): Promise<void> {
  event.preventDefault();
  if (await openBoardScene()) await this.render();
}

/** The shared template's <form> root as a <div> with the same classes and children. */
export function formToDiv(el: HTMLElement): HTMLElement {
  if (el.tagName !== "FORM") return el;
  const div = el.ownerDocument.createElement("div");
  for (const a of Array.from(el.attributes)) if (a.name !== "autocomplete") div.setAttribute(a.name, a.value);
  div.append(...Array.from(el.childNodes));
  return div;
}

export function defineSetupDialog(): new () => AppBase {
  const Base = handlebarsApp();
  return class SetupDialog extends Base {
    static DEFAULT_OPTIONS = {
      id: `${MODULE_ID}-setup`,
      tag: "form",
      classes: [MODULE_ID, "aa-app"],
      window: { title: "ANDEAN.foundry.apps.setup", icon: "fa-solid fa-dice" },
      position: { width: 520, height: "auto" },
      // the start button is the form's submit button (its data-action has no handler here)
      form: { handler: onSubmit, submitOnChange: false, closeOnSubmit: false },
      actions: {
        assignPlayers: onAssign,
        restoreArchive: onRestore,
        rollback: onRollback,
        openScene: onOpenScene,
        cancelSetup: onCancel,
      },
    };
    static PARTS = {
      scene: { template: templatePath("foundry-scene.hbs") },
      main: { template: templatePath(TEMPLATES.setup) },
    };

    async _prepareContext(): Promise<object> {
      const game = session().game;
      const owners = getOwners();
      const picked: Partial<Record<Faction, string>> = {};
      for (const f of FACTIONS) if (owners[f][0]) picked[f] = owners[f][0];
      // the board Scene in one click (GM): create it, or activate the one made earlier
      const scene = users.current()?.isGM
        ? {
            button: t(findBoardScene() ? "foundry.scene.open" : "foundry.scene.create"),
            hint: t("foundry.scene.hint"),
          }
        : null;
      const view = setupView(
        foundryHost(),
        users.all().map((u) => ({ id: u.id, name: u.name })),
        {
          seats: game?.setup.seats,
          owners: picked,
          deployment: game?.setup.deployment,
          shortGame: game?.setup.options?.shortGame,
          noReveal: game?.setup.options?.noReveal,
          plainDie: game?.setup.options?.plainDie,
          offerAdvisor: true,
          advisor: getAdvised(),
          seed: Math.floor(Math.random() * 1_000_000),
          inProgress: game !== null,
          archives: users.isActiveGM() ? archiveLines() : [],
          played: users.isActiveGM() ? (session().state?.played ?? []) : [],
          cancel: true,
        },
      );
      return { ...view, scene };
    }

    override async _renderHTML(context: unknown, options: unknown): Promise<Record<string, HTMLElement>> {
      const parts = await super._renderHTML(context, options);
      if (parts.main) parts.main = formToDiv(parts.main);
      return parts;
    }

    override _onRender(context: unknown, options: unknown): void {
      super._onRender?.(context, options);
      this.element.setAttribute("autocomplete", "off");
      wireSetupSeats(this.element);
    }
  };
}
