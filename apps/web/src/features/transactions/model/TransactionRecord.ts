import type { Address, Hex } from "viem";

/** An approval the transaction grants: what 'pending approval' looks for (spec 000 section 4). */
export interface TransactionApproval {
  readonly tokenAddress: Address;
  readonly spender: Address;
}

export interface TransactionClaim {
  readonly recipient: Address;
}

/** The parts of a receipt the app keeps; `status` is 1 for success, 0 for a revert. */
export interface TransactionReceiptRecord {
  readonly blockHash: Hex;
  readonly blockNumber: number;
  readonly contractAddress?: Address;
  readonly from: Address;
  readonly status?: number;
  readonly to?: Address;
  readonly transactionHash: Hex;
  readonly transactionIndex: number;
}

/**
 * Why a transaction without a receipt stopped being pending: another transaction with its nonce was
 * mined ('replaced', e.g. a wallet's speed-up or cancel), or the chain no longer knows it ('dropped',
 * e.g. evicted from the mempool or lost when a local chain restarted).
 */
export type TransactionDropReason = "replaced" | "dropped";

/** One transaction the app sent (spec 000 section 3, 'Transaction record'). */
export interface TransactionRecord {
  readonly hash: Hex;
  readonly from: Address;
  readonly chainId: number;
  /** The sender's nonce for it: tells 'replaced' from 'dropped' once the chain forgets the hash. */
  readonly nonce?: number;
  readonly approval?: TransactionApproval;
  readonly summary?: string;
  readonly claim?: TransactionClaim;
  /** Milliseconds since the epoch. */
  readonly addedTime: number;
  readonly lastCheckedBlockNumber?: number;
  readonly receipt?: TransactionReceiptRecord;
  readonly confirmedTime?: number;
  readonly dropReason?: TransactionDropReason;
}

/** One chain's transactions by hash. */
export type TransactionMap = Readonly<Record<Hex, TransactionRecord>>;

/** Every chain's transactions, by chain id. */
export type TransactionsState = Readonly<Record<number, TransactionMap>>;
