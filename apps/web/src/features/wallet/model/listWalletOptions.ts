/** The parts of a wagmi connector the connect modal needs. */
export interface WalletConnectorInfo {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly icon?: string | undefined;
}

export type WalletOptionKind = "announced" | "injected" | "walletConnect" | "devWallet";

/** The names of the app's own entries: translation keys. */
type OwnWalletName = "Browser wallet" | "WalletConnect" | "Dev wallet";

/** A wallet's announced name is shown as it is; the app's own entries are translated. */
export type WalletOption = {
  readonly connectorId: string;
  readonly kind: WalletOptionKind;
  readonly icon: string | undefined;
} & (
  | { readonly name: string; readonly translatable: false }
  | { readonly name: OwnWalletName; readonly translatable: true }
);

/** The id wagmi gives its generic window.ethereum connector. */
export const GENERIC_INJECTED_CONNECTOR_ID = "injected";

/** Wallets users of a BNB-chain DEX look for first, by their EIP-6963 rdns. */
const featuredWallets = ["io.metamask", "com.binance.wallet"];

const ownEntries: Readonly<Record<string, { kind: WalletOptionKind; name: OwnWalletName; order: number }>> = {
  injected: { kind: "injected", name: "Browser wallet", order: 1 },
  walletConnect: { kind: "walletConnect", name: "WalletConnect", order: 2 },
  devWallet: { kind: "devWallet", name: "Dev wallet", order: 3 },
};

function isAnnounced(connector: WalletConnectorInfo): boolean {
  // wagmi turns each EIP-6963 announcement into an injected connector whose id is the wallet's rdns.
  return connector.type === "injected" && connector.id !== GENERIC_INJECTED_CONNECTOR_ID;
}

function featuredRank(id: string): number {
  const rank = featuredWallets.indexOf(id);
  return rank === -1 ? featuredWallets.length : rank;
}

/**
 * The wallets the connect modal lists, in order: wallets announced through EIP-6963 (MetaMask and
 * Binance Wallet first, the rest as announced, each once), then the generic browser wallet (only when
 * window.ethereum exists and no wallet announced itself), WalletConnect and the Dev wallet.
 */
export function listWalletOptions(
  connectors: readonly WalletConnectorInfo[],
  environment: { readonly hasInjectedProvider: boolean },
): WalletOption[] {
  const seen = new Set<string>();
  const announced: WalletOption[] = [];
  const own: (WalletOption & { order: number })[] = [];
  for (const connector of connectors) {
    if (seen.has(connector.id)) continue;
    seen.add(connector.id);
    if (isAnnounced(connector)) {
      announced.push({
        connectorId: connector.id,
        kind: "announced",
        name: connector.name,
        translatable: false,
        icon: connector.icon,
      });
      continue;
    }
    const entry = ownEntries[connector.type];
    if (entry) {
      own.push({
        connectorId: connector.id,
        kind: entry.kind,
        name: entry.name,
        translatable: true,
        icon: undefined,
        order: entry.order,
      });
    }
  }
  const sortedAnnounced = announced
    .map((option, index) => ({ option, index }))
    .sort(
      (a, b) => featuredRank(a.option.connectorId) - featuredRank(b.option.connectorId) || a.index - b.index,
    )
    .map(({ option }) => option);
  const showGenericInjected = environment.hasInjectedProvider && announced.length === 0;
  const sortedOwn = own
    .filter((option) => option.kind !== "injected" || showGenericInjected)
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...option }) => option);
  return [...sortedAnnounced, ...sortedOwn];
}
