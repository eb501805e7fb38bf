import { useMemo } from "react";
import type { TransactionReceipt } from "viem";
import { useAppChainConfig } from "../../../../shared/chain/index.ts";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { useApproveStakingToken } from "../../../staking/index.ts";
import type { FarmConfig } from "../../model/Farm.ts";

/**
 * Lets MasterChef take any amount of `farm`'s LP token ('Enable Farm'; spec 000 section 7: the
 * maximum is approved); resolves with the mined receipt or rejects with a TransactionError.
 */
export function useApproveFarm(
  farm: Pick<FarmConfig, "lpAddress" | "lpSymbol">,
): () => Promise<TransactionReceipt> {
  const { t } = useTranslation();
  const review = useMemo(
    () => ({ title: t("Enable %asset%", { asset: farm.lpSymbol }) }),
    [farm.lpSymbol, t],
  );
  return useApproveStakingToken(farm.lpAddress, useAppChainConfig().contracts.masterChef, review);
}
