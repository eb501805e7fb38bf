import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button, Card, Heading } from "../../../shared/ui/index.ts";
import { ConnectWalletButton } from "../../wallet/index.ts";
import { CakeFigure } from "./CakeFigure.tsx";
import type { HarvestAllProgress } from "../hooks/useHarvestAll.ts";
import styles from "./FarmStakingCard.module.css";
import homeCard from "./homeCard.module.css";

export interface FarmStakingCardProps {
  readonly isConnected: boolean;
  /** Raw pending CAKE in farms and the manual CAKE pool; undefined while it loads. */
  readonly cakeToHarvest: bigint | undefined;
  /** Raw CAKE in the wallet; undefined while it loads. */
  readonly cakeBalance: bigint | undefined;
  readonly cakeDecimals: number;
  readonly cakePriceUsd: number | null;
  /** The harvests 'Harvest all' would send. */
  readonly harvestCount: number;
  /** Set while 'Harvest all' runs. */
  readonly progress: HarvestAllProgress | null;
  /** Undefined while 'Harvest all' cannot run yet (the pools are loading): the button stays disabled. */
  readonly onHarvestAll: (() => void) | undefined;
}

/**
 * 'Farms & Staking': the account's CAKE waiting to be harvested and in its wallet, and 'Harvest all',
 * which collects it with one transaction per farm (and the manual CAKE pool). Visitors see the figures
 * locked and the wallet connection in place of the button.
 */
export function FarmStakingCard({
  isConnected,
  cakeToHarvest,
  cakeBalance,
  cakeDecimals,
  cakePriceUsd,
  harvestCount,
  progress,
  onHarvestAll,
}: FarmStakingCardProps) {
  const { t } = useTranslation();
  return (
    <Card className={homeCard.card}>
      <Heading scale="xl" className={homeCard.title}>
        {t("Farms & Staking")}
      </Heading>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.label}>{t("CAKE to Harvest")}:</dt>
          <dd className={styles.value}>
            {isConnected ? (
              <CakeFigure
                raw={cakeToHarvest}
                decimals={cakeDecimals}
                priceUsd={cakePriceUsd}
                testId="home-cake-to-harvest"
              />
            ) : (
              <span className={styles.locked}>{t("Locked")}</span>
            )}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.label}>{t("CAKE in Wallet")}:</dt>
          <dd className={styles.value}>
            {isConnected ? (
              <CakeFigure
                raw={cakeBalance}
                decimals={cakeDecimals}
                priceUsd={cakePriceUsd}
                testId="home-cake-in-wallet"
              />
            ) : (
              <span className={styles.locked}>{t("Locked")}</span>
            )}
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        {isConnected ? (
          <Button
            fullWidth
            size="lg"
            disabled={harvestCount === 0 || onHarvestAll === undefined}
            isLoading={progress !== null}
            onClick={onHarvestAll}
          >
            {progress === null ? (
              t("Harvest all (%count%)", { count: harvestCount })
            ) : (
              // A live region without role="status": that role inside a button drops the text from
              // the button's accessible name, leaving a nameless button while the harvests run.
              <span aria-live="polite">
                {t("Collecting CAKE")} {progress.done}/{progress.total}
              </span>
            )}
          </Button>
        ) : (
          <ConnectWalletButton />
        )}
      </div>
    </Card>
  );
}
