import { useMemo } from "react";
import { useAppChain, useDeployment } from "../../../shared/chain/index.ts";
import type { PoolCatalogue } from "./model/PoolCatalogue.ts";
import { selectPoolCatalogue } from "./model/selectPoolCatalogue.ts";

/** The app chain's pools: from the deployment locally, from the published catalogue on 56 and 97. */
export function usePoolCatalogue(): PoolCatalogue {
  const chainId = useAppChain().id;
  const deployment = useDeployment();
  return useMemo(() => selectPoolCatalogue(chainId, deployment), [chainId, deployment]);
}
