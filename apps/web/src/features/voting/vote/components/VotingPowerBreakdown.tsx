import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { DetailRow, Skeleton } from "../../../../shared/ui/index.ts";
import { formatVotingPower } from "../../model/formatVotingPower.ts";
import type { VotingPower } from "../../model/VotingPower.ts";
import { VOTING_POWER_SOURCES } from "../model/votingPowerSources.ts";
import styles from "./VotingPowerBreakdown.module.css";

/** The account's voting power at the snapshot block and where it comes from. */
export function VotingPowerBreakdown({ power }: { readonly power: VotingPower | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (power === undefined) return <Skeleton height={120} />;
  return (
    <dl className={styles.list} data-testid="voting-power-breakdown">
      <DetailRow label={t("Your Voting Power")} testId="voting-power-total">
        <strong>{formatVotingPower(power.total, locale)}</strong>
      </DetailRow>
      {VOTING_POWER_SOURCES.map(({ key, label }) => (
        <DetailRow key={key} label={t(label)}>
          {formatVotingPower(power.breakdown[key], locale)}
        </DetailRow>
      ))}
    </dl>
  );
}
