import { http, injected, type CreateConnectorFn } from "@wagmi/core";
import { LOCAL_CHAIN_ID } from "@griddle/sdk";
import type { AppChainConfig } from "../appChainConfig.ts";
import { devWallet } from "./devWallet/devWallet.ts";
import { lazyWalletConnect } from "./lazyWalletConnect.ts";

export interface AppConnectorOptions {
  /** WalletConnect Cloud project id; WalletConnect is offered only when there is one. */
  readonly walletConnectProjectId: string | undefined;
  /** The app's own address, shown by WalletConnect wallets. */
  readonly appUrl: string;
}

/**
 * The wallets the app offers besides the EIP-6963 ones wagmi discovers by itself: a generic
 * injected wallet (window.ethereum), WalletConnect when configured, and the Dev wallet locally.
 * WalletConnect's SDK is imported only when someone connects with it.
 */
export function createAppConnectors(
  appChain: AppChainConfig,
  options: AppConnectorOptions,
): CreateConnectorFn[] {
  const connectors: CreateConnectorFn[] = [injected({ shimDisconnect: true })];
  const projectId = options.walletConnectProjectId?.trim();
  // Vite writes the variable in at build time: a build without a project id leaves WalletConnect out
  // entirely, and with it the viem modules its SDK shares with the app, which would otherwise be
  // bundled with the first load.
  if (import.meta.env.VITE_WALLETCONNECT_PROJECT_ID && projectId) {
    connectors.push(
      lazyWalletConnect({
        projectId,
        showQrModal: true,
        metadata: {
          name: "Griddle",
          description: "Swap, provide liquidity and farm on BNB Smart Chain",
          url: options.appUrl,
          icons: [],
        },
      }),
    );
  }
  if (appChain.chain.id === LOCAL_CHAIN_ID) {
    const [rpcUrl] = appChain.rpcUrls;
    connectors.push(devWallet({ chain: appChain.chain, transport: http(rpcUrl) }));
  }
  return connectors;
}
