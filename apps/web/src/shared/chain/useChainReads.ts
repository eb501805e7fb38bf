import { useCallback, useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import type { ContractFunctionParameters, MulticallContracts, MulticallResults, Narrow } from "viem";
import { toCallKey, type ChainCall } from "./reads/callKey.ts";
import { encodeContractCall } from "./reads/encodeContractCall.ts";
import { readContracts } from "./reads/readContracts.ts";
import { useAppChain } from "./useAppChainConfig.ts";
import { useChainReader } from "./useChainReader.ts";
import { useCurrentBlock } from "./useCurrentBlock.ts";

type ReadMutability = "pure" | "view";
type ReadResults<contracts extends readonly unknown[]> = MulticallResults<
  contracts,
  false,
  { mutability: ReadMutability }
>;

/** Mapped over a type parameter, so that tuples stay tuples and arrays stay arrays. */
type OrNullEach<results> = { readonly [index in keyof results]: results[index] | null };

/** Each read's value in order, null where the call reverted or its answer did not decode. */
export type ChainReadsData<contracts extends readonly unknown[]> = OrNullEach<ReadResults<contracts>>;

export interface ChainReadsState<data> {
  /** Undefined until the first answer; then the latest, kept while the next block's reads load. */
  readonly data: data | undefined;
  /** The block `data` was read at. */
  readonly blockNumber: number | undefined;
  /** True until the first answer arrives (not while a newer block loads behind the current data). */
  readonly isLoading: boolean;
  /** Why the latest reads failed as a whole (invalid call, node unreachable after the retries). */
  readonly error: Error | null;
  /** Reads the same calls again at the same block: a 'Retry' after an error. */
  readonly refetch: () => void;
}

export interface UseChainReadsOptions {
  /** False holds the reads back, e.g. until an account is connected. */
  readonly enabled?: boolean;
  /**
   * The block to read at (or after) in place of the latest: reads polled less often than every block
   * pass the block their poll last moved to. Undefined follows the latest block.
   */
  readonly blockNumber?: number | undefined;
}

/** Keeps entries for a few blocks: each key names one block, so older ones are never read again. */
const BLOCK_READS_GC_TIME_MS = 30_000;

interface PreparedReads {
  readonly calls: readonly ChainCall[];
  /** The call keys joined: what the reads are, whatever block they are read at. */
  readonly id: string;
}

function prepareReads(contracts: readonly ContractFunctionParameters[]): PreparedReads | Error {
  try {
    const calls = contracts.map(encodeContractCall);
    return { calls, id: calls.map(toCallKey).join(",") };
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

const READS_ID_INDEX = 3;

/**
 * Reads contract functions through the app's batched multicall reader, typed like wagmi's
 * useReadContracts. The reads of every component are sent together, once per new block (so they
 * pause while the tab is hidden, when blocks are not followed); a failing call gives null and leaves
 * the others intact. Pass a memoized array: the calls are encoded again whenever its identity changes.
 */
export function useChainReads<const contracts extends readonly unknown[]>(
  contracts: MulticallContracts<Narrow<contracts>, { mutability: ReadMutability }>,
  options: UseChainReadsOptions = {},
): ChainReadsState<ChainReadsData<contracts>> {
  const { enabled = true } = options;
  const reader = useChainReader();
  const chainId = useAppChain().id;
  const latestBlock = useCurrentBlock();
  const currentBlock = options.blockNumber ?? latestBlock;
  const list = contracts as readonly ContractFunctionParameters[];
  const prepared = useMemo(() => prepareReads(list), [list]);
  const ready = !(prepared instanceof Error);
  const readsId = ready ? prepared.id : "";

  const query = useQuery({
    queryKey: ["chainReads", chainId, reader.multicallAddress, readsId, currentBlock],
    queryFn: ({ signal }) =>
      readContracts(reader, {
        contracts: list,
        calls: ready ? prepared.calls : [],
        minBlockNumber: currentBlock ?? 0,
        signal,
      }),
    enabled: enabled && ready && currentBlock !== undefined,
    // The same reads' answer from the previous block stays on screen while the new block's loads;
    // other reads (another account, other tokens) never show it.
    placeholderData: (previousData, previousQuery) =>
      previousQuery?.queryKey[READS_ID_INDEX] === readsId ? previousData : undefined,
    staleTime: Infinity,
    gcTime: BLOCK_READS_GC_TIME_MS,
    // The reader retries failed chunks itself, after 2.5-3.5 s.
    retry: false,
  });

  const { refetch: refetchQuery } = query;
  const refetch = useCallback(() => void refetchQuery(), [refetchQuery]);
  return {
    data: query.data?.results as ChainReadsData<contracts> | undefined,
    blockNumber: query.data?.blockNumber,
    isLoading: enabled && ready && (currentBlock === undefined || query.isLoading),
    error: ready ? query.error : prepared,
    refetch,
  };
}
