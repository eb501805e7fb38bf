import { CAKE_DECIMALS } from "../../shared/chain/index.ts";
import { useTranslation } from "../../shared/i18n/index.ts";
import { IndexerNotice, useIndexerHealth } from "../../shared/indexer/index.ts";
import { useLiveLotterySummary } from "../lottery/index.ts";
import { useLiveRoundSummary } from "../prediction/index.ts";
import { CakeStatsCard } from "./components/CakeStatsCard.tsx";
import { EarnAprCard } from "./components/EarnAprCard.tsx";
import { FarmStakingCard } from "./components/FarmStakingCard.tsx";
import { HarvestingFarmStakingCard } from "./components/HarvestingFarmStakingCard.tsx";
import { HomeHero } from "./components/HomeHero.tsx";
import { LotteryRoundCard } from "./components/LotteryRoundCard.tsx";
import { PredictionRoundCard } from "./components/PredictionRoundCard.tsx";
import { TopAprCard } from "./components/TopAprCard.tsx";
import { TotalValueLockedCard } from "./components/TotalValueLockedCard.tsx";
import { useHomeData } from "./hooks/useHomeData.ts";
import styles from "./HomePage.module.css";

/** The home page (/): the platform's live figures, the account's CAKE and the way to the other areas. */
export default function HomePage() {
  const { t } = useTranslation();
  const data = useHomeData();
  const { accountData, cakePriceUsd, manualPool, lpRewardsUnavailable } = data;
  // The farms' LP-fee APRs are the home page's only indexed figures (the rest is read from the chain).
  const indexer = useIndexerHealth(lpRewardsUnavailable);
  const liveRound = useLiveRoundSummary();
  const liveLottery = useLiveLotterySummary();

  const farmStakingCard = {
    isConnected: accountData !== undefined,
    cakeToHarvest: accountData?.harvestList?.cakeToHarvest,
    cakeBalance: accountData?.cakeBalance,
    cakeDecimals: CAKE_DECIMALS,
    cakePriceUsd,
  };

  return (
    <div className={styles.page}>
      <HomeHero
        figures={
          accountData === undefined
            ? undefined
            : {
                stakedUsd: accountData.stakedUsd,
                cakeToHarvest: accountData.harvestList?.cakeToHarvest,
                cakeBalance: accountData.cakeBalance,
              }
        }
        cakeDecimals={CAKE_DECIMALS}
        cakePriceUsd={cakePriceUsd}
      />

      <IndexerNotice
        health={indexer}
        unavailableText={
          lpRewardsUnavailable
            ? t("LP rewards are unavailable right now: APRs show the CAKE rewards only.")
            : undefined
        }
      />

      <div className={styles.grid}>
        {accountData !== undefined && manualPool !== undefined ? (
          <HarvestingFarmStakingCard
            {...farmStakingCard}
            manualPool={manualPool}
            harvestList={accountData.harvestList}
          />
        ) : (
          <FarmStakingCard {...farmStakingCard} harvestCount={0} progress={null} onHarvestAll={undefined} />
        )}
        <CakeStatsCard stats={data.cakeStats} cakeDecimals={CAKE_DECIMALS} marketCapUsd={data.marketCapUsd} />
      </div>

      <div className={styles.grid}>
        <EarnAprCard highestApr={data.highestFarmApr} />
        <TotalValueLockedCard tvlUsd={data.tvlUsd} />
      </div>

      <div className={styles.grid}>
        <TopAprCard
          title={t("Top Farms")}
          entries={data.topFarms?.map(({ item, apr }) => ({
            id: String(item.pid),
            label: item.lpSymbol,
            apr,
          }))}
          to="/farms"
          linkLabel={t("View all Farms")}
          emptyText={t("No live farms yet.")}
          testId="home-top-farms"
        />
        <TopAprCard
          title={t("Top Syrup Pools")}
          entries={data.topPools?.map(({ item, apr }) => ({
            id: String(item.sousId),
            label: t("Stake %stakingSymbol% - Earn %earningSymbol%", {
              stakingSymbol: item.stakingToken.symbol,
              earningSymbol: item.earningToken.symbol,
            }),
            apr,
          }))}
          to="/pools"
          linkLabel={t("View all Pools")}
          emptyText={t("No live pools yet.")}
          testId="home-top-pools"
        />
      </div>

      <div className={styles.grid}>
        <LotteryRoundCard summary={liveLottery} cakePriceUsd={cakePriceUsd} />
        <PredictionRoundCard state={liveRound} />
      </div>
    </div>
  );
}
