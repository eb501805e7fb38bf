import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { classNames } from "../classNames.ts";
import { ChevronDownIcon } from "../icons/ChevronDownIcon.tsx";
import { useDelayedUnmount } from "../useDelayedUnmount.ts";
import { ROW_EXPAND_MS } from "./listLayout.ts";
import styles from "./ExpandableRow.module.css";
import { RowStat } from "./RowStat.tsx";

/** One figure of a row's summary, under its label. */
export interface ExpandableRowColumn {
  readonly key: string;
  readonly label: string;
  readonly content: ReactNode;
  /** The narrowest screen that still shows it: phones, tablets (768 px and up) or desktops (1024 px and up). */
  readonly shownFrom: "phone" | "tablet" | "desktop";
}

export interface ExpandableRowProps {
  /** The logos and title on the left. */
  readonly name: ReactNode;
  readonly columns: readonly ExpandableRowColumn[];
  /** The details' left side: facts, links, badges. */
  readonly info: ReactNode;
  /** The details' right side: the action panels. */
  readonly actions: ReactNode;
  /** data-* attributes for the row (test ids, keys). */
  readonly data?: Readonly<Record<`data-${string}`, string>>;
}

const columnClass = {
  phone: undefined,
  tablet: styles.fromTablet,
  desktop: styles.fromDesktop,
} as const;

/** One list item as a table row; its details button opens its info and action panels beneath it. */
export function ExpandableRow({ name, columns, info, actions, data }: ExpandableRowProps) {
  const { t } = useTranslation();
  const detailsId = useId();
  const [expanded, setExpanded] = useState(false);
  const showDetails = useDelayedUnmount(expanded, ROW_EXPAND_MS);
  const toggle = () => setExpanded((open) => !open);
  return (
    <li className={styles.row} {...data}>
      {/* The button below is the keyboard and screen-reader control; the whole row is a larger click target. */}
      <div className={styles.summary} onClick={toggle}>
        <div className={styles.name}>{name}</div>
        {columns.map((column) => (
          <RowStat
            key={column.key}
            className={classNames(styles.column, columnClass[column.shownFrom])}
            label={column.label}
          >
            {column.content}
          </RowStat>
        ))}
        <button
          type="button"
          className={styles.expand}
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={(event) => {
            event.stopPropagation();
            toggle();
          }}
        >
          <span className={styles.expandLabel}>{expanded ? t("Hide") : t("Details")}</span>
          <ChevronDownIcon size={20} className={classNames(styles.chevron, expanded && styles.chevronOpen)} />
        </button>
      </div>
      <div id={detailsId} className={classNames(styles.details, expanded ? styles.opening : styles.closing)}>
        {showDetails && (
          <div className={styles.detailsContent}>
            <div className={styles.info}>{info}</div>
            {actions}
          </div>
        )}
      </div>
    </li>
  );
}
