import { fallback, http, type Transport } from "@wagmi/core";

/**
 * Walks of all endpoints per request before it fails: one more after a short delay rides out a blip
 * that hit all three at once; more would only hold back the error that the callers (the read layer,
 * the block poll, the receipt checks) retry on their own schedule anyway.
 */
const FALLBACK_RETRY_COUNT = 1;

/**
 * The app's JSON-RPC transport: one endpoint as it is, or several in failover order (56 and 97).
 * Every request starts at the first endpoint and moves to the next only when one cannot answer, so
 * an endpoint that comes back is used again at once. viem's `rank` is left off on purpose: it would
 * reorder the endpoints by sampled latency, so the spec's order would not hold and a recovered first
 * endpoint would wait for the ranker to trust it again. The price: while the first endpoint hangs
 * rather than refuses, each request waits out its timeout before the next endpoint is tried.
 */
export function createChainTransport(rpcUrls: readonly string[]): Transport {
  const transports = rpcUrls.map((url) => http(url));
  const [only] = transports;
  if (transports.length === 1 && only) return only;
  return fallback(transports, { rank: false, retryCount: FALLBACK_RETRY_COUNT });
}
