import { useRef, type ReactNode } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import styles from "./CurrencyList.module.css";

/** Spec 000 section 9, 'Lists': every row is this tall, and this much of the list shows at once. */
export const CURRENCY_ROW_HEIGHT = 56;
export const CURRENCY_LIST_HEIGHT = 390;

export interface CurrencyListProps {
  label: string;
  rowCount: number;
  rowKey: (index: number) => string;
  renderRow: (index: number) => ReactNode;
}

/** A virtualised list: only the rows in view (and a few around them) are in the page. */
export function CurrencyList({ label, rowCount, rowKey, renderRow }: CurrencyListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualiser re-renders this component itself on scroll; nothing here memoises its results.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CURRENCY_ROW_HEIGHT,
    getItemKey: rowKey,
    overscan: 4,
  });
  return (
    <div
      ref={scrollRef}
      className={styles.scroll}
      style={{ height: Math.min(CURRENCY_LIST_HEIGHT, rowCount * CURRENCY_ROW_HEIGHT) }}
    >
      <ul className={styles.list} aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <li
            key={item.key}
            className={styles.item}
            style={{ height: CURRENCY_ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
          >
            {renderRow(item.index)}
          </li>
        ))}
      </ul>
    </div>
  );
}
