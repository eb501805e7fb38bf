import { defineConfig } from "vitest/config";

// Unit tests sit beside the code they test, in every workspace except the Hardhat and browser suites.
export default defineConfig({
  test: {
    include: [
      "packages/**/src/**/*.test.ts",
      "apps/**/src/**/*.test.{ts,tsx}",
      // Ponder runs every file under apps/indexer/src as indexing code, so its tested logic lives beside it.
      "apps/indexer/{config,model}/**/*.test.ts",
      "stack/src/**/*.test.ts",
      "stack/bench/**/*.test.ts",
    ],
    exclude: ["**/node_modules/**"],
  },
});
