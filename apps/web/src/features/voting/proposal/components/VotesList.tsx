import { useState } from "react";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, Card, Heading, Skeleton, Table } from "../../../../shared/ui/index.ts";
import { shortenAddress } from "../../../wallet/index.ts";
import { HubUnreachableNotice } from "../../components/HubUnreachableNotice.tsx";
import type { VotesState } from "../../data/useVotes.ts";
import { formatVotingPower } from "../../model/formatVotingPower.ts";
import styles from "./VotesList.module.css";

/** Votes shown at first, and added by each 'Load more'. */
const VOTES_SHOWN_STEP = 20;

export interface VotesListProps {
  readonly choices: readonly string[];
  readonly state: VotesState;
}

/** 'Votes': each voter, their choice and power, the most powerful first; a vote verification rejects is flagged. */
export function VotesList({ choices, state }: VotesListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [shown, setShown] = useState(VOTES_SHOWN_STEP);
  const { votes, invalidVoters } = state;

  const body = () => {
    if (state.failed) return <HubUnreachableNotice />;
    if (votes === undefined) return <Skeleton height={96} />;
    if (votes.length === 0) return <p className={styles.empty}>{t("No votes found")}</p>;
    return (
      <>
        <Table className={styles.table} data-testid="votes-list">
          <thead>
            <tr>
              <th scope="col">{t("Voter")}</th>
              <th scope="col">{t("Vote")}</th>
              <th scope="col" className={styles.power}>
                {t("Voting Power")}
              </th>
            </tr>
          </thead>
          <tbody>
            {votes.slice(0, shown).map((vote) => {
              const invalid = invalidVoters?.has(vote.voter.toLowerCase()) === true;
              return (
                <tr key={vote.id} data-testid="vote-row" data-invalid={invalid || undefined}>
                  <td>
                    <span className={styles.voter} title={vote.voter}>
                      {shortenAddress(vote.voter)}
                    </span>
                    {invalid && (
                      <span className={styles.invalid} data-testid="vote-invalid">
                        {t("Invalid")}
                      </span>
                    )}
                  </td>
                  <td className={styles.choice}>{choices[vote.choice - 1] ?? "-"}</td>
                  <td className={styles.power}>{formatVotingPower(vote.vp, locale)}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
        {votes.length > shown && (
          <Button variant="secondary" onClick={() => setShown((count) => count + VOTES_SHOWN_STEP)}>
            {t("Load more")}
          </Button>
        )}
      </>
    );
  };

  return (
    <Card className={styles.card} data-testid="votes-panel">
      <Heading as="h2" scale="md">
        {t("Votes (%count%)", { count: votes === undefined ? "-" : votes.length.toLocaleString(locale) })}
      </Heading>
      {body()}
    </Card>
  );
}
