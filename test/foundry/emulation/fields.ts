// Data fields and TypeDataModel, emulated from the v13 declarations (fvtt-types 13.345.1,
// common/data/fields.d.mts and common/abstract/type-data.d.mts):
// - DataField options `required`, `nullable`, `initial`; StringField `choices` (an array or a
//   record of allowed values) and `blank`; NumberField `integer`, `min`, `max` (finite numbers);
//   BooleanField; ObjectField (a plain object); ArrayField(element) validating each element.
// - DataModel#clean fills a missing value with the field's initial value; #validate fails with a
//   DataModelValidationError naming the fields that failed.
// - A Document's `system` of a sub-type registered in CONFIG.<Document>.dataModels is built from
//   that TypeDataModel: the client validates the data before a create or update is sent (so an
//   invalid document never reaches the server) and prepares `system` from the cleaned data.

type Obj = Record<string, unknown>;

export class DataModelValidationError extends Error {}

interface FieldOptions {
  required?: boolean;
  nullable?: boolean;
  initial?: unknown;
  choices?: readonly unknown[] | Obj;
  blank?: boolean;
  integer?: boolean;
  min?: number;
  max?: number;
}

export class DataField {
  readonly options: FieldOptions;
  constructor(options: FieldOptions = {}) {
    this.options = options;
  }
  get initial(): unknown {
    const i = this.options.initial;
    return typeof i === "function" ? (i as () => unknown)() : structuredClone(i);
  }
  clean(value: unknown): unknown {
    return value === undefined ? this.initial : value;
  }
  /** an error message, or null when the value is valid */
  validate(value: unknown): string | null {
    if (value === undefined || value === null) {
      if (value === null && this.options.nullable) return null;
      return this.options.required || value === null ? "may not be undefined or null" : null;
    }
    return this._validateType(value);
  }
  protected _validateType(_value: unknown): string | null {
    return null;
  }
}

export class StringField extends DataField {
  protected override _validateType(v: unknown): string | null {
    if (typeof v !== "string") return "must be a string";
    if (v === "" && this.options.blank === false) return "may not be a blank string";
    const c = this.options.choices;
    if (c) {
      const allowed = Array.isArray(c) ? c : Object.keys(c);
      if (!allowed.includes(v)) return `${JSON.stringify(v)} is not a valid choice`;
    }
    return null;
  }
}

export class NumberField extends DataField {
  protected override _validateType(v: unknown): string | null {
    if (typeof v !== "number" || !Number.isFinite(v)) return "must be a finite number";
    if (this.options.integer && !Number.isInteger(v)) return "must be an integer";
    if (this.options.min !== undefined && v < this.options.min) return `must be at least ${this.options.min}`;
    if (this.options.max !== undefined && v > this.options.max) return `must be at most ${this.options.max}`;
    return null;
  }
}

export class BooleanField extends DataField {
  protected override _validateType(v: unknown): string | null {
    return typeof v === "boolean" ? null : "must be a boolean";
  }
}

export class ObjectField extends DataField {
  protected override _validateType(v: unknown): string | null {
    return typeof v === "object" && !Array.isArray(v) ? null : "must be an object";
  }
}

export class ArrayField extends DataField {
  constructor(
    readonly element: DataField,
    options: FieldOptions = {},
  ) {
    super({ initial: [], ...options });
  }
  protected override _validateType(v: unknown): string | null {
    if (!Array.isArray(v)) return "must be an array";
    for (const [i, e] of v.entries()) {
      const err = this.element.validate(e);
      if (err) return `element ${i} ${err}`;
    }
    return null;
  }
}

export class SchemaField extends DataField {
  constructor(
    readonly fields: Record<string, DataField>,
    options: FieldOptions = {},
  ) {
    super(options);
  }
  override clean(value: unknown): Obj {
    const v = (typeof value === "object" && value !== null ? value : {}) as Obj;
    // keys the schema does not define are dropped
    return Object.fromEntries(Object.entries(this.fields).map(([k, f]) => [k, f.clean(v[k])]));
  }
  protected override _validateType(v: unknown): string | null {
    if (typeof v !== "object" || Array.isArray(v)) return "must be an object";
    const errors = Object.entries(this.fields)
      .map(([k, f]) => [k, f.validate((v as Obj)[k])] as const)
      .filter(([, e]) => e)
      .map(([k, e]) => `${k}: ${e}`);
    return errors.length ? errors.join("; ") : null;
  }
}

export const emulatedFields = {
  DataField,
  StringField,
  NumberField,
  BooleanField,
  ObjectField,
  ArrayField,
  SchemaField,
};

/** foundry.abstract.TypeDataModel: its static defineSchema() describes `system`. */
export class EmulatedTypeDataModel {
  /** the parent document (Actor) whose `system` this is */
  parent: unknown = null;
  static defineSchema(): Record<string, DataField> {
    return {};
  }
}

type ModelClass = { defineSchema(): Record<string, unknown> };

/** The model's schema as one SchemaField (DataModel.schema). */
function schemaOf(model: ModelClass): SchemaField {
  return new SchemaField(model.defineSchema() as Record<string, DataField>);
}

/** Validate `system` against the sub-type's model; throws as Foundry does. */
export function validateSystem(model: ModelClass | undefined, documentName: string, system: unknown): Obj {
  if (!model) return (system ?? {}) as Obj;
  const schema = schemaOf(model);
  const cleaned = schema.clean(system);
  const err = schema.validate(cleaned);
  if (err) throw new DataModelValidationError(`${documentName} validation errors: system: ${err}`);
  return cleaned;
}

/** The prepared `system` as a client builds it from the source (cleaned by its own model). */
export function prepareSystem(model: ModelClass | undefined, system: unknown): Obj {
  return model ? schemaOf(model).clean(system) : ((system ?? {}) as Obj);
}
