import { useState } from "react";
import { useConnection } from "wagmi";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button, Skeleton } from "../../../shared/ui/index.ts";
import { NATIVE_GAS_RESERVE } from "../../tokens/index.ts";
import { ConnectWalletButton } from "../../wallet/index.ts";
import type { Pool } from "../model/Pool.ts";
import { ActionPanel } from "./components/ActionPanel.tsx";
import { NotEnoughTokensModal } from "./components/NotEnoughTokensModal.tsx";
import { StakedPositionButtons } from "./components/StakedPositionButtons.tsx";
import { StakeModal } from "./components/StakeModal.tsx";
import { TokenAmountWithUsd } from "./components/TokenAmountWithUsd.tsx";
import { useApproveStakingToken } from "./hooks/useApproveStakingToken.ts";
import { useStakeInPool } from "./hooks/useStakeInPool.ts";
import { useStakingActionRunner } from "./hooks/useStakingActionRunner.ts";
import { useUnstakeFromPool } from "./hooks/useUnstakeFromPool.ts";
import { buildGetTokenHref } from "./model/buildGetTokenHref.ts";
import { computeAddStakeKind } from "./model/computeAddStakeKind.ts";
import { computeMaxFillAmount } from "./model/computeMaxFillAmount.ts";
import { computeStakePanelState } from "./model/computeStakePanelState.ts";
import { hasReachedStakingLimit } from "./model/hasReachedStakingLimit.ts";
import type { StakeMode } from "./model/StakeMode.ts";

type OpenModal = StakeMode | "getToken" | null;

/**
 * A pool's stake panel in the states of spec 000 section 4: connect, skeleton, 'Enable pool', the
 * staked amount with minus and plus, or Stake; finished pools take no new stake.
 */
export function PoolStakeActions({ pool }: { pool: Pool }) {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const [modal, setModal] = useState<OpenModal>(null);
  const [approved, setApproved] = useState(false);
  const approve = useApproveStakingToken(pool.stakingToken.address, pool.contractAddress);
  const stake = useStakeInPool(pool);
  const unstake = useUnstakeFromPool(pool);
  const approval = useStakingActionRunner();
  const write = useStakingActionRunner();
  const { stakingToken, earningToken, userData, stakingLimit, isFinished } = pool;
  const needsApproval = !pool.isNativeStaking && userData?.allowance === 0n;
  const state = computeStakePanelState({
    hasAccount: account !== undefined,
    isLoaded: userData !== undefined,
    needsApproval,
    hasStake: (userData?.stakedBalance ?? 0n) > 0n,
  });

  if (state === "connect") {
    return (
      <ActionPanel title={t("Start staking")} testId="pool-stake-panel">
        <ConnectWalletButton />
      </ActionPanel>
    );
  }
  if (state === "loading" || !userData) {
    return (
      <ActionPanel title={t("Start staking")} testId="pool-stake-panel">
        <Skeleton height={44} />
      </ActionPanel>
    );
  }

  const enable = async () => {
    const succeeded = await approval.run(approve, {
      kind: "enable",
      target: "pool",
      symbol: earningToken.symbol,
    });
    // The allowance arrives with the next block's reads; until then Enable stays off.
    if (succeeded) setApproved(true);
  };
  if (state === "enable") {
    return (
      <ActionPanel title={t("Enable pool")} testId="pool-stake-panel">
        <Button
          variant="secondary"
          fullWidth
          isLoading={approval.isPending}
          disabled={approved || isFinished}
          onClick={() => void enable()}
        >
          {t("Enable")}
        </Button>
      </ActionPanel>
    );
  }

  const { stakingTokenBalance, stakedBalance } = userData;
  const getTokenHref = buildGetTokenHref(stakingToken, pool.isNativeStaking);
  const openStake = () => setModal(stakingTokenBalance > 0n ? "stake" : "getToken");
  const confirm = async (mode: StakeMode, amount: bigint) => {
    const succeeded =
      mode === "stake"
        ? await write.run(() => stake(amount), { kind: "stake", symbol: stakingToken.symbol })
        : await write.run(() => unstake(amount), { kind: "unstake", symbol: earningToken.symbol });
    if (succeeded) setModal(null);
  };
  return (
    <>
      {state === "staked" ? (
        <ActionPanel title={t("%symbol% Staked", { symbol: stakingToken.symbol })} testId="pool-stake-panel">
          <TokenAmountWithUsd
            raw={stakedBalance}
            decimals={stakingToken.decimals}
            priceUsd={pool.stakingTokenPrice}
            testId="pool-staked-amount"
          />
          <StakedPositionButtons
            onUnstake={() => setModal("unstake")}
            addKind={computeAddStakeKind({
              limitReached: hasReachedStakingLimit(stakingLimit, stakedBalance),
              isFinished,
              needsApproval,
            })}
            onStake={openStake}
            onEnable={() => void enable()}
            isEnabling={approval.isPending || approved}
          />
        </ActionPanel>
      ) : (
        <ActionPanel title={t("Stake %symbol%", { symbol: stakingToken.symbol })} testId="pool-stake-panel">
          <Button variant="secondary" fullWidth disabled={isFinished} onClick={openStake}>
            {t("Stake")}
          </Button>
        </ActionPanel>
      )}
      {(modal === "stake" || modal === "unstake") && (
        <StakeModal
          mode={modal}
          symbol={stakingToken.symbol}
          decimals={stakingToken.decimals}
          priceUsd={pool.stakingTokenPrice}
          walletBalance={stakingTokenBalance}
          stakedBalance={stakedBalance}
          stakingLimit={stakingLimit}
          maxFillAmount={computeMaxFillAmount({
            mode: modal,
            walletBalance: stakingTokenBalance,
            stakedBalance,
            stakingLimit,
            gasReserve: pool.isNativeStaking ? NATIVE_GAS_RESERVE : 0n,
          })}
          getTokenHref={getTokenHref}
          isPending={write.isPending}
          onConfirm={(amount) => void confirm(modal, amount)}
          onDismiss={() => setModal(null)}
        />
      )}
      {modal === "getToken" && (
        <NotEnoughTokensModal
          symbol={stakingToken.symbol}
          getTokenHref={getTokenHref}
          onDismiss={() => setModal(null)}
        />
      )}
    </>
  );
}
