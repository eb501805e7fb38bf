export {
  useAddTransaction,
  type AddTransaction,
  type SentTransaction,
  type TransactionDetails,
} from "./hooks/useAddTransaction.ts";
export { useAllTransactions } from "./hooks/useAllTransactions.ts";
export { useAddTokenToWallet } from "./hooks/useAddTokenToWallet.ts";
export { useHasPendingApproval } from "./hooks/useHasPendingApproval.ts";
export { useIsMetaMaskPresent } from "./hooks/useIsMetaMaskPresent.ts";
export { useIsTransactionPending } from "./hooks/useIsTransactionPending.ts";
export { usePendingTransactionCount } from "./hooks/usePendingTransactionCount.ts";
export { TransactionsUpdater } from "./components/TransactionsUpdater.tsx";
export { dropPendingTransactions } from "./store/dropPendingTransactions.ts";
export { RecentTransactionsButton } from "./components/RecentTransactionsButton.tsx";
export { RecentTransactionsModal } from "./components/RecentTransactionsModal.tsx";
export { RecentTransactionsList } from "./components/RecentTransactionsList.tsx";
export {
  TransactionConfirmationModal,
  type TransactionConfirmationModalProps,
} from "./components/TransactionConfirmationModal.tsx";
export { ConfirmationPendingContent } from "./components/ConfirmationPendingContent.tsx";
export {
  TransactionSubmittedContent,
  type TransactionSubmittedContentProps,
} from "./components/TransactionSubmittedContent.tsx";
export { TransactionErrorContent } from "./components/TransactionErrorContent.tsx";
export { TransactionHashLink } from "./components/TransactionHashLink.tsx";
export type { WatchableToken } from "./model/buildWatchAssetParameters.ts";
export type {
  TransactionApproval,
  TransactionClaim,
  TransactionDropReason,
  TransactionMap,
  TransactionReceiptRecord,
  TransactionRecord,
} from "./model/TransactionRecord.ts";
export { DuplicateTransactionError } from "./model/DuplicateTransactionError.ts";
export { MissingTransactionHashError } from "./model/MissingTransactionHashError.ts";
