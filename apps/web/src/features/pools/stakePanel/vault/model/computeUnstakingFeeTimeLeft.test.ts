import { describe, expect, it } from "vitest";
import { computeUnstakingFeeTimeLeft } from "./computeUnstakingFeeTimeLeft.ts";

const deposit = 1_700_000_000;
const period = 259_200;

describe("computeUnstakingFeeTimeLeft", () => {
  it("counts the whole 3 days down right after a deposit", () => {
    expect(
      computeUnstakingFeeTimeLeft({
        userShares: 1n,
        lastDepositedTime: deposit,
        withdrawalFeePeriod: period,
        now: deposit,
      }),
    ).toEqual({ days: 3, hours: 0, minutes: 0 });
  });

  it("splits what is left into days, hours and minutes", () => {
    const now = deposit + period - (86_400 + 2 * 3_600 + 5 * 60 + 59);
    expect(
      computeUnstakingFeeTimeLeft({
        userShares: 1n,
        lastDepositedTime: deposit,
        withdrawalFeePeriod: period,
        now,
      }),
    ).toEqual({ days: 1, hours: 2, minutes: 5 });
  });

  it("ends once the period since the last deposit is over", () => {
    expect(
      computeUnstakingFeeTimeLeft({
        userShares: 1n,
        lastDepositedTime: deposit,
        withdrawalFeePeriod: period,
        now: deposit + period,
      }),
    ).toBeNull();
  });

  it("applies only while the account holds shares", () => {
    expect(
      computeUnstakingFeeTimeLeft({
        userShares: 0n,
        lastDepositedTime: deposit,
        withdrawalFeePeriod: period,
        now: deposit,
      }),
    ).toBeNull();
  });
});
