/// <reference types="node" />
// The CPU time of the calling thread in ms (Linux: /proc/thread-self/stat, 10 ms ticks), so the
// advisor's time budget means one core's work even on a busy machine; elsewhere wall time.
import { readFileSync } from "node:fs";

const TICK_MS = 10;

function fromProc(): number | null {
  try {
    const stat = readFileSync("/proc/thread-self/stat", "utf8");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // after the name: state is field 3, utime 14, stime 15 (1-based over the whole line)
    return (Number(f[11]) + Number(f[12])) * TICK_MS;
  } catch {
    return null;
  }
}

/** a clock for the advisor's budget: this thread's CPU time when the system tells it, else wall time */
export function threadClock(): () => number {
  if (fromProc() === null) return () => performance.now();
  return () => fromProc() as number;
}
