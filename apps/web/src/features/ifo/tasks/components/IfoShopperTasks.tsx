import type { Address } from "viem";
import { IFO_SHOPPER_BADGE } from "@griddle/sdk";
import { useApiUrl } from "../../../../shared/api/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, Card, Heading, Skeleton, TextLink } from "../../../../shared/ui/index.ts";
import { useIfoShopperTasks } from "../data/useIfoShopperTasks.ts";
import { useClaimIfoPoints } from "../hooks/useClaimIfoPoints.ts";
import styles from "./IfoShopperTasks.module.css";

export interface IfoShopperTasksProps {
  readonly account: Address;
}

/**
 * The Task Center's offering points (spec 001 section 3: the 'IFO Shopper: %title%' achievements):
 * one claim per offering the account committed to, claimable once it harvested every pool and
 * committed at least the threshold.
 */
export function IfoShopperTasks({ account }: IfoShopperTasksProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const tasks = useIfoShopperTasks(account);
  const { claim, claiming } = useClaimIfoPoints();
  const apiUrl = useApiUrl();
  if (tasks === undefined) return <Skeleton height={120} />;
  if (tasks.length === 0)
    return (
      <Card className={styles.empty}>
        <Heading as="h3" scale="md">
          {t("Offering points")}
        </Heading>
        <p>
          {t("Commit more than $5 worth of LP in an IFO, then harvest, to earn its IFO Shopper achievement.")}{" "}
          <TextLink to="/ifo">{t("Initial Farm Offering")}</TextLink>
        </p>
      </Card>
    );
  return (
    <ul className={styles.list}>
      {tasks.map((task) => {
        const title = task.offering.definition.name;
        const reason = !task.collected
          ? t("Harvest your tokens first")
          : task.committed < task.thresholdToClaim
            ? t("Committed less than $5 worth of LP")
            : t("Not eligible");
        return (
          <li key={task.offering.address}>
            <Card className={styles.task} data-testid={`task-ifo-${task.offering.definition.id}`}>
              {apiUrl && (
                <img
                  src={`${apiUrl}/images/achievements/${IFO_SHOPPER_BADGE}`}
                  alt=""
                  width={96}
                  height={96}
                />
              )}
              <div className={styles.text}>
                <Heading as="h3" scale="md">
                  {t("IFO Shopper: %title%", { title })}
                </Heading>
                <p>{t("Committed more than $5 worth of LP in the %title% IFO", { title })}</p>
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
                  isLoading={claiming === task.offering.address}
                  onClick={() => claim(task)}
                  title={task.canClaim ? undefined : reason}
                  data-testid="task-claim"
                >
                  {task.canClaim ? t("Claim") : reason}
                </Button>
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
