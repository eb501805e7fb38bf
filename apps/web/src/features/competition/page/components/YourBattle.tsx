import type { RankedTrader } from "@griddle/sdk";
import { formatUsdValue } from "../../../../shared/format/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Card, Heading } from "../../../../shared/ui/index.ts";
import styles from "./CompetitionTables.module.css";

export interface YourBattleProps {
  /** The account's place in the ranking recomputed from the indexer; undefined when not ranked. */
  readonly trader: RankedTrader | undefined;
  readonly teamName: string | undefined;
}

/** The connected competitor's team, rank within it, volume and the team's rank. */
export function YourBattle({ trader, teamName }: YourBattleProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card data-testid="competition-your-battle">
      <Heading as="h2" scale="lg">
        {t("Your battle")}
      </Heading>
      {trader === undefined ? (
        <p className={styles.note}>{t("Register to see your rank and volume here.")}</p>
      ) : (
        <dl className={styles.facts}>
          <div>
            <dt>{t("Team")}</dt>
            <dd>{teamName ?? `#${trader.teamId}`}</dd>
          </div>
          <div>
            <dt>{t("Your volume")}</dt>
            <dd data-testid="competition-your-volume">${formatUsdValue(trader.volumeUsd, locale)}</dd>
          </div>
          <div>
            <dt>{t("Your rank in team")}</dt>
            <dd data-testid="competition-your-rank">#{trader.rankInTeam}</dd>
          </div>
          <div>
            <dt>{t("Team rank")}</dt>
            <dd data-testid="competition-team-rank">#{trader.teamRank}</dd>
          </div>
        </dl>
      )}
    </Card>
  );
}
