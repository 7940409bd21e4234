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

import { mergeObject, newId } from "./documents";
import {
  ArrayField,
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
  constructor(private source: Obj) {}
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
  [Symbol.iterator](): Iterator<EmulatedCard> {
    return this.map.values();
  }
}

export class EmulatedCards {
  static documentName = "Cards";
  readonly cards = new CardCollection();
  private source: Obj;

  constructor(
    data: Obj,
    private readonly world: EmulatedCards[],
    private readonly onChange: (hook: string, doc: EmulatedCards, changes: unknown) => void = () => {},
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

  private addCard(data: Obj): EmulatedCard {
    const card = new EmulatedCard(checked(CARD_SCHEMA, "Card", { _id: newId(), ...data }));
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
    return this;
  }

  async delete(): Promise<this> {
    const i = this.world.indexOf(this);
    if (i < 0) throw new Error(`Cards [${this.id}] does not exist`);
    this.world.splice(i, 1);
    this.onChange("deleteCards", this, {});
    return this;
  }

  async createEmbeddedDocuments(type: string, data: Obj[]): Promise<EmulatedCard[]> {
    if (type !== "Card") throw new Error(`Cards has no embedded ${type}`);
    // all validated before any is added: one invalid card and nothing is written
    const clean = data.map((d) => checked(CARD_SCHEMA, "Card", { _id: newId(), ...d }));
    const made = clean.map((c) => {
      const card = new EmulatedCard(c);
      this.cards.set(card);
      return card;
    });
    this.onChange("createCard", this, made.length);
    return made;
  }

  async updateEmbeddedDocuments(type: string, updates: Obj[]): Promise<EmulatedCard[]> {
    if (type !== "Card") throw new Error(`Cards has no embedded ${type}`);
    const next = updates.map((u) => {
      const card = this.cards.get(String(u._id));
      if (!card) throw new Error(`Card [${String(u._id)}] does not exist in Cards [${this.id}]`);
      return [card, checked(CARD_SCHEMA, "Card", card.merged(u))] as const;
    });
    for (const [card, source] of next) card.replace(source);
    this.onChange("updateCard", this, updates.length);
    return next.map(([c]) => c);
  }

  async deleteEmbeddedDocuments(type: string, ids: string[]): Promise<string[]> {
    if (type !== "Card") throw new Error(`Cards has no embedded ${type}`);
    for (const id of ids)
      if (!this.cards.get(id)) throw new Error(`Card [${id}] does not exist in Cards [${this.id}]`);
    for (const id of ids) this.cards.delete(id);
    this.onChange("deleteCard", this, ids.length);
    return ids;
  }
}

/** Cards.create(data): validated, then added to the world's collection. */
export function cardsClass(
  world: EmulatedCards[],
  onChange?: (hook: string, doc: EmulatedCards, c: unknown) => void,
) {
  return {
    documentName: "Cards",
    async create(data: Obj): Promise<EmulatedCards> {
      const c = new EmulatedCards(data, world, onChange);
      world.push(c);
      return c;
    },
  };
}
