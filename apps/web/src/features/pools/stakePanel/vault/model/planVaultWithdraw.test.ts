import { describe, expect, it } from "vitest";
import { convertSharesToCake } from "./convertVaultShares.ts";
import { planVaultWithdraw, VAULT_FULL_WITHDRAW_THRESHOLD } from "./planVaultWithdraw.ts";

const ONE = 10n ** 18n;
const price = (ONE * 5n) / 4n;

describe("planVaultWithdraw", () => {
  it("redeems the shares worth the amount when enough shares remain", () => {
    expect(
      planVaultWithdraw({ cakeAmount: 5n * ONE, userShares: 10n * ONE, pricePerFullShare: price }),
    ).toEqual({
      kind: "withdraw",
      shares: 4n * ONE,
    });
  });

  it("withdraws all when the remaining shares are at or below 1e12", () => {
    const userShares = 4n * ONE + VAULT_FULL_WITHDRAW_THRESHOLD;
    expect(planVaultWithdraw({ cakeAmount: 5n * ONE, userShares, pricePerFullShare: price })).toEqual({
      kind: "withdrawAll",
    });
    expect(
      planVaultWithdraw({ cakeAmount: 5n * ONE, userShares: userShares + 1n, pricePerFullShare: price }),
    ).toEqual({ kind: "withdraw", shares: 4n * ONE });
  });

  it("withdraws all for Max, whose CAKE value was rounded down from the shares", () => {
    const userShares = 7_777_777_777_777_777_777n;
    const pricePerFullShare = 1_234_567_890_123_456_789n;
    const cakeAmount = convertSharesToCake(userShares, pricePerFullShare);
    expect(planVaultWithdraw({ cakeAmount, userShares, pricePerFullShare })).toEqual({ kind: "withdrawAll" });
  });

  it("withdraws all rather than ask for more shares than are held", () => {
    expect(planVaultWithdraw({ cakeAmount: 100n * ONE, userShares: ONE, pricePerFullShare: price })).toEqual({
      kind: "withdrawAll",
    });
  });
});
