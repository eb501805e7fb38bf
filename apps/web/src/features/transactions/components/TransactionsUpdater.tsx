import { useEffect, useRef } from "react";
import { useAppChain } from "../../../shared/chain/index.ts";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { useToast, type ToastContextValue } from "../../../shared/toast/index.ts";
import { useAllTransactions } from "../hooks/useAllTransactions.ts";
import { useCheckPendingTransactions } from "../hooks/useCheckPendingTransactions.ts";
import { findTransactionChanges, type TransactionChange } from "../model/findTransactionChanges.ts";
import type { TransactionMap } from "../model/TransactionRecord.ts";
import { TransactionToastDescription } from "./TransactionToastDescription.tsx";

const toasts = {
  submitted: { show: "toastInfo", title: "Transaction Submitted" },
  confirmed: { show: "toastSuccess", title: "Transaction Confirmed" },
  failed: { show: "toastError", title: "Transaction Failed" },
  replaced: { show: "toastWarning", title: "Transaction Replaced" },
  dropped: { show: "toastWarning", title: "Transaction Dropped" },
} as const satisfies Record<
  TransactionChange["kind"],
  { show: Exclude<keyof ToastContextValue, "remove">; title: string }
>;

/**
 * Follows the app chain's pending transactions to their receipts and toasts each step: submitted,
 * then confirmed, failed, replaced or dropped. Mount once, inside the chain and toast providers.
 */
export function TransactionsUpdater() {
  const { t } = useTranslation();
  const toast = useToast();
  const chainId = useAppChain().id;
  const transactions = useAllTransactions();
  const previous = useRef<{ chainId: number; transactions: TransactionMap } | undefined>(undefined);
  useCheckPendingTransactions();

  useEffect(() => {
    const before = previous.current;
    previous.current = { chainId, transactions };
    // What was stored before this page loaded was announced when it happened.
    if (!before || before.chainId !== chainId) return;
    for (const { kind, transaction } of findTransactionChanges(before.transactions, transactions)) {
      const { show, title } = toasts[kind];
      toast[show](t(title), <TransactionToastDescription transaction={transaction} />);
    }
  }, [chainId, transactions, toast, t]);

  return null;
}
