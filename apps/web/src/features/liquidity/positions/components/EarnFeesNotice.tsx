import { useTranslation } from "../../../../shared/i18n/index.ts";
import styles from "./EarnFeesNotice.module.css";

/** Why to add liquidity: the fee share a position earns (spec 000 section 2, card 1 without a balance). */
export function EarnFeesNotice() {
  const { t } = useTranslation();
  return (
    <p className={styles.notice}>
      {t(
        "By adding liquidity you'll earn 0.17% of all trades on this pair proportional to your share of the pool. Fees are added to the pool, accrue in real time and can be claimed by withdrawing your liquidity.",
      )}
    </p>
  );
}
