import { useTranslation } from "../../../../../shared/i18n/index.ts";
import type { UnstakingFeeTimeLeft } from "../model/computeUnstakingFeeTimeLeft.ts";

/** What is left of the unstaking-fee period: '2d : 23h : 59m'. */
export function UnstakingFeeCountdown({ timeLeft }: { timeLeft: UnstakingFeeTimeLeft }) {
  const { t } = useTranslation();
  return (
    <span data-testid="unstaking-fee-countdown">
      {t("%day%d : %hour%h : %minute%m", {
        day: timeLeft.days,
        hour: timeLeft.hours,
        minute: timeLeft.minutes,
      })}
    </span>
  );
}
