import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { formatDecimal } from "../../../../shared/format/index.ts";
import { Card, Heading } from "../../../../shared/ui/index.ts";
import { formatVotingPower } from "../../model/formatVotingPower.ts";
import type { Proposal } from "../../model/Proposal.ts";
import { proposalResults } from "../model/proposalResults.ts";
import sideStyles from "./ProposalSideCard.module.css";
import styles from "./ProposalResults.module.css";

/** Each choice's voting power and share, as a bar; 'Current Results' while voting is open. */
export function ProposalResults({ proposal }: { readonly proposal: Proposal }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card className={sideStyles.card} data-testid="proposal-results">
      <Heading as="h2" scale="md">
        {proposal.state === "closed" ? t("Results") : t("Current Results")}
      </Heading>
      <ul className={styles.list}>
        {proposalResults(proposal).map((result, index) => {
          const percent = formatDecimal(result.percent, 2, locale);
          return (
            <li key={index} className={styles.result} data-testid="proposal-result">
              <span className={styles.choice}>{result.choice}</span>
              <div
                className={styles.track}
                role="meter"
                aria-label={result.choice}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={result.percent}
                aria-valuetext={`${percent}%`}
              >
                <div className={styles.bar} style={{ width: `${result.percent}%` }} />
              </div>
              <div className={styles.figures}>
                <span data-testid="proposal-result-power">
                  {t("%amount% Votes", { amount: formatVotingPower(result.power, locale) })}
                </span>
                <span data-testid="proposal-result-percent">{`${percent}%`}</span>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
