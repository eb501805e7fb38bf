import type { AddEthereumChainParameter } from "viem";
import type { AppChainConfig } from "../../../shared/chain/index.ts";

/**
 * What the wallet is asked to add (EIP-3085) when it does not know the app's chain: name, native
 * currency, every RPC endpoint and the explorer. The chain id is added by wagmi.
 */
export function buildAddChainParameter(appChain: AppChainConfig): Omit<AddEthereumChainParameter, "chainId"> {
  const explorer = appChain.chain.blockExplorers?.default.url;
  return {
    chainName: appChain.chain.name,
    nativeCurrency: appChain.chain.nativeCurrency,
    rpcUrls: [...appChain.rpcUrls],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  };
}
