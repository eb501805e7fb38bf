import { useConnection } from "wagmi";
import { CAKE_DECIMALS } from "../../../../shared/chain/index.ts";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Skeleton } from "../../../../shared/ui/index.ts";
import { ConnectWalletButton } from "../../../wallet/index.ts";
import type { Vault } from "../../vault/model/Vault.ts";
import { ActionPanel, TokenAmountWithUsd } from "../../../staking/index.ts";
import { PerformanceFeeRow } from "./components/PerformanceFeeRow.tsx";
import { UnstakingFeeRow } from "./components/UnstakingFeeRow.tsx";
import { useUnstakingFeeTimeLeft } from "./hooks/useUnstakingFeeTimeLeft.ts";
import { computeRecentCakeProfit } from "./model/computeRecentCakeProfit.ts";
import styles from "./VaultHarvestInfo.module.css";

/**
 * The vault's earned panel: 'Recent CAKE profit' with its USD value, and, where pools have a harvest
 * button, the unstaking fee (with its countdown) and the performance fee: the vault harvests by itself.
 */
export function VaultHarvestInfo({ vault }: { vault: Vault }) {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const timeLeft = useUnstakingFeeTimeLeft(vault);
  const { userData } = vault;

  if (!account) {
    return (
      <ActionPanel title={t("Start earning")} testId="vault-harvest-panel">
        <ConnectWalletButton />
      </ActionPanel>
    );
  }
  return (
    <ActionPanel title={t("Recent CAKE profit")} testId="vault-harvest-panel">
      {userData ? (
        <TokenAmountWithUsd
          raw={computeRecentCakeProfit({
            userShares: userData.userShares,
            pricePerFullShare: vault.pricePerFullShare,
            cakeAtLastUserAction: userData.cakeAtLastUserAction,
          })}
          decimals={CAKE_DECIMALS}
          priceUsd={vault.cakePrice}
          testId="vault-profit-amount"
        />
      ) : (
        <Skeleton width={96} height={40} />
      )}
      <div className={styles.fees}>
        <UnstakingFeeRow
          fees={vault.fees}
          timeLeft={timeLeft}
          hasShares={(userData?.userShares ?? 0n) > 0n}
        />
        <PerformanceFeeRow performanceFee={vault.fees.performanceFee} />
      </div>
    </ActionPanel>
  );
}
