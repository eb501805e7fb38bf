import { useEffect, useRef } from "react";
import type { Hex } from "viem";
import { useClient } from "wagmi";
import { useAppChain, useCurrentBlock } from "../../../shared/chain/index.ts";
import { shouldCheckTransaction } from "../model/shouldCheckTransaction.ts";
import { transactionsStore } from "../store/transactionsStore.ts";
import { checkTransaction } from "./checkTransaction.ts";
import { useAllTransactions } from "./useAllTransactions.ts";

/**
 * On every new block, looks up the transactions whose check is due (spec 000 section 4) and
 * records the outcome: the receipt, a check without one, or replaced / dropped. Mount once.
 */
export function useCheckPendingTransactions(): void {
  const chainId = useAppChain().id;
  const client = useClient({ chainId });
  const currentBlock = useCurrentBlock();
  const transactions = useAllTransactions();
  // A lookup can outlast a block; the next block must not start a second one for the same hash.
  const inFlight = useRef(new Set<Hex>());

  useEffect(() => {
    if (!client || currentBlock === undefined) return;
    const now = Date.now();
    const running = inFlight.current;
    for (const transaction of Object.values(transactions)) {
      const { hash } = transaction;
      if (running.has(hash) || !shouldCheckTransaction(currentBlock, transaction, now)) continue;
      running.add(hash);
      checkTransaction(client, transaction, now)
        .then((check) => {
          if (check.kind === "receipt") {
            transactionsStore.finalize({ chainId, hash, receipt: check.receipt, confirmedTime: Date.now() });
          } else if (check.kind === "pending") {
            transactionsStore.checked({ chainId, hash, blockNumber: currentBlock, nonce: check.nonce });
          } else {
            transactionsStore.markDropped({ chainId, hash, reason: check.kind });
          }
        })
        .catch((error: unknown) => console.error(`Could not check transaction ${hash}`, error))
        .finally(() => running.delete(hash));
    }
  }, [client, chainId, currentBlock, transactions]);
}
