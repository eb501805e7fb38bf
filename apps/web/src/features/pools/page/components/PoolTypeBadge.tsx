import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Badge, InfoIcon, Tooltip } from "../../../../shared/ui/index.ts";
import styles from "./PoolTypeBadge.module.css";

/** The Auto or Manual badge with the tooltip that says what it means (spec 000 section 2, Pools page). */
export function PoolTypeBadge({ isAutoVault }: { isAutoVault: boolean }) {
  const { t } = useTranslation();
  const explanation = isAutoVault
    ? t("Any funds you stake in this pool will be automagically harvested and restaked (compounded) for you.")
    : t("You must harvest and compound your earnings from this pool manually.");
  return (
    <span className={styles.badge}>
      <Badge kind={isAutoVault ? "auto" : "manual"} />
      <Tooltip content={explanation}>
        <button
          type="button"
          className={styles.help}
          aria-label={isAutoVault ? t("About auto pools") : t("About manual pools")}
        >
          <InfoIcon size={18} />
        </button>
      </Tooltip>
    </span>
  );
}
