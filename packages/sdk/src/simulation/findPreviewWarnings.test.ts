import { maxUint256, type Address } from "viem";
import { describe, expect, it } from "vitest";
import type { SimulatedOutcome } from "./SimulatedOutcome.ts";
import { findPreviewWarnings } from "./findPreviewWarnings.ts";

const cake: Address = "0x0000000000000000000000000000000000000c4e";
const router: Address = "0x0000000000000000000000000000000000000707";

function receiving(amount: bigint, extra: Partial<Extract<SimulatedOutcome, { status: "success" }>> = {}) {
  return {
    status: "success",
    gasUsed: 1n,
    nativeChange: -100n,
    tokenChanges: [{ token: cake, amount }],
    nftTransfers: [],
    approvals: [],
    transferFees: [],
    ...extra,
  } satisfies SimulatedOutcome;
}

const expectation = { token: cake, quoted: 10_000n, minimum: 9_950n, slippageBps: 50 };

describe("findPreviewWarnings", () => {
  it("is quiet when the outcome is within the slippage of the quote", () => {
    expect(findPreviewWarnings(receiving(9_950n), expectation)).toEqual([]);
    expect(findPreviewWarnings(receiving(10_050n), expectation)).toEqual([]);
  });

  it("warns below the minimum, and not also about the slippage", () => {
    expect(findPreviewWarnings(receiving(9_949n), expectation)).toEqual([
      { kind: "belowMinimum", token: cake, received: 9_949n, minimum: 9_950n },
    ]);
  });

  it("warns when the outcome beats the quote by more than the slippage", () => {
    expect(findPreviewWarnings(receiving(10_051n), expectation)).toEqual([
      { kind: "beyondSlippage", token: cake, received: 10_051n, quoted: 10_000n, slippageBps: 50 },
    ]);
  });

  it("compares BNB without the gas", () => {
    const outcome = { ...receiving(0n), tokenChanges: [], nativeChange: 10_000n };
    expect(findPreviewWarnings(outcome, { ...expectation, token: "native" })).toEqual([]);
  });

  it("names transfer fees and unlimited approvals", () => {
    const fee = { token: cake, recipient: router, sent: 100n, received: 90n };
    const outcome = receiving(10_000n, {
      transferFees: [fee],
      approvals: [
        { kind: "allowance", token: cake, spender: router, amount: maxUint256, unlimited: true },
        { kind: "allowance", token: cake, spender: cake, amount: 5n, unlimited: false },
      ],
    });
    expect(findPreviewWarnings(outcome, expectation)).toEqual([
      { kind: "transferFee", fee },
      { kind: "unlimitedApproval", token: cake, spender: router },
    ]);
  });

  it("says only that a reverting call reverts", () => {
    const revert = { kind: "reason", message: "Paused" } as const;
    expect(findPreviewWarnings({ status: "reverted", gasUsed: 5n, revert }, expectation)).toEqual([
      { kind: "reverts", revert },
    ]);
  });
});
