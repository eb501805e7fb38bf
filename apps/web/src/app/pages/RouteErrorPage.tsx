import { useTranslation } from "../../shared/i18n/index.ts";
import { Button, Heading, LinkButton } from "../../shared/ui/index.ts";
import styles from "./StatusPage.module.css";

/** Shown in place of a page that failed to load or render (see RouteErrorBoundary). */
export function RouteErrorPage({ error }: { readonly error: unknown }) {
  const { t } = useTranslation();
  const message = error instanceof Error ? error.message : String(error);
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
