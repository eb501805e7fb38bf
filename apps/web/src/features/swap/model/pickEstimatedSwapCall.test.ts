import { describe, expect, it } from "vitest";
import { pickEstimatedSwapCall } from "./pickEstimatedSwapCall.ts";
import { NoSwapCallError } from "./swapErrors.ts";

describe("pickEstimatedSwapCall", () => {
  it("sends the first variant whose estimate succeeded", () => {
    expect(
      pickEstimatedSwapCall([
        { call: "plain", gas: 120_000n },
        { call: "fee", gas: 130_000n },
      ]),
    ).toEqual({
      call: "plain",
      gas: 120_000n,
    });
    expect(
      pickEstimatedSwapCall([
        { call: "plain", error: new Error("K") },
        { call: "fee", gas: 130_000n },
      ]),
    ).toEqual({ call: "fee", gas: 130_000n });
  });

  it("throws the last variant's error when every estimate failed", () => {
    const last = new Error("InsufficientOutputAmount");
    expect(() =>
      pickEstimatedSwapCall([
        { call: "plain", error: new Error("K") },
        { call: "fee", error: last },
      ]),
    ).toThrow(last);
  });

  it("throws the spec's support error when there was nothing to estimate", () => {
    expect(() => pickEstimatedSwapCall([])).toThrow(NoSwapCallError);
    expect(() => pickEstimatedSwapCall([])).toThrow(
      "Unexpected error. Please contact support: none of the calls threw an error",
    );
  });
});
