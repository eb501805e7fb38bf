import { describe, expect, it } from "vitest";
import { resolveBlock } from "./resolveBlock.ts";

describe("resolveBlock", () => {
  it("takes a block up to the latest, as a number or a query string, and the latest when absent", () => {
    expect([
      resolveBlock(3, 10n),
      resolveBlock("10", 10n),
      resolveBlock(undefined, 10n),
      resolveBlock("", 10n),
    ]).toEqual([3n, 10n, 10n, 10n]);
  });

  it("refuses a block ahead of the chain, and what is not a block number", () => {
    expect(() => resolveBlock(11, 10n)).toThrow("block 11 is ahead of the chain: the latest block is 10.");
    for (const bad of [-1, 1.5, "0x10", "ten", true]) {
      expect(() => resolveBlock(bad, 10n)).toThrow("block must be a block number: a whole number from 0.");
    }
  });
});
