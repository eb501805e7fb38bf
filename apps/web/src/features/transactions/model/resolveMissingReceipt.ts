import type { TransactionDropReason } from "./TransactionRecord.ts";

/**
 * How long a transaction the node has never heard of may still be on its way there (a wallet that
 * broadcast through another node, propagation delay) before it counts as dropped. About ten blocks.
 */
export const DROPPED_GRACE_PERIOD_MS = 30_000;

/** What the node says about a transaction it has no receipt for. */
export interface MissingReceiptFacts {
  /** eth_getTransactionByHash found it: it is still waiting in the mempool. */
  readonly knownToNode: boolean;
  /** The transaction's nonce, when the app knows it. */
  readonly nonce: number | undefined;
  /** The sender's nonce at the latest block (transactions it has mined), when read. */
  readonly accountNonce: number | undefined;
  /** Milliseconds since the transaction was added. */
  readonly age: number;
}

/**
 * Decides the fate of a transaction without a receipt. A transaction the node forgot whose nonce the
 * sender has already used was replaced (a speed-up or cancel in the wallet); one the node forgot for
 * longer than the grace period was dropped (evicted, or lost with a restarted local chain). Anything
 * else is still pending.
 */
export function resolveMissingReceipt(facts: MissingReceiptFacts): "pending" | TransactionDropReason {
  if (facts.knownToNode) return "pending";
  if (facts.nonce !== undefined && facts.accountNonce !== undefined && facts.accountNonce > facts.nonce) {
    return "replaced";
  }
  return facts.age > DROPPED_GRACE_PERIOD_MS ? "dropped" : "pending";
}
