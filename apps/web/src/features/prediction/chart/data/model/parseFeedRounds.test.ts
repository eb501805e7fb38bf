import { describe, expect, it } from "vitest";
import { parseFeedRounds } from "./parseFeedRounds.ts";

describe("parseFeedRounds", () => {
  it("keeps the answered rounds and drops failed or unanswered reads", () => {
    expect(
      parseFeedRounds([[5n, 60_000_000_000n, 100n, 110n, 5n], null, [3n, 59_000_000_000n, 90n, 0n, 3n]]),
    ).toEqual([{ roundId: 5n, answer: 60_000_000_000n, updatedAt: 110 }]);
  });
});
