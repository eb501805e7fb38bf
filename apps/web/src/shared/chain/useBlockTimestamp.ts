import { useMemo } from "react";
import { multicallReadAbi } from "./reads/multicallReadAbi.ts";
import { useAppChainConfig } from "./useAppChainConfig.ts";
import { useChainRead } from "./useChainRead.ts";
import type { ChainReadsState } from "./useChainReads.ts";

/**
 * The latest block's timestamp in seconds, from the multicall's getCurrentBlockTimestamp: the chain's
 * clock, which swap deadlines count from (block timestamp plus the user's deadline).
 */
export function useBlockTimestamp(): ChainReadsState<bigint | null> {
  const multicall = useAppChainConfig().contracts.multicall;
  const contract = useMemo(
    () => ({ address: multicall, abi: multicallReadAbi, functionName: "getCurrentBlockTimestamp" }) as const,
    [multicall],
  );
  return useChainRead(contract);
}
