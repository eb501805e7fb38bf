import { describe, expect, it } from "vitest";
import { parseAccountRoundReads } from "./parseAccountRoundReads.ts";

describe("parseAccountRoundReads", () => {
  it("reads the bet (0 Bull, 1 Bear) and whether it can be claimed or refunded", () => {
    expect(parseAccountRoundReads([[0, 10n ** 17n, false], true, false])).toEqual({
      bet: { position: "Bull", amount: 10n ** 17n, claimed: false },
      claimStatus: { claimable: true, refundable: false },
    });
    expect(parseAccountRoundReads([[1, 5n, true], false, false])?.bet).toEqual({
      position: "Bear",
      amount: 5n,
      claimed: true,
    });
  });

  it("has no bet where the ledger holds nothing", () => {
    expect(parseAccountRoundReads([[0, 0n, false], false, false])).toEqual({
      bet: null,
      claimStatus: { claimable: false, refundable: false },
    });
  });

  it("is undefined when any of the three reads failed", () => {
    expect(parseAccountRoundReads([null, false, false])).toBeUndefined();
    expect(parseAccountRoundReads([[0, 1n, false], null, false])).toBeUndefined();
  });
});
