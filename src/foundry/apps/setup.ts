// The setup dialog (GM): seats, who plays which Faction, deployment, options, seed. Submitting
// saves the owner map, archives any game in progress to the backup setting, and starts the game.
import { FACTIONS, type Faction } from "../../engine/index";
import { errorText } from "../../ui/i18n";
import { readSetup, setupView, TEMPLATES } from "../../ui/panels/index";
import { archivedRecords } from "../archive";
import { rollback, startGame } from "../authority";
import { MODULE_ID } from "../constants";
import { foundryHost } from "../host";
import { t } from "../i18n";
import type { Owners } from "../saved-game";
import { session } from "../session";
import { archiveCurrentGame, getOwners, restoreArchived, setOwners } from "../settings";
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
  const { setup, owners } = readSetup(new FormData(form));
  await setOwners(ownersFromForm(owners));
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

/** AppV2 action handler: `this` is the dialog. */
async function onStart(this: AppBase, event: Event, target: HTMLElement): Promise<void> {
  event.preventDefault();
  const form = target.closest("form");
  if (form && (await submitSetup(form))) await this.close();
}

export function defineSetupDialog(): new () => AppBase {
  const Base = handlebarsApp();
  return class SetupDialog extends Base {
    static DEFAULT_OPTIONS = {
      id: `${MODULE_ID}-setup`,
      classes: [MODULE_ID, "aa-app"],
      window: { title: "ANDEAN.foundry.apps.setup", icon: "fa-solid fa-dice" },
      position: { width: 520, height: "auto" },
      actions: {
        startGame: onStart,
        assignPlayers: onAssign,
        restoreArchive: onRestore,
        rollback: onRollback,
      },
    };
    static PARTS = { main: { template: templatePath(TEMPLATES.setup) } };

    async _prepareContext(): Promise<object> {
      const game = session().game;
      const owners = getOwners();
      const picked: Partial<Record<Faction, string>> = {};
      for (const f of FACTIONS) if (owners[f][0]) picked[f] = owners[f][0];
      return setupView(
        foundryHost(),
        users.all().map((u) => ({ id: u.id, name: u.name })),
        {
          seats: game?.setup.seats,
          owners: picked,
          deployment: game?.setup.deployment,
          shortGame: game?.setup.options?.shortGame,
          noReveal: game?.setup.options?.noReveal,
          seed: Math.floor(Math.random() * 1_000_000),
          inProgress: game !== null,
          archives: users.isActiveGM() ? archiveLines() : [],
          played: users.isActiveGM() ? (session().state?.played ?? []) : [],
        },
      );
    }

    override _onRender(context: unknown, options: unknown): void {
      super._onRender?.(context, options);
      // the part is a <form>: Enter or the submit button must not reload the page
      this.element.querySelector("form")?.addEventListener("submit", (e) => e.preventDefault());
    }
  };
}
