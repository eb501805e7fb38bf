import { useEffect } from "react";
import { useRouteError } from "react-router";
import { useTranslation } from "../../shared/i18n/index.ts";
import { Button, Heading, LinkButton } from "../../shared/ui/index.ts";
import styles from "./StatusPage.module.css";

/** Shown in place of a page that failed to load or render. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const message = error instanceof Error ? error.message : String(error);
  useEffect(() => {
    console.error("Page failed", error);
  }, [error]);
  return (
    <section className={styles.page} role="alert">
      <Heading as="h1">{t("Something went wrong")}</Heading>
      <p className={styles.detail}>{message}</p>
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>{t("Reload page")}</Button>
        <LinkButton to="/" variant="secondary">
          {t("Back Home")}
        </LinkButton>
      </div>
    </section>
  );
}
