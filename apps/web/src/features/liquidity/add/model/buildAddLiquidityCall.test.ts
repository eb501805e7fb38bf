import { decodeFunctionData } from "viem";
import { describe, expect, it } from "vitest";
import { griddleRouterAbi } from "@griddle/sdk";
import { ACCOUNT, amountOf, BNB, CAKE, USDC } from "../../model/liquidityTestFixtures.ts";
import { buildAddLiquidityCall } from "./buildAddLiquidityCall.ts";

const options = { noLiquidity: false, slippageBps: 50, recipient: ACCOUNT, deadline: 1_700_000_000n };

describe("buildAddLiquidityCall", () => {
  it("adds two tokens with minimums 0.5% below the amounts", () => {
    const call = buildAddLiquidityCall(amountOf(CAKE, 200n), amountOf(USDC, 1_000n), options);
    expect(call.functionName).toBe("addLiquidity");
    expect(call.value).toBe(0n);
    expect(decodeFunctionData({ abi: griddleRouterAbi, data: call.data })).toEqual({
      functionName: "addLiquidity",
      args: [
        CAKE.address,
        USDC.address,
        200n * 10n ** 18n,
        1_000n * 10n ** 6n,
        199n * 10n ** 18n,
        995n * 10n ** 6n,
        ACCOUNT,
        1_700_000_000n,
      ],
    });
  });

  it("sends BNB as value to addLiquidityETH, whichever side it is on", () => {
    const call = buildAddLiquidityCall(amountOf(BNB, 2n), amountOf(CAKE, 480n), options);
    expect(call.functionName).toBe("addLiquidityETH");
    expect(call.value).toBe(2n * 10n ** 18n);
    expect(decodeFunctionData({ abi: griddleRouterAbi, data: call.data }).args).toEqual([
      CAKE.address,
      480n * 10n ** 18n,
      4776n * 10n ** 17n,
      199n * 10n ** 16n,
      ACCOUNT,
      1_700_000_000n,
    ]);
  });

  it("takes a new pool's amounts exactly: they set its price", () => {
    const call = buildAddLiquidityCall(amountOf(CAKE, 1n), amountOf(USDC, 3n), {
      ...options,
      noLiquidity: true,
    });
    const { args } = decodeFunctionData({ abi: griddleRouterAbi, data: call.data });
    expect(args.slice(2, 6)).toEqual([10n ** 18n, 3n * 10n ** 6n, 10n ** 18n, 3n * 10n ** 6n]);
  });
});
