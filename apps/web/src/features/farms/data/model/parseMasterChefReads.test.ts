import { describe, expect, it } from "vitest";
import { parseMasterChefReads } from "./parseMasterChefReads.ts";

describe("parseMasterChefReads", () => {
  it("reads the total allocation and the emission", () => {
    expect(parseMasterChefReads([10_000n, 40n * 10n ** 18n])).toEqual({
      totalAllocPoint: 10_000n,
      cakePerBlock: 40n * 10n ** 18n,
    });
  });

  it("gives null when either did not answer", () => {
    expect(parseMasterChefReads([10_000n, null])).toBeNull();
    expect(parseMasterChefReads([null, 1n])).toBeNull();
  });
});
