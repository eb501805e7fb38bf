// Chain reads for the pools tests: the catalogue from the deployment manifest and a staker's position
// read straight from the pool contracts, the reference every shown value is checked against.
import {
  bnbStakingAbi,
  masterChefAbi,
  smartChefAbi,
  type DeployedPool,
  type DeployedToken,
} from "@griddle/sdk";
import type { Address, BlockTag } from "viem";
import { getTestStack } from "../../harness/testStack.ts";

/** MasterChef's pool 0: stake CAKE, earn CAKE. */
export const MANUAL_CAKE_POOL_SOUS_ID = 0;

/** The key the pools list gives a pool's row and card (data-pool-key). */
export function poolKey(pool: DeployedPool): string {
  return `pool-${pool.sousId}`;
}

export function tokenOf(address: Address): DeployedToken {
  const token = getTestStack().manifest.tokens.find(
    (candidate) => candidate.address.toLowerCase() === address.toLowerCase(),
  );
  if (!token) throw new Error(`${address} is not a token of the deployment`);
  return token;
}

/**
 * The first catalogued pool, by sousId, that `matches` and rewards now: started, and not ending for at
 * least `blocksLeft` blocks (the manual CAKE pool never ends).
 */
export async function findLivePool(
  matches: (pool: DeployedPool) => boolean,
  blocksLeft = 1000,
): Promise<DeployedPool> {
  const { manifest, publicClient } = getTestStack();
  const block = Number(await publicClient.getBlockNumber());
  const pool = manifest.staking.pools.find(
    (candidate) =>
      candidate.startBlock <= block &&
      (candidate.endBlock === null || candidate.endBlock > block + blocksLeft) &&
      matches(candidate),
  );
  if (!pool) throw new Error("No live pool of the deployment matches");
  return pool;
}

/** A staker's position in a pool, in raw units. */
export interface PoolPosition {
  readonly staked: bigint;
  /** What a harvest would pay at the block read. */
  readonly pending: bigint;
}

/**
 * The account's stake and pending reward at `blockTag`: "latest" is what the page shows once it has
 * read the latest block, "pending" what a transaction mined next would be paid.
 */
export async function readPoolPosition(
  pool: DeployedPool,
  account: Address,
  blockTag: BlockTag = "latest",
): Promise<PoolPosition> {
  const { publicClient } = getTestStack();
  if (pool.sousId === MANUAL_CAKE_POOL_SOUS_ID) {
    const [[staked], pending] = await Promise.all([
      publicClient.readContract({
        address: pool.address,
        abi: masterChefAbi,
        functionName: "userInfo",
        args: [0n, account],
        blockTag,
      }),
      publicClient.readContract({
        address: pool.address,
        abi: masterChefAbi,
        functionName: "pendingCake",
        args: [0n, account],
        blockTag,
      }),
    ]);
    return { staked, pending };
  }
  const abi = pool.poolCategory === "Binance" ? bnbStakingAbi : smartChefAbi;
  const [[staked], pending] = await Promise.all([
    publicClient.readContract({
      address: pool.address,
      abi,
      functionName: "userInfo",
      args: [account],
      blockTag,
    }),
    publicClient.readContract({
      address: pool.address,
      abi,
      functionName: "pendingReward",
      args: [account],
      blockTag,
    }),
  ]);
  return { staked, pending };
}
