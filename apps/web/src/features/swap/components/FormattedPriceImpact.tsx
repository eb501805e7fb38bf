import type { Percent } from "@griddle/sdk";
import { localizeDecimalString } from "../../../shared/format/index.ts";
import { useLocale } from "../../../shared/i18n/index.ts";
import { formatPriceImpact } from "../model/formatPriceImpact.ts";
import { warningSeverity } from "../model/warningSeverity.ts";
import styles from "./FormattedPriceImpact.module.css";

/** A price impact in the colour of its severity: plain, then warning, then danger. */
export function FormattedPriceImpact({ priceImpact }: { priceImpact: Percent }) {
  const locale = useLocale();
  const severity = warningSeverity(priceImpact);
  return (
    <span className={styles[`severity${severity}`]} data-severity={severity}>
      {localizeDecimalString(formatPriceImpact(priceImpact), locale)}
    </span>
  );
}
