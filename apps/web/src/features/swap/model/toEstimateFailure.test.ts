import { describe, expect, it } from "vitest";
import { ContractFunctionExecutionError, ContractFunctionRevertedError, encodeErrorResult } from "viem";
import { routerSwapAbi } from "../abis/routerSwapAbi.ts";

const args = [1n, 2n, [], "0x0000000000000000000000000000000000000000", 3n];
import { SwapCannotSucceedError, SwapGasEstimateError } from "./swapErrors.ts";
import { toEstimateFailure } from "./toEstimateFailure.ts";

const estimateError = new Error("execution reverted");

describe("toEstimateFailure", () => {
  it("blames the estimate when the static call succeeded", () => {
    const failure = toEstimateFailure({ ok: true }, estimateError, routerSwapAbi);
    expect(failure).toBeInstanceOf(SwapGasEstimateError);
    expect(failure.message).toBe("Unexpected issue with estimating the gas. Please try again.");
    expect(failure.cause).toBe(estimateError);
  });

  it("gives the static call's revert reason when it failed too", () => {
    const data = encodeErrorResult({
      abi: routerSwapAbi,
      errorName: "InsufficientOutputAmount",
      args: [1n, 2n],
    });
    const revert = new ContractFunctionExecutionError(
      new ContractFunctionRevertedError({
        abi: routerSwapAbi,
        data,
        functionName: "swapExactTokensForTokens",
      }),
      { abi: routerSwapAbi, functionName: "swapExactTokensForTokens", args },
    );
    const failure = toEstimateFailure({ ok: false, error: revert }, estimateError, routerSwapAbi);
    expect(failure).toBeInstanceOf(SwapCannotSucceedError);
    expect(failure.message).toBe("The transaction cannot succeed due to error: InsufficientOutputAmount.");
    expect(failure.text).toEqual({
      key: "The transaction cannot succeed due to error: %reason%.",
      data: { reason: "InsufficientOutputAmount" },
    });
  });

  it("says to check the logs when the static call gives no reason", () => {
    const failure = toEstimateFailure({ ok: false, error: undefined }, estimateError, routerSwapAbi);
    expect(failure.message).toBe(
      "The transaction cannot succeed due to error: Unknown error, check the logs.",
    );
    expect(failure.text).toEqual({
      key: "The transaction cannot succeed due to error: Unknown error, check the logs.",
    });
  });
});
