import { decodeFunctionResult, encodeFunctionData, type Address, type Client, type Hex } from "viem";
import type { ChainCall } from "./callKey.ts";
import { multicallReadAbi } from "./multicallReadAbi.ts";
import { StaleBlockError } from "./StaleBlockError.ts";

/** What one call of a chunk returned: its return data, or its revert data when it failed. */
export interface RawCallResult {
  readonly success: boolean;
  readonly returnData: Hex;
}

export interface FetchChunkParameters {
  readonly multicallAddress: Address;
  readonly calls: readonly ChainCall[];
  /** The oldest block whose state the answer may reflect. */
  readonly minBlockNumber: number;
  readonly signal?: AbortSignal | undefined;
}

export interface FetchChunkReturnType {
  /** The block the calls ran at. */
  readonly blockNumber: number;
  /** One result per call, in the order of `calls`. */
  readonly results: readonly RawCallResult[];
}

/**
 * Makes one chunk of calls in a single eth_call of the multicall's `tryBlockAndAggregate`, which
 * tolerates failing calls and says which block it ran at. Throws StaleBlockError when that block is
 * older than `minBlockNumber`.
 */
export async function fetchChunk(
  client: Client,
  parameters: FetchChunkParameters,
): Promise<FetchChunkReturnType> {
  const { multicallAddress, calls, minBlockNumber, signal } = parameters;
  const data = encodeFunctionData({
    abi: multicallReadAbi,
    functionName: "tryBlockAndAggregate",
    args: [false, calls.map((chunkCall) => ({ target: chunkCall.address, callData: chunkCall.callData }))],
  });
  // A plain eth_call rather than viem's `call` action, whose deployless-call and error-decoding code
  // would weigh on every page's first load for nothing the read layer uses.
  const returned = await client.request<{
    Method: "eth_call";
    Parameters: [{ to: Address; data: Hex }, "latest"];
    ReturnType: Hex;
  }>(
    { method: "eth_call", params: [{ to: multicallAddress, data }, "latest"] },
    // Retries are the read layer's own, after 2.5-3.5 s; the transport must not add quick ones.
    { signal, retryCount: 0 },
  );
  const [blockNumber, , results] = decodeFunctionResult({
    abi: multicallReadAbi,
    functionName: "tryBlockAndAggregate",
    data: returned,
  });
  if (blockNumber < BigInt(minBlockNumber)) throw new StaleBlockError(Number(blockNumber), minBlockNumber);
  return { blockNumber: Number(blockNumber), results };
}
