import { describe, expect, it } from "vitest";
import { parseOfferingPools, parseUserPools } from "./parseOfferingReads.ts";

describe("parseOfferingPools", () => {
  it("reads version 2's basic and unlimited pools, the tax on the taxed one only", () => {
    const pools = parseOfferingPools(2, [
      [30n, 300n, 5n, false, 12n, 0n],
      [70n, 700n, 0n, true, 400n, 3n],
      9_138_381_201n,
    ]);
    expect(pools).toEqual([
      {
        kind: "poolBasic",
        pid: 0,
        offeringAmount: 300n,
        raisingAmount: 30n,
        totalAmount: 12n,
        limitPerUser: 5n,
        hasTax: false,
        taxRate: 0n,
      },
      {
        kind: "poolUnlimited",
        pid: 1,
        offeringAmount: 700n,
        raisingAmount: 70n,
        totalAmount: 400n,
        limitPerUser: 0n,
        hasTax: true,
        taxRate: 9_138_381_201n,
      },
    ]);
  });

  it("reads version 1's one unlimited, untaxed pool", () => {
    expect(parseOfferingPools(1, [1_000n, 100n, 300n])).toEqual([
      {
        kind: "poolUnlimited",
        pid: 1,
        offeringAmount: 1_000n,
        raisingAmount: 100n,
        totalAmount: 300n,
        limitPerUser: 0n,
        hasTax: false,
        taxRate: 0n,
      },
    ]);
  });

  it("is null while a read did not answer", () => {
    expect(parseOfferingPools(1, [1_000n, null, 300n])).toBeNull();
    expect(parseOfferingPools(2, [null, [70n, 700n, 0n, true, 400n, 3n], 1n])).toBeNull();
  });
});

describe("parseUserPools", () => {
  it("reads version 2's commitment, flags, amounts and shares per pool", () => {
    expect(
      parseUserPools(2, [
        [
          [5n, 100n],
          [true, false],
        ],
        [
          [50n, 0n, 0n],
          [175n, 81n, 1n],
        ],
        [10n, 250_000_000_000n],
      ]),
    ).toEqual([
      { amount: 5n, claimed: true, offeringAmount: 50n, refundingAmount: 0n, taxAmount: 0n, allocation: 10n },
      {
        amount: 100n,
        claimed: false,
        offeringAmount: 175n,
        refundingAmount: 81n,
        taxAmount: 1n,
        allocation: 250_000_000_000n,
      },
    ]);
  });

  it("scales version 1's share from 1e6 to 1e12", () => {
    expect(parseUserPools(1, [[100n, false], 333n, 66n, 333_333n])).toEqual([
      {
        amount: 100n,
        claimed: false,
        offeringAmount: 333n,
        refundingAmount: 66n,
        taxAmount: 0n,
        allocation: 333_333_000_000n,
      },
    ]);
  });

  it("is null while a read did not answer", () => {
    expect(parseUserPools(1, [null, 1n, 1n, 1n])).toBeNull();
    expect(parseUserPools(2, [[[1n, 2n], [true]], [[1n, 1n, 1n]], [1n, 1n]])).toBeNull();
  });
});
