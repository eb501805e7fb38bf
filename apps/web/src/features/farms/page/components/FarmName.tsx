import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Badge } from "../../../../shared/ui/index.ts";
import { TokenPairLogos } from "../../../staking/index.ts";
import type { Farm } from "../../model/Farm.ts";
import styles from "./FarmName.module.css";

/** The pair's logos, its LP symbol and the Core or Community badge, marked when the account has LP staked. */
export function FarmName({ farm, hasStake }: { farm: Farm; hasStake: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.name}>
      <TokenPairLogos primary={farm.token} secondary={farm.quoteToken} />
      <div className={styles.text}>
        {hasStake && <span className={styles.staked}>{t("Staked")}</span>}
        <span className={styles.symbol}>{farm.lpSymbol}</span>
        <Badge kind={farm.isCommunity ? "community" : "core"} className={styles.badge} />
      </div>
    </div>
  );
}
