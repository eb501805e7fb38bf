import { defineConfig } from "vitest/config";

// Unit tests sit beside the code they test, in every workspace except the Hardhat and browser suites.
export default defineConfig({
  test: {
    include: ["packages/**/src/**/*.test.ts", "apps/**/src/**/*.test.{ts,tsx}", "stack/src/**/*.test.ts"],
    exclude: ["**/node_modules/**"],
  },
});
