import { useEffect, useMemo } from "react";
import { parseAbi } from "viem";
import { useReadContracts } from "wagmi";
import { useCurrentBlock, useDeployment } from "../../shared/chain/index.ts";
import { computeCakePriceUsd } from "./model/computeCakePriceUsd.ts";
import { findCakePriceSources } from "./model/findCakePriceSources.ts";

// Until the ABIs generated from the deployment exist (packages/sdk/src/abis/generated), the one
// pair function this hook reads.
const pairAbi = parseAbi([
  "function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)",
]);

/**
 * CAKE's price in US dollars, from the local deployment's CAKE-WBNB and WBNB-BUSD pools, refreshed
 * every block. Null until the first read answers, when a pool is empty, and off the local chain
 * (where the deployment, and so the pools, are unknown).
 */
export function useCakePriceUsd(): number | null {
  const deployment = useDeployment();
  const currentBlock = useCurrentBlock();
  const sources = useMemo(() => (deployment ? findCakePriceSources(deployment) : null), [deployment]);

  const { data, error, refetch } = useReadContracts({
    allowFailure: false,
    contracts: sources
      ? [
          { address: sources.cakeWbnb.pair, abi: pairAbi, functionName: "getReserves" },
          { address: sources.wbnbBusd.pair, abi: pairAbi, functionName: "getReserves" },
        ]
      : undefined,
    query: { enabled: sources !== null },
  });

  useEffect(() => {
    if (sources && currentBlock !== undefined) void refetch();
  }, [sources, currentBlock, refetch]);

  useEffect(() => {
    if (error) console.error("Reading CAKE's price pools failed", error);
  }, [error]);

  if (!sources || !data) return null;
  const [[cakeWbnb0, cakeWbnb1], [wbnbBusd0, wbnbBusd1]] = data;
  return computeCakePriceUsd(sources, [cakeWbnb0, cakeWbnb1], [wbnbBusd0, wbnbBusd1]);
}
