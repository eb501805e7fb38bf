import { encodeFunctionData, maxUint256, type Address } from "viem";
import { BEP20TokenArtifact, MasterChefArtifact } from "../../generated/artifacts.ts";
import type { TransactionSender } from "../core/createTransactionSender.ts";

/** LP tokens one account stakes in one farm. */
export interface FarmStake {
  readonly pid: number;
  readonly lpToken: Address;
  readonly amount: bigint;
}

/**
 * Approves MasterChef for and deposits each stake from one staker, in order, and waits for them. The
 * approval is unlimited, as the app's 'Enable' gives, so a seeded staker sees what a user who staked
 * through the app sees: the stake's minus and plus buttons.
 */
export async function stakeInFarms(
  staker: TransactionSender,
  masterChef: Address,
  stakes: readonly FarmStake[],
): Promise<void> {
  for (const { pid, lpToken, amount } of stakes) {
    await staker.send({
      step: `approve MasterChef for farm ${pid}'s LP from ${staker.deployer}`,
      to: lpToken,
      data: encodeFunctionData({
        abi: BEP20TokenArtifact.abi,
        functionName: "approve",
        args: [masterChef, maxUint256],
      }),
    });
    await staker.send({
      step: `stake in farm ${pid} from ${staker.deployer}`,
      to: masterChef,
      data: encodeFunctionData({
        abi: MasterChefArtifact.abi,
        functionName: "deposit",
        args: [BigInt(pid), amount],
      }),
    });
  }
  await staker.confirm();
}
