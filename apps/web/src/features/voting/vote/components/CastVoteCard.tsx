import { useId, type ReactNode } from "react";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, Card, Heading, classNames } from "../../../../shared/ui/index.ts";
import styles from "./CastVoteCard.module.css";

export interface CastVoteCardProps {
  readonly choices: readonly string[];
  /** 1-based; undefined before one is picked. */
  readonly selected: number | undefined;
  readonly onSelect: (choice: number) => void;
  /** The account's current vote (1-based), shown as such. */
  readonly currentVote: number | undefined;
  /** Connect Wallet for visitors, in place of the button. */
  readonly connectPrompt: ReactNode;
  readonly onCastVote: () => void;
}

/** 'Cast your vote' on an open proposal: one choice as a radio group, then 'Cast Vote'. */
export function CastVoteCard({
  choices,
  selected,
  onSelect,
  currentVote,
  connectPrompt,
  onCastVote,
}: CastVoteCardProps) {
  const { t } = useTranslation();
  const name = useId();
  const headingId = useId();
  return (
    <Card className={styles.card} data-testid="cast-vote-card">
      <Heading as="h2" scale="md" id={headingId}>
        {t("Cast your vote")}
      </Heading>
      <div role="radiogroup" aria-labelledby={headingId} className={styles.choices}>
        {choices.map((choice, index) => {
          const value = index + 1;
          return (
            <label key={value} className={classNames(styles.choice, selected === value && styles.selected)}>
              <input
                type="radio"
                name={name}
                value={value}
                checked={selected === value}
                onChange={() => onSelect(value)}
                data-testid={`vote-choice-${value}`}
              />
              <span className={styles.choiceText}>{choice}</span>
              {currentVote === value && <span className={styles.current}>{t("Your vote")}</span>}
            </label>
          );
        })}
      </div>
      {connectPrompt ?? (
        <Button fullWidth disabled={selected === undefined} onClick={onCastVote} data-testid="cast-vote">
          {t("Cast Vote")}
        </Button>
      )}
    </Card>
  );
}
