import { useConnection } from "wagmi";
import { useAppChainConfig, useCurrentBlock } from "../../shared/chain/index.ts";
import { useTranslation } from "../../shared/i18n/index.ts";
import {
  Button,
  Card,
  LinkButton,
  Notice,
  Page,
  PageHeader,
  Skeleton,
  TextLink,
} from "../../shared/ui/index.ts";
import { useProfile } from "../profile/index.ts";
import { OfferingPools } from "./components/OfferingPools.tsx";
import { OfferingSummary } from "./components/OfferingSummary.tsx";
import { PastOfferings } from "./components/PastOfferings.tsx";
import { useOfferings } from "./data/useOfferings.ts";
import { offeringStatus } from "./model/offeringStatus.ts";
import styles from "./IfoPage.module.css";

/**
 * /ifo (spec 001 section 2: Initial Farm Offering): the current offering with its status, countdown
 * and pools, where an account with an active profile commits CAKE-BNB LP and harvests; the past
 * offerings below.
 */
export default function IfoPage() {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const { cake } = useAppChainConfig().contracts;
  const currentBlock = useCurrentBlock();
  const { available, offerings, lpBalance, isLoading, error, refetch } = useOfferings();
  const { profile } = useProfile(account);
  const current = offerings.find(({ definition }) => definition.isActive);
  const past = offerings.filter(({ definition }) => !definition.isActive);
  const canTakePart = profile?.isActive === true;

  const requirement = () => {
    if (account === undefined || profile === undefined || canTakePart) return null;
    return (
      <Notice variant="warning" title={t("You need an active profile to take part in an IFO")}>
        <span data-testid="ifo-profile-required">
          {profile === null
            ? t(
                "Offerings are for Griddle profiles: create one with a team and a collectible, then come back to commit.",
              )
            : t("Your profile is paused: reactivate it to commit.")}{" "}
          <TextLink to="/profile">{t("Your Profile")}</TextLink>
        </span>
      </Notice>
    );
  };

  const body = () => {
    if (!available) return <Notice>{t("Offerings are not available on this network.")}</Notice>;
    if (error && current?.pools.length === 0)
      return (
        <Notice variant="danger" title={t("Error fetching data")}>
          <Button size="sm" onClick={refetch}>
            {t("Retry")}
          </Button>
        </Notice>
      );
    if (current === undefined || (isLoading && current.pools.length === 0)) return <Skeleton height={320} />;
    const status = offeringStatus({ ...current, isActive: true }, currentBlock);
    return (
      <>
        <Card className={styles.current} data-testid="ifo-current">
          <OfferingSummary offering={current} status={status} currentBlock={currentBlock} />
          <div className={styles.links}>
            <LinkButton variant="secondary" size="sm" to={`/add/${cake}/BNB`} data-testid="ifo-get-lp">
              {t("Get %symbol%", { symbol: "LP" })}
            </LinkButton>
          </div>
          {requirement()}
          <OfferingPools
            offering={current}
            status={status}
            lpBalance={lpBalance}
            account={account}
            canTakePart={canTakePart}
          />
        </Card>
        <PastOfferings offerings={past} currentBlock={currentBlock} lpBalance={lpBalance} account={account} />
      </>
    );
  };

  return (
    <Page>
      <PageHeader
        title={t("Initial Farm Offering")}
        subtitle={t("Buy new tokens with CAKE-BNB LP: commit in the basic or the unlimited sale.")}
      />
      <div className={styles.body}>{body()}</div>
    </Page>
  );
}
