import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, Card, Heading, Notice } from "../../../../shared/ui/index.ts";
import { formatCake } from "../../../lottery/index.ts";
import type { RankRewards } from "../../data/model/parseCompetitionReads.ts";
import type { ClaimState } from "../../model/claimState.ts";
import styles from "./CompetitionTables.module.css";

export interface ClaimPanelProps {
  readonly state: ClaimState;
  /** Whether the root recomputed from the indexer equals the chain's; undefined before one is published. */
  readonly rootMatches: boolean | undefined;
  readonly rewards: readonly RankRewards[] | undefined;
  readonly claim: () => void;
  readonly claiming: boolean;
}

/** The claims: whether the published results check out against the public data, and the account's claim. */
export function ClaimPanel({ state, rootMatches, rewards, claim, claiming }: ClaimPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card data-testid="competition-claim-panel">
      <Heading as="h2" scale="lg">
        {t("Claim rewards")}
      </Heading>
      {rootMatches !== undefined && (
        <p className={styles.note} data-testid="competition-root-check" data-matches={rootMatches}>
          {rootMatches
            ? t("The published results match the ranking recomputed from the public trading data.")
            : t("The published results do not match the ranking recomputed from the public trading data.")}
        </p>
      )}
      <ClaimBody state={state} rewards={rewards} claim={claim} claiming={claiming} locale={locale} />
    </Card>
  );
}

function ClaimBody({
  state,
  rewards,
  claim,
  claiming,
  locale,
}: Omit<ClaimPanelProps, "rootMatches"> & { readonly locale: string }) {
  const { t } = useTranslation();
  switch (state.kind) {
    case "not-claiming":
      return <p className={styles.note}>{t("Rewards can be claimed once the results are published.")}</p>;
    case "checking":
      return <p className={styles.note}>{t("Checking your results…")}</p>;
    case "not-registered":
      return <p className={styles.note}>{t("You did not register for this battle.")}</p>;
    case "claimed":
      return <p data-testid="competition-claimed">{t("You have claimed your reward.")}</p>;
    case "root-mismatch":
      return (
        <Notice variant="warning">{t("Your reward cannot be proved against the published results.")}</Notice>
      );
    case "can-claim": {
      const row = rewards?.[state.teamRank - 1];
      return (
        <div className={styles.claim}>
          {row !== undefined && (
            <p data-testid="competition-reward">
              {t("Your reward: %amount% CAKE and %points% points", {
                amount: formatCake(row.cake[state.rewardGroup] ?? 0n, locale),
                points: String(row.points[state.rewardGroup] ?? 0n),
              })}
            </p>
          )}
          <Button onClick={claim} disabled={claiming} data-testid="competition-claim">
            {claiming ? t("Claiming…") : t("Claim")}
          </Button>
        </div>
      );
    }
  }
}
