import { useMemo } from "react";
import { useChainReads } from "../../../shared/chain/index.ts";
import { useTokenPricesUsd } from "../../price/index.ts";
import { computePoolApr } from "./model/computePoolApr.ts";
import { parsePoolPublicReads } from "./model/parsePoolPublicReads.ts";
import { poolPublicCalls } from "./model/poolPublicCalls.ts";
import { usePoolCatalogue } from "./usePoolCatalogue.ts";

/**
 * The manual CAKE pool's APR in percent (the vault's APY compounds it); null until read, when CAKE
 * has no price, or on a chain without the pool. Its reads are the same calls usePools makes, so the
 * batch carries them once.
 */
export function useManualPoolApr(): number | null {
  const catalogue = usePoolCatalogue();
  const manualPool = catalogue.pools.find((pool) => pool.sousId === 0);
  const calls = useMemo(
    () => (manualPool ? poolPublicCalls(manualPool, catalogue.totalStakedSource) : []),
    [manualPool, catalogue.totalStakedSource],
  );
  const { data } = useChainReads(calls, { enabled: manualPool !== undefined });
  const cakeTokens = useMemo(() => (manualPool ? [manualPool.stakingToken] : []), [manualPool]);
  const [cakePrice = null] = useTokenPricesUsd(cakeTokens);

  return useMemo(() => {
    if (!manualPool || data === undefined) return null;
    const state = parsePoolPublicReads(manualPool, data);
    if (state === null) return null;
    return computePoolApr({
      stakingTokenPrice: cakePrice,
      earningTokenPrice: cakePrice,
      totalStaked: state.totalStaked,
      stakingTokenDecimals: manualPool.stakingToken.decimals,
      tokenPerBlock: state.tokenPerBlock,
      earningTokenDecimals: manualPool.earningToken.decimals,
    });
  }, [manualPool, data, cakePrice]);
}
