// A Non-player's reasoning (section 8) travels in its Command's `meta.why`: flowchart boxes,
// questions, answers and picks as lang keys (`np.*`). Hosts show it in the log / chat just
// before what the Command did. meta is untrusted: only well-formed `np.` lines are taken.
import { type Command, type LogEntry, SPACE_INDEX, type Transfer } from "../engine/index";

/** at most this many narration lines are shown for one Command */
export const MAX_NARRATION = 24;

function isParams(p: unknown): p is Record<string, string | number> {
  if (p === undefined) return true;
  if (typeof p !== "object" || p === null || Array.isArray(p)) return false;
  return Object.values(p).every(
    (v) => typeof v === "string" || (typeof v === "number" && Number.isFinite(v)),
  );
}

const isSpace = (x: unknown): x is string => typeof x === "string" && x in SPACE_INDEX;
const isDie = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= 6;
const listOf = <T>(x: unknown, ok: (y: unknown) => y is T, max: number): T[] | null =>
  Array.isArray(x) && x.length <= max && x.every(ok) ? (x as T[]) : null;

/**
 * A random pick (8.2 / 8.3) the Command's meta keeps as data (`picks[k]`, bots/pick-record.ts), as
 * the parameters of its one narration line: the candidates and the walk as space ids (the host
 * names them in its language), the dice. null when the record is not well-formed.
 */
function pickParams(picks: unknown, k: unknown): Record<string, string | number> | null {
  if (!Array.isArray(picks) || typeof k !== "number") return null;
  const p = picks[k] as Record<string, unknown> | undefined;
  if (typeof p !== "object" || p === null) return null;
  const candidates = listOf(p.candidates, isSpace, 40);
  const dice = listOf(p.dice, isDie, 60);
  const walked = listOf(p.walked, isSpace, 40);
  if (!candidates || !dice?.length || !walked || !isSpace(p.space)) return null;
  // the walk up to the cell before the result (a roll landing on it directly walks nowhere)
  const walk = walked.at(-1) === p.space ? walked.slice(0, -1) : walked;
  return {
    spaces: candidates.join(" "),
    dice: dice.join(" "),
    chart: walk.length ? "yes" : "no",
    walk: walk.join(" "),
    space: p.space,
  };
}

/** the narration lines of a Command (empty when it carries none) */
export function narrationOf(cmd: Command | Transfer | null | undefined): LogEntry[] {
  const meta =
    cmd && "meta" in cmd ? (cmd.meta as { why?: unknown; picks?: unknown } | undefined) : undefined;
  const why = meta?.why;
  if (!Array.isArray(why)) return [];
  const out: LogEntry[] = [];
  for (const w of why.slice(0, MAX_NARRATION)) {
    if (typeof w !== "object" || w === null) continue;
    const { key, params } = w as { key?: unknown; params?: unknown };
    if (typeof key !== "string" || !key.startsWith("np.") || key.length > 80 || !isParams(params)) continue;
    if (key === "np.pick") {
      const p = pickParams(meta?.picks, params?.pick);
      if (p) out.push({ key, params: p, faction: cmd!.by, narration: true });
      continue;
    }
    out.push(
      params
        ? { key, params, faction: cmd!.by, narration: true }
        : { key, faction: cmd!.by, narration: true },
    );
  }
  return out;
}
