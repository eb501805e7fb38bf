import type { Fraction } from "@griddle/sdk";
import { parseDecimalFraction } from "./parseDecimalFraction.ts";

/** The principal as both input fields hold it (spec 000 section 3, ROI calculator data). */
export interface PrincipalAmounts {
  readonly principalAsToken: string;
  readonly principalAsUSD: string;
}

/** Principal display precision (spec 000 section 9, ROI display). */
export const PRINCIPAL_TOKEN_DECIMALS = 10;
export const PRINCIPAL_USD_DECIMALS = 2;

/** What shows for the converted side when there is nothing to convert. */
const EMPTY_CONVERSION = "0.00";

function convert(
  amountText: string,
  price: number,
  apply: (amount: Fraction, price: Fraction) => Fraction,
  decimals: number,
): string {
  const amount = parseDecimalFraction(amountText);
  const priceFraction = Number.isFinite(price) && price > 0 ? parseDecimalFraction(String(price)) : undefined;
  if (!amount || !priceFraction || amount.numerator === 0n) return EMPTY_CONVERSION;
  return apply(amount, priceFraction).toFixed(decimals);
}

/** The principal typed in US dollars, with its staking-token equivalent at 10 decimals. */
export function principalFromUsd(usd: string, stakingTokenPrice: number): PrincipalAmounts {
  return {
    principalAsUSD: usd,
    principalAsToken: convert(
      usd,
      stakingTokenPrice,
      (amount, price) => amount.divide(price),
      PRINCIPAL_TOKEN_DECIMALS,
    ),
  };
}

/** The principal typed in staking tokens, with its US-dollar equivalent at 2 decimals. */
export function principalFromTokens(tokens: string, stakingTokenPrice: number): PrincipalAmounts {
  return {
    principalAsToken: tokens,
    principalAsUSD: convert(
      tokens,
      stakingTokenPrice,
      (amount, price) => amount.multiply(price),
      PRINCIPAL_USD_DECIMALS,
    ),
  };
}
