import { createConnector, ChainNotConfiguredError, ProviderNotFoundError, type Config } from "@wagmi/core";
import { getAddress, SwitchChainError, type Address, type Chain, type Transport } from "viem";
import { SEEDED_DEV_ACCOUNT_COUNT } from "@griddle/sdk";
import type { DevWalletProvider } from "./createDevWalletProvider.ts";

export const DEV_WALLET_CONNECTOR_ID = "griddleDevWallet";
export const DEV_WALLET_CONNECTOR_TYPE = "devWallet";

/** The dev accounts the connect modal offers: the ones the local seed funded with tokens. */
export const DEV_WALLET_ACCOUNT_COUNT = SEEDED_DEV_ACCOUNT_COUNT;

type DevWalletStorage = {
  "devWallet.accountIndex": number;
  "devWallet.connected": boolean;
};

type DevWalletProperties = {
  connect<withCapabilities extends boolean = false>(parameters?: {
    chainId?: number | undefined;
    isReconnecting?: boolean | undefined;
    withCapabilities?: withCapabilities | boolean | undefined;
    /** Which dev account to use, 0 to DEV_WALLET_ACCOUNT_COUNT - 1; the last one used by default. */
    accountIndex?: number | undefined;
  }): Promise<{
    accounts: withCapabilities extends true
      ? readonly { address: Address; capabilities: Record<string, unknown> }[]
      : readonly Address[];
    chainId: number;
  }>;
};

const ACCOUNT_INDEX_KEY = "devWallet.accountIndex";

/** Chooses the dev account the Dev wallet signs with on its next connect (the connect modal's picker). */
export async function selectDevWalletAccount(config: Config, index: number): Promise<void> {
  if (!isAccountIndex(index)) throw new RangeError(`The Dev wallet has no account #${index}`);
  await config.storage?.setItem(ACCOUNT_INDEX_KEY, index);
}

/** The dev account the Dev wallet last used (0 at first). */
export async function getSelectedDevWalletAccount(config: Config): Promise<number> {
  const index = await config.storage?.getItem(ACCOUNT_INDEX_KEY);
  return isAccountIndex(index) ? index : 0;
}

export interface DevWalletParameters {
  readonly chain: Chain;
  /** The local chain's JSON-RPC transport. */
  readonly transport: Transport;
}

function isAccountIndex(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < DEV_WALLET_ACCOUNT_COUNT;
}

/**
 * A wallet built into the app for the local chain: it signs with a dev account of the public test
 * mnemonic, so the app can be used end to end without a browser extension.
 */
export function devWallet(parameters: DevWalletParameters) {
  const { chain, transport } = parameters;
  let provider: Promise<DevWalletProvider> | undefined;
  let onAccountsChanged: ((accounts: string[]) => void) | undefined;
  let onDisconnect: (() => void) | undefined;

  // The provider holds no account until connect sets one: deriving a key from the mnemonic is slow.
  function loadProvider(): Promise<DevWalletProvider> {
    provider ??= import("./createDevWalletProvider.ts").then(({ createDevWalletProvider }) =>
      createDevWalletProvider({ chain, transport }),
    );
    return provider;
  }

  async function loadAccount(index: number) {
    const { deriveDevAccount } = await import("./deriveDevAccount.ts");
    return deriveDevAccount(index);
  }

  return createConnector<DevWalletProvider, DevWalletProperties, DevWalletStorage>((config) => ({
    id: DEV_WALLET_CONNECTOR_ID,
    name: "Dev wallet",
    type: DEV_WALLET_CONNECTOR_TYPE,

    async connect(connectParameters = {}) {
      const { chainId, withCapabilities } = connectParameters;
      const accountIndex = "accountIndex" in connectParameters ? connectParameters.accountIndex : undefined;
      if (chainId !== undefined && chainId !== chain.id) {
        throw new SwitchChainError(new ChainNotConfiguredError());
      }
      const storedIndex = await config.storage?.getItem(ACCOUNT_INDEX_KEY);
      const index = accountIndex ?? (isAccountIndex(storedIndex) ? storedIndex : 0);
      if (!isAccountIndex(index)) throw new RangeError(`The Dev wallet has no account #${index}`);

      const wallet = await loadProvider();
      wallet.setAccount(await loadAccount(index));
      const accounts = ((await wallet.request({ method: "eth_requestAccounts" })) as string[]).map(
        (account) => getAddress(account),
      );

      if (!onAccountsChanged) {
        onAccountsChanged = this.onAccountsChanged.bind(this);
        wallet.on("accountsChanged", onAccountsChanged);
      }
      if (!onDisconnect) {
        onDisconnect = this.onDisconnect.bind(this);
        wallet.on("disconnect", onDisconnect);
      }
      await config.storage?.setItem(ACCOUNT_INDEX_KEY, index);
      await config.storage?.setItem("devWallet.connected", true);

      return {
        accounts: (withCapabilities
          ? accounts.map((address) => ({ address, capabilities: {} }))
          : accounts) as never,
        chainId: chain.id,
      };
    },

    async disconnect() {
      const wallet = await loadProvider();
      // Stop listening first: wagmi is already disconnecting, the provider's events would repeat it.
      if (onAccountsChanged) wallet.removeListener("accountsChanged", onAccountsChanged);
      if (onDisconnect) wallet.removeListener("disconnect", onDisconnect);
      onAccountsChanged = undefined;
      onDisconnect = undefined;
      wallet.disconnect();
      await config.storage?.removeItem("devWallet.connected");
    },

    async getAccounts() {
      const wallet = await loadProvider();
      const accounts = (await wallet.request({ method: "eth_accounts" })) as string[];
      return accounts.map((account) => getAddress(account));
    },

    async getChainId() {
      return chain.id;
    },

    async getProvider() {
      // wagmi asks every connector for its provider at each start (reconnect): the Dev wallet's code
      // loads only once it is picked, or when it was connected and reconnects.
      if (!provider && !(await this.isAuthorized())) throw new ProviderNotFoundError();
      return loadProvider();
    },

    async isAuthorized() {
      return (await config.storage?.getItem("devWallet.connected")) === true;
    },

    async switchChain({ chainId }) {
      if (chainId !== chain.id) throw new SwitchChainError(new ChainNotConfiguredError());
      return chain;
    },

    onAccountsChanged(accounts) {
      if (accounts.length === 0) this.onDisconnect();
      else config.emitter.emit("change", { accounts: accounts.map((account) => getAddress(account)) });
    },

    onChainChanged(chainId) {
      config.emitter.emit("change", { chainId: Number(chainId) });
    },

    onDisconnect() {
      config.emitter.emit("disconnect");
    },
  }));
}
