import { useMemo } from "react";
import type { Address } from "viem";
import { multicallReadAbi } from "./reads/multicallReadAbi.ts";
import { useAppChainConfig } from "./useAppChainConfig.ts";
import { useChainReads, type ChainReadsState, type UseChainReadsOptions } from "./useChainReads.ts";

/**
 * The native (BNB) balance of each address, in wei, read through the multicall's getEthBalance so
 * that balances ride in the same batch as every other read instead of one eth_getBalance each.
 */
export function useNativeBalances(
  addresses: readonly Address[],
  options: UseChainReadsOptions = {},
): ChainReadsState<readonly (bigint | null)[]> {
  const multicall = useAppChainConfig().contracts.multicall;
  const contracts = useMemo(
    () =>
      addresses.map(
        (address) =>
          ({
            address: multicall,
            abi: multicallReadAbi,
            functionName: "getEthBalance",
            args: [address],
          }) as const,
      ),
    [addresses, multicall],
  );
  return useChainReads(contracts, options);
}
