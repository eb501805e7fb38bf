import { useTranslation } from "../../../../shared/i18n/index.ts";
import { classNames } from "../../../../shared/ui/index.ts";
import { FARM_TYPE_FILTERS, farmTypeFilterLabels, type FarmTypeFilter } from "../model/filterFarms.ts";
import styles from "./FarmTypeFilterButtons.module.css";

/** All, Core or Community farms: one pressed button of three. */
export function FarmTypeFilterButtons({
  value,
  onChange,
}: {
  value: FarmTypeFilter;
  onChange: (filter: FarmTypeFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.filters} role="group" aria-label={t("Farm type")}>
      {FARM_TYPE_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className={classNames(styles.filter, filter === value && styles.active)}
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
        >
          {t(farmTypeFilterLabels[filter])}
        </button>
      ))}
    </div>
  );
}
