import {
  createConfig,
  fallback,
  http,
  type Config,
  type CreateConnectorFn,
  type Transport,
} from "@wagmi/core";
import type { AppChainConfig } from "./appChainConfig.ts";

function createDefaultTransport(rpcUrls: readonly string[]): Transport {
  const transports = rpcUrls.map((url) => http(url));
  const [only] = transports;
  if (transports.length === 1 && only) return only;
  // Fails over to the next public node when one errors or times out.
  return fallback(transports);
}

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
    transports: { [appChain.chain.id]: createDefaultTransport(appChain.rpcUrls) },
    batch: { multicall: true },
    pollingInterval: appChain.pollingInterval,
    multiInjectedProviderDiscovery: true,
  });
}
