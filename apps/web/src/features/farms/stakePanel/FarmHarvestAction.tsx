import { useConnection } from "wagmi";
import { CAKE_DECIMALS } from "../../../shared/chain/index.ts";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button, Skeleton } from "../../../shared/ui/index.ts";
import { ActionPanel, TokenAmountWithUsd, useStakingActionRunner } from "../../staking/index.ts";
import type { Farm } from "../model/Farm.ts";
import { useHarvestFarm } from "./hooks/useHarvestFarm.ts";

/**
 * A farm's earned panel: the pending CAKE with its USD value, and Harvest, off while nothing is
 * earned, which sends it to the wallet at once ('Harvested!').
 */
export function FarmHarvestAction({ farm, cakePriceUsd }: { farm: Farm; cakePriceUsd: number | null }) {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const harvest = useHarvestFarm(farm);
  const { isPending, run } = useStakingActionRunner();
  const title = t("%symbol% Earned", { symbol: "CAKE" });
  const earnings = farm.userData?.earnings;

  if (account && earnings === undefined) {
    return (
      <ActionPanel title={title} testId="farm-harvest-panel">
        <Skeleton width={96} height={40} />
        <Skeleton width={96} height={44} />
      </ActionPanel>
    );
  }
  // A visitor sees what nothing staked earns: 0 and Harvest off; the stake panel offers to connect.
  const pending = earnings ?? 0n;
  return (
    <ActionPanel title={title} testId="farm-harvest-panel">
      <TokenAmountWithUsd
        raw={pending}
        decimals={CAKE_DECIMALS}
        priceUsd={cakePriceUsd}
        testId="farm-earned-amount"
      />
      <Button
        disabled={pending === 0n}
        isLoading={isPending}
        onClick={() => void run(harvest, { kind: "harvest", symbol: "CAKE" })}
      >
        {isPending ? t("Harvesting") : t("Harvest")}
      </Button>
    </ActionPanel>
  );
}
