import { useAppChain } from "../../../../shared/chain/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, classNames } from "../../../../shared/ui/index.ts";
import { BET_RESULT_LABELS, POSITION_LABELS } from "../model/betLabels.ts";
import type { BetHistoryRow } from "../model/describeBets.ts";
import { formatBnbFigure } from "../model/formatBnbFigure.ts";
import styles from "./History.module.css";
import { TransactionHashLink } from "../../../transactions/index.ts";

export interface BetHistoryItemProps {
  readonly row: BetHistoryRow;
  readonly onCollect: (epoch: bigint) => void;
}

/** One bet: its round and result, the side and amount, what it made, Collect while it can, its transaction. */
export function BetHistoryItem({ row, onCollect }: BetHistoryItemProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const symbol = useAppChain().nativeCurrency.symbol;
  return (
    <li className={styles.item}>
      <div className={styles.itemHeader}>
        <span className={styles.round}>{t("Round #%epoch%", { epoch: row.epoch.toString() })}</span>
        <span className={classNames(styles.result, styles[row.result])}>
          {t(BET_RESULT_LABELS[row.result])}
        </span>
      </div>
      <dl className={styles.details}>
        <div>
          <dt>{t("Your position")}</dt>
          <dd className={row.position === "Bull" ? styles.bull : styles.bear}>
            {t(POSITION_LABELS[row.position])}
          </dd>
        </div>
        <div>
          <dt>{t("Amount")}</dt>
          <dd>
            {formatBnbFigure(row.amount, locale)} {symbol}
          </dd>
        </div>
        {row.pnl !== null && (
          <div>
            <dt>{t("Your result")}</dt>
            <dd className={classNames(row.pnl > 0n && styles.gain, row.pnl < 0n && styles.loss)}>
              {formatBnbFigure(row.pnl, locale, { signed: true })} {symbol}
            </dd>
          </div>
        )}
      </dl>
      <div className={styles.itemFooter}>
        <TransactionHashLink hash={row.hash} />
        {row.collectable && (
          <Button size="sm" onClick={() => onCollect(row.epoch)}>
            {t("Collect")}
          </Button>
        )}
      </div>
    </li>
  );
}
