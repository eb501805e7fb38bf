import type { ReactNode } from "react";
import { classNames } from "../../../../shared/ui/index.ts";
import styles from "./ChoiceTile.module.css";

export interface ChoiceTileProps {
  readonly selected: boolean;
  readonly onSelect: () => void;
  readonly disabled?: boolean;
  readonly testId: string;
  /** The picture, then the label. */
  readonly children: ReactNode;
}

/** One option of a setup step (a starter, a collectible, a team): a toggle button marked when chosen. */
export function ChoiceTile({ selected, onSelect, disabled = false, testId, children }: ChoiceTileProps) {
  return (
    <button
      type="button"
      className={classNames(styles.tile, selected && styles.selected)}
      aria-pressed={selected}
      disabled={disabled}
      onClick={onSelect}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
