import type { ReactNode } from "react";
import { APP_NAME } from "../../../../shared/brand/appName.ts";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import styles from "./PoolsPageHeader.module.css";

/** 'Enjoy Griddle Pools' and its tagline, with `aside` (the bounty card) beside them. */
export function PoolsPageHeader({ aside }: { aside?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h1 className={styles.title}>{t("Enjoy %product% Pools", { product: APP_NAME })}</h1>
          <p className={styles.tagline}>{t("Stake Tokens to Earn")}</p>
          <p className={styles.tagline}>{t("With Low Risk and High APR.")}</p>
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
    </header>
  );
}
