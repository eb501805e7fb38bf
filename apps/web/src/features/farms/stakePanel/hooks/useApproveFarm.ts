import type { TransactionReceipt } from "viem";
import { useAppChainConfig } from "../../../../shared/chain/index.ts";
import { useApproveStakingToken } from "../../../staking/index.ts";
import type { FarmConfig } from "../../model/Farm.ts";

/**
 * Lets MasterChef take any amount of `farm`'s LP token ('Enable Farm'; spec 000 section 7: the
 * maximum is approved); resolves with the mined receipt or rejects with a TransactionError.
 */
export function useApproveFarm(farm: Pick<FarmConfig, "lpAddress">): () => Promise<TransactionReceipt> {
  return useApproveStakingToken(farm.lpAddress, useAppChainConfig().contracts.masterChef);
}
