import type { ReactNode } from "react";
import { classNames } from "../../../../shared/ui/index.ts";
import styles from "./ActionPanelGroup.module.css";

export interface ActionPanelGroupProps {
  /** The earned panel, first. */
  readonly earned: ReactNode;
  /** The stake panel. */
  readonly stake: ReactNode;
  /** `row` lays them side by side (an expanded table row), `column` stacks them (a card). */
  readonly layout: "row" | "column";
}

/** A pool's or farm's two action panels: what was earned, and what is staked. */
export function ActionPanelGroup({ earned, stake, layout }: ActionPanelGroupProps) {
  return (
    <div className={classNames(styles.panels, styles[layout])}>
      <div className={styles.panel}>{earned}</div>
      <div className={styles.panel}>{stake}</div>
    </div>
  );
}
