import { decodeFunctionData, type Hex } from "viem";
import { describe, expect, it } from "vitest";
import { griddleRouterAbi } from "@griddle/sdk";
import { ACCOUNT, amountOf, BNB, CAKE, USDC, WBNB } from "../../model/liquidityTestFixtures.ts";
import { buildRemoveLiquidityCall, type RemoveLiquidityCallOptions } from "./buildRemoveLiquidityCall.ts";

const R: Hex = `0x${"11".repeat(32)}`;
const S: Hex = `0x${"22".repeat(32)}`;
const options: RemoveLiquidityCallOptions = {
  slippageBps: 100,
  recipient: ACCOUNT,
  deadline: 1_000n,
  permit: null,
  feeOnTransfer: false,
};
const permit = { v: 27, r: R, s: S, deadline: 2_000n };
const decode = (data: Hex) => decodeFunctionData({ abi: griddleRouterAbi, data });

describe("buildRemoveLiquidityCall", () => {
  it("removes two tokens after an on-chain approval, with minimums 1% below the amounts", () => {
    const call = buildRemoveLiquidityCall(7n, amountOf(CAKE, 100n), amountOf(USDC, 50n), options);
    expect(call.value).toBe(0n);
    expect(decode(call.data)).toEqual({
      functionName: "removeLiquidity",
      args: [CAKE.address, USDC.address, 7n, 99n * 10n ** 18n, 495n * 10n ** 5n, ACCOUNT, 1_000n],
    });
  });

  it("adds the permit's signature and uses its deadline", () => {
    const call = buildRemoveLiquidityCall(7n, amountOf(CAKE, 100n), amountOf(WBNB, 1n), {
      ...options,
      permit,
    });
    expect(decode(call.data)).toEqual({
      functionName: "removeLiquidityWithPermit",
      args: [
        CAKE.address,
        WBNB.address,
        7n,
        99n * 10n ** 18n,
        99n * 10n ** 16n,
        ACCOUNT,
        2_000n,
        false,
        27,
        R,
        S,
      ],
    });
  });

  it("pays BNB out through the ETH variants, token first", () => {
    const approved = buildRemoveLiquidityCall(7n, amountOf(BNB, 1n), amountOf(CAKE, 100n), options);
    expect(decode(approved.data)).toEqual({
      functionName: "removeLiquidityETH",
      args: [CAKE.address, 7n, 99n * 10n ** 18n, 99n * 10n ** 16n, ACCOUNT, 1_000n],
    });
    const signed = buildRemoveLiquidityCall(7n, amountOf(CAKE, 100n), amountOf(BNB, 1n), {
      ...options,
      permit,
    });
    expect(decode(signed.data)).toEqual({
      functionName: "removeLiquidityETHWithPermit",
      args: [CAKE.address, 7n, 99n * 10n ** 18n, 99n * 10n ** 16n, ACCOUNT, 2_000n, false, 27, R, S],
    });
  });

  it("uses the fee-on-transfer variants for such a token", () => {
    const feeOptions = { ...options, feeOnTransfer: true };
    const approved = buildRemoveLiquidityCall(7n, amountOf(CAKE, 1n), amountOf(BNB, 1n), feeOptions);
    expect(approved.functionName).toBe("removeLiquidityETHSupportingFeeOnTransferTokens");
    expect(decode(approved.data).functionName).toBe("removeLiquidityETHSupportingFeeOnTransferTokens");
    const signed = buildRemoveLiquidityCall(7n, amountOf(CAKE, 1n), amountOf(BNB, 1n), {
      ...feeOptions,
      permit,
    });
    expect(decode(signed.data).functionName).toBe(
      "removeLiquidityETHWithPermitSupportingFeeOnTransferTokens",
    );
  });
});
