// A farm's base APR worked out by hand from chain reads (issue 7): CAKE per block × blocks per year ×
// poolWeight × CAKE price / (USD value of LP staked in MasterChef) × 100, every price from pair reserves.
import { griddleFactoryAbi, griddlePairAbi, masterChefAbi, type DeployedFarm } from "@griddle/sdk";
import { erc20Abi, formatUnits, isAddressEqual, zeroAddress, type Address } from "viem";
import { getTestStack } from "../../harness/testStack.ts";
import { tokenOf } from "../../pools/support/poolChain.ts";

/** 3-second blocks over a 365-day year (spec 000 section 9). */
const BLOCKS_PER_YEAR = (365 * 24 * 60 * 60) / 3;

export interface FarmAprFromChain {
  readonly baseApr: number;
  readonly cakePriceUsd: number;
  /** US dollars of LP staked in MasterChef. */
  readonly liquidityUsd: number;
  readonly poolWeight: number;
}

async function reservesOf(pair: Address, token: Address, blockNumber: bigint) {
  const { publicClient } = getTestStack();
  const [[reserve0, reserve1], token0] = await Promise.all([
    publicClient.readContract({
      address: pair,
      abi: griddlePairAbi,
      functionName: "getReserves",
      blockNumber,
    }),
    publicClient.readContract({ address: pair, abi: griddlePairAbi, functionName: "token0", blockNumber }),
  ]);
  return isAddressEqual(token0, token)
    ? { token: reserve0, other: reserve1 }
    : { token: reserve1, other: reserve0 };
}

/**
 * US dollars per whole `token` at `blockNumber`: BUSD is $1, WBNB is priced in its BUSD pair, and any
 * other token through whichever of its BUSD, WBNB (and, but for CAKE itself, CAKE) pairs holds the most
 * dollars on its base side.
 */
export async function tokenPriceUsd(token: Address, blockNumber: bigint): Promise<number> {
  const { manifest, publicClient } = getTestStack();
  const busd = manifest.tokens.find((candidate) => candidate.symbol === "BUSD")?.address;
  if (!busd) throw new Error("The deployment has no BUSD");
  const { wbnb, cake, factory } = manifest.contracts;
  if (isAddressEqual(token, busd)) return 1;
  const bases = isAddressEqual(token, wbnb)
    ? [busd]
    : isAddressEqual(token, cake)
      ? [busd, wbnb]
      : [busd, wbnb, cake];
  let best: { price: number; depthUsd: number } | undefined;
  for (const base of bases) {
    const pair = await publicClient.readContract({
      address: factory,
      abi: griddleFactoryAbi,
      functionName: "getPair",
      args: [token, base],
    });
    if (pair === zeroAddress) continue;
    const reserves = await reservesOf(pair, token, blockNumber);
    if (reserves.token === 0n) continue;
    const basePrice = await tokenPriceUsd(base, blockNumber);
    const baseAmount = Number(formatUnits(reserves.other, tokenOf(base).decimals));
    const tokenAmount = Number(formatUnits(reserves.token, tokenOf(token).decimals));
    const candidate = { price: (baseAmount / tokenAmount) * basePrice, depthUsd: baseAmount * basePrice };
    if (!best || candidate.depthUsd > best.depthUsd) best = candidate;
  }
  if (!best) throw new Error(`No pair prices ${tokenOf(token).symbol}`);
  return best.price;
}

/** The farm's base APR and what it is made of, from the chain at `blockNumber`. */
export async function farmAprFromChain(farm: DeployedFarm, blockNumber: bigint): Promise<FarmAprFromChain> {
  const { manifest, publicClient } = getTestStack();
  const masterChef = manifest.staking.masterChef;
  const [cakePerBlock, totalAllocPoint, [, allocPoint], lpStaked, lpSupply, reserves] = await Promise.all([
    publicClient.readContract({
      address: masterChef,
      abi: masterChefAbi,
      functionName: "cakePerBlock",
      blockNumber,
    }),
    publicClient.readContract({
      address: masterChef,
      abi: masterChefAbi,
      functionName: "totalAllocPoint",
      blockNumber,
    }),
    publicClient.readContract({
      address: masterChef,
      abi: masterChefAbi,
      functionName: "poolInfo",
      args: [BigInt(farm.pid)],
      blockNumber,
    }),
    publicClient.readContract({
      address: farm.lpAddress,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [masterChef],
      blockNumber,
    }),
    publicClient.readContract({
      address: farm.lpAddress,
      abi: erc20Abi,
      functionName: "totalSupply",
      blockNumber,
    }),
    reservesOf(farm.lpAddress, farm.quoteToken, blockNumber),
  ]);
  const [cakePriceUsd, quotePriceUsd] = await Promise.all([
    tokenPriceUsd(manifest.contracts.cake, blockNumber),
    tokenPriceUsd(farm.quoteToken, blockNumber),
  ]);
  // The staked LP's share of the pair, valued as twice its quote-token side.
  const quoteReserve = Number(formatUnits(reserves.token, tokenOf(farm.quoteToken).decimals));
  const liquidityUsd = ((quoteReserve * Number(lpStaked)) / Number(lpSupply)) * 2 * quotePriceUsd;
  const poolWeight = Number(allocPoint) / Number(totalAllocPoint);
  const yearlyCake = Number(formatUnits(cakePerBlock, 18)) * BLOCKS_PER_YEAR * poolWeight;
  return {
    baseApr: ((yearlyCake * cakePriceUsd) / liquidityUsd) * 100,
    cakePriceUsd,
    liquidityUsd,
    poolWeight,
  };
}
