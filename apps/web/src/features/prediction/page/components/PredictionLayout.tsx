import type { ReactNode } from "react";
import { classNames } from "../../../../shared/ui/index.ts";
import styles from "./PredictionLayout.module.css";

export interface PredictionLayoutProps {
  readonly header: ReactNode;
  /** The status notice and the rounds. */
  readonly children: ReactNode;
  /** The history pane while it is open: beside the rounds, above them on a phone. */
  readonly history?: ReactNode;
  /** The chart pane while it is open: under the rounds. */
  readonly chart?: ReactNode;
}

/** The prediction screen's frame: header, the rounds, and the history and chart panes when open. */
export function PredictionLayout({ header, children, history, chart }: PredictionLayoutProps) {
  return (
    <div className={styles.page}>
      {header}
      <div className={classNames(styles.body, history !== undefined && styles.withHistory)}>
        <div className={styles.main}>
          {children}
          {chart !== undefined && <section className={styles.chart}>{chart}</section>}
        </div>
        {history !== undefined && <aside className={styles.history}>{history}</aside>}
      </div>
    </div>
  );
}
