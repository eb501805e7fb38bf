import { useMemo } from "react";
import type { Address } from "viem";
import { useAppChain, useDeployment } from "../../../../shared/chain/index.ts";
import { resolveCakeVaultAddress } from "./model/resolveCakeVaultAddress.ts";

/** The auto CAKE vault of the app's chain, for its reads, writes and links; undefined on a chain without one. */
export function useCakeVaultAddress(): Address | undefined {
  const chainId = useAppChain().id;
  const deployment = useDeployment();
  return useMemo(() => resolveCakeVaultAddress(chainId, deployment) ?? undefined, [chainId, deployment]);
}
