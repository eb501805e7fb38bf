import { describe, expect, it } from "vitest";
import { decodeFunctionData } from "viem";
import { Route, Trade } from "@griddle/sdk";
import { routerSwapAbi } from "../abis/routerSwapAbi.ts";
import { buildSwapCalls } from "./buildSwapCalls.ts";
import { computeSlippageAdjustedAmounts } from "./computeSlippageAdjustedAmounts.ts";
import { ACCOUNT, amountOf, BNB, BUSD, CAKE, CAKE_WBNB, WBNB, WBNB_BUSD } from "./swapTestFixtures.ts";

const options = { slippageBps: 50, recipient: ACCOUNT, deadline: 1_700_000_000n } as const;

function decoded(call: { data: `0x${string}` }) {
  return decodeFunctionData({ abi: routerSwapAbi, data: call.data });
}

describe("buildSwapCalls", () => {
  it("sells exact tokens for tokens along the route, with the fee-on-transfer variant second", () => {
    const trade = Trade.exactIn(new Route([CAKE_WBNB, WBNB_BUSD], CAKE, BUSD), amountOf(CAKE, 100n));
    const { minimumAmountOut } = computeSlippageAdjustedAmounts(trade, 50);
    const calls = buildSwapCalls(trade, options);
    const args = [
      trade.inputAmount.quotient,
      minimumAmountOut.quotient,
      [CAKE.address, WBNB.address, BUSD.address],
      ACCOUNT,
      options.deadline,
    ];
    expect(calls.map((call) => call.functionName)).toEqual([
      "swapExactTokensForTokens",
      "swapExactTokensForTokensSupportingFeeOnTransferTokens",
    ]);
    for (const call of calls) {
      expect(call.args).toEqual(args);
      expect(call.value).toBe(0n);
      expect(decoded(call)).toEqual({ functionName: call.functionName, args });
    }
  });

  it("buys exact tokens with at most the slippage-raised input, with no fee-on-transfer variant", () => {
    const trade = Trade.exactOut(new Route([WBNB_BUSD], BUSD, WBNB), amountOf(WBNB, 2n));
    const { maximumAmountIn } = computeSlippageAdjustedAmounts(trade, 50);
    const calls = buildSwapCalls(trade, options);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      functionName: "swapTokensForExactTokens",
      args: [
        2n * 10n ** 18n,
        maximumAmountIn.quotient,
        [BUSD.address, WBNB.address],
        ACCOUNT,
        options.deadline,
      ],
      value: 0n,
    });
  });

  it("sends BNB as the value when BNB is the input", () => {
    const exactIn = Trade.exactIn(new Route([WBNB_BUSD], BNB, BUSD), amountOf(BNB, 3n));
    const [plain, feeOnTransfer] = buildSwapCalls(exactIn, options);
    expect(plain).toMatchObject({ functionName: "swapExactETHForTokens", value: 3n * 10n ** 18n });
    expect(plain?.args).toHaveLength(4);
    expect(plain?.args[1]).toEqual([WBNB.address, BUSD.address]);
    expect(feeOnTransfer?.functionName).toBe("swapExactETHForTokensSupportingFeeOnTransferTokens");

    const exactOut = Trade.exactOut(new Route([WBNB_BUSD], BNB, BUSD), amountOf(BUSD, 600n));
    const { maximumAmountIn } = computeSlippageAdjustedAmounts(exactOut, 50);
    expect(buildSwapCalls(exactOut, options)).toEqual([
      expect.objectContaining({
        functionName: "swapETHForExactTokens",
        args: [600n * 10n ** 18n, [WBNB.address, BUSD.address], ACCOUNT, options.deadline],
        value: maximumAmountIn.quotient,
      }),
    ]);
  });

  it("pays out BNB when BNB is the output", () => {
    const exactIn = Trade.exactIn(new Route([WBNB_BUSD], BUSD, BNB), amountOf(BUSD, 600n));
    expect(buildSwapCalls(exactIn, options).map((call) => call.functionName)).toEqual([
      "swapExactTokensForETH",
      "swapExactTokensForETHSupportingFeeOnTransferTokens",
    ]);
    const exactOut = Trade.exactOut(new Route([WBNB_BUSD], BUSD, BNB), amountOf(BNB, 1n));
    const [call] = buildSwapCalls(exactOut, options);
    expect(call).toMatchObject({ functionName: "swapTokensForExactETH", value: 0n });
    expect(call?.args[0]).toBe(10n ** 18n);
  });
});
