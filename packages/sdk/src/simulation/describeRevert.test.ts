import { encodeErrorResult, parseAbi } from "viem";
import { describe, expect, it } from "vitest";
import { describeRevert } from "./describeRevert.ts";

const routerErrors = parseAbi(["error InsufficientOutputAmount(uint256 amountOut, uint256 amountOutMin)"]);

describe("describeRevert", () => {
  it("reads Error(string) from the revert data", () => {
    const output = encodeErrorResult({
      abi: parseAbi(["error Error(string)"]),
      errorName: "Error",
      args: ["No way"],
    });
    expect(describeRevert({ output, error: "execution reverted" })).toEqual({
      kind: "reason",
      message: "No way",
    });
  });

  it("names a custom error the ABI declares, with its arguments", () => {
    const output = encodeErrorResult({
      abi: routerErrors,
      errorName: "InsufficientOutputAmount",
      args: [5n, 9n],
    });
    expect(describeRevert({ output }, routerErrors)).toEqual({
      kind: "customError",
      name: "InsufficientOutputAmount",
      args: [5n, 9n],
    });
  });

  it("reads a panic code", () => {
    const output = encodeErrorResult({
      abi: parseAbi(["error Panic(uint256)"]),
      errorName: "Panic",
      args: [0x11n],
    });
    expect(describeRevert({ output })).toEqual({ kind: "panic", code: 0x11n });
  });

  it("keeps the raw data and the node's words when nothing declares the error", () => {
    const output = encodeErrorResult({
      abi: routerErrors,
      errorName: "InsufficientOutputAmount",
      args: [5n, 9n],
    });
    expect(describeRevert({ output, error: "execution reverted" })).toEqual({
      kind: "unknown",
      data: output,
      message: "execution reverted",
    });
  });

  it("falls back to the node's revert reason when it sent no data", () => {
    expect(describeRevert({ error: "execution reverted", revertReason: "Paused" })).toEqual({
      kind: "reason",
      message: "Paused",
    });
  });
});
