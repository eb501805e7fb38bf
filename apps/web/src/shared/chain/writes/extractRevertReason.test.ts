import { describe, expect, it } from "vitest";
import {
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  parseAbi,
  UserRejectedRequestError,
} from "viem";
import { griddlePairAbi, griddleRouterAbi } from "@griddle/sdk";
import { extractRevertReason } from "./extractRevertReason.ts";

/** The router and the pair: a swap's revert reasons come from both. */
const routerSwapAbi = [...griddleRouterAbi, ...griddlePairAbi] as const;
const args = [1n, 2n, [], "0x0000000000000000000000000000000000000000", 3n];

const errorStringAbi = parseAbi(["error Error(string message)"]);

function reverted(abi: typeof routerSwapAbi | typeof errorStringAbi, data: `0x${string}`) {
  const cause = new ContractFunctionRevertedError({ abi, data, functionName: "swapExactTokensForTokens" });
  return new ContractFunctionExecutionError(cause, { abi, functionName: "swapExactTokensForTokens", args });
}

describe("extractRevertReason", () => {
  it("names the custom error a swap reverted with", () => {
    const data = encodeErrorResult({
      abi: routerSwapAbi,
      errorName: "InsufficientOutputAmount",
      args: [10n, 11n],
    });
    expect(extractRevertReason(reverted(routerSwapAbi, data))).toBe("InsufficientOutputAmount");
    expect(
      extractRevertReason(reverted(routerSwapAbi, encodeErrorResult({ abi: routerSwapAbi, errorName: "K" }))),
    ).toBe("K");
  });

  it("gives a require message as it is", () => {
    const data = encodeErrorResult({ abi: errorStringAbi, errorName: "Error", args: ["Pancake: K"] });
    expect(extractRevertReason(reverted(errorStringAbi, data))).toBe("Pancake: K");
  });

  it("decodes raw revert data a node attached to an RPC error", () => {
    const data = encodeErrorResult({ abi: routerSwapAbi, errorName: "Expired", args: [1n, 2n] });
    const rpcError = Object.assign(new Error("execution reverted"), { code: 3, data });
    expect(extractRevertReason(new Error("call failed", { cause: rpcError }), routerSwapAbi)).toBe("Expired");
    const nested = Object.assign(new Error("execution reverted"), { data: { data } });
    expect(extractRevertReason(nested, routerSwapAbi)).toBe("Expired");
    const message = encodeErrorResult({
      abi: errorStringAbi,
      errorName: "Error",
      args: ["TransferHelper: failed"],
    });
    expect(extractRevertReason(Object.assign(new Error("reverted"), { data: message }), routerSwapAbi)).toBe(
      "TransferHelper: failed",
    );
  });

  it("falls back to the short message of other errors", () => {
    expect(extractRevertReason(new UserRejectedRequestError(new Error("no")))).toBe(
      "User rejected the request.",
    );
    expect(extractRevertReason(new Error("socket hang up"))).toBe("socket hang up");
  });

  it("has nothing to say about values that are not errors", () => {
    expect(extractRevertReason(undefined)).toBeUndefined();
    expect(extractRevertReason("oops")).toBeUndefined();
    expect(extractRevertReason(new Error(""))).toBeUndefined();
  });
});
