import { Fragment, useRef, type ReactNode } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { Button } from "../Button/Button.tsx";
import { ChevronDownIcon } from "../icons/ChevronDownIcon.tsx";
import { Skeleton } from "../Skeleton/Skeleton.tsx";
import { useVisibleCount } from "./useVisibleCount.ts";
import { LIST_STEP } from "./listLayout.ts";
import type { ViewMode } from "./ViewMode.ts";
import styles from "./InfiniteList.module.css";

export interface InfiniteListProps<Item> {
  readonly items: readonly Item[];
  readonly getKey: (item: Item) => string;
  readonly viewMode: ViewMode;
  /** True until the list's first read answers: the list shows placeholders. */
  readonly isLoading: boolean;
  /** The item as a table row: an ExpandableRow. */
  readonly renderRow: (item: Item) => ReactNode;
  /** The item as a card: an ExpandableCard. */
  readonly renderCard: (item: Item) => ReactNode;
  /** Said in place of the list when nothing matches the tab and filters. */
  readonly emptyText?: string;
}

function scrollBehavior(): ScrollBehavior {
  return matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/** A list's items (pools, farms) as table rows or cards, 12 more each time the end of the list scrolls into view. */
export function InfiniteList<Item>({
  items,
  getKey,
  viewMode,
  isLoading,
  renderRow,
  renderCard,
  emptyText,
}: InfiniteListProps<Item>) {
  const { t } = useTranslation();
  const topRef = useRef<HTMLDivElement>(null);
  const { visibleCount, markerRef } = useVisibleCount(LIST_STEP, items.length);
  const visible = items.slice(0, visibleCount);

  if (isLoading && items.length === 0) {
    return (
      <div className={styles.loading} aria-busy="true">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={72} />
        ))}
      </div>
    );
  }

  if (items.length === 0 && emptyText !== undefined) {
    return <p className={styles.empty}>{emptyText}</p>;
  }

  return (
    <div ref={topRef} className={styles.list}>
      {viewMode === "table" ? (
        <div className={styles.table}>
          <ul role="list" className={styles.rows}>
            {visible.map((item) => (
              <Fragment key={getKey(item)}>{renderRow(item)}</Fragment>
            ))}
          </ul>
          <div className={styles.toTop}>
            <Button
              variant="text"
              size="sm"
              endIcon={<ChevronDownIcon size={18} className={styles.up} />}
              onClick={() => topRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: "start" })}
            >
              {t("To Top")}
            </Button>
          </div>
        </div>
      ) : (
        <ul role="list" className={styles.cards}>
          {visible.map((item) => (
            <li key={getKey(item)} className={styles.cardItem}>
              {renderCard(item)}
            </li>
          ))}
        </ul>
      )}
      <div ref={markerRef} className={styles.marker} aria-hidden="true" />
    </div>
  );
}
