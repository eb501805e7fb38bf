import type { Page, Request } from "playwright-core";
import type { Hex } from "viem";

/** One JSON-RPC HTTP request the page sent to the chain's node. */
export interface RpcRequestRecord {
  /** When the page sent it, in ms since the epoch (the test's clock). */
  readonly at: number;
  /** The JSON-RPC methods in it: several when the client batched them into one request. */
  readonly methods: readonly string[];
  /** The input data of each eth_call in it. */
  readonly callData: readonly Hex[];
}

interface JsonRpcCall {
  readonly method?: unknown;
  readonly params?: readonly [{ readonly data?: Hex }?, ...unknown[]];
}

function callsOf(request: Request): JsonRpcCall[] {
  const body: unknown = request.postDataJSON();
  return (Array.isArray(body) ? body : [body]) as JsonRpcCall[];
}

/**
 * Records every HTTP request the page sends to `rpcUrl`, from now on. The wallet's own requests do
 * not count: the injected test wallet forwards them from Node, outside the page.
 */
export function recordRpcRequests(page: Page, rpcUrl: string): RpcRequestRecord[] {
  const records: RpcRequestRecord[] = [];
  const origin = new URL(rpcUrl).origin;
  page.on("request", (request) => {
    if (request.method() !== "POST" || new URL(request.url()).origin !== origin) return;
    const calls = callsOf(request);
    records.push({
      at: Date.now(),
      methods: calls.map((call) => String(call.method)),
      callData: calls.flatMap((call) => (call.method === "eth_call" && call.params?.[0]?.data) || []),
    });
  });
  return records;
}
