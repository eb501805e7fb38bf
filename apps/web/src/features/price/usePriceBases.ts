import { useMemo } from "react";
import { useAppChain, useAppChainConfig, useDeployment } from "../../shared/chain/index.ts";
import type { PriceBases } from "./model/PriceBases.ts";
import { resolvePriceBases } from "./model/resolvePriceBases.ts";

/** The app chain's price bases (BUSD, WBNB, CAKE); null when the chain has no BUSD to price against. */
export function usePriceBases(): PriceBases | null {
  const chainId = useAppChain().id;
  const { wbnb, cake } = useAppChainConfig().contracts;
  const deployment = useDeployment();
  return useMemo(
    () => resolvePriceBases(chainId, { wbnb, cake }, deployment),
    [chainId, wbnb, cake, deployment],
  );
}
