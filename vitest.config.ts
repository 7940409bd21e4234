import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["test/browser/**", "node_modules/**"],
    environment: "node",
    globalSetup: ["test/foundry/global-setup.ts"],
    // Budgets for a busy 2-core machine: the heaviest tests play whole games (about 5 s there
    // under load against well under 1 s idle); no test may depend on an idle CPU.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
