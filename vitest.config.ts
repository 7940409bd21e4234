import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["test/browser/**", "node_modules/**"],
    environment: "node",
    globalSetup: ["test/foundry/global-setup.ts"],
    // a busy 2-core machine: no test may fail on time (the default 5 s is a wall-clock assert)
    testTimeout: 60_000,
  },
});
