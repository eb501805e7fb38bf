import type { ReactNode } from "react";
import styles from "./InfoLayout.module.css";

/** A labelled figure of a token's, pair's or account's header. */
export function Stat({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className={styles.stat}>
      <div className={styles.statLabel}>{label}</div>
      <p className={styles.statValue}>{children}</p>
    </div>
  );
}
