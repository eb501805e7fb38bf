import type { ReactNode } from "react";
import styles from "./ListControls.module.css";

export interface ListControlsProps {
  /** The toggles: view, staked only, tabs, filters. */
  readonly start: ReactNode;
  /** Sort, search and help, which end up right-aligned. */
  readonly end: ReactNode;
}

/** The bar above a list (pools, farms); its two groups wrap onto full-width lines on a phone. */
export function ListControls({ start, end }: ListControlsProps) {
  return (
    <div className={styles.controls}>
      <div className={styles.group}>{start}</div>
      <div className={styles.group}>{end}</div>
    </div>
  );
}
