import { describe, expect, it } from "vitest";
import { PairState } from "../../../pairs/index.ts";
import { ACCOUNT, amountOf, BNB, CAKE } from "../../model/liquidityTestFixtures.ts";
import { computeMintInputError, type MintInputErrorInputs } from "./computeMintInputError.ts";

const ready: MintInputErrorInputs = {
  account: ACCOUNT,
  pairState: PairState.EXISTS,
  currencies: { CURRENCY_A: CAKE, CURRENCY_B: BNB },
  parsedAmounts: { CURRENCY_A: amountOf(CAKE, 240n), CURRENCY_B: amountOf(BNB, 1n) },
  balances: { CURRENCY_A: amountOf(CAKE, 240n), CURRENCY_B: amountOf(BNB, 5n) },
  unsupported: false,
};

describe("computeMintInputError", () => {
  it("has no error when both amounts are entered and covered", () => {
    expect(computeMintInputError(ready)).toBeUndefined();
  });

  it("follows the spec's order: wallet, pair, amounts, balance A, balance B, unsupported", () => {
    const everythingWrong: MintInputErrorInputs = {
      ...ready,
      account: undefined,
      pairState: PairState.INVALID,
      parsedAmounts: { CURRENCY_A: amountOf(CAKE, 241n), CURRENCY_B: undefined },
      balances: { CURRENCY_A: amountOf(CAKE, 240n), CURRENCY_B: amountOf(BNB, 0n) },
      unsupported: true,
    };
    expect(computeMintInputError(everythingWrong)).toEqual({ key: "Connect Wallet" });
    const connected = { ...everythingWrong, account: ACCOUNT };
    expect(computeMintInputError(connected)).toEqual({ key: "Invalid pair" });
    const validPair = { ...connected, pairState: PairState.NOT_EXISTS };
    expect(computeMintInputError(validPair)).toEqual({ key: "Enter an amount" });
    const bothAmounts = {
      ...validPair,
      parsedAmounts: { ...ready.parsedAmounts, CURRENCY_A: amountOf(CAKE, 241n) },
    };
    expect(computeMintInputError(bothAmounts)).toEqual({
      key: "Insufficient %symbol% balance",
      data: { symbol: "CAKE" },
    });
    const enoughCake = { ...bothAmounts, parsedAmounts: ready.parsedAmounts };
    expect(computeMintInputError(enoughCake)).toEqual({
      key: "Insufficient %symbol% balance",
      data: { symbol: "BNB" },
    });
    expect(computeMintInputError({ ...enoughCake, balances: ready.balances })).toEqual({
      key: "Unsupported Asset",
    });
  });

  it("asks for an amount when either one is missing", () => {
    const noFirst = { ...ready, parsedAmounts: { CURRENCY_A: undefined, CURRENCY_B: amountOf(BNB, 1n) } };
    expect(computeMintInputError(noFirst)).toEqual({ key: "Enter an amount" });
  });

  it("does not claim an insufficient balance while balances load", () => {
    expect(
      computeMintInputError({ ...ready, balances: { CURRENCY_A: undefined, CURRENCY_B: undefined } }),
    ).toBeUndefined();
  });
});
