import { useState } from "react";
import { useConnection } from "wagmi";
import { useAppChainConfig } from "../../../../shared/chain/index.ts";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, Skeleton } from "../../../../shared/ui/index.ts";
import { ConnectWalletButton } from "../../../wallet/index.ts";
import type { Vault } from "../../vault/model/Vault.ts";
import { ActionPanel } from "../components/ActionPanel.tsx";
import { NotEnoughTokensModal } from "../components/NotEnoughTokensModal.tsx";
import { StakedPositionButtons } from "../components/StakedPositionButtons.tsx";
import { StakeModal } from "../components/StakeModal.tsx";
import { TokenAmountWithUsd } from "../components/TokenAmountWithUsd.tsx";
import { useApproveStakingToken } from "../hooks/useApproveStakingToken.ts";
import { useStakingActionRunner } from "../hooks/useStakingActionRunner.ts";
import { buildGetTokenHref } from "../model/buildGetTokenHref.ts";
import { computeAddStakeKind } from "../model/computeAddStakeKind.ts";
import { computeMaxFillAmount } from "../model/computeMaxFillAmount.ts";
import { computeStakePanelState } from "../model/computeStakePanelState.ts";
import type { StakeMode } from "../model/StakeMode.ts";
import { UnstakeFeeSummary } from "./components/UnstakeFeeSummary.tsx";
import { useCakeVaultAddress } from "../../vault/data/useCakeVaultAddress.ts";
import { useDepositInVault } from "./hooks/useDepositInVault.ts";
import { useUnstakingFeeTimeLeft } from "./hooks/useUnstakingFeeTimeLeft.ts";
import { useWithdrawFromVault } from "./hooks/useWithdrawFromVault.ts";
import { CAKE_DECIMALS, CAKE_SYMBOL } from "./model/cakeToken.ts";
import { convertSharesToCake } from "./model/convertVaultShares.ts";
import { planVaultWithdraw } from "./model/planVaultWithdraw.ts";

type OpenModal = StakeMode | "getToken" | null;

/**
 * The vault's stake panel (spec 000 section 4, Vault): not approved, approved, staked. The staked
 * amount is the CAKE value of the shares; unstaking converts CAKE back to shares, and withdraws all
 * when only dust would remain.
 */
export function VaultStakeActions({ vault }: { vault: Vault }) {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const cake = useAppChainConfig().contracts.cake;
  const [modal, setModal] = useState<OpenModal>(null);
  const [approved, setApproved] = useState(false);
  const vaultAddress = useCakeVaultAddress();
  const approve = useApproveStakingToken(cake, vaultAddress);
  const deposit = useDepositInVault();
  const withdraw = useWithdrawFromVault();
  const timeLeft = useUnstakingFeeTimeLeft(vault);
  const approval = useStakingActionRunner();
  const write = useStakingActionRunner();
  const { userData, pricePerFullShare } = vault;
  const needsApproval = userData?.allowance === 0n;
  const state = computeStakePanelState({
    hasAccount: account !== undefined,
    isLoaded: userData !== undefined,
    needsApproval,
    hasStake: (userData?.userShares ?? 0n) > 0n,
  });

  if (state === "connect") {
    return (
      <ActionPanel title={t("Start staking")} testId="vault-stake-panel">
        <ConnectWalletButton />
      </ActionPanel>
    );
  }
  if (state === "loading" || !userData) {
    return (
      <ActionPanel title={t("Start staking")} testId="vault-stake-panel">
        <Skeleton height={44} />
      </ActionPanel>
    );
  }

  const enable = async () => {
    const succeeded = await approval.run(approve, { kind: "enable", target: "vault", symbol: CAKE_SYMBOL });
    // The allowance arrives with the next block's reads; until then Enable stays off.
    if (succeeded) setApproved(true);
  };
  if (state === "enable") {
    return (
      <ActionPanel title={t("Enable pool")} testId="vault-stake-panel">
        <Button
          variant="secondary"
          fullWidth
          isLoading={approval.isPending}
          disabled={approved}
          onClick={() => void enable()}
        >
          {t("Enable")}
        </Button>
      </ActionPanel>
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
            onEnable={() => void enable()}
            isEnabling={approval.isPending || approved}
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
          getTokenHref={getTokenHref}
          isPending={write.isPending}
          onConfirm={(amount) => void confirm(modal, amount)}
          onDismiss={() => setModal(null)}
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
