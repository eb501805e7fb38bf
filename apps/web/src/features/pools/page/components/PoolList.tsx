import { useRef } from "react";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, ChevronDownIcon, Skeleton } from "../../../../shared/ui/index.ts";
import { useVisibleCount } from "../hooks/useVisibleCount.ts";
import { describePoolItem, type PoolListContext } from "../model/describePoolItem.ts";
import type { PoolListItem } from "../model/PoolListItem.ts";
import type { PoolsViewMode } from "../model/poolsPreferences.ts";
import { POOLS_PAGE_STEP } from "../model/poolsPageLayout.ts";
import { PoolCard } from "./PoolCard.tsx";
import styles from "./PoolList.module.css";
import { PoolTableRow } from "./PoolTableRow.tsx";

export interface PoolListProps {
  readonly items: readonly PoolListItem[];
  readonly viewMode: PoolsViewMode;
  readonly context: PoolListContext;
  readonly hasAccount: boolean;
  readonly canAddToken: boolean;
  /** True until the pools' first read answers: the list shows placeholders. */
  readonly isLoading: boolean;
}

function scrollBehavior(): ScrollBehavior {
  return matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/** The pools as table rows or cards, 12 more each time the end of the list scrolls into view. */
export function PoolList({ items, viewMode, context, hasAccount, canAddToken, isLoading }: PoolListProps) {
  const { t } = useTranslation();
  const topRef = useRef<HTMLDivElement>(null);
  const { visibleCount, markerRef } = useVisibleCount(POOLS_PAGE_STEP, items.length);
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

  return (
    <div ref={topRef} className={styles.list}>
      {viewMode === "table" ? (
        <div className={styles.table}>
          <ul role="list" className={styles.rows}>
            {visible.map((item) => (
              <PoolTableRow
                key={item.key}
                item={item}
                description={describePoolItem(item, context)}
                hasAccount={hasAccount}
                canAddToken={canAddToken}
              />
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
            <li key={item.key} className={styles.cardItem}>
              <PoolCard item={item} description={describePoolItem(item, context)} canAddToken={canAddToken} />
            </li>
          ))}
        </ul>
      )}
      <div ref={markerRef} className={styles.marker} aria-hidden="true" />
    </div>
  );
}
