import { useMemo, useState } from "react";
import { useLocation } from "react-router";
import { useConnection } from "wagmi";
import { useAppChain, useAppChainConfig } from "../../shared/chain/index.ts";
import { useTranslation } from "../../shared/i18n/index.ts";
import { IndexerNotice, useIndexerHealth } from "../../shared/indexer/index.ts";
import { useStoredPreference } from "../../shared/storage/useStoredPreference.ts";
import { Notice, PageBanner, parseViewMode, SEARCH_DEBOUNCE_MS } from "../../shared/ui/index.ts";
import { CommunityAuctionsBanner } from "../farmAuction/index.ts";
import { useCakePriceUsd } from "../price/index.ts";
import { StakingPageLayout, stakingTabForPath } from "../staking/index.ts";
import { useDebouncedValue } from "../tokens/index.ts";
import { useFarms } from "./data/useFarms.ts";
import { FarmControls } from "./page/components/FarmControls.tsx";
import { FarmList } from "./page/components/FarmList.tsx";
import type { FarmListContext } from "./page/model/describeFarm.ts";
import {
  farmStakedOnlySetting,
  FARMS_STAKED_ONLY_STORAGE_KEY,
  FARMS_VIEW_MODE_STORAGE_KEY,
  isFarmStakedOnly,
  parseFarmStakedOnly,
} from "./page/model/farmsPreferences.ts";
import { filterFarms, type FarmTypeFilter } from "./page/model/filterFarms.ts";
import { sortFarms, type FarmSortOption } from "./page/model/sortFarms.ts";

/** /farms (Live) and /farms/history (Finished). */
export default function FarmsPage() {
  const { t } = useTranslation();
  const tab = stakingTabForPath(useLocation().pathname);
  const { farms, isLoading, lpRewardsUnavailable } = useFarms();
  const indexer = useIndexerHealth(lpRewardsUnavailable);
  const { address: account } = useConnection();
  const chain = useAppChain();
  const { wbnb, farmAuction } = useAppChainConfig().contracts;
  const cakePriceUsd = useCakePriceUsd();

  const [viewMode, setViewMode] = useStoredPreference(FARMS_VIEW_MODE_STORAGE_KEY, parseViewMode);
  const [stakedOnlySetting, setStakedOnlySetting] = useStoredPreference(
    FARMS_STAKED_ONLY_STORAGE_KEY,
    parseFarmStakedOnly,
  );
  const stakedOnly = isFarmStakedOnly(stakedOnlySetting, tab);
  const [typeFilter, setTypeFilter] = useState<FarmTypeFilter>("all");
  const [sort, setSort] = useState<FarmSortOption>("hot");
  const [query, setQuery] = useState("");
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);

  const shown = useMemo(
    () => sortFarms(filterFarms(farms, { tab, stakedOnly, type: typeFilter, query: debouncedQuery }), sort),
    [farms, tab, stakedOnly, typeFilter, debouncedQuery, sort],
  );
  const context = useMemo<FarmListContext>(
    () => ({ cakePriceUsd, wrappedNative: wbnb, explorerUrl: chain.blockExplorers?.default.url }),
    [cakePriceUsd, wbnb, chain],
  );

  return (
    <StakingPageLayout
      header={<PageBanner title={t("Farms")} taglines={[t("Stake Liquidity Pool (LP) tokens to earn.")]} />}
    >
      {farmAuction !== undefined && <CommunityAuctionsBanner />}
      <FarmControls
        tab={tab}
        viewMode={viewMode}
        onViewModeChange={setViewMode}
        stakedOnly={stakedOnly}
        onStakedOnlyChange={(checked) => setStakedOnlySetting(farmStakedOnlySetting(checked))}
        typeFilter={typeFilter}
        onTypeFilterChange={setTypeFilter}
        sort={sort}
        onSortChange={setSort}
        query={query}
        onQueryChange={setQuery}
      />
      <IndexerNotice
        health={indexer}
        unavailableText={
          lpRewardsUnavailable
            ? t("LP rewards are unavailable right now: APRs show the CAKE rewards only.")
            : undefined
        }
      />
      {tab === "finished" && (
        <Notice variant="warning">
          {t("These farms are no longer distributing rewards. Please unstake your tokens.")}
        </Notice>
      )}
      <FarmList
        farms={shown}
        viewMode={viewMode}
        context={context}
        hasAccount={account !== undefined}
        isLoading={isLoading}
      />
    </StakingPageLayout>
  );
}
