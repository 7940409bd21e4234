// Roll.fromData, emulated from the v13 declarations (fvtt-types 13.345.1, client/dice/roll.d.mts,
// client/dice/terms/die.d.mts): it rebuilds a Roll from its JSON data — the class named by
// `class` (an unknown class fails), each term from its own data (a Die with `number`, `faces` and
// its `results`), `_evaluated` and `_total` as stored. A chat message keeps its rolls as this
// data (ChatMessage#rolls are rebuilt with Roll.fromData on each client).
type Obj = Record<string, unknown>;

export interface DieResult {
  result: number;
  active: boolean;
}

export class EmulatedDie {
  readonly number: number;
  readonly faces: number;
  readonly results: DieResult[];
  constructor(data: Obj) {
    this.number = Number(data.number);
    this.faces = Number(data.faces);
    if (!Number.isInteger(this.number) || this.number < 1)
      throw new Error("Die: number must be a positive integer");
    if (!Number.isInteger(this.faces) || this.faces < 2)
      throw new Error("Die: faces must be an integer above 1");
    const results = Array.isArray(data.results) ? (data.results as DieResult[]) : [];
    for (const r of results)
      if (!Number.isInteger(r.result) || r.result < 1 || r.result > this.faces)
        throw new Error(`Die: result ${String(r.result)} is not on a d${this.faces}`);
    this.results = results.map((r) => ({ result: r.result, active: r.active !== false }));
  }
  get total(): number {
    return this.results.filter((r) => r.active).reduce((a, r) => a + r.result, 0);
  }
  get formula(): string {
    return `${this.number}d${this.faces}`;
  }
}

export class EmulatedRoll {
  readonly formula: string;
  readonly terms: EmulatedDie[];
  readonly _evaluated: boolean;
  readonly _total: number | undefined;
  constructor(formula: string, terms: EmulatedDie[], evaluated: boolean, total: number | undefined) {
    this.formula = formula;
    this.terms = terms;
    this._evaluated = evaluated;
    this._total = total;
  }
  get total(): number | undefined {
    return this._evaluated ? this._total : undefined;
  }
  get dice(): EmulatedDie[] {
    return this.terms;
  }

  static fromData(data: Obj): EmulatedRoll {
    if (data.class !== "Roll") throw new Error(`Roll.fromData: unknown Roll class ${String(data.class)}`);
    const terms = (Array.isArray(data.terms) ? data.terms : []).map((t: Obj) => {
      if (t.class !== "Die") throw new Error(`Roll.fromData: unknown term class ${String(t.class)}`);
      return new EmulatedDie(t);
    });
    const evaluated = data.evaluated === true;
    const total = typeof data.total === "number" ? data.total : undefined;
    return new EmulatedRoll(String(data.formula ?? ""), terms, evaluated, total);
  }
}
