import { useCakePriceUsd } from "../../features/price/index.ts";
import { formatUsdPrice } from "../../shared/format/index.ts";
import { useLocale, useTranslation } from "../../shared/i18n/index.ts";
import { VisuallyHidden } from "../../shared/ui/index.ts";
import { APP_NAME } from "../../shared/brand/appName.ts";
import { GriddleLogo } from "../../shared/brand/GriddleLogo.tsx";
import styles from "./Footer.module.css";

const SUPPORT_EMAIL = "support@griddle.finance";

/** The footer reads CAKE's price itself: each block's new price then re-renders it, not the layout. */
export function Footer() {
  const { t } = useTranslation();
  const locale = useLocale();
  const cakePriceUsd = useCakePriceUsd();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <span className={styles.brand}>
          <GriddleLogo size={24} />
          {APP_NAME}
        </span>
        <a className={styles.help} href={`mailto:${SUPPORT_EMAIL}`}>
          {t("Need help ?")}
        </a>
        {cakePriceUsd !== null && (
          <p className={styles.price}>
            <VisuallyHidden>{t("CAKE price")}</VisuallyHidden>
            <span className={styles.priceToken} aria-hidden="true">
              CAKE
            </span>
            {formatUsdPrice(cakePriceUsd, locale)}
          </p>
        )}
      </div>
    </footer>
  );
}
