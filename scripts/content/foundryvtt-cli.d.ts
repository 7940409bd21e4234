// The part of the official Foundry CLI we call (its package ships JavaScript only; the options are
// those documented in its lib/package.mjs JSDoc: CompileOptions, ExtractOptions).
declare module "@foundryvtt/foundryvtt-cli" {
  export function compilePack(
    src: string,
    dest: string,
    options?: { nedb?: boolean; yaml?: boolean; recursive?: boolean; log?: boolean },
  ): Promise<void>;
  export function extractPack(
    src: string,
    dest: string,
    options?: { nedb?: boolean; yaml?: boolean; log?: boolean; clean?: boolean },
  ): Promise<void>;
}
