import { useMemo } from "react";
import type { Address } from "viem";
import { masterChefAbi } from "@griddle/sdk";
import { useAppChainConfig, useChainRead } from "../../../shared/chain/index.ts";

/** The manual CAKE pool is MasterChef's pool 0. */
const MANUAL_POOL_ID = 0n;

/**
 * The raw CAKE the auto vault has staked in MasterChef's manual CAKE pool, read with the page's batch:
 * the total value locked counts it once, in the pool. Undefined until read, or without a vault.
 */
export function useVaultStakeInManualPool(vault: Address | undefined): bigint | undefined {
  const masterChef = useAppChainConfig().contracts.masterChef;
  const call = useMemo(
    () =>
      vault === undefined
        ? undefined
        : ({
            address: masterChef,
            abi: masterChefAbi,
            functionName: "userInfo",
            args: [MANUAL_POOL_ID, vault],
          } as const),
    [masterChef, vault],
  );
  const stake = useChainRead(call).data;
  return stake === null || stake === undefined ? undefined : stake[0];
}
