import { useConnection } from "wagmi";
import { useTranslation } from "../../shared/i18n/index.ts";
import { Card, LinkButton, PageHeader, TextLink } from "../../shared/ui/index.ts";
import { SettingsButton } from "../settings/index.ts";
import { SwapAreaTabs } from "../swap/index.ts";
import { RecentTransactionsButton } from "../transactions/index.ts";
import styles from "./LiquidityPage.module.css";
import { PositionList, useLiquidityPositions } from "./positions/index.ts";

export default function LiquidityPage() {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const { pairs, isLoading } = useLiquidityPositions(account);
  return (
    <div className={styles.page}>
      <SwapAreaTabs />
      <Card padded={false} className={styles.card}>
        <PageHeader
          title={t("Liquidity")}
          subtitle={t("Add liquidity to receive LP tokens")}
          actions={
            <>
              <SettingsButton />
              <RecentTransactionsButton />
            </>
          }
        />
        <div className={styles.body}>
          <LinkButton to="/add" fullWidth>
            {t("Add Liquidity")}
          </LinkButton>
          <h2 className={styles.heading}>{t("Your Liquidity")}</h2>
          <PositionList connected={account !== undefined} isLoading={isLoading} pairs={pairs} />
          <p className={styles.hint}>
            {t("Don't see a pool you joined?")} <TextLink to="/find">{t("Import it.")}</TextLink>
          </p>
          <p className={styles.hint}>
            {t("Or, if you staked your LP tokens in a farm, unstake them to see them here.")}
          </p>
        </div>
      </Card>
    </div>
  );
}
