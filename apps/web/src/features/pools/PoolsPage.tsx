import { useMemo, useState } from "react";
import { useLocation } from "react-router";
import { useConnection } from "wagmi";
import { useAppChain, useAppChainConfig } from "../../shared/chain/index.ts";
import { APP_NAME } from "../../shared/brand/appName.ts";
import { useTranslation } from "../../shared/i18n/index.ts";
import { useStoredPreference } from "../../shared/storage/useStoredPreference.ts";
import { Notice, PageBanner, parseViewMode, SEARCH_DEBOUNCE_MS } from "../../shared/ui/index.ts";
import { StakingPageLayout, stakingTabForPath } from "../staking/index.ts";
import { useDebouncedValue } from "../tokens/index.ts";
import { useIsMetaMaskPresent } from "../transactions/index.ts";
import { BountyCard } from "./stakePanel/vault/BountyCard.tsx";
import { usePools } from "./data/usePools.ts";
import { PoolControls } from "./page/components/PoolControls.tsx";
import { PoolList } from "./page/components/PoolList.tsx";
import type { PoolListContext } from "./page/model/describePoolItem.ts";
import { filterPoolItems } from "./page/model/filterPoolItems.ts";
import { hasStakeInFinishedPools } from "./page/model/hasStakeInFinishedPools.ts";
import { buildPoolListItems } from "./page/model/PoolListItem.ts";
import {
  parseStakedOnly,
  POOLS_STAKED_ONLY_STORAGE_KEY,
  POOLS_VIEW_MODE_STORAGE_KEY,
} from "./page/model/poolsPreferences.ts";
import { sortPoolItems, type PoolSortOption } from "./page/model/sortPoolItems.ts";
import { useVault } from "./vault/data/useVault.ts";

/** /pools (Live) and /pools/history (Finished): spec 000 section 2, Pools page. */
export default function PoolsPage() {
  const { t } = useTranslation();
  const tab = stakingTabForPath(useLocation().pathname);
  const { pools, isLoading, currentBlock } = usePools();
  const vault = useVault();
  const { address: account } = useConnection();
  const isMetaMask = useIsMetaMaskPresent();
  const chain = useAppChain();
  const vaultAddress = useAppChainConfig().contracts.cakeVault;

  const [viewMode, setViewMode] = useStoredPreference(POOLS_VIEW_MODE_STORAGE_KEY, parseViewMode);
  const [stakedOnly, setStakedOnly] = useStoredPreference(POOLS_STAKED_ONLY_STORAGE_KEY, parseStakedOnly);
  const [sort, setSort] = useState<PoolSortOption>("hot");
  const [query, setQuery] = useState("");
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);

  const items = useMemo(() => {
    const all = buildPoolListItems(pools, vault);
    return sortPoolItems(filterPoolItems(all, { tab, stakedOnly, query: debouncedQuery }), sort);
  }, [pools, vault, tab, stakedOnly, debouncedQuery, sort]);

  const context = useMemo<PoolListContext>(
    () => ({
      currentBlock,
      explorerUrl: chain.blockExplorers?.default.url,
      vaultAddress,
    }),
    [currentBlock, chain, vaultAddress],
  );

  return (
    <StakingPageLayout
      header={
        <PageBanner
          title={t("Enjoy %product% Pools", { product: APP_NAME })}
          taglines={[t("Stake Tokens to Earn"), t("With Low Risk and High APR.")]}
          aside={vault && <BountyCard vault={vault} />}
        />
      }
    >
      <PoolControls
        tab={tab}
        // The history path still works when typed, so its tab stays visible there.
        showFinishedTab={tab === "finished" || hasStakeInFinishedPools(pools)}
        viewMode={viewMode}
        onViewModeChange={setViewMode}
        stakedOnly={stakedOnly}
        onStakedOnlyChange={setStakedOnly}
        sort={sort}
        onSortChange={setSort}
        query={query}
        onQueryChange={setQuery}
      />
      {tab === "finished" && (
        <Notice variant="warning">
          {t("These pools are no longer distributing rewards. Please unstake your tokens.")}
        </Notice>
      )}
      <PoolList
        items={items}
        viewMode={viewMode}
        context={context}
        hasAccount={account !== undefined}
        canAddToken={account !== undefined && isMetaMask}
        isLoading={isLoading}
      />
    </StakingPageLayout>
  );
}
