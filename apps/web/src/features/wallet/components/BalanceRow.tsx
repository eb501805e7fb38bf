import { useTranslation } from "../../../shared/i18n/index.ts";
import { Skeleton } from "../../../shared/ui/index.ts";
import { formatBalance } from "../model/formatBalance.ts";
import styles from "./WalletModal.module.css";

export interface BalanceRowProps {
  symbol: string;
  decimals: number;
  balance: bigint | undefined;
  isLoading: boolean;
}

/** One balance in the wallet modal; `data-balance` carries the exact amount in base units for tests. */
export function BalanceRow({ symbol, decimals, balance, isLoading }: BalanceRowProps) {
  const { t } = useTranslation();
  let value;
  if (balance !== undefined) value = formatBalance(balance, decimals);
  else if (isLoading) value = <Skeleton width={80} />;
  else value = t("Unavailable");
  return (
    <div className={styles.balanceRow} data-testid={`balance-${symbol}`} data-balance={balance?.toString()}>
      <dt className={styles.balanceSymbol}>{t("%symbol% Balance", { symbol })}</dt>
      <dd className={styles.balanceValue}>{value}</dd>
    </div>
  );
}
