import { useMemo, useState } from "react";
import { useConnection } from "wagmi";
import { CAKE_DECIMALS, useAppChainConfig } from "../../../../shared/chain/index.ts";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Button } from "../../../../shared/ui/index.ts";
import type { Vault } from "../../vault/model/Vault.ts";
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
} from "../../../staking/index.ts";
import { NotEnoughTokensModal } from "../components/NotEnoughTokensModal.tsx";
import { buildGetTokenHref } from "../model/buildGetTokenHref.ts";
import { UnstakeFeeSummary } from "./components/UnstakeFeeSummary.tsx";
import { useDepositInVault } from "./hooks/useDepositInVault.ts";
import { useUnstakingFeeTimeLeft } from "./hooks/useUnstakingFeeTimeLeft.ts";
import { useWithdrawFromVault } from "./hooks/useWithdrawFromVault.ts";
import { CAKE_SYMBOL } from "./model/cakeSymbol.ts";
import { convertSharesToCake } from "./model/convertVaultShares.ts";
import { planVaultWithdraw } from "./model/planVaultWithdraw.ts";
import { buildVaultDepositCall, buildVaultWithdrawCall } from "./model/vaultStakingCalls.ts";

type OpenModal = StakeMode | "getToken" | null;

/**
 * The vault's stake panel (spec 000 section 4, Vault): not approved, approved, staked. The staked
 * amount is the CAKE value of the shares; unstaking converts CAKE back to shares, and withdraws all
 * when only dust would remain.
 */
export function VaultStakeActions({ vault }: { vault: Vault }) {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const { cake, cakeVault } = useAppChainConfig().contracts;
  const [modal, setModal] = useState<OpenModal>(null);
  const enableReview = useMemo(() => ({ title: t("Enable %asset%", { asset: CAKE_SYMBOL }) }), [t]);
  const enabling = useEnableStaking(useApproveStakingToken(cake, cakeVault, enableReview), {
    kind: "enable",
    target: "vault",
    symbol: CAKE_SYMBOL,
  });
  const deposit = useDepositInVault();
  const withdraw = useWithdrawFromVault();
  const timeLeft = useUnstakingFeeTimeLeft(vault);
  const write = useStakingActionRunner();
  const { userData, pricePerFullShare } = vault;
  const needsApproval = userData?.allowance === 0n;
  const state = computeStakePanelState({
    hasAccount: account !== undefined,
    isLoaded: userData !== undefined,
    needsApproval,
    hasStake: (userData?.userShares ?? 0n) > 0n,
  });

  if (state === "connect" || state === "loading" || state === "enable" || userData === undefined) {
    return (
      <StakePanelGate
        state={state}
        startTitle={t("Start staking")}
        enableTitle={t("Enable pool")}
        enableLabel={t("Enable")}
        enabling={enabling}
        enableDisabled={false}
        testId="vault-stake-panel"
      />
    );
  }

  const { cakeBalance, userShares } = userData;
  const stakedCake = convertSharesToCake(userShares, pricePerFullShare);
  const getTokenHref = buildGetTokenHref({ address: cake }, false);
  const openStake = () => setModal(cakeBalance > 0n ? "stake" : "getToken");
  const confirm = async (mode: StakeMode, amount: bigint) => {
    const succeeded =
      mode === "stake"
        ? await write.run(() => deposit(amount), { kind: "stake", symbol: CAKE_SYMBOL })
        : await write.run(
            () => withdraw(planVaultWithdraw({ cakeAmount: amount, userShares, pricePerFullShare })),
            {
              kind: "unstake",
              symbol: CAKE_SYMBOL,
            },
          );
    if (succeeded) setModal(null);
  };
  return (
    <>
      {state === "staked" ? (
        <ActionPanel
          title={t("%symbol% Staked (compounding)", { symbol: CAKE_SYMBOL })}
          testId="vault-stake-panel"
        >
          <TokenAmountWithUsd
            raw={stakedCake}
            decimals={CAKE_DECIMALS}
            priceUsd={vault.cakePrice}
            testId="vault-staked-amount"
          />
          <StakedPositionButtons
            onUnstake={() => setModal("unstake")}
            addKind={computeAddStakeKind({ limitReached: false, isFinished: false, needsApproval })}
            onStake={openStake}
            onEnable={enabling.enable}
            isEnabling={enabling.isEnabling}
          />
        </ActionPanel>
      ) : (
        <ActionPanel title={t("Stake %symbol%", { symbol: CAKE_SYMBOL })} testId="vault-stake-panel">
          <Button variant="secondary" fullWidth onClick={openStake}>
            {t("Stake")}
          </Button>
        </ActionPanel>
      )}
      {(modal === "stake" || modal === "unstake") && (
        <StakeModal
          title={modal === "stake" ? t("Stake in Pool") : t("Unstake")}
          mode={modal}
          symbol={CAKE_SYMBOL}
          decimals={CAKE_DECIMALS}
          priceUsd={vault.cakePrice}
          walletBalance={cakeBalance}
          stakedBalance={stakedCake}
          stakingLimit={0n}
          maxFillAmount={computeMaxFillAmount({
            mode: modal,
            walletBalance: cakeBalance,
            stakedBalance: stakedCake,
            stakingLimit: 0n,
            gasReserve: 0n,
          })}
          getTokenLink={{ label: t("Get %symbol%", { symbol: CAKE_SYMBOL }), href: getTokenHref }}
          isPending={write.isPending}
          onConfirm={(amount) => void confirm(modal, amount)}
          onDismiss={() => setModal(null)}
          previewOf={(amount) => {
            if (!cakeVault) return undefined;
            return modal === "stake"
              ? buildVaultDepositCall(cakeVault, amount)
              : buildVaultWithdrawCall(
                  cakeVault,
                  planVaultWithdraw({ cakeAmount: amount, userShares, pricePerFullShare }),
                );
          }}
          previewTokens={[cake]}
          renderDetails={
            modal === "unstake" && timeLeft
              ? (amount) => (
                  <UnstakeFeeSummary
                    amount={amount}
                    withdrawalFee={vault.fees.withdrawalFee}
                    timeLeft={timeLeft}
                  />
                )
              : undefined
          }
        />
      )}
      {modal === "getToken" && (
        <NotEnoughTokensModal
          symbol={CAKE_SYMBOL}
          getTokenHref={getTokenHref}
          onDismiss={() => setModal(null)}
        />
      )}
    </>
  );
}
