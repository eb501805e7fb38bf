import { useId, type ReactNode } from "react";
import styles from "./ActionPanel.module.css";

export interface ActionPanelProps {
  /** The small caption above the panel ('DOGE Earned', 'Enable pool', 'Start earning'). */
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly testId?: string;
}

/** One of a pool's or farm's action panels: a caption over a line of figures and buttons. */
export function ActionPanel({ title, children, testId }: ActionPanelProps) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid={testId}>
      <p id={titleId} className={styles.title}>
        {title}
      </p>
      <div className={styles.content}>{children}</div>
    </section>
  );
}
