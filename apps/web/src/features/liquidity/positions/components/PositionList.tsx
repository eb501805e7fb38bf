import type { Pair } from "@griddle/sdk";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Spinner } from "../../../../shared/ui/index.ts";
import { EarnFeesNotice } from "./EarnFeesNotice.tsx";
import { FullPositionCard } from "./FullPositionCard.tsx";
import styles from "./PositionList.module.css";

export interface PositionListProps {
  connected: boolean;
  isLoading: boolean;
  pairs: readonly Pair[];
}

/** 'Your Liquidity': the account's positions, or why there are none to show. */
export function PositionList({ connected, isLoading, pairs }: PositionListProps) {
  const { t } = useTranslation();
  if (!connected) {
    return <p className={styles.message}>{t("Connect to a wallet to view your liquidity.")}</p>;
  }
  if (isLoading) {
    return (
      <p className={styles.message} role="status">
        <Spinner size={16} decorative />
        {t("Loading")}
      </p>
    );
  }
  if (pairs.length === 0) {
    return (
      <div className={styles.list}>
        <p className={styles.message}>{t("No liquidity found.")}</p>
        <EarnFeesNotice />
      </div>
    );
  }
  return (
    <div className={styles.list}>
      {pairs.map((pair) => (
        <FullPositionCard key={pair.address} pair={pair} />
      ))}
    </div>
  );
}
