import { useAppChain } from "../../../../shared/chain/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { classNames } from "../../../../shared/ui/index.ts";
import type { PredictionUserTotals } from "../data/model/BetHistoryEntry.ts";
import { formatBnbFigure } from "../model/formatBnbFigure.ts";
import styles from "./History.module.css";

/** The bettor's totals from the indexer: rounds played and won, and the net over settled rounds. */
export function HistorySummary({ totals }: { totals: PredictionUserTotals }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const symbol = useAppChain().nativeCurrency.symbol;
  const net = totals.netBNB;
  return (
    <dl className={styles.summary}>
      <div className={styles.figure}>
        <dt>{t("Rounds played")}</dt>
        <dd>{totals.totalBets}</dd>
      </div>
      <div className={styles.figure}>
        <dt>{t("Rounds won")}</dt>
        <dd>{totals.roundsWon}</dd>
      </div>
      <div className={styles.figure}>
        <dt>{t("Net results")}</dt>
        <dd className={classNames(net > 0n && styles.gain, net < 0n && styles.loss)}>
          {formatBnbFigure(net, locale, { signed: true })} {symbol}
        </dd>
      </div>
    </dl>
  );
}
