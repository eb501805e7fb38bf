import { describe, expect, it } from "vitest";
import { CurrencyAmount, NativeCurrency, Token } from "@griddle/sdk";
import { ApprovalState } from "./ApprovalState.ts";
import { computeApprovalState } from "./computeApprovalState.ts";

const CAKE = new Token(56, "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82", 18, "CAKE", "PancakeSwap Token");
const WBNB = new Token(56, "0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c", 18, "WBNB", "Wrapped BNB");
const ROUTER = "0x10ED43C718714eb63d5aA57B78B54704E256024E";
const amount = CurrencyAmount.fromRawAmount(CAKE, 1_000n);

describe("computeApprovalState", () => {
  it("is unknown without an amount, a spender or the allowance", () => {
    expect(
      computeApprovalState({
        amountToApprove: undefined,
        spender: ROUTER,
        allowance: 0n,
        pendingApproval: false,
      }),
    ).toBe(ApprovalState.UNKNOWN);
    expect(
      computeApprovalState({
        amountToApprove: amount,
        spender: undefined,
        allowance: 0n,
        pendingApproval: false,
      }),
    ).toBe(ApprovalState.UNKNOWN);
    expect(
      computeApprovalState({
        amountToApprove: amount,
        spender: ROUTER,
        allowance: undefined,
        pendingApproval: false,
      }),
    ).toBe(ApprovalState.UNKNOWN);
  });

  it("always approves the native coin", () => {
    const bnb = CurrencyAmount.fromRawAmount(new NativeCurrency(56, WBNB), 10n ** 18n);
    expect(
      computeApprovalState({
        amountToApprove: bnb,
        spender: ROUTER,
        allowance: undefined,
        pendingApproval: false,
      }),
    ).toBe(ApprovalState.APPROVED);
  });

  it("compares the allowance with the amount, pending while an approval is in flight", () => {
    const base = { amountToApprove: amount, spender: ROUTER };
    expect(computeApprovalState({ ...base, allowance: 999n, pendingApproval: false })).toBe(
      ApprovalState.NOT_APPROVED,
    );
    expect(computeApprovalState({ ...base, allowance: 999n, pendingApproval: true })).toBe(
      ApprovalState.PENDING,
    );
    expect(computeApprovalState({ ...base, allowance: 1_000n, pendingApproval: true })).toBe(
      ApprovalState.APPROVED,
    );
    expect(computeApprovalState({ ...base, allowance: 2n ** 256n - 1n, pendingApproval: false })).toBe(
      ApprovalState.APPROVED,
    );
  });
});
