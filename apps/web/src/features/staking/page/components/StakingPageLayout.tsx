import type { ReactNode } from "react";
import styles from "./StakingPageLayout.module.css";

/** The pools and farms pages' frame: their banner, then their controls, notices and list. */
export function StakingPageLayout({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      {header}
      <div className={styles.content}>{children}</div>
    </div>
  );
}
