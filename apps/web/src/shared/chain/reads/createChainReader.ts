import type { Address, Client, Hex } from "viem";
import { parseCallKey, toCallKey, type ChainCall } from "./callKey.ts";
import { chunkCalls, MAX_CALLS_PER_CHUNK } from "./chunkCalls.ts";
import { fetchChunk, type FetchChunkReturnType } from "./fetchChunk.ts";
import { withRetries } from "./withRetries.ts";

export interface ChainReadParameters {
  readonly calls: readonly ChainCall[];
  /** The oldest block the answers may come from: the block the caller is showing. */
  readonly minBlockNumber: number;
  /** Drops this read; the requests behind it stop once no other read needs them. */
  readonly signal?: AbortSignal | undefined;
}

export interface ChainReadReturnType {
  /** The block the answers come from (the oldest, when they span chunks run at different blocks). */
  readonly blockNumber: number;
  /** Per call, in order: its return data, or null when the call reverted. */
  readonly returnData: readonly (Hex | null)[];
}

export interface ChainReader {
  readonly multicallAddress: Address;
  read(parameters: ChainReadParameters): Promise<ChainReadReturnType>;
}

export interface CreateChainReaderOptions {
  readonly client: Client;
  readonly multicallAddress: Address;
  readonly maxCallsPerChunk?: number;
  /** Retries of a failed chunk (see withRetries). */
  readonly retries?: number;
  /** Places each retry delay within 2.5-3.5 s; tests pin it. */
  readonly random?: () => number;
}

interface PendingRead {
  readonly keys: readonly string[];
  readonly minBlockNumber: number;
  readonly resolve: (value: ChainReadReturnType) => void;
  readonly reject: (reason: unknown) => void;
  settled: boolean;
  /** Set once the read joins a batch: tells the batch one fewer reader waits for it. */
  leaveBatch: () => void;
  stopListening: () => void;
}

/**
 * The app's one multicall reader. Every read requested in the same tick, by any component, joins one
 * batch: identical calls are made once, the distinct calls are split into chunks of at most 500, and
 * each chunk is one eth_call, checked against the oldest acceptable block and retried on failure.
 */
export function createChainReader(options: CreateChainReaderOptions): ChainReader {
  const { client, multicallAddress, maxCallsPerChunk = MAX_CALLS_PER_CHUNK, retries, random } = options;
  let pending: PendingRead[] = [];

  function runBatch(reads: readonly PendingRead[]): void {
    const indexByKey = new Map<string, number>();
    for (const read of reads) {
      for (const key of read.keys) if (!indexByKey.has(key)) indexByKey.set(key, indexByKey.size);
    }
    // Reads of one tick come from components showing the same block; a newer answer suits them all.
    const minBlockNumber = Math.max(...reads.map((read) => read.minBlockNumber));
    const controller = new AbortController();
    const chunks = chunkCalls([...indexByKey.keys()], maxCallsPerChunk).map((keys) =>
      withRetries(
        () =>
          fetchChunk(client, {
            multicallAddress,
            calls: keys.map(parseCallKey),
            minBlockNumber,
            signal: controller.signal,
          }),
        { retries, random, signal: controller.signal },
      ),
    );
    // A chunk's failure is delivered to every read that needs it (below); this only keeps a chunk
    // that no read waits for any more (all were cancelled) from being reported as unhandled.
    for (const chunk of chunks) chunk.catch(() => undefined);

    let waiting = reads.length;
    const leaveBatch = (): void => {
      waiting -= 1;
      if (waiting === 0) controller.abort();
    };
    for (const read of reads) {
      read.leaveBatch = leaveBatch;
      const positions = read.keys.map((key) => indexByKey.get(key) ?? 0);
      const chunkIndexes = [...new Set(positions.map((position) => Math.floor(position / maxCallsPerChunk)))];
      Promise.all(chunkIndexes.map((index) => chunks[index] as Promise<FetchChunkReturnType>)).then(
        (answers) => {
          const answerByChunk = new Map(chunkIndexes.map((index, at) => [index, answers[at]]));
          const returnData = positions.map((position) => {
            const answer = answerByChunk.get(Math.floor(position / maxCallsPerChunk));
            const result = answer?.results[position % maxCallsPerChunk];
            return result?.success ? result.returnData : null;
          });
          const blockNumber = Math.min(...answers.map((answer) => answer.blockNumber));
          settle(read, () => read.resolve({ blockNumber, returnData }));
        },
        (error: unknown) => settle(read, () => read.reject(error)),
      );
    }
  }

  function settle(read: PendingRead, deliver: () => void): void {
    if (read.settled) return;
    read.settled = true;
    read.stopListening();
    deliver();
    read.leaveBatch();
  }

  function flush(): void {
    const reads = pending.filter((read) => !read.settled);
    pending = [];
    if (reads.length > 0) runBatch(reads);
  }

  async function read(parameters: ChainReadParameters): Promise<ChainReadReturnType> {
    const { calls, minBlockNumber, signal } = parameters;
    signal?.throwIfAborted();
    const keys = calls.map(toCallKey);
    if (keys.length === 0) return { blockNumber: minBlockNumber, returnData: [] };
    return new Promise((resolve, reject) => {
      const pendingRead: PendingRead = {
        keys,
        minBlockNumber,
        resolve,
        reject,
        settled: false,
        leaveBatch: () => undefined,
        stopListening: () => undefined,
      };
      if (signal) {
        const onAbort = (): void => settle(pendingRead, () => reject(signal.reason));
        signal.addEventListener("abort", onAbort, { once: true });
        pendingRead.stopListening = () => signal.removeEventListener("abort", onAbort);
      }
      pending.push(pendingRead);
      // A zero timeout lets every component that renders for this block add its reads first.
      if (pending.length === 1) setTimeout(flush, 0);
    });
  }

  return { multicallAddress, read };
}
