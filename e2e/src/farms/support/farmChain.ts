// The farms as the chain holds them: the catalogue entry and an account's position in MasterChef.
import { masterChefAbi, type DeployedFarm } from "@griddle/sdk";
import type { Address, BlockTag } from "viem";
import { getTestStack } from "../../harness/testStack.ts";

/** The catalogued farm named `lpSymbol` ('USDT-BUSD LP'). */
export function farmBySymbol(lpSymbol: string): DeployedFarm {
  const farm = getTestStack().manifest.staking.farms.find((candidate) => candidate.lpSymbol === lpSymbol);
  if (!farm) throw new Error(`No farm ${lpSymbol} in the deployment`);
  return farm;
}

export interface FarmPosition {
  /** MasterChef userInfo(pid, account).amount: LP staked. */
  readonly staked: bigint;
  /** pendingCake(pid, account). */
  readonly pending: bigint;
}

/**
 * The account's LP staked and CAKE pending in the farm at `at`, a block tag or number: "latest" is
 * what the page shows once it has read the latest block, "pending" what a transaction mined next
 * would be paid.
 */
export async function readFarmPosition(
  pid: number,
  account: Address,
  at: BlockTag | bigint = "latest",
): Promise<FarmPosition> {
  const { manifest, publicClient } = getTestStack();
  const address = manifest.staking.masterChef;
  const block = typeof at === "bigint" ? { blockNumber: at } : { blockTag: at };
  const [[staked], pending] = await Promise.all([
    publicClient.readContract({
      address,
      abi: masterChefAbi,
      functionName: "userInfo",
      args: [BigInt(pid), account],
      ...block,
    }),
    publicClient.readContract({
      address,
      abi: masterChefAbi,
      functionName: "pendingCake",
      args: [BigInt(pid), account],
      ...block,
    }),
  ]);
  return { staked, pending };
}

/** The farms finished on chain now (allocation 0) and those still live, in pid order. */
export async function farmsByStatus(): Promise<{ live: DeployedFarm[]; finished: DeployedFarm[] }> {
  const { manifest, publicClient } = getTestStack();
  const allocations = await Promise.all(
    manifest.staking.farms.map(async (farm) => {
      const [, allocPoint] = await publicClient.readContract({
        address: manifest.staking.masterChef,
        abi: masterChefAbi,
        functionName: "poolInfo",
        args: [BigInt(farm.pid)],
      });
      return allocPoint;
    }),
  );
  const farms = manifest.staking.farms;
  return {
    live: farms.filter((_, index) => allocations[index] !== 0n),
    finished: farms.filter((_, index) => allocations[index] === 0n),
  };
}
