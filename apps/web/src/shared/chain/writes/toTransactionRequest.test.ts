import { describe, expect, it } from "vitest";
import { encodeFunctionData, erc20Abi, maxUint256 } from "viem";
import { wbnbAbi } from "@griddle/sdk";
import { toTransactionRequest } from "./toTransactionRequest.ts";

const token = "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82";
const spender = "0x10ED43C718714eb63d5aA57B78B54704E256024E";

describe("toTransactionRequest", () => {
  it("encodes a call given by its ABI", () => {
    expect(
      toTransactionRequest({
        address: token,
        abi: erc20Abi,
        functionName: "approve",
        args: [spender, maxUint256],
      }),
    ).toEqual({
      to: token,
      data: encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [spender, maxUint256] }),
      value: undefined,
    });
  });

  it("keeps the native coin a payable call carries", () => {
    expect(
      toTransactionRequest({ address: token, abi: wbnbAbi, functionName: "deposit", args: [], value: 5n }),
    ).toEqual({ to: token, data: "0xd0e30db0", value: 5n });
  });

  it("sends an encoded call as it is", () => {
    expect(toTransactionRequest({ to: spender, data: "0x1234", value: 7n })).toEqual({
      to: spender,
      data: "0x1234",
      value: 7n,
    });
  });
});
