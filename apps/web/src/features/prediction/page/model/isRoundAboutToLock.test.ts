import { describe, expect, it } from "vitest";
import { BET_LOCK_MARGIN_BLOCKS, isRoundAboutToLock } from "./isRoundAboutToLock.ts";

describe("isRoundAboutToLock", () => {
  it("takes bets until 3 blocks before the lock block", () => {
    expect(BET_LOCK_MARGIN_BLOCKS).toBe(3n);
    expect(isRoundAboutToLock(1300n, 1296n)).toBe(false);
    expect(isRoundAboutToLock(1300n, 1297n)).toBe(true);
  });

  it("takes none at or past the lock block, while the keeper has not moved the game on", () => {
    expect(isRoundAboutToLock(1300n, 1300n)).toBe(true);
    expect(isRoundAboutToLock(1300n, 1310n)).toBe(true);
  });
});
