import { describe, expect, it } from "vitest";
import { wbnbAbi } from "@griddle/sdk";
import { buildWrapCall } from "./buildWrapCall.ts";

const wbnb = "0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c";

describe("buildWrapCall", () => {
  it("wraps by depositing the amount as value", () => {
    expect(buildWrapCall(wbnb, "WRAP", 5n)).toEqual({
      address: wbnb,
      abi: wbnbAbi,
      functionName: "deposit",
      args: [],
      value: 5n,
    });
  });

  it("unwraps by withdrawing the amount, sending no value", () => {
    expect(buildWrapCall(wbnb, "UNWRAP", 7n)).toEqual({
      address: wbnb,
      abi: wbnbAbi,
      functionName: "withdraw",
      args: [7n],
    });
  });
});
