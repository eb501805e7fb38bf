import type { ReactNode } from "react";
import styles from "./DetailRow.module.css";

export interface DetailRowProps {
  label: string;
  /** Explains the figure; shown as the label's tooltip. */
  hint?: string;
  children: ReactNode;
  testId?: string;
}

/** A label and its figure on one line, as in the swap and liquidity summaries (inside a <dl>). */
export function DetailRow({ label, hint, children, testId }: DetailRowProps) {
  return (
    <div className={styles.row} data-testid={testId}>
      <dt className={styles.label} title={hint}>
        {label}
        {hint && (
          <span className={styles.hint} aria-hidden="true">
            ?
          </span>
        )}
      </dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
