import { useTranslation } from "../../../../shared/i18n/index.ts";
import { TokenPairLogos } from "../../../staking/index.ts";
import { MANUAL_CAKE_POOL_SOUS_ID, poolOf, type PoolListItem } from "../model/PoolListItem.ts";
import styles from "./PoolName.module.css";

/** The entry's logos, title and subtitle: 'Earn X' / 'Stake Y'; the vault is 'Auto CAKE'. */
export function PoolName({ item, hasStake }: { item: PoolListItem; hasStake: boolean }) {
  const { t } = useTranslation();
  const pool = poolOf(item);
  const { earningToken, stakingToken } = pool;
  let title = t("Earn %symbol%", { symbol: earningToken.symbol });
  let subtitle = t("Stake %symbol%", { symbol: stakingToken.symbol });
  if (item.kind === "vault") {
    title = t("Auto CAKE");
    subtitle = t("Automatic restaking");
  } else if (pool.sousId === MANUAL_CAKE_POOL_SOUS_ID) {
    title = t("Manual CAKE");
    subtitle = t("Earn CAKE, stake CAKE");
  }
  return (
    <div className={styles.name}>
      <TokenPairLogos primary={earningToken} secondary={stakingToken} />
      <div className={styles.text}>
        {hasStake && <span className={styles.staked}>{t("Staked")}</span>}
        <span className={styles.title}>{title}</span>
        <span className={styles.subtitle}>{subtitle}</span>
      </div>
    </div>
  );
}
