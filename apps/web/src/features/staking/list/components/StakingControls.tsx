import type { ReactNode } from "react";
import styles from "./StakingControls.module.css";

export interface StakingControlsProps {
  /** The toggles: view, staked only, tabs, filters. */
  readonly start: ReactNode;
  /** Sort, search and help, which end up right-aligned. */
  readonly end: ReactNode;
}

/** The bar above a pools or farms list; its two groups wrap onto full-width lines on a phone. */
export function StakingControls({ start, end }: StakingControlsProps) {
  return (
    <div className={styles.controls}>
      <div className={styles.group}>{start}</div>
      <div className={styles.group}>{end}</div>
    </div>
  );
}
