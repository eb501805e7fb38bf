import { createConfig, type Config, type CreateConnectorFn } from "@wagmi/core";
import type { AppChainConfig } from "./appChainConfig.ts";
import { createChainTransport } from "./createChainTransport.ts";

/**
 * The app's wagmi config: one chain, reads through its default provider (batched into Multicall3
 * calls), refreshed once per block, and the given wallets plus the EIP-6963 ones the browser announces.
 */
export function createAppWagmiConfig(
  appChain: AppChainConfig,
  connectors: readonly CreateConnectorFn[],
): Config {
  return createConfig({
    chains: [appChain.chain],
    connectors,
    transports: { [appChain.chain.id]: createChainTransport(appChain.rpcUrls) },
    batch: { multicall: true },
    pollingInterval: appChain.pollingInterval,
    multiInjectedProviderDiscovery: true,
  });
}
