import { useTranslation } from "../../../shared/i18n/index.ts";
import { Skeleton } from "../../../shared/ui/index.ts";
import styles from "../page/components/InfoTables.module.css";

/**
 * What a table shows before its first answer: skeleton rows while it loads, a plain line once the
 * read failed (the page's notice says why).
 */
export function LoadingRows({ failed }: { readonly failed: boolean }) {
  const { t } = useTranslation();
  if (failed) return <p className={styles.empty}>{t("No data yet")}</p>;
  return (
    <div role="status" aria-label={t("Loading…")}>
      <Skeleton height={24} />
      <Skeleton height={24} />
      <Skeleton height={24} />
    </div>
  );
}
