import { griddlePredictionAbi } from "@griddle/sdk";
import {
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  HttpRequestError,
} from "viem";
import { describe, expect, it } from "vitest";
import { describeError } from "./describeError.ts";

describe("describeError", () => {
  it("names the custom error a contract reverted with, with its arguments", () => {
    const data = encodeErrorResult({ abi: griddlePredictionAbi, errorName: "TooLate", args: [1236n, 1230n] });
    const reverted = new ContractFunctionRevertedError({
      abi: griddlePredictionAbi,
      data,
      functionName: "executeRound",
    });
    const error = new ContractFunctionExecutionError(reverted, {
      abi: griddlePredictionAbi,
      functionName: "executeRound",
    });
    expect(describeError(error)).toBe("TooLate(1236, 1230)");
  });

  it("gives viem's short message for a failed request, without the request details", () => {
    const error = new HttpRequestError({ url: "http://127.0.0.1:8545", details: "fetch failed" });
    expect(describeError(error)).toBe("HTTP request failed.");
  });

  it("gives the first line of any other error, and any thrown value as text", () => {
    expect(describeError(new Error("the pair has no reserves\nat block 12"))).toBe(
      "the pair has no reserves",
    );
    expect(describeError("gone")).toBe("gone");
  });
});
