import { formatDecimal } from "../../../shared/format/index.ts";
import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { Card, ForwardArrow, Heading, Skeleton, TextLink, VisuallyHidden } from "../../../shared/ui/index.ts";
import homeCard from "./homeCard.module.css";
import styles from "./TopAprCard.module.css";

/** One line of a top list: a farm or pool by name with its APR in percent. */
export interface TopAprEntry {
  readonly id: string;
  readonly label: string;
  readonly apr: number;
}

export interface TopAprCardProps {
  /** Translated. */
  readonly title: string;
  /** Highest first; undefined while loading. */
  readonly entries: readonly TopAprEntry[] | undefined;
  readonly to: string;
  /** Translated text of the link to `to`. */
  readonly linkLabel: string;
  /** Translated text shown when there is nothing live to rank. */
  readonly emptyText: string;
  readonly testId: string;
}

const SKELETON_ROWS = 3;

/** A ranked list of farms or pools by APR, with a link to the page that lists them all. */
export function TopAprCard({ title, entries, to, linkLabel, emptyText, testId }: TopAprCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card className={homeCard.card} data-testid={testId}>
      <div className={styles.header}>
        <Heading scale="md" className={homeCard.title}>
          {title}
        </Heading>
        <span className={styles.columnLabel} aria-hidden="true">
          {t("APR")}
        </span>
      </div>
      {entries === undefined ? (
        <div className={styles.loading}>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <Skeleton key={index} height={20} />
          ))}
        </div>
      ) : entries.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ol role="list" className={styles.list}>
          {entries.map((entry, index) => (
            <li key={entry.id} className={styles.row}>
              <span className={styles.rank} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.label}>{entry.label}</span>
              <span className={styles.apr}>
                {formatDecimal(entry.apr, 2, locale)}%<VisuallyHidden> {t("APR")}</VisuallyHidden>
              </span>
            </li>
          ))}
        </ol>
      )}
      <TextLink to={to} className={styles.link}>
        {linkLabel} <ForwardArrow />
      </TextLink>
    </Card>
  );
}
