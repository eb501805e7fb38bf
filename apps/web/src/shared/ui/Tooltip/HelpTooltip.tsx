import type { ReactNode } from "react";
import { InfoIcon } from "../icons/InfoIcon.tsx";
import { Tooltip } from "./Tooltip.tsx";
import styles from "./HelpTooltip.module.css";

export interface HelpTooltipProps {
  /** The explanation. */
  readonly content: ReactNode;
  /** The icon button's accessible name. */
  readonly label: string;
}

/**
 * A small info icon that shows an explanation on hover or focus. A click on it stays inside: it sits
 * in table rows that expand on click.
 */
export function HelpTooltip({ content, label }: HelpTooltipProps) {
  return (
    <Tooltip content={content}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={label}
        onClick={(event) => event.stopPropagation()}
      >
        <InfoIcon size={16} />
      </button>
    </Tooltip>
  );
}
