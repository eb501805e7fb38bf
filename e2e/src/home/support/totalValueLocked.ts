import { bnbStakingAbi, cakeVaultAbi, masterChefAbi, smartChefAbi, type DeployedPool } from "@griddle/sdk";
import { erc20Abi, isAddressEqual, type Address } from "viem";
import { getTestStack } from "../../harness/testStack.ts";
import { tokenPricesUsd } from "./tokenPricesUsd.ts";

function decimalsOf(token: Address): number {
  const found = getTestStack().manifest.tokens.find((candidate) => isAddressEqual(candidate.address, token));
  if (!found) throw new Error(`${token} is not a token of the deployment`);
  return found.decimals;
}

function whole(raw: bigint, decimals: number): number {
  return Number(raw) / 10 ** decimals;
}

/** Everything staked in a pool, as its contract counts it. */
function readTotalStaked(pool: DeployedPool, blockNumber: bigint): Promise<bigint> {
  const { publicClient } = getTestStack();
  if (pool.sousId === 0) {
    return publicClient.readContract({
      address: pool.address,
      abi: masterChefAbi,
      functionName: "totalStaked",
      args: [0n],
      blockNumber,
    });
  }
  return publicClient.readContract({
    address: pool.address,
    abi: pool.poolCategory === "Binance" ? bnbStakingAbi : smartChefAbi,
    functionName: "totalStaked",
    blockNumber,
  });
}

/**
 * The dollars locked at `blockNumber`, read from the chain: each farm's LP staked in MasterChef (its
 * share of the pair, at twice the quote side's value), everything staked in each pool at its staking
 * token's price, and the vault's CAKE not already staked in the manual pool (which that pool's total
 * holds). Tokens without a price count nothing, as the page promises.
 */
export async function readTotalValueLockedUsd(blockNumber: bigint): Promise<number> {
  const { manifest, publicClient } = getTestStack();
  const priceOf = tokenPricesUsd(blockNumber);
  const balanceOf = (token: Address, owner: Address) =>
    publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [owner],
      blockNumber,
    });
  const totalSupplyOf = (token: Address) =>
    publicClient.readContract({ address: token, abi: erc20Abi, functionName: "totalSupply", blockNumber });

  let total = 0;
  for (const farm of manifest.staking.farms) {
    const [staked, supply, quoteInPair, quotePrice] = await Promise.all([
      balanceOf(farm.lpAddress, manifest.staking.masterChef),
      totalSupplyOf(farm.lpAddress),
      balanceOf(farm.quoteToken, farm.lpAddress),
      priceOf(farm.quoteToken),
    ]);
    if (quotePrice === null || supply === 0n) continue;
    total +=
      2 *
      whole(quoteInPair, decimalsOf(farm.quoteToken)) *
      (whole(staked, 18) / whole(supply, 18)) *
      quotePrice;
  }
  for (const pool of manifest.staking.pools) {
    const [staked, price] = await Promise.all([
      readTotalStaked(pool, blockNumber),
      priceOf(pool.stakingToken),
    ]);
    if (price !== null) total += whole(staked, decimalsOf(pool.stakingToken)) * price;
  }
  const [idleInVault, cakePrice] = await Promise.all([
    publicClient.readContract({
      address: manifest.staking.cakeVault,
      abi: cakeVaultAbi,
      functionName: "available",
      blockNumber,
    }),
    priceOf(manifest.contracts.cake),
  ]);
  if (cakePrice !== null) total += whole(idleInVault, 18) * cakePrice;
  return total;
}
