import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { classNames } from "../classNames.ts";
import { ChevronDownIcon } from "../icons/ChevronDownIcon.tsx";
import styles from "./ExpandableCard.module.css";

/** A figure on its own line of the card, its label on the left. */
export interface ExpandableCardLine {
  readonly key: string;
  readonly label: string;
  readonly content: ReactNode;
}

export interface ExpandableCardProps {
  /** The logos and title. */
  readonly header: ReactNode;
  readonly lines: readonly ExpandableCardLine[];
  /** The action panels, under the lines. */
  readonly actions: ReactNode;
  /** Left of the Details button, e.g. a pool's type badge. */
  readonly badge?: ReactNode;
  /** What the Details button shows; rendered only while open. */
  readonly details: ReactNode;
  /** An ended item (a finished pool or farm), shown a little faded. */
  readonly dimmed?: boolean;
  /** data-* attributes for the card (test ids, keys). */
  readonly data?: Readonly<Record<`data-${string}`, string>>;
}

/** One list item as a card (card view): its figures and panels, with its info behind a Details button. */
export function ExpandableCard({
  header,
  lines,
  actions,
  badge,
  details,
  dimmed,
  data,
}: ExpandableCardProps) {
  const { t } = useTranslation();
  const detailsId = useId();
  const [expanded, setExpanded] = useState(false);
  return (
    <article className={classNames(styles.card, dimmed && styles.dimmed)} {...data}>
      <header className={styles.header}>{header}</header>
      <div className={styles.body}>
        {lines.map((line) => (
          <div key={line.key} className={styles.line}>
            <span className={styles.label}>{line.label}</span>
            {line.content}
          </div>
        ))}
        {actions}
      </div>
      <footer className={styles.footer}>
        <div className={styles.footerBar}>
          {badge}
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? t("Hide") : t("Details")}
            <ChevronDownIcon
              size={20}
              className={classNames(styles.chevron, expanded && styles.chevronOpen)}
            />
          </button>
        </div>
        <div id={detailsId} hidden={!expanded}>
          {expanded && details}
        </div>
      </footer>
    </article>
  );
}
