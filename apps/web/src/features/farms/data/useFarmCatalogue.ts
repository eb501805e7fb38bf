import { useMemo } from "react";
import { useAppChain, useDeployment } from "../../../shared/chain/index.ts";
import type { FarmConfig } from "../model/Farm.ts";
import { selectFarmCatalogue } from "./model/selectFarmCatalogue.ts";

/** The app chain's farms: from the deployment locally, from the published catalogue on 56 and 97. */
export function useFarmCatalogue(): readonly FarmConfig[] {
  const chainId = useAppChain().id;
  const deployment = useDeployment();
  return useMemo(() => selectFarmCatalogue(chainId, deployment), [chainId, deployment]);
}
