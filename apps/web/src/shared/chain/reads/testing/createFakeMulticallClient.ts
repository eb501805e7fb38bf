import { createClient, custom, decodeFunctionData, encodeFunctionResult, zeroHash, type Client } from "viem";
import type { ChainCall } from "../callKey.ts";
import type { RawCallResult } from "../fetchChunk.ts";
import { multicallReadAbi } from "../multicallReadAbi.ts";

export interface FakeMulticallOptions {
  /** What one call returns. */
  readonly answer: (call: ChainCall) => RawCallResult;
  /** The block the n-th eth_call (from 0) runs at; 100 unless given. */
  readonly blockNumber?: (requestIndex: number) => number;
  /** Runs before the n-th eth_call answers: a test can hold it open or make it fail. */
  readonly beforeAnswer?: (requestIndex: number, signal: AbortSignal | undefined) => Promise<void>;
}

export interface FakeMulticallClient {
  readonly client: Client;
  /** The calls of every eth_call made so far, in order. */
  readonly requests: ChainCall[][];
}

/**
 * A viem client whose node only knows the multicall's tryBlockAndAggregate: for unit tests that need
 * exact control of blocks, failures and timing, which a real chain cannot give deterministically.
 */
export function createFakeMulticallClient(options: FakeMulticallOptions): FakeMulticallClient {
  const requests: ChainCall[][] = [];
  const request = async (
    { method, params }: { method: string; params?: unknown },
    requestOptions?: { signal?: AbortSignal | undefined },
  ): Promise<unknown> => {
    if (method !== "eth_call") throw new Error(`The fake node does not answer ${method}`);
    const [transaction] = params as [{ data: `0x${string}` }];
    const { functionName, args } = decodeFunctionData({ abi: multicallReadAbi, data: transaction.data });
    if (functionName !== "tryBlockAndAggregate")
      throw new Error(`The fake node does not answer ${functionName}`);
    const [, multicallCalls] = args;
    const calls = multicallCalls.map(({ target, callData }) => ({ address: target, callData }));
    const requestIndex = requests.length;
    requests.push(calls);
    await options.beforeAnswer?.(requestIndex, requestOptions?.signal);
    return encodeFunctionResult({
      abi: multicallReadAbi,
      functionName: "tryBlockAndAggregate",
      result: [BigInt(options.blockNumber?.(requestIndex) ?? 100), zeroHash, calls.map(options.answer)],
    });
  };
  return { client: createClient({ transport: custom({ request }) }), requests };
}
