import { createConnector, ProviderNotFoundError, type CreateConnectorFn } from "@wagmi/core";
import type { walletConnect, WalletConnectParameters } from "wagmi/connectors/walletConnect";

type WalletConnectConnector = ReturnType<ReturnType<typeof walletConnect>>;

export const WALLET_CONNECT_CONNECTOR_ID = "walletConnect";

/**
 * wagmi's WalletConnect connector, loaded only when someone connects with it or it was the last wallet
 * used (reconnecting). wagmi's own connector loads WalletConnect's SDK as soon as the app starts: its
 * setup and every reconnect ask it for its provider.
 */
export function lazyWalletConnect(parameters: WalletConnectParameters): CreateConnectorFn {
  return createConnector((config) => {
    let loaded: Promise<WalletConnectConnector> | undefined;
    const load = (): Promise<WalletConnectConnector> =>
      (loaded ??= import("wagmi/connectors/walletConnect").then(async (module) => {
        // Same config, so the connector's events reach wagmi through this connector's emitter.
        const connector = module.walletConnect(parameters)(config);
        await connector.setup?.();
        return connector;
      }));
    async function wasLastUsed(): Promise<boolean> {
      return (await config.storage?.getItem("recentConnectorId")) === WALLET_CONNECT_CONNECTOR_ID;
    }

    return {
      id: WALLET_CONNECT_CONNECTOR_ID,
      name: "WalletConnect",
      type: "walletConnect",
      async connect(connectParameters) {
        return (await load()).connect(connectParameters as never) as never;
      },
      async disconnect() {
        if (loaded) await (await loaded).disconnect();
      },
      async getAccounts() {
        return (await load()).getAccounts();
      },
      async getChainId() {
        return (await load()).getChainId();
      },
      async getProvider(providerParameters) {
        if (!loaded && !(await wasLastUsed())) throw new ProviderNotFoundError();
        return (await load()).getProvider(providerParameters);
      },
      async isAuthorized() {
        if (!loaded && !(await wasLastUsed())) return false;
        return (await load()).isAuthorized();
      },
      async switchChain(switchParameters) {
        const connector = await load();
        if (!connector.switchChain) throw new Error("WalletConnect's connector cannot switch chains");
        return connector.switchChain(switchParameters);
      },
      onAccountsChanged(accounts) {
        void loaded?.then((connector) => connector.onAccountsChanged(accounts));
      },
      onChainChanged(chainId) {
        void loaded?.then((connector) => connector.onChainChanged(chainId));
      },
      onDisconnect(error) {
        void loaded?.then((connector) => connector.onDisconnect(error));
      },
    };
  });
}
