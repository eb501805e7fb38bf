import { useState } from "react";
import { useConnection } from "wagmi";
import { useAppChainConfig } from "../../../shared/chain/index.ts";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button } from "../../../shared/ui/index.ts";
import {
  ActionPanel,
  computeAddStakeKind,
  computeMaxFillAmount,
  computeStakePanelState,
  StakedPositionButtons,
  StakeModal,
  StakePanelGate,
  TokenAmountWithUsd,
  useEnableStaking,
  useStakingActionRunner,
  type StakeMode,
} from "../../staking/index.ts";
import type { Farm } from "../model/Farm.ts";
import { buildFarmStakeCall, buildFarmUnstakeCall } from "../model/farmStakingCalls.ts";
import { LP_TOKEN_DECIMALS } from "../page/model/getFarmRoiProps.ts";
import { useApproveFarm } from "./hooks/useApproveFarm.ts";
import { useStakeFarm } from "./hooks/useStakeFarm.ts";
import { useUnstakeFarm } from "./hooks/useUnstakeFarm.ts";

/**
 * A farm's stake panel: connect for a visitor, a skeleton while the account's data loads, 'Enable
 * Farm' before MasterChef may take the LP, the staked LP with minus and plus, or 'Stake LP'. A finished
 * farm takes no new stake. Without LP in the wallet the stake modal links to adding liquidity.
 */
export function FarmStakeActions({ farm, addLiquidityHref }: { farm: Farm; addLiquidityHref: string }) {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const [modal, setModal] = useState<StakeMode | null>(null);
  const { lpSymbol, userData, isFinished } = farm;
  const { masterChef, cake } = useAppChainConfig().contracts;
  const enabling = useEnableStaking(useApproveFarm(farm), {
    kind: "enable",
    target: "farm",
    symbol: lpSymbol,
  });
  const stake = useStakeFarm(farm);
  const unstake = useUnstakeFarm(farm);
  const write = useStakingActionRunner();
  const needsApproval = userData?.allowance === 0n;
  const state = computeStakePanelState({
    hasAccount: account !== undefined,
    isLoaded: userData !== undefined,
    needsApproval,
    hasStake: (userData?.stakedBalance ?? 0n) > 0n,
  });

  if (state === "connect" || state === "loading" || state === "enable" || userData === undefined) {
    return (
      <StakePanelGate
        state={state}
        startTitle={t("Start Farming")}
        enableTitle={t("Enable Farm")}
        enableLabel={t("Enable")}
        enabling={enabling}
        enableDisabled={isFinished}
        testId="farm-stake-panel"
      />
    );
  }

  const { tokenBalance, stakedBalance } = userData;
  const confirm = async (mode: StakeMode, amount: bigint) => {
    const succeeded =
      mode === "stake"
        ? await write.run(() => stake(amount), { kind: "farmStake" })
        : await write.run(() => unstake(amount), { kind: "unstake", symbol: "CAKE" });
    if (succeeded) setModal(null);
  };
  return (
    <>
      {state === "staked" ? (
        <ActionPanel title={t("%symbol% Staked", { symbol: lpSymbol })} testId="farm-stake-panel">
          <TokenAmountWithUsd
            raw={stakedBalance}
            decimals={LP_TOKEN_DECIMALS}
            priceUsd={farm.lpTokenPriceUsd}
            testId="farm-staked-amount"
          />
          <StakedPositionButtons
            onUnstake={() => setModal("unstake")}
            addKind={computeAddStakeKind({ limitReached: false, isFinished, needsApproval })}
            onStake={() => setModal("stake")}
            onEnable={enabling.enable}
            isEnabling={enabling.isEnabling}
          />
        </ActionPanel>
      ) : (
        <ActionPanel title={t("Stake %symbol%", { symbol: lpSymbol })} testId="farm-stake-panel">
          <Button variant="secondary" fullWidth disabled={isFinished} onClick={() => setModal("stake")}>
            {t("Stake LP")}
          </Button>
        </ActionPanel>
      )}
      {modal && (
        <StakeModal
          title={modal === "stake" ? t("Stake LP tokens") : t("Unstake LP tokens")}
          mode={modal}
          symbol={lpSymbol}
          decimals={LP_TOKEN_DECIMALS}
          priceUsd={farm.lpTokenPriceUsd}
          walletBalance={tokenBalance}
          stakedBalance={stakedBalance}
          stakingLimit={0n}
          maxFillAmount={computeMaxFillAmount({
            mode: modal,
            walletBalance: tokenBalance,
            stakedBalance,
            stakingLimit: 0n,
            gasReserve: 0n,
          })}
          getTokenLink={
            tokenBalance === 0n
              ? { label: t("Add %symbol%", { symbol: lpSymbol }), href: addLiquidityHref }
              : undefined
          }
          isPending={write.isPending}
          onConfirm={(amount) => void confirm(modal, amount)}
          onDismiss={() => setModal(null)}
          previewOf={(amount) =>
            (modal === "stake" ? buildFarmStakeCall : buildFarmUnstakeCall)(
              { pid: farm.pid, masterChef },
              amount,
            )
          }
          previewTokens={[farm.lpAddress, cake]}
        />
      )}
    </>
  );
}
