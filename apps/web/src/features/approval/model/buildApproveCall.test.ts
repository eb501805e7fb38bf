import { describe, expect, it } from "vitest";
import { erc20Abi, maxUint256 } from "viem";
import { buildApproveCall } from "./buildApproveCall.ts";

const token = "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82";
const router = "0x10ED43C718714eb63d5aA57B78B54704E256024E";

describe("buildApproveCall", () => {
  it("approves the spender for the amount on the token's contract", () => {
    expect(buildApproveCall(token, router, maxUint256)).toEqual({
      address: token,
      abi: erc20Abi,
      functionName: "approve",
      args: [router, maxUint256],
    });
    expect(buildApproveCall(token, router, 1_000n).args).toEqual([router, 1_000n]);
  });
});
