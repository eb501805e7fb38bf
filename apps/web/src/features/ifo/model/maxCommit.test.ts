import { describe, expect, it } from "vitest";
import { maxCommit } from "./maxCommit.ts";

describe("maxCommit", () => {
  it("is the balance in an unlimited pool", () => {
    expect(maxCommit({ limitPerUser: 0n }, { amount: 7n }, 50n)).toBe(50n);
  });

  it("is what is left of the limit per user when that is below the balance", () => {
    expect(maxCommit({ limitPerUser: 30n }, { amount: 10n }, 50n)).toBe(20n);
    expect(maxCommit({ limitPerUser: 30n }, { amount: 10n }, 5n)).toBe(5n);
    expect(maxCommit({ limitPerUser: 30n }, { amount: 30n }, 50n)).toBe(0n);
  });
});
