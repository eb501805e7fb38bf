import { useTranslation } from "../i18n/index.ts";
import styles from "./ChainUnavailablePage.module.css";

export interface ChainUnavailablePageProps {
  /** What went wrong and what to do, already translated. */
  title: string;
  /** The underlying error message, for the developer running the app. */
  detail: string;
  /** What `detail` is, translated; 'Error details' when absent. */
  detailLabel?: string;
}

/** Replaces the whole app when it cannot reach the chain it was built for, or waits for a new one. */
export function ChainUnavailablePage({ title, detail, detailLabel }: ChainUnavailablePageProps) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <div className={styles.panel} role="alert">
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.detailLabel}>{detailLabel ?? t("Error details")}</p>
        <code className={styles.detail}>{detail}</code>
      </div>
    </main>
  );
}
