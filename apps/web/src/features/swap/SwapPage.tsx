import { useLocation } from "react-router";
import { useTranslation } from "../../shared/i18n/index.ts";
import { Card, PageHeader } from "../../shared/ui/index.ts";
import { SettingsButton } from "../settings/index.ts";
import { RecentTransactionsButton } from "../transactions/index.ts";
import { SwapAreaTabs } from "./components/SwapAreaTabs.tsx";
import { SwapForm } from "./components/SwapForm.tsx";
import styles from "./SwapPage.module.css";

export default function SwapPage() {
  const { t } = useTranslation();
  // A new query string (a link to /swap?outputCurrency=…) starts the form afresh from it.
  const { search } = useLocation();
  return (
    <div className={styles.page}>
      <SwapAreaTabs />
      <Card padded={false} className={styles.card}>
        <PageHeader
          title={t("Exchange")}
          subtitle={t("Start trading tokens right away.")}
          actions={
            <>
              <SettingsButton />
              <RecentTransactionsButton />
            </>
          }
        />
        <SwapForm key={search} />
      </Card>
    </div>
  );
}
