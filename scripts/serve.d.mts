// Types for serve.mjs (used by scripts/bench-ui.ts).
import type { Server } from "node:http";

export function serve(root?: string, port?: number): Promise<{ server: Server; url: string }>;
