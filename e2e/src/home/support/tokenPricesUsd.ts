import { griddleFactoryAbi, griddlePairAbi } from "@griddle/sdk";
import { isAddressEqual, zeroAddress, type Address } from "viem";
import { getTestStack } from "../../harness/testStack.ts";

/** US dollars per whole token; null where no pair prices it. */
export type PriceOf = (token: Address) => Promise<number | null>;

/**
 * Dollar prices from pair reserves at `blockNumber`, by the rule the app's figures promise (issue 7:
 * prices in BUSD derived through BNB and BUSD pairs): BUSD is $1, WBNB is priced against BUSD, CAKE
 * against BUSD or WBNB, any other token against BUSD, WBNB or CAKE; where several pairs exist the
 * deepest one counts, by the dollar value of its base side. Written here from that rule.
 */
export function tokenPricesUsd(blockNumber: bigint): PriceOf {
  const { manifest, publicClient } = getTestStack();
  const { wbnb, cake, factory } = manifest.contracts;
  const busd = manifest.tokens.find((token) => token.symbol === "BUSD")?.address;
  if (busd === undefined) throw new Error("BUSD is not in the manifest");
  const decimalsOf = (token: Address) =>
    manifest.tokens.find((candidate) => isAddressEqual(candidate.address, token))?.decimals ?? 18;

  async function quote(token: Address, base: Address, basePrice: number) {
    const pair = await publicClient.readContract({
      address: factory,
      abi: griddleFactoryAbi,
      functionName: "getPair",
      args: [token, base],
      blockNumber,
    });
    if (isAddressEqual(pair, zeroAddress)) return null;
    const [reserve0, reserve1] = await publicClient.readContract({
      address: pair,
      abi: griddlePairAbi,
      functionName: "getReserves",
      blockNumber,
    });
    const tokenIs0 = token.toLowerCase() < base.toLowerCase();
    const tokenReserve = Number(tokenIs0 ? reserve0 : reserve1) / 10 ** decimalsOf(token);
    const baseReserve = Number(tokenIs0 ? reserve1 : reserve0) / 10 ** decimalsOf(base);
    if (tokenReserve === 0 || baseReserve === 0) return null;
    return { price: (baseReserve / tokenReserve) * basePrice, depthUsd: baseReserve * basePrice };
  }

  async function deepest(token: Address, bases: readonly [Address, number | null][]) {
    let best: { price: number; depthUsd: number } | null = null;
    for (const [base, basePrice] of bases) {
      if (basePrice === null || isAddressEqual(base, token)) continue;
      const candidate = await quote(token, base, basePrice);
      if (candidate && (!best || candidate.depthUsd > best.depthUsd)) best = candidate;
    }
    return best?.price ?? null;
  }

  const basePrices = (async () => {
    const wbnbPrice = await deepest(wbnb, [[busd, 1]]);
    const cakePrice = await deepest(cake, [
      [busd, 1],
      [wbnb, wbnbPrice],
    ]);
    return { wbnbPrice, cakePrice };
  })();

  return async (token) => {
    const { wbnbPrice, cakePrice } = await basePrices;
    if (isAddressEqual(token, busd)) return 1;
    if (isAddressEqual(token, wbnb)) return wbnbPrice;
    if (isAddressEqual(token, cake)) return cakePrice;
    return deepest(token, [
      [busd, 1],
      [wbnb, wbnbPrice],
      [cake, cakePrice],
    ]);
  };
}
