import { useTranslation } from "../../../../../shared/i18n/index.ts";
import type { VaultFees } from "../../../vault/model/Vault.ts";
import { HelpTooltip } from "../../../../../shared/ui/index.ts";
import type { UnstakingFeeTimeLeft } from "../model/computeUnstakingFeeTimeLeft.ts";
import { feeToPercent } from "../model/feeToPercent.ts";
import styles from "./VaultFeeRows.module.css";
import { UnstakingFeeCountdown } from "./UnstakingFeeCountdown.tsx";

/** Time units of spec 000 section 9. */
const SECONDS_PER_HOUR = 3_600;

export interface UnstakingFeeRowProps {
  readonly fees: VaultFees;
  /** Null when no fee applies now. */
  readonly timeLeft: UnstakingFeeTimeLeft | null;
  readonly hasShares: boolean;
}

/**
 * The vault's unstaking fee: 0% once the period since the last deposit is over, the countdown while it
 * runs, and the general rule before anything is staked. A new stake restarts the countdown.
 */
export function UnstakingFeeRow({ fees, timeLeft, hasShares }: UnstakingFeeRowProps) {
  const { t } = useTranslation();
  const fee = feeToPercent(fees.withdrawalFee);
  const hours = fees.withdrawalFeePeriod / SECONDS_PER_HOUR;
  let text: string;
  if (timeLeft) text = t("%fee%% unstaking fee until", { fee });
  else if (hasShares) text = t("%fee%% unstaking fee", { fee: 0 });
  else text = t("%fee%% unstaking fee if withdrawn within %hours%h", { fee, hours });
  return (
    <div className={styles.row} data-testid="unstaking-fee-row">
      <span className={styles.label}>
        {text}
        <HelpTooltip
          label={t("Unstaking fee")}
          content={
            <>
              <strong>{t("Unstaking fee: %fee%%", { fee })}</strong>
              <br />
              {t(
                "Only applies within %hours% hours of staking. Unstaking after %hours% hours will not include a fee. Timer resets every time you stake new CAKE in the pool.",
                { hours },
              )}
            </>
          }
        />
      </span>
      {timeLeft && <UnstakingFeeCountdown timeLeft={timeLeft} />}
    </div>
  );
}
