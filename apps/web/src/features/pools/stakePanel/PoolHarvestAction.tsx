import { useState } from "react";
import { useConnection } from "wagmi";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button, Skeleton } from "../../../shared/ui/index.ts";
import { ConnectWalletButton } from "../../wallet/index.ts";
import type { Pool } from "../model/Pool.ts";
import { ActionPanel, TokenAmountWithUsd, useStakingActionRunner } from "../../staking/index.ts";
import { CollectModal } from "./components/CollectModal.tsx";
import { useCompoundCakePool } from "./hooks/useCompoundCakePool.ts";
import { useHarvestPool } from "./hooks/useHarvestPool.ts";
import { isManualCakePool } from "./model/isManualCakePool.ts";

/**
 * A pool's earned panel (spec 000 section 4): the pending reward and its USD value, and Harvest (Collect
 * for the CAKE pool), off while nothing is earned, which opens the collect modal.
 */
export function PoolHarvestAction({ pool }: { pool: Pool }) {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const [collecting, setCollecting] = useState(false);
  const harvest = useHarvestPool(pool);
  const compound = useCompoundCakePool(pool);
  const { isPending, run } = useStakingActionRunner();
  const { earningToken, userData } = pool;
  const isCompoundPool = isManualCakePool(pool);
  const title = t("%symbol% Earned", { symbol: earningToken.symbol });

  if (!account) {
    return (
      <ActionPanel title={t("Start earning")} testId="pool-harvest-panel">
        <ConnectWalletButton />
      </ActionPanel>
    );
  }
  if (!userData) {
    return (
      <ActionPanel title={title} testId="pool-harvest-panel">
        <Skeleton width={96} height={40} />
        <Skeleton width={96} height={44} />
      </ActionPanel>
    );
  }

  const { pendingReward } = userData;
  const confirm = async (shouldCompound: boolean) => {
    const succeeded = shouldCompound
      ? await run(() => compound(pendingReward), { kind: "compound", symbol: earningToken.symbol })
      : await run(harvest, { kind: "harvest", symbol: earningToken.symbol });
    if (succeeded) setCollecting(false);
  };
  return (
    <ActionPanel title={title} testId="pool-harvest-panel">
      <TokenAmountWithUsd
        raw={pendingReward}
        decimals={earningToken.decimals}
        priceUsd={pool.earningTokenPrice}
        testId="pool-earned-amount"
      />
      <Button disabled={pendingReward === 0n} isLoading={isPending} onClick={() => setCollecting(true)}>
        {isCompoundPool ? t("Collect") : t("Harvest")}
      </Button>
      {collecting && (
        <CollectModal
          earningToken={earningToken}
          pendingReward={pendingReward}
          earningTokenPrice={pool.earningTokenPrice}
          isCompoundPool={isCompoundPool}
          isPending={isPending}
          onConfirm={(shouldCompound) => void confirm(shouldCompound)}
          onDismiss={() => setCollecting(false)}
        />
      )}
    </ActionPanel>
  );
}
