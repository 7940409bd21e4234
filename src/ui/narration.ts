// A Non-player's reasoning (section 8) travels in its Command's `meta.why`: flowchart boxes,
// questions, answers and picks as lang keys (`np.*`). Hosts show it in the log / chat just
// before what the Command did. meta is untrusted: only well-formed `np.` lines (and the advisor's
// `advisor.` lines: what the advisor weighed) are taken.
import type { Command, LogEntry, Transfer } from "../engine/index";

/** at most this many narration lines are shown for one Command */
export const MAX_NARRATION = 24;

function isParams(p: unknown): p is Record<string, string | number> {
  if (p === undefined) return true;
  if (typeof p !== "object" || p === null || Array.isArray(p)) return false;
  return Object.values(p).every(
    (v) => typeof v === "string" || (typeof v === "number" && Number.isFinite(v)),
  );
}

/** the narration lines of a Command (empty when it carries none) */
export function narrationOf(cmd: Command | Transfer | null | undefined): LogEntry[] {
  const why = cmd && "meta" in cmd ? (cmd.meta as { why?: unknown } | undefined)?.why : undefined;
  if (!Array.isArray(why)) return [];
  const out: LogEntry[] = [];
  for (const w of why.slice(0, MAX_NARRATION)) {
    if (typeof w !== "object" || w === null) continue;
    const { key, params } = w as { key?: unknown; params?: unknown };
    if (typeof key !== "string" || !/^(np|advisor)\./.test(key) || key.length > 80 || !isParams(params))
      continue;
    out.push(
      params
        ? { key, params, faction: cmd!.by, narration: true }
        : { key, faction: cmd!.by, narration: true },
    );
  }
  return out;
}
