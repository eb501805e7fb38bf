import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Button } from "../../../../shared/ui/index.ts";
import styles from "./InfoLayout.module.css";

export interface ToggleOption<T extends string> {
  readonly id: T;
  /** English text, translated here. */
  readonly label: "Hourly" | "Daily" | "Line" | "Candles";
}

/** A small group of pressed buttons choosing one option. */
export function OptionToggle<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  readonly label: string;
  readonly options: readonly ToggleOption<T>[];
  readonly value: T;
  readonly onChange: (value: T) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.toggle} role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option.id}
          size="sm"
          variant={value === option.id ? "secondary" : "text"}
          aria-pressed={value === option.id}
          onClick={() => onChange(option.id)}
        >
          {t(option.label)}
        </Button>
      ))}
    </div>
  );
}
