import { useMemo, useState } from "react";
import { useLocation } from "react-router";
import { useConnection } from "wagmi";
import { useAppChain } from "../../shared/chain/index.ts";
import { useTranslation } from "../../shared/i18n/index.ts";
import { Notice } from "../../shared/ui/index.ts";
import { useDebouncedValue } from "../tokens/index.ts";
import { useIsMetaMaskPresent } from "../transactions/index.ts";
import { BountyCard } from "./actions/vault/BountyCard.tsx";
import { usePools } from "./data/usePools.ts";
import { PoolControls } from "./page/components/PoolControls.tsx";
import { PoolList } from "./page/components/PoolList.tsx";
import { PoolsPageHeader } from "./page/components/PoolsPageHeader.tsx";
import { useStoredPreference } from "./page/hooks/useStoredPreference.ts";
import type { PoolListContext } from "./page/model/describePoolItem.ts";
import { filterPoolItems } from "./page/model/filterPoolItems.ts";
import { hasStakeInFinishedPools } from "./page/model/hasStakeInFinishedPools.ts";
import { buildPoolListItems } from "./page/model/PoolListItem.ts";
import { POOL_SEARCH_DEBOUNCE_MS } from "./page/model/poolsPageLayout.ts";
import {
  parsePoolsViewMode,
  parseStakedOnly,
  POOLS_STAKED_ONLY_STORAGE_KEY,
  POOLS_VIEW_MODE_STORAGE_KEY,
} from "./page/model/poolsPreferences.ts";
import { poolsTabForPath } from "./page/model/poolsTabForPath.ts";
import { sortPoolItems, type PoolSortOption } from "./page/model/sortPoolItems.ts";
import styles from "./PoolsPage.module.css";
import { useCakeVaultAddress } from "./vault/data/useCakeVaultAddress.ts";
import { useVault } from "./vault/data/useVault.ts";

/** /pools (Live) and /pools/history (Finished): spec 000 section 2, Pools page. */
export default function PoolsPage() {
  const { t } = useTranslation();
  const tab = poolsTabForPath(useLocation().pathname);
  const { pools, isLoading, currentBlock } = usePools();
  const vault = useVault();
  const { address: account } = useConnection();
  const isMetaMask = useIsMetaMaskPresent();
  const chain = useAppChain();
  const vaultAddress = useCakeVaultAddress();

  const [viewMode, setViewMode] = useStoredPreference(POOLS_VIEW_MODE_STORAGE_KEY, parsePoolsViewMode);
  const [stakedOnly, setStakedOnly] = useStoredPreference(POOLS_STAKED_ONLY_STORAGE_KEY, parseStakedOnly);
  const [sort, setSort] = useState<PoolSortOption>("hot");
  const [query, setQuery] = useState("");
  const debouncedQuery = useDebouncedValue(query, POOL_SEARCH_DEBOUNCE_MS);

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
    <div className={styles.page}>
      <PoolsPageHeader aside={vault && <BountyCard vault={vault} />} />
      <div className={styles.content}>
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
      </div>
    </div>
  );
}
