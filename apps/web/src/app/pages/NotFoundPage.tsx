import { useTranslation } from "../../shared/i18n/index.ts";
import { Heading, LinkButton } from "../../shared/ui/index.ts";
import styles from "./StatusPage.module.css";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <Heading as="h1">{t("Page not found")}</Heading>
      <LinkButton to="/">{t("Back Home")}</LinkButton>
    </section>
  );
}
