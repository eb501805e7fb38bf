import { useMemo, useState } from "react";
import { useConnection } from "wagmi";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button } from "../../../shared/ui/index.ts";
import { NATIVE_GAS_RESERVE } from "../../tokens/index.ts";
import type { Pool } from "../model/Pool.ts";
import {
  ActionPanel,
  computeAddStakeKind,
  computeMaxFillAmount,
  computeStakePanelState,
  StakedPositionButtons,
  StakeModal,
  StakePanelGate,
  type StakeMode,
  TokenAmountWithUsd,
  useApproveStakingToken,
  useEnableStaking,
  useStakingActionRunner,
} from "../../staking/index.ts";
import { NotEnoughTokensModal } from "./components/NotEnoughTokensModal.tsx";
import { useStakeInPool } from "./hooks/useStakeInPool.ts";
import { useUnstakeFromPool } from "./hooks/useUnstakeFromPool.ts";
import { buildGetTokenHref } from "./model/buildGetTokenHref.ts";
import { buildStakeCall, buildUnstakeCall } from "./model/poolStakingCalls.ts";
import { hasReachedStakingLimit } from "./model/hasReachedStakingLimit.ts";

type OpenModal = StakeMode | "getToken" | null;

/**
 * A pool's stake panel in the states of spec 000 section 4: connect, skeleton, 'Enable pool', the
 * staked amount with minus and plus, or Stake; finished pools take no new stake.
 */
export function PoolStakeActions({ pool }: { pool: Pool }) {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const [modal, setModal] = useState<OpenModal>(null);
  const { stakingToken, earningToken, userData, stakingLimit, isFinished } = pool;
  const enableReview = useMemo(
    () => ({
      title: t("Enable %asset%", { asset: stakingToken.symbol }),
      spenderNames: new Map([
        [pool.contractAddress.toLowerCase(), t("Earn %symbol%", { symbol: earningToken.symbol })],
      ]),
    }),
    [earningToken.symbol, pool.contractAddress, stakingToken.symbol, t],
  );
  const enabling = useEnableStaking(
    useApproveStakingToken(stakingToken.address, pool.contractAddress, enableReview),
    {
      kind: "enable",
      target: "pool",
      symbol: earningToken.symbol,
    },
  );
  const stake = useStakeInPool(pool);
  const unstake = useUnstakeFromPool(pool);
  const write = useStakingActionRunner();
  const needsApproval = !pool.isNativeStaking && userData?.allowance === 0n;
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
        startTitle={t("Start staking")}
        enableTitle={t("Enable pool")}
        enableLabel={t("Enable")}
        enabling={enabling}
        enableDisabled={isFinished}
        testId="pool-stake-panel"
      />
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
            onEnable={enabling.enable}
            isEnabling={enabling.isEnabling}
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
          title={modal === "stake" ? t("Stake in Pool") : t("Unstake")}
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
          getTokenLink={{ label: t("Get %symbol%", { symbol: stakingToken.symbol }), href: getTokenHref }}
          isPending={write.isPending}
          onConfirm={(amount) => void confirm(modal, amount)}
          onDismiss={() => setModal(null)}
          previewOf={(amount) => (modal === "stake" ? buildStakeCall : buildUnstakeCall)(pool, amount)}
          previewTokens={[stakingToken.address, earningToken.address]}
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
