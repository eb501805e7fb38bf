import { useMemo } from "react";
import { griddlePairAbi, type Currency, type Pair } from "@griddle/sdk";
import { useAppChainConfig, useChainReads } from "../../../shared/chain/index.ts";
import type { PairState } from "../model/PairState.ts";
import { toPairCandidates, type PairCandidate } from "../model/toPairCandidates.ts";
import { toPairResults } from "../model/toPairResults.ts";

/**
 * Each currency pair's pool, read in one batch per block: addresses from CREATE2 (no factory call),
 * reserves from getReserves. Pass a memoized array: a new identity re-encodes the reads.
 */
export function usePairs(
  currencyPairs: readonly (readonly [Currency | undefined, Currency | undefined])[],
): readonly (readonly [PairState, Pair | null])[] {
  const { contracts, pairInitCodeHash } = useAppChainConfig();
  const candidates = useMemo(
    () => toPairCandidates(currencyPairs, { factory: contracts.factory, initCodeHash: pairInitCodeHash }),
    [currencyPairs, contracts.factory, pairInitCodeHash],
  );
  const reads = useMemo(
    () =>
      candidates
        .filter((candidate): candidate is PairCandidate => candidate !== null)
        .map(({ address }) => ({ address, abi: griddlePairAbi, functionName: "getReserves" }) as const),
    [candidates],
  );
  const { data } = useChainReads(reads);
  return useMemo(() => toPairResults(candidates, data), [candidates, data]);
}
