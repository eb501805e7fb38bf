import { useCallback } from "react";
import { isHash, type Address, type Hex } from "viem";
import { useAppChain } from "../../../shared/chain/index.ts";
import { MissingTransactionHashError } from "../model/MissingTransactionHashError.ts";
import type { TransactionApproval, TransactionClaim } from "../model/TransactionRecord.ts";
import { transactionsStore } from "../store/transactionsStore.ts";

/** What the wallet answered for a sent transaction. */
export interface SentTransaction {
  readonly hash: Hex;
  readonly from: Address;
  /** Pass it when known: it lets a replaced transaction be told from a dropped one sooner. */
  readonly nonce?: number;
}

/** What the transaction is for, as the Recent Transactions list and pending approvals need it. */
export interface TransactionDetails {
  readonly summary?: string;
  readonly approval?: TransactionApproval;
  readonly claim?: TransactionClaim;
}

export type AddTransaction = (response: SentTransaction, details?: TransactionDetails) => void;

/**
 * Records a transaction the wallet has sent, on the app's chain. The TransactionsUpdater then
 * announces it ('Transaction Submitted') and follows it to its receipt. Throws
 * MissingTransactionHashError for an answer without a hash, DuplicateTransactionError for a hash
 * already recorded.
 */
export function useAddTransaction(): AddTransaction {
  const chainId = useAppChain().id;
  return useCallback(
    (response, details = {}) => {
      if (typeof response.hash !== "string" || !isHash(response.hash)) {
        throw new MissingTransactionHashError(response.hash);
      }
      const { summary, approval, claim } = details;
      transactionsStore.add({
        hash: response.hash,
        from: response.from,
        chainId,
        addedTime: Date.now(),
        ...(response.nonce !== undefined && { nonce: response.nonce }),
        ...(summary !== undefined && { summary }),
        ...(approval && { approval }),
        ...(claim && { claim }),
      });
    },
    [chainId],
  );
}
