import { useTranslation } from "../../../shared/i18n/index.ts";
import { ArrowDownIcon, SwapVerticalIcon } from "../../../shared/ui/index.ts";
import styles from "./SwitchArrow.module.css";

/** The arrow between the two panels; pressing it switches the sides. */
export function SwitchArrow({ onSwitch }: { onSwitch: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.arrow} aria-label={t("Switch tokens")} onClick={onSwitch}>
      <ArrowDownIcon size={18} className={styles.down} />
      <SwapVerticalIcon size={18} className={styles.swap} />
    </button>
  );
}
