// Browser tests of the standalone table in real Chromium (playwright-core + /usr/bin/chromium).
// Run: npm run test:browser (builds dist-table/ first unless ANDEAN_SKIP_BUILD=1).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/browser/**/*.test.ts"],
    environment: "node",
    globalSetup: ["test/browser/global-setup.ts"],
    env: { ANDEAN_BROWSER: "1" },
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
