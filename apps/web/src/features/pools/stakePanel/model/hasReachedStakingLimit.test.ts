import { describe, expect, it } from "vitest";
import { hasReachedStakingLimit } from "./hasReachedStakingLimit.ts";

describe("hasReachedStakingLimit", () => {
  it("is reached at or above the per-user limit", () => {
    expect(hasReachedStakingLimit(100n, 100n)).toBe(true);
    expect(hasReachedStakingLimit(100n, 101n)).toBe(true);
    expect(hasReachedStakingLimit(100n, 99n)).toBe(false);
  });

  it("never applies to a pool without a limit", () => {
    expect(hasReachedStakingLimit(0n, 10n ** 30n)).toBe(false);
  });
});
