import { parseUnits } from "viem";

const PRICE_DECIMALS = 18;

/** Base units of a token worth `usd` dollars at `usdPrice` (a decimal string), rounded down. */
export function tokenAmountForUsd(usd: bigint, usdPrice: string, decimals: number): bigint {
  const price = parseUnits(usdPrice, PRICE_DECIMALS);
  return (usd * 10n ** BigInt(decimals) * 10n ** BigInt(PRICE_DECIMALS)) / price;
}
