import { useTranslation } from "../../shared/i18n/index.ts";
import { Card, Heading, LinkButton } from "../../shared/ui/index.ts";
import styles from "./CommunityAuctionsBanner.module.css";

/** The farms page's link to the auctions, as PancakeSwap's 'Community Auctions' banner. */
export function CommunityAuctionsBanner() {
  const { t } = useTranslation();
  return (
    <Card className={styles.banner} data-testid="farm-auction-banner">
      <div>
        <Heading as="h2" scale="md">
          {t("Community Auctions")}
        </Heading>
        <p className={styles.text}>{t("Projects bid CAKE for a week-long farm. See the live auction.")}</p>
      </div>
      <LinkButton to="/farms/auction" variant="secondary" size="sm">
        {t("Farm auction")}
      </LinkButton>
    </Card>
  );
}
