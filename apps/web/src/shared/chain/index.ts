export { ChainProvider } from "./ChainProvider.tsx";
export { useAppChain, useAppChainConfig, useDeployment } from "./useAppChainConfig.ts";
export { useCurrentBlock } from "./useCurrentBlock.ts";
export { useChainReads } from "./useChainReads.ts";
export type { ChainReadsData, ChainReadsState, UseChainReadsOptions } from "./useChainReads.ts";
export { useChainRead } from "./useChainRead.ts";
export { useNativeBalances } from "./useNativeBalances.ts";
export { useBlockTimestamp } from "./useBlockTimestamp.ts";
export { safeNumberOrNull, uintAt, uintOrNull } from "./reads/readResults.ts";
export { splitByLengths } from "./reads/splitByLengths.ts";
export type { AppChainConfig, ChainContracts } from "./appChainConfig.ts";
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
