import { describe, expect, it } from "vitest";
import { ContractFunctionExecutionError, ContractFunctionRevertedError, encodeErrorResult } from "viem";
import { griddleRouterAbi } from "@griddle/sdk";
import { toEstimateFailure } from "./toEstimateFailure.ts";

const args = [1n, 2n, [], "0x0000000000000000000000000000000000000000", 3n];
const estimateError = new Error("execution reverted");

describe("toEstimateFailure", () => {
  it("blames the estimate when the static call succeeded", () => {
    const failure = toEstimateFailure({ ok: true }, estimateError, griddleRouterAbi);
    expect(failure.kind).toBe("estimateFailed");
    expect(failure.message).toBe("execution reverted");
    expect(failure.cause).toBe(estimateError);
  });

  it("gives the static call's revert reason when it failed too", () => {
    const data = encodeErrorResult({
      abi: griddleRouterAbi,
      errorName: "InsufficientOutputAmount",
      args: [1n, 2n],
    });
    const revert = new ContractFunctionExecutionError(
      new ContractFunctionRevertedError({
        abi: griddleRouterAbi,
        data,
        functionName: "swapExactTokensForTokens",
      }),
      { abi: griddleRouterAbi, functionName: "swapExactTokensForTokens", args },
    );
    const failure = toEstimateFailure({ ok: false, error: revert }, estimateError, griddleRouterAbi);
    expect(failure.kind).toBe("wouldRevert");
    expect(failure.reason).toBe("InsufficientOutputAmount");
    expect(failure.message).toBe("InsufficientOutputAmount");
    expect(failure.cause).toBe(revert);
  });

  it("has no reason when the static call gives none", () => {
    const failure = toEstimateFailure({ ok: false, error: undefined }, estimateError, griddleRouterAbi);
    expect(failure.kind).toBe("wouldRevert");
    expect(failure.reason).toBeUndefined();
    expect(failure.message).toBe("Unknown error, check the logs");
  });
});
