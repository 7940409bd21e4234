// Which answers of a card's 8.1 `effective` predicate its test file asserts, read from the test
// source (TypeScript syntax tree). An assertion counts when it is `expect(X).toBe(true|false)`
// (`.not` flips it; `toEqual`/`toStrictEqual` too) and X calls `.effective(` — directly, or
// through a function of the file or of test/engine/cards/helpers.ts whose body does. The side
// asked is read from X: a "unshaded"/"shaded" string or `.unshaded`/`.shaded`, else from the
// helper's body; a side picked by a variable (`eventDef(n)![side]`, in a loop over both sides)
// counts for every side. X naming another card's number (`eventDef(26)`) is that card's. A helper the file calls whose body holds assertions (e.g.
// `recordsAndEffective(n)`) is read as if written in the file.
import ts from "typescript";

export type Side = "unshaded" | "shaded";
export type Answers = Record<Side, Set<boolean>>;

const parse = (name: string, text: string) => ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);

/** functions declared anywhere in the sources: `function f() {}` and `const f = (…) => …` */
function functionsOf(files: ts.SourceFile[]): Map<string, ts.Node> {
  const out = new Map<string, ts.Node>();
  const visit = (n: ts.Node) => {
    if (ts.isFunctionDeclaration(n) && n.name) out.set(n.name.text, n);
    if (
      ts.isVariableDeclaration(n) &&
      ts.isIdentifier(n.name) &&
      n.initializer &&
      (ts.isArrowFunction(n.initializer) || ts.isFunctionExpression(n.initializer))
    )
      out.set(n.name.text, n.initializer);
    ts.forEachChild(n, visit);
  };
  for (const f of files) visit(f);
  return out;
}

/** the text of a node with the bodies of the functions it calls (to any depth) appended */
function expanded(node: ts.Node, fns: Map<string, ts.Node>): string {
  const seen = new Set<ts.Node>();
  let text = "";
  const add = (n: ts.Node) => {
    if (seen.has(n)) return;
    seen.add(n);
    text += `\n${n.getText()}`;
    const visit = (m: ts.Node) => {
      if (ts.isCallExpression(m) && ts.isIdentifier(m.expression) && fns.has(m.expression.text))
        add(fns.get(m.expression.text)!);
      ts.forEachChild(m, visit);
    };
    visit(n);
  };
  add(node);
  return text;
}

const SIDE_RE = { unshaded: /"unshaded"|\.unshaded\b/, shaded: /"shaded"|\.shaded\b/ };
const sidesNamed = (text: string): Side[] =>
  (["unshaded", "shaded"] as const).filter((s) => SIDE_RE[s].test(text));

/** the sides whose `effective` X asks, [] when X does not ask one */
function sidesAsked(x: ts.Node, fns: Map<string, ts.Node>, card: number, all: readonly Side[]): Side[] {
  const full = expanded(x, fns);
  if (!/\.effective!?\(/.test(full)) return [];
  // another card's predicate, named by number (`eventDef(26)`, `eff(26, …)`), is not this card's
  const named = [...x.getText().matchAll(/\b(?:eventDef|eff)\((\d+)/g)].map((m) => Number(m[1]));
  if (named.length && !named.includes(card)) return [];
  const own = sidesNamed(x.getText());
  if (own.length) return own;
  if (/\[\s*side\s*\]/.test(full)) return [...all];
  const viaHelper = sidesNamed(full);
  return viaHelper.length ? viaHelper : [...all];
}

/** `expect(X…)` at the root of an assertion chain, and whether `.not` is on the way */
function expectOf(e: ts.Expression): { x: ts.Expression; not: boolean } | null {
  let not = false;
  let cur = e;
  while (ts.isPropertyAccessExpression(cur)) {
    if (cur.name.text === "not") not = !not;
    cur = cur.expression;
  }
  if (ts.isCallExpression(cur) && ts.isIdentifier(cur.expression) && cur.expression.text === "expect")
    return cur.arguments[0] ? { x: cur.arguments[0], not } : null;
  return null;
}

/** what the test file (with the shared helpers' source) asserts of each side's `effective` */
export function effectiveAnswers(
  card: number,
  testSource: string,
  helperSource: string,
  sides: readonly Side[],
): Answers {
  const file = parse("card.test.ts", testSource);
  const helpers = parse("helpers.ts", helperSource);
  const fns = functionsOf([file, helpers]);
  const out: Answers = { unshaded: new Set(), shaded: new Set() };
  const read = new Set<ts.Node>();
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression)) {
      const m = n.expression.name.text;
      const arg = n.arguments[0];
      const lit =
        arg?.kind === ts.SyntaxKind.TrueKeyword
          ? true
          : arg?.kind === ts.SyntaxKind.FalseKeyword
            ? false
            : null;
      const root = ["toBe", "toEqual", "toStrictEqual"].includes(m)
        ? expectOf(n.expression.expression)
        : null;
      if (root && lit !== null)
        for (const s of sidesAsked(root.x, fns, card, sides)) out[s].add(root.not ? !lit : lit);
    }
    // a helper holding assertions, called from the file: read its body too
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) {
      const f = fns.get(n.expression.text);
      if (f && !read.has(f) && /\bexpect\(/.test(f.getText())) {
        read.add(f);
        visit(f);
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(file);
  return out;
}
