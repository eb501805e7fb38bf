import { useEffect, useImperativeHandle, useRef, type KeyboardEvent, type ReactNode, type Ref } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { isRowNavigationKey, nextFocusableRow, type RowNavigationKey } from "../model/nextFocusableRow.ts";
import styles from "./CurrencyList.module.css";

/** Spec 000 section 9, 'Lists': every row is this tall, and this much of the list shows at once. */
export const CURRENCY_ROW_HEIGHT = 56;
export const CURRENCY_LIST_HEIGHT = 390;

/** What takes focus in a row: its select or import button. */
const ROW_FOCUS_TARGET = "button:not(:disabled)";

export interface CurrencyListHandle {
  /** Moves focus as `key` would inside the list, entering it when focus is elsewhere; false if it did not move. */
  moveFocus: (key: RowNavigationKey) => boolean;
}

export interface CurrencyListProps {
  label: string;
  rowCount: number;
  rowKey: (index: number) => string;
  renderRow: (index: number) => ReactNode;
  /** Whether a row has a button to focus; the arrow keys pass over the others. */
  isRowFocusable: (index: number) => boolean;
  ref?: Ref<CurrencyListHandle>;
}

/** The index of the row holding the focused element, -1 when focus is outside the list. */
function focusedRowIndex(list: HTMLElement | null): number {
  const row = document.activeElement?.closest<HTMLElement>("[data-index]");
  return row && list?.contains(row) ? Number(row.dataset.index) : -1;
}

/**
 * A virtualised list: only the rows in view (and a few around them) are in the page. The arrow
 * keys, Home and End move focus from row to row, scrolling rows into the page as they go.
 */
export function CurrencyList({ label, rowCount, rowKey, renderRow, isRowFocusable, ref }: CurrencyListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  /** A row asked for focus before the virtualiser had rendered it. */
  const pendingFocusRow = useRef<number | undefined>(undefined);
  // The virtualiser re-renders this component itself on scroll; nothing here memoises its results.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CURRENCY_ROW_HEIGHT,
    getItemKey: rowKey,
    overscan: 4,
  });

  const focusPendingRow = () => {
    const index = pendingFocusRow.current;
    if (index === undefined) return;
    const target = scrollRef.current
      ?.querySelector(`[data-index="${index}"]`)
      ?.querySelector<HTMLElement>(ROW_FOCUS_TARGET);
    if (!target) return;
    pendingFocusRow.current = undefined;
    target.focus();
  };
  // Runs after every render: the one after the virtualiser scrolled a far row into the page focuses it.
  useEffect(focusPendingRow);

  const moveFocus = (key: RowNavigationKey): boolean => {
    const next = nextFocusableRow(focusedRowIndex(scrollRef.current), key, rowCount, isRowFocusable);
    if (next === undefined) return false;
    pendingFocusRow.current = next;
    virtualizer.scrollToIndex(next);
    focusPendingRow();
    return true;
  };
  useImperativeHandle(ref, () => ({ moveFocus }));

  const handleKeyDown = (event: KeyboardEvent) => {
    if (!isRowNavigationKey(event.key)) return;
    // The keys move focus, not the scroll position, even at either end of the list.
    event.preventDefault();
    moveFocus(event.key);
  };

  return (
    <div
      ref={scrollRef}
      className={styles.scroll}
      style={{ height: Math.min(CURRENCY_LIST_HEIGHT, rowCount * CURRENCY_ROW_HEIGHT) }}
      onKeyDown={handleKeyDown}
    >
      <ul className={styles.list} aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <li
            key={item.key}
            data-index={item.index}
            // Only some rows are in the page: these tell assistive technology where each one stands.
            aria-posinset={item.index + 1}
            aria-setsize={rowCount}
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
