import { Link } from "react-router";
import { formatDecimal } from "../../../shared/format/index.ts";
import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { ForwardArrow, Skeleton } from "../../../shared/ui/index.ts";
import styles from "./EarnAprCard.module.css";

/** Stands for the rate in the translated sentence, which is split around it to style the rate alone. */
const APR_PLACEHOLDER = "\u0000";

/**
 * 'Earn up to X% APR in Farms', linking to the farms: X is the highest APR (LP rewards included) of a
 * live farm. Undefined while the farms load; null when no live farm has a known APR.
 */
export function EarnAprCard({ highestApr }: { readonly highestApr: number | null | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [before = "", after = ""] = t("Earn up to %highestApr% APR in Farms", {
    highestApr: APR_PLACEHOLDER,
  }).split(APR_PLACEHOLDER);
  return (
    <Link to="/farms" className={styles.card}>
      <span className={styles.text}>{before}</span>
      <span className={styles.rate}>
        {highestApr === undefined ? (
          <Skeleton width={160} height={40} />
        ) : (
          <span data-testid="home-highest-apr">
            {highestApr === null ? "-" : `${formatDecimal(highestApr, 2, locale)}%`}
          </span>
        )}
      </span>
      <span className={styles.text}>
        {after}
        <ForwardArrow className={styles.arrow} />
      </span>
    </Link>
  );
}
