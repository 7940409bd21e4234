// Cards and Card documents, emulated from the v13 declarations (fvtt-types 13.345.1,
// common/documents/cards.d.mts, common/documents/card.d.mts, common/abstract/document.d.mts):
// - Cards: `name` (a required, non-blank string), `type` one of the core types "deck", "hand",
//   "pile", `cards` an embedded collection of Card (`contents`, `size`, `get(id)`), flags.
// - Card: `name` (required, non-blank), `value` (a number or null), `back` {name, text, img},
//   `faces` (an array of {name, text, img}), `face` (an integer index or null), `sort` (an
//   integer), flags. Keys the schema does not define are dropped.
// - Every create and update is validated before it is written (the writer's client refuses
//   invalid data with a DataModelValidationError); createEmbeddedDocuments /
//   updateEmbeddedDocuments / deleteEmbeddedDocuments act on the collection (an update or delete
//   of an id the collection does not hold fails); Cards#update merges; Cards#delete removes the
//   stack from the world.
// - Card `drawn` (a boolean) and `origin` (the id of the Cards it came from, or null); a Card
//   `isHome` when its stack is a deck or its origin is its own stack (client/documents/card.d.mts).
// - Cards#availableCards / drawnCards, and the stack operations deal, pass, draw, shuffle and
//   recall (client/documents/cards.d.mts) as v13's client performs them: a card passed out of a
//   deck stays there marked `drawn` and a copy (its `origin` the deck) is created in the
//   destination; a card passed back to its origin deck is deleted where it is and its deck copy
//   marked not drawn; `updateData` is merged into each created copy. deal and pass ask
//   `Hooks.call("dealCards" | "passCards", origin, destination(s), context)` with the context the
//   declaration describes (DealContext, PassContext) before any write, and an explicit `false`
//   stops the operation; recall of a pile asks "returnCards" (ReturnContext) the same way;
//   shuffle writes new `sort` values through updateEmbeddedDocuments.
// - Document hooks (client/hooks.d.mts, Hooks.StaticCallbacks): preCreateCard, preUpdateCard and
//   preDeleteCard run on the writing client only, before the write, one call per Card, and an
//   explicit `false` leaves that Card out of the operation; createCard, updateCard and
//   deleteCard then run on every connected client with the writer's user id.

import { documentHooks, mergeObject, newId } from "./documents";
import {
  ArrayField,
  BooleanField,
  DataModelValidationError,
  NumberField,
  ObjectField,
  SchemaField,
  StringField,
} from "./fields";
import { getProperty } from "./i18n";

type Obj = Record<string, unknown>;

const face = () =>
  new SchemaField({
    name: new StringField({ initial: "" }),
    text: new StringField({ initial: "" }),
    img: new StringField({ nullable: true, initial: null }),
  });

const CARD_SCHEMA = new SchemaField({
  _id: new StringField({ required: true, blank: false }),
  name: new StringField({ required: true, blank: false }),
  value: new NumberField({ nullable: true, initial: null }),
  back: face(),
  faces: new ArrayField(face()),
  face: new NumberField({ nullable: true, integer: true, min: 0, initial: null }),
  drawn: new BooleanField({ initial: false }),
  origin: new StringField({ nullable: true, initial: null }),
  sort: new NumberField({ required: true, integer: true, initial: 0 }),
  flags: new ObjectField({ initial: {} }),
});

const CARDS_SCHEMA = new SchemaField({
  _id: new StringField({ required: true, blank: false }),
  name: new StringField({ required: true, blank: false }),
  type: new StringField({ required: true, choices: ["deck", "hand", "pile"], initial: "deck" }),
  ownership: new ObjectField({ initial: { default: 0 } }),
  flags: new ObjectField({ initial: {} }),
});

function checked(schema: SchemaField, what: string, data: Obj): Obj {
  const clean = schema.clean(data);
  const err = schema.validate(clean);
  if (err) throw new DataModelValidationError(`${what} validation errors: ${err}`);
  return clean;
}

export class EmulatedCard {
  constructor(
    private source: Obj,
    readonly parent: EmulatedCards,
  ) {}
  get id(): string {
    return String(this.source._id);
  }
  get name(): string {
    return String(this.source.name);
  }
  get value(): unknown {
    return this.source.value;
  }
  get sort(): number {
    return Number(this.source.sort);
  }
  get drawn(): boolean {
    return this.source.drawn === true;
  }
  get face(): number | null {
    return (this.source.face as number | null) ?? null;
  }
  get faces(): Obj[] {
    return structuredClone(this.source.faces as Obj[]);
  }
  get back(): Obj {
    return structuredClone(this.source.back as Obj);
  }
  /** Card#origin: the Cards document the card came from (resolved in the world). */
  get origin(): EmulatedCards | null {
    const id = this.source.origin;
    return typeof id === "string" ? (this.parent.world.find((c) => c.id === id) ?? null) : null;
  }
  /** Card#isHome: in a deck, or back in the stack it came from. */
  get isHome(): boolean {
    return this.parent.type === "deck" || this.origin === this.parent;
  }
  get flags(): Obj {
    return this.source.flags as Obj;
  }
  getFlag(scope: string, key: string): unknown {
    return structuredClone(getProperty(this.source.flags, `${scope}.${key}`));
  }
  toObject(): Obj {
    return structuredClone(this.source);
  }
  /** the merged source an update would make (validated before it is kept) */
  merged(changes: Obj): Obj {
    return mergeObject(structuredClone(this.source), structuredClone(changes));
  }
  replace(source: Obj): void {
    this.source = source;
  }
}

/** Cards#cards: an embedded collection (v13 EmbeddedCollection, a Map keyed by id). */
export class CardCollection {
  private readonly map = new Map<string, EmulatedCard>();
  get contents(): EmulatedCard[] {
    return [...this.map.values()];
  }
  get size(): number {
    return this.map.size;
  }
  get(id: string): EmulatedCard | undefined {
    return this.map.get(id);
  }
  set(c: EmulatedCard): void {
    this.map.set(c.id, c);
  }
  delete(id: string): boolean {
    return this.map.delete(id);
  }
  filter(fn: (c: EmulatedCard) => boolean): EmulatedCard[] {
    return this.contents.filter(fn);
  }
  [Symbol.iterator](): Iterator<EmulatedCard> {
    return this.map.values();
  }
}

type Hooked = (hook: string, doc: EmulatedCards, changes: unknown) => void;

export class EmulatedCards {
  static documentName = "Cards";
  readonly cards = new CardCollection();
  private source: Obj;

  constructor(
    data: Obj,
    readonly world: EmulatedCards[],
    private readonly onChange: Hooked = () => {},
  ) {
    const { cards, ...rest } = data;
    this.source = checked(CARDS_SCHEMA, "Cards", { _id: newId(), ...rest });
    if (Array.isArray(cards)) for (const c of cards) this.addCard(c as Obj);
  }

  get id(): string {
    return String(this.source._id);
  }
  get name(): string {
    return String(this.source.name);
  }
  get type(): string {
    return String(this.source.type);
  }
  getFlag(scope: string, key: string): unknown {
    return structuredClone(getProperty(this.source.flags, `${scope}.${key}`));
  }
  async setFlag(scope: string, key: string, value: unknown): Promise<this> {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }
  /** Cards#availableCards: a deck's cards not drawn; every card of a hand or pile. */
  get availableCards(): EmulatedCard[] {
    return this.cards.filter((c) => this.type !== "deck" || !c.drawn);
  }
  /** Cards#drawnCards: a deck's drawn cards (none for a hand or pile). */
  get drawnCards(): EmulatedCard[] {
    return this.type === "deck" ? this.cards.filter((c) => c.drawn) : [];
  }

  private addCard(data: Obj): EmulatedCard {
    const card = new EmulatedCard(checked(CARD_SCHEMA, "Card", { _id: newId(), ...data }), this);
    this.cards.set(card);
    return card;
  }

  async update(changes: Obj): Promise<this> {
    const next = checked(
      CARDS_SCHEMA,
      "Cards",
      mergeObject(structuredClone(this.source), structuredClone(changes)),
    );
    this.source = next;
    this.onChange("updateCards", this, changes);
    documentHooks.callAll("updateCards", this, changes, {}, documentHooks.userId());
    return this;
  }

  async delete(): Promise<this> {
    const i = this.world.indexOf(this);
    if (i < 0) throw new Error(`Cards [${this.id}] does not exist`);
    this.world.splice(i, 1);
    this.onChange("deleteCards", this, {});
    documentHooks.callAll("deleteCards", this, {}, documentHooks.userId());
    return this;
  }

  async createEmbeddedDocuments(type: string, data: Obj[], operation: Obj = {}): Promise<EmulatedCard[]> {
    if (type !== "Card") throw new Error(`Cards has no embedded ${type}`);
    // all validated before any is added: one invalid card and nothing is written
    const clean = data.map((d) => checked(CARD_SCHEMA, "Card", { _id: newId(), ...d }));
    // preCreateCard on the writing client: an explicit false leaves that card out
    const kept = clean
      .map((c) => new EmulatedCard(c, this))
      .filter((card) =>
        documentHooks.call("preCreateCard", card, card.toObject(), operation, documentHooks.userId()),
      );
    for (const card of kept) this.cards.set(card);
    if (kept.length) this.onChange("createCard", this, kept.length);
    for (const card of kept) documentHooks.callAll("createCard", card, operation, documentHooks.userId());
    return kept;
  }

  async updateEmbeddedDocuments(type: string, updates: Obj[], operation: Obj = {}): Promise<EmulatedCard[]> {
    if (type !== "Card") throw new Error(`Cards has no embedded ${type}`);
    const next = updates.map((u) => {
      const card = this.cards.get(String(u._id));
      if (!card) throw new Error(`Card [${String(u._id)}] does not exist in Cards [${this.id}]`);
      return [card, checked(CARD_SCHEMA, "Card", card.merged(u)), u] as const;
    });
    const kept = next.filter(([card, , u]) =>
      documentHooks.call("preUpdateCard", card, structuredClone(u), operation, documentHooks.userId()),
    );
    for (const [card, source] of kept) card.replace(source);
    if (kept.length) this.onChange("updateCard", this, kept.length);
    for (const [card, , u] of kept)
      documentHooks.callAll("updateCard", card, u, operation, documentHooks.userId());
    return kept.map(([c]) => c);
  }

  async deleteEmbeddedDocuments(type: string, ids: string[], operation: Obj = {}): Promise<string[]> {
    if (type !== "Card") throw new Error(`Cards has no embedded ${type}`);
    for (const id of ids)
      if (!this.cards.get(id)) throw new Error(`Card [${id}] does not exist in Cards [${this.id}]`);
    const kept = ids
      .map((id) => this.cards.get(id)!)
      .filter((card) => documentHooks.call("preDeleteCard", card, operation, documentHooks.userId()));
    for (const card of kept) this.cards.delete(card.id);
    if (kept.length) this.onChange("deleteCard", this, kept.length);
    for (const card of kept) documentHooks.callAll("deleteCard", card, operation, documentHooks.userId());
    return kept.map((c) => c.id);
  }

  /** The first `n` available cards in sort order (CONST.CARD_DRAW_MODES.FIRST, the default). */
  private drawCards(n: number): EmulatedCard[] {
    const available = this.availableCards.sort((a, b) => a.sort - b.sort);
    if (available.length < n) throw new Error(`There are not enough cards remaining in Cards [${this.id}]`);
    return available.slice(0, n);
  }

  /** Cards#deal(to, number, options): `number` cards to each destination, in turn. */
  async deal(
    to: EmulatedCards[],
    number = 1,
    options: { action?: string; updateData?: Obj } = {},
  ): Promise<this> {
    const { action = "deal", updateData = {} } = options;
    if (!to.length) throw new Error("You must provide at least one target Cards document to deal to");
    const drawn = this.drawCards(number * to.length);
    const toCreate: Obj[][] = to.map(() => []);
    const fromUpdate: Obj[] = [];
    const fromDelete: string[] = [];
    drawn.forEach((card, i) => {
      const createData = mergeObject(card.toObject(), structuredClone(updateData));
      if (card.isHome || !createData.origin) createData.origin = this.id;
      createData.drawn = true;
      toCreate[i % to.length]!.push(createData);
      if (card.isHome) fromUpdate.push({ _id: card.id, drawn: true });
      else fromDelete.push(card.id);
    });
    if (documentHooks.call("dealCards", this, to, { action, toCreate, fromUpdate, fromDelete }) === false)
      return this;
    await Promise.all([
      ...to.map((c, i) => c.createEmbeddedDocuments("Card", toCreate[i]!, { keepId: true })),
      this.updateEmbeddedDocuments("Card", fromUpdate),
      this.deleteEmbeddedDocuments("Card", fromDelete),
    ]);
    return this;
  }

  /** Cards#pass(to, ids, options): those cards move to another stack. */
  async pass(
    to: EmulatedCards,
    ids: string[],
    options: { action?: string; updateData?: Obj } = {},
  ): Promise<EmulatedCard[]> {
    const { action = "pass", updateData = {} } = options;
    if (!(to instanceof EmulatedCards) || to === this)
      throw new Error(
        "You must provide some other Cards document as the recipient for the Cards#pass operation",
      );
    const toCreate: Obj[] = [];
    const toUpdate: Obj[] = [];
    const fromUpdate: Obj[] = [];
    const fromDelete: string[] = [];
    for (const id of ids) {
      const card = this.cards.get(id);
      if (!card) throw new Error(`Card [${id}] does not exist in Cards [${this.id}]`);
      const origin = card.origin;
      const deletedFromOrigin = origin !== null && !origin.cards.get(id);
      if (this.type === "deck" && card.isHome && card.drawn)
        throw new Error(`You may not pass Card ${id} which has already been drawn`);
      if (origin === to && !deletedFromOrigin) toUpdate.push({ _id: card.id, drawn: false });
      else {
        const createData = mergeObject(card.toObject(), structuredClone(updateData));
        const copyCard = card.isHome && to.type === "deck";
        if (copyCard) createData.origin = to.id;
        else if (card.isHome || !createData.origin) createData.origin = this.id;
        createData.drawn = !copyCard && !deletedFromOrigin;
        toCreate.push(createData);
      }
      if (card.isHome && to.type !== "deck") fromUpdate.push({ _id: card.id, drawn: true });
      else if (!card.isHome) fromDelete.push(card.id);
    }
    const context = { action, toCreate, toUpdate, fromUpdate, fromDelete };
    if (documentHooks.call("passCards", this, to, context) === false) return [];
    const [created] = await Promise.all([
      to.createEmbeddedDocuments("Card", toCreate, { keepId: true }),
      to.updateEmbeddedDocuments("Card", toUpdate),
      this.updateEmbeddedDocuments("Card", fromUpdate),
      this.deleteEmbeddedDocuments("Card", fromDelete),
    ]);
    return created;
  }

  /** Cards#draw(from, number, options): pass from `from` to this stack, action "draw". */
  async draw(from: EmulatedCards, number = 1, options: { updateData?: Obj } = {}): Promise<EmulatedCard[]> {
    const cards = from.drawCards(number);
    return from.pass(
      this,
      cards.map((c) => c.id),
      { ...options, action: "draw" },
    );
  }

  /** Cards#shuffle(): a new random `sort` for every card, written as one update. */
  async shuffle(options: { updateData?: Obj } = {}): Promise<this> {
    const order = this.cards.contents.map((c) => [Math.random(), c] as const).sort((a, b) => a[0] - b[0]);
    const updates = order.map(([, c], i) =>
      mergeObject({ _id: c.id, sort: i }, structuredClone(options.updateData ?? {})),
    );
    await this.updateEmbeddedDocuments("Card", updates);
    return this;
  }

  /**
   * Cards#recall(): a deck takes back every card it dealt (the copies deleted elsewhere, its own
   * marked not drawn); a pile or hand returns its cards to their origin decks ("returnCards").
   */
  async recall(): Promise<this> {
    if (this.type === "deck") {
      for (const other of this.world) {
        if (other === this) continue;
        const mine = other.cards.filter((c) => c.origin === this).map((c) => c.id);
        if (mine.length) await other.deleteEmbeddedDocuments("Card", mine);
      }
      await this.updateEmbeddedDocuments(
        "Card",
        this.cards.contents.map((c) => ({ _id: c.id, drawn: false })),
      );
      return this;
    }
    const toUpdate: Record<string, Obj[]> = {};
    const fromDelete: string[] = [];
    for (const c of this.cards.contents) {
      fromDelete.push(c.id);
      const o = c.origin;
      if (o) toUpdate[o.id] = [...(toUpdate[o.id] ?? []), { _id: c.id, drawn: false }];
    }
    if (documentHooks.call("returnCards", this, this.cards.contents, { toUpdate, fromDelete }) === false)
      return this;
    for (const [id, updates] of Object.entries(toUpdate)) {
      const deck = this.world.find((c) => c.id === id);
      const present = updates.filter((u) => deck?.cards.get(String(u._id)));
      if (deck && present.length) await deck.updateEmbeddedDocuments("Card", present);
    }
    await this.deleteEmbeddedDocuments("Card", fromDelete);
    return this;
  }
}

/** Cards.create(data): validated, then added to the world's collection. */
export function cardsClass(world: EmulatedCards[], onChange?: Hooked) {
  return {
    documentName: "Cards",
    async create(data: Obj): Promise<EmulatedCards> {
      const c = new EmulatedCards(data, world, onChange);
      world.push(c);
      documentHooks.callAll("createCards", c, {}, documentHooks.userId());
      return c;
    },
  };
}
