import { griddlePairAbi } from "@griddle/sdk";
import { isAddressEqual, type Address } from "viem";
import { getTestStack } from "../../harness/testStack.ts";

/** How a token is priced here: BUSD is the dollar; others through their pair with BUSD, WBNB or CAKE. */
const QUOTES = ["BUSD", "WBNB", "CAKE"] as const;

/**
 * US dollars per whole token for each symbol ('BNB' is WBNB), from the seeded pairs' reserves at the
 * latest block: an independent reading of the prices the page values stakes with.
 */
export async function tokenPricesFromChain(symbols: readonly string[]): Promise<Map<string, number>> {
  const { manifest, publicClient } = getTestStack();
  const blockNumber = await publicClient.getBlockNumber();
  const tokenOf = (symbol: string) => {
    const token = manifest.tokens.find(
      (candidate) => candidate.symbol === (symbol === "BNB" ? "WBNB" : symbol),
    );
    if (!token) throw new Error(`${symbol} is not a token of the deployment`);
    return token;
  };

  const prices = new Map<string, number>();
  async function priceOf(symbol: string): Promise<number> {
    const known = prices.get(symbol);
    if (known !== undefined) return known;
    const token = tokenOf(symbol);
    let price: number | undefined;
    if (token.symbol === "BUSD") price = 1;
    for (const quoteSymbol of QUOTES) {
      if (price !== undefined || quoteSymbol === token.symbol) continue;
      const quote = tokenOf(quoteSymbol);
      const pair = manifest.pairs.find(
        (candidate) =>
          (isAddressEqual(candidate.token0, token.address) &&
            isAddressEqual(candidate.token1, quote.address)) ||
          (isAddressEqual(candidate.token1, token.address) &&
            isAddressEqual(candidate.token0, quote.address)),
      );
      if (!pair) continue;
      const [reserve0, reserve1] = await publicClient.readContract({
        address: pair.address as Address,
        abi: griddlePairAbi,
        functionName: "getReserves",
        blockNumber,
      });
      const [tokenReserve, quoteReserve] = isAddressEqual(pair.token0, token.address)
        ? [reserve0, reserve1]
        : [reserve1, reserve0];
      const quotePerToken =
        Number(quoteReserve) / 10 ** quote.decimals / (Number(tokenReserve) / 10 ** token.decimals);
      price = quotePerToken * (await priceOf(quoteSymbol));
    }
    if (price === undefined) throw new Error(`No seeded pair prices ${symbol}`);
    prices.set(symbol, price);
    return price;
  }

  for (const symbol of symbols) await priceOf(symbol);
  return prices;
}
