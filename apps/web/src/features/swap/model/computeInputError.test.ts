import { describe, expect, it } from "vitest";
import type { Address } from "viem";
import { Route, Trade } from "@griddle/sdk";
import { computeInputError, type SwapInputs } from "./computeInputError.ts";
import { ACCOUNT, amountOf, BNB, BUSD, WBNB, WBNB_BUSD } from "./swapTestFixtures.ts";

const FACTORY: Address = "0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73";
const OTHER: Address = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
const trade = Trade.exactIn(new Route([WBNB_BUSD], BNB, BUSD), amountOf(BNB, 1n));

const valid: SwapInputs = {
  account: ACCOUNT,
  parsedAmount: amountOf(BNB, 1n),
  inputCurrency: BNB,
  outputCurrency: BUSD,
  recipient: null,
  recipientAddress: ACCOUNT,
  blockedRecipients: [FACTORY],
  trade,
  inputBalance: amountOf(BNB, 5n),
  slippageBps: 50,
};

describe("computeInputError", () => {
  it("finds nothing wrong with a complete, affordable swap", () => {
    expect(computeInputError(valid)).toBeUndefined();
    expect(computeInputError({ ...valid, recipient: OTHER, recipientAddress: OTHER })).toBeUndefined();
  });

  it("reports the spec's errors in priority order", () => {
    const everythingWrong: SwapInputs = {
      ...valid,
      account: undefined,
      parsedAmount: undefined,
      outputCurrency: undefined,
      recipient: "nobody",
      recipientAddress: null,
      inputBalance: amountOf(BNB, 0n),
    };
    expect(computeInputError(everythingWrong)).toEqual({ key: "Connect Wallet" });
    const connected = { ...everythingWrong, account: ACCOUNT };
    expect(computeInputError(connected)).toEqual({ key: "Enter an amount" });
    const withAmount = { ...connected, parsedAmount: amountOf(BNB, 1n) };
    expect(computeInputError(withAmount)).toEqual({ key: "Select a token" });
    const withTokens = { ...withAmount, outputCurrency: BUSD };
    expect(computeInputError(withTokens)).toEqual({ key: "Enter a recipient" });
    const withRecipient = { ...withTokens, recipient: FACTORY, recipientAddress: FACTORY };
    expect(computeInputError(withRecipient)).toEqual({ key: "Invalid recipient" });
    expect(computeInputError({ ...withRecipient, recipient: OTHER, recipientAddress: OTHER })).toEqual({
      key: "Insufficient %symbol% balance",
      data: { symbol: "BNB" },
    });
  });

  it("refuses a recipient that is a token or pool of the route", () => {
    expect(computeInputError({ ...valid, recipient: WBNB.address, recipientAddress: WBNB.address })).toEqual({
      key: "Invalid recipient",
    });
    const pool = WBNB_BUSD.address.toLowerCase() as `0x${string}`;
    expect(computeInputError({ ...valid, recipient: pool, recipientAddress: pool })).toEqual({
      key: "Invalid recipient",
    });
  });

  it("compares the balance with the most the trade may take at the slippage", () => {
    const exactOut = Trade.exactOut(new Route([WBNB_BUSD], BNB, BUSD), trade.outputAmount);
    const justEnough = { ...valid, trade: exactOut, inputBalance: exactOut.inputAmount };
    expect(computeInputError(justEnough)).toEqual({
      key: "Insufficient %symbol% balance",
      data: { symbol: "BNB" },
    });
    expect(computeInputError({ ...justEnough, slippageBps: 0 })).toBeUndefined();
  });

  it("does not call a balance that is still loading insufficient", () => {
    expect(computeInputError({ ...valid, inputBalance: undefined })).toBeUndefined();
  });
});
