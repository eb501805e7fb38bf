import { CAKE_DECIMALS } from "../../../../../shared/chain/index.ts";
import { formatTokenAmount } from "../../../../../shared/format/index.ts";
import { useLocale, useTranslation } from "../../../../../shared/i18n/index.ts";
import { CAKE_SYMBOL } from "../model/cakeSymbol.ts";
import type { UnstakingFeeTimeLeft } from "../model/computeUnstakingFeeTimeLeft.ts";
import styles from "./VaultFeeRows.module.css";
import { UnstakingFeeCountdown } from "./UnstakingFeeCountdown.tsx";

/** Fees are in hundredths of a percent, of 10000. */
const FEE_DENOMINATOR = 10_000n;

export interface UnstakeFeeSummaryProps {
  /** The CAKE typed to unstake, raw. */
  readonly amount: bigint | undefined;
  /** In hundredths of a percent. */
  readonly withdrawalFee: number;
  readonly timeLeft: UnstakingFeeTimeLeft;
}

/** In the vault's unstake modal while the fee applies: what it takes from this amount, and for how long. */
export function UnstakeFeeSummary({ amount, withdrawalFee, timeLeft }: UnstakeFeeSummaryProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fee = ((amount ?? 0n) * BigInt(withdrawalFee)) / FEE_DENOMINATOR;
  return (
    <div className={styles.summary}>
      <div className={styles.row}>
        <span>{t("Unstaking Fee")}</span>
        <span data-testid="unstake-fee-amount">
          {formatTokenAmount(fee, CAKE_DECIMALS, locale)} {CAKE_SYMBOL}
        </span>
      </div>
      <div className={styles.row}>
        <span>{t("unstaking fee until")}</span>
        <UnstakingFeeCountdown timeLeft={timeLeft} />
      </div>
    </div>
  );
}
