import { useEffect, useMemo } from "react";
import type { Address } from "viem";
import { griddlePairAbi } from "@griddle/sdk";
import { useChainRead, useDeployment } from "../../shared/chain/index.ts";
import { computeCakePriceUsd } from "./model/computeCakePriceUsd.ts";
import { findCakePriceSources } from "./model/findCakePriceSources.ts";

function reservesOf(pair: Address | undefined) {
  return pair === undefined
    ? undefined
    : ({ address: pair, abi: griddlePairAbi, functionName: "getReserves" } as const);
}

/**
 * CAKE's price in US dollars, from the local deployment's CAKE-WBNB and WBNB-BUSD pools, read with
 * the page's other reads once per block. Null until the first read answers, when a pool is empty or
 * unreadable, and off the local chain (where the deployment, and so the pools, are unknown).
 */
export function useCakePriceUsd(): number | null {
  const deployment = useDeployment();
  const sources = useMemo(() => (deployment ? findCakePriceSources(deployment) : null), [deployment]);
  const cakeWbnbRead = useMemo(() => reservesOf(sources?.cakeWbnb.pair), [sources]);
  const wbnbBusdRead = useMemo(() => reservesOf(sources?.wbnbBusd.pair), [sources]);
  // Both reads join the same batched multicall request.
  const cakeWbnb = useChainRead(cakeWbnbRead);
  const wbnbBusd = useChainRead(wbnbBusdRead);
  const error = cakeWbnb.error ?? wbnbBusd.error;

  useEffect(() => {
    if (error) console.error("Reading CAKE's price pools failed", error);
  }, [error]);

  if (!sources || !cakeWbnb.data || !wbnbBusd.data) return null;
  const [cakeWbnb0, cakeWbnb1] = cakeWbnb.data;
  const [wbnbBusd0, wbnbBusd1] = wbnbBusd.data;
  return computeCakePriceUsd(sources, [cakeWbnb0, cakeWbnb1], [wbnbBusd0, wbnbBusd1]);
}
