import { useConnection } from "wagmi";
import { LOCAL_COLLECTIBLES } from "@griddle/sdk";
import { useApiUrl } from "../../shared/api/index.ts";
import { useLocale, useTranslation } from "../../shared/i18n/index.ts";
import {
  Button,
  Card,
  Heading,
  Notice,
  Page,
  PageHeader,
  Skeleton,
  TextLink,
} from "../../shared/ui/index.ts";
import { collectibleImageUrl, useClaimFlow, useCollectibleClaims } from "../collectibles/index.ts";
import { IfoShopperTasks } from "../ifo/index.ts";
import { ConnectWalletButton } from "../wallet/index.ts";
import { useProfile } from "./data/useProfile.ts";
import styles from "./TaskCenterPage.module.css";

/**
 * /profile/tasks (spec 001 section 2: Task Center): the collectibles the profile can claim, with their
 * points, and why one cannot be claimed yet.
 */
export default function TaskCenterPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { address: account } = useConnection();
  const { available, profile } = useProfile(account);
  const claims = useCollectibleClaims(account);
  const { claim, claiming } = useClaimFlow();
  const apiUrl = useApiUrl();

  const body = () => {
    if (!available) return <Notice>{t("Profiles are not available on this network.")}</Notice>;
    if (account === undefined)
      return (
        <Card className={styles.card}>
          <p>{t("Connect your wallet to see your tasks.")}</p>
          <ConnectWalletButton />
        </Card>
      );
    if (claims === undefined || profile === undefined) return <Skeleton height={200} />;
    return (
      <>
        {!profile?.isActive && (
          <Notice variant="warning">
            {t("You need an active profile to claim.")} <TextLink to="/profile">{t("Your Profile")}</TextLink>
          </Notice>
        )}
        <ul className={styles.list}>
          {claims.map((task) => {
            const collectible = LOCAL_COLLECTIBLES.find(({ bunnyId }) => bunnyId === task.bunnyId);
            const name = collectible?.name ?? `#${task.bunnyId}`;
            const image = collectible && collectibleImageUrl(apiUrl, collectible);
            return (
              <li key={task.contract}>
                <Card className={styles.task} data-testid={`task-${task.kind}`}>
                  {image && <img src={image} alt="" width={96} height={96} />}
                  <div className={styles.text}>
                    <Heading as="h3" scale="md">
                      {name}
                    </Heading>
                    <p>
                      {task.kind === "prediction"
                        ? t("Played a prediction round early on")
                        : t("Kept CAKE in the auto vault early on")}
                    </p>
                    <p className={styles.points}>
                      {t("+%count% points", { count: task.numberPoints.toLocaleString(locale) })}
                    </p>
                  </div>
                  {task.hasClaimed ? (
                    <span className={styles.done} data-testid="task-claimed">
                      {t("Claimed")}
                    </span>
                  ) : (
                    <Button
                      disabled={!task.canClaim}
                      isLoading={claiming === task.contract}
                      onClick={() => claim(task, name)}
                      data-testid="task-claim"
                    >
                      {task.canClaim ? t("Claim") : t("Not eligible")}
                    </Button>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
        <IfoShopperTasks account={account} />
      </>
    );
  };

  return (
    <Page>
      <PageHeader
        title={t("Task Center")}
        subtitle={t("Earn points by completing tasks and claiming collectibles")}
      />
      {body()}
    </Page>
  );
}
