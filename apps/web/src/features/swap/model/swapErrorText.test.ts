import { describe, expect, it } from "vitest";
import { BaseError, UserRejectedRequestError } from "viem";
import { TransactionError } from "../../../shared/chain/index.ts";
import { SwapDependencyError } from "./SwapDependencyError.ts";
import { swapErrorText } from "./swapErrorText.ts";

describe("swapErrorText", () => {
  it("reports a wallet rejection, however deeply it is wrapped", () => {
    const rejected = { key: "Transaction rejected." };
    expect(swapErrorText({ code: 4001, message: "User denied transaction signature" })).toEqual(rejected);
    const wrapped = new BaseError("Request failed", {
      cause: new UserRejectedRequestError(new Error("denied")),
    });
    expect(swapErrorText(wrapped)).toEqual(rejected);
    expect(swapErrorText(new Error("outer", { cause: { code: 4001 } }))).toEqual(rejected);
    expect(swapErrorText(new TransactionError("rejected", "Transaction rejected."))).toEqual(rejected);
  });

  it("reports anything else as 'Swap failed: …' with its short message", () => {
    expect(swapErrorText(new Error("nonce too low"))).toEqual({
      key: "Swap failed: %message%",
      data: { message: "nonce too low" },
    });
    expect(swapErrorText(new TransactionError("sendFailed", "nonce too low")).data).toEqual({
      message: "nonce too low",
    });
    expect(swapErrorText("boom").data).toEqual({ message: "boom" });
  });

  it("gives the static call's revert reason when the swap cannot succeed", () => {
    const failure = new TransactionError("wouldRevert", "InsufficientOutputAmount", {
      reason: "InsufficientOutputAmount",
    });
    expect(swapErrorText(failure)).toEqual({
      key: "The transaction cannot succeed due to error: %reason%.",
      data: { reason: "InsufficientOutputAmount" },
    });
  });

  it("says to check the logs when the static call gives no reason", () => {
    const failure = new TransactionError("wouldRevert", "Unknown error, check the logs", {
      reason: undefined,
    });
    expect(swapErrorText(failure)).toEqual({
      key: "The transaction cannot succeed due to error: Unknown error, check the logs.",
    });
  });

  it("blames the estimate when the static call succeeded", () => {
    expect(swapErrorText(new TransactionError("estimateFailed", "execution reverted"))).toEqual({
      key: "Unexpected issue with estimating the gas. Please try again.",
    });
  });

  it("gives the spec's support error when there was nothing to send", () => {
    expect(swapErrorText(new TransactionError("noCall", "None of the calls threw an error"))).toEqual({
      key: "Unexpected error. Please contact support: none of the calls threw an error",
    });
  });

  it("names what the swap is missing", () => {
    expect(swapErrorText(new SwapDependencyError("Invalid recipient"))).toEqual({ key: "Invalid recipient" });
    expect(swapErrorText(new TransactionError("unavailable", "Missing dependencies"))).toEqual({
      key: "Missing dependencies",
    });
  });

  it("asks to review again when the wallet switched account or network after the review", () => {
    expect(swapErrorText(new TransactionError("accountSwitched", "switched"))).toEqual({
      key: "Your wallet switched to another account: review again.",
    });
    expect(swapErrorText(new TransactionError("networkSwitched", "switched"))).toEqual({
      key: "Your wallet switched to another network: review again.",
    });
  });
});
