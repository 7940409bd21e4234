// The game's Cards stacks follow the game only. A Deal, Draw, Pass, Shuffle or Reset made by hand
// in the Cards window (or by a macro) on one of them is refused before it is written, for every
// user, GM included, with a notice that says how the game moves its cards: the pre-operation
// hooks run on the client that writes (fvtt-types 13.345.1, client/hooks.d.mts: dealCards,
// passCards and returnCards, and preCreateCard / preUpdateCard / preDeleteCard: "an explicit
// return value of false prevents the operation"). A change that got through anyway (a client
// without the module, a stack deleted) is written back from the game by the active GM, who is
// told once. The game's record is never read from these documents.
import { isActiveGM, queueMirror } from "./authority";
import { isGamePile, syncCards, writingMirror } from "./cards";
import { t } from "./i18n";
import { session } from "./session";
import { hooks, notify, users } from "./shim";

let noticePending = false;
/**
 * One notice per refused gesture: a pre-hook runs once per card, and a Reset refuses several
 * writes in a row; the notice is shown again only after the current task has run out.
 */
function refuse(): false {
  if (!noticePending) {
    noticePending = true;
    setTimeout(() => {
      noticePending = false;
    }, 0);
    notify("warn", t("foundry.deck.refused"));
  }
  return false;
}

const parentOf = (card: unknown) => (card as { parent?: unknown } | null)?.parent;

/** A pre-hook answer: our own mirror writes pass, anything else on a game stack is refused. */
function guard(touches: boolean): boolean | undefined {
  if (!touches || writingMirror()) return undefined;
  return refuse();
}

let rebuildTold = false;
/** After a write that reached a game stack from elsewhere, the active GM writes the game back. */
function rebuild(touches: boolean, userId: unknown): void {
  if (!touches || !isActiveGM()) return;
  if (userId === users.current()?.id && writingMirror()) return;
  const s = session().state;
  if (!s) return;
  if (!rebuildTold) {
    rebuildTold = true;
    notify("info", t("foundry.deck.rebuilt"));
  }
  queueMirror(() => syncCards(s));
}

export function registerCardGuards(): void {
  hooks.on("dealCards", (from: unknown, to: unknown[]) => guard(isGamePile(from) || to.some(isGamePile)));
  hooks.on("passCards", (from: unknown, to: unknown) => guard(isGamePile(from) || isGamePile(to)));
  hooks.on("returnCards", (from: unknown) => guard(isGamePile(from)));
  for (const op of ["Create", "Update", "Delete"]) {
    hooks.on(`pre${op}Card`, (card: unknown) => guard(isGamePile(parentOf(card))));
    // the post hook's user id is its last argument (createCard(doc, options, userId), …)
    hooks.on(`${op.toLowerCase()}Card`, (card: unknown, ...rest: unknown[]) =>
      rebuild(isGamePile(parentOf(card)), rest.at(-1)),
    );
  }
  hooks.on("deleteCards", (stack: unknown, ...rest: unknown[]) => rebuild(isGamePile(stack), rest.at(-1)));
}
