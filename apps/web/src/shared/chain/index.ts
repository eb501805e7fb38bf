export { ChainProvider } from "./ChainProvider.tsx";
export { useAppChain, useAppChainConfig, useDeployment } from "./useAppChainConfig.ts";
export { useCurrentBlock } from "./useCurrentBlock.ts";
export { usePageVisible } from "./usePageVisible.ts";
export { useChainReads } from "./useChainReads.ts";
export type { ChainReadsData, ChainReadsState, UseChainReadsOptions } from "./useChainReads.ts";
export { useChainRead } from "./useChainRead.ts";
export { useNativeBalances } from "./useNativeBalances.ts";
export { useBlockTimestamp } from "./useBlockTimestamp.ts";
export { safeNumberOrNull, uintAt, uintOrNull } from "./reads/readResults.ts";
export { splitByLengths } from "./reads/splitByLengths.ts";
export type { AppChainConfig } from "./appChainConfig.ts";
export {
  DEV_WALLET_ACCOUNT_COUNT,
  DEV_WALLET_CONNECTOR_ID,
  DEV_WALLET_CONNECTOR_TYPE,
  getSelectedDevWalletAccount,
  selectDevWalletAccount,
} from "./connectors/devWallet/devWallet.ts";
export { errorChain } from "./errorChain.ts";
export { targetsLocalChain } from "./appChainId.ts";
export { startLocalDeploymentLoad } from "./localDeploymentLoad.ts";
export type { ChainContracts, PredictionContracts, ProfileContracts } from "./ChainContracts.ts";
export { PUBLIC_CHAIN_CONTRACTS } from "./publicChainContracts.ts";
export { BSC_MAINNET_CHAIN_ID, BSC_TESTNET_CHAIN_ID } from "./appChainId.ts";
export { BLOCK_TIME_SECONDS, BLOCKS_PER_YEAR, BURN_ADDRESS, CAKE_DECIMALS } from "./chainConstants.ts";
export type { ContractCall, ContractWriteCall, EncodedCall } from "./writes/ContractWriteCall.ts";
export { isUserRejection } from "./writes/isUserRejection.ts";
export { usePinReviewedWallet } from "./writes/usePinReviewedWallet.ts";
export { TransactionError } from "./writes/TransactionError.ts";
export { toTransactionError } from "./writes/toTransactionError.ts";
export { transactionErrorText } from "./writes/transactionErrorText.ts";
export { writeFailureText } from "./writes/writeFailureText.ts";
export { useSendContractWrite, type ContractWriteRequest } from "./writes/useSendContractWrite.ts";
export type { WritePreview, WriteReview } from "./writes/WritePreview.ts";
export { TransactionReviewProvider } from "./review/TransactionReviewProvider.tsx";
export { contractNames } from "./simulation/contractNames.ts";
export { previewRequestFromCalls } from "./simulation/previewRequestFromCalls.ts";
export { WriteEnvironmentContext, type WriteEnvironment } from "./writes/WriteEnvironmentContext.ts";
export { TransactionPreview } from "./simulation/LazyTransactionPreview.tsx";
export type { TransactionPreviewProps } from "./simulation/TransactionPreview.tsx";
export type { PreviewRequest } from "./simulation/PreviewRequest.ts";
export type { PreviewToken } from "./simulation/PreviewToken.ts";
export {
  PreviewTokenDetailsContext,
  type PreviewTokenDetails,
  type PreviewTokenDetailsResolver,
  type TouchedToken,
} from "./simulation/PreviewTokenDetails.ts";
export { ChainStatusBanner } from "./connectivity/ChainStatusBanner.tsx";
