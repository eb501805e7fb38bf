import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button } from "../../../shared/ui/index.ts";
import type { COMPOUNDING_FREQUENCIES } from "../model/compoundingFrequencies.ts";
import type { ROI_DURATIONS } from "../model/roiDurations.ts";
import styles from "./RoiOptionGroup.module.css";

/** The choices' labels: translation keys. */
type RoiOptionLabel =
  (typeof ROI_DURATIONS)[number]["label"] | (typeof COMPOUNDING_FREQUENCIES)[number]["label"];

export interface RoiOptionGroupProps {
  /** The id of the visible heading that names the group. */
  readonly labelledBy: string;
  /** The choices, in order. */
  readonly options: readonly RoiOptionLabel[];
  readonly activeIndex: number;
  readonly onSelect: (index: number) => void;
  readonly disabled?: boolean;
  readonly testId: string;
}

/** A row of equal-width choices, the chosen one pressed ('Staked for', 'Compounding every'). */
export function RoiOptionGroup({
  labelledBy,
  options,
  activeIndex,
  onSelect,
  disabled = false,
  testId,
}: RoiOptionGroupProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-labelledby={labelledBy} className={styles.group} data-testid={testId}>
      {options.map((option, index) => (
        <Button
          key={option}
          size="sm"
          variant={index === activeIndex ? "primary" : "tertiary"}
          aria-pressed={index === activeIndex}
          className={styles.option}
          disabled={disabled}
          onClick={() => onSelect(index)}
        >
          {t(option)}
        </Button>
      ))}
    </div>
  );
}
