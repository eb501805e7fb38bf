import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "@griddle/sdk";
import { CAKE_WBNB } from "../../model/liquidityTestFixtures.ts";
import { DUST_LP_BALANCE, isAboveDustBalance } from "./isAboveDustBalance.ts";

const lp = (raw: bigint) => CurrencyAmount.fromRawAmount(CAKE_WBNB.liquidityToken, raw);

describe("isAboveDustBalance", () => {
  it("hides missing, empty and dust balances", () => {
    expect(isAboveDustBalance(undefined)).toBe(false);
    expect(isAboveDustBalance(lp(0n))).toBe(false);
    expect(isAboveDustBalance(lp(DUST_LP_BALANCE))).toBe(false);
  });

  it("shows anything above the dust minimum", () => {
    expect(isAboveDustBalance(lp(DUST_LP_BALANCE + 1n))).toBe(true);
  });
});
