import { useTranslation } from "../../../shared/i18n/index.ts";
import styles from "./InactiveListsSeparator.module.css";

/** Marks where results from lists the user has not turned on begin (spec 000 section 2, search view). */
export function InactiveListsSeparator() {
  const { t } = useTranslation();
  return (
    <div className={styles.separator} role="separator">
      <span>{t("Expanded results from inactive Token Lists")}</span>
    </div>
  );
}
