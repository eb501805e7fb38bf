import { useCallback, useState } from "react";
import { useConfig, useConnect } from "wagmi";
import { selectDevWalletAccount, useAppChain, DEV_WALLET_CONNECTOR_ID } from "../../../shared/chain/index.ts";
import { mapWalletError, type WalletErrorMessage } from "../model/mapWalletError.ts";
import { UnknownConnectorError } from "../model/UnknownConnectorError.ts";
import { useSwitchToAppChain } from "./useSwitchToAppChain.ts";

export interface ConnectWalletOptions {
  /** For the Dev wallet: which dev account to sign with. */
  readonly devAccountIndex?: number;
}

export interface UseConnectWalletReturnType {
  /** Resolves true when a wallet connected. */
  connectWallet: (connectorId: string, options?: ConnectWalletOptions) => Promise<boolean>;
  /** The connector being connected, while a request is open in the wallet. */
  pendingConnectorId: string | undefined;
  error: WalletErrorMessage | null;
  clearError: () => void;
}

/**
 * Connects a wallet by connector id. Any failure forgets the stored wallet preference (so the next
 * visit does not try it again) and becomes one of the spec's messages. A wallet on another network
 * is asked to switch once; if it does not, the app shows the wrong-network banner.
 */
export function useConnectWallet(): UseConnectWalletReturnType {
  const config = useConfig();
  const appChain = useAppChain();
  const { mutateAsync } = useConnect();
  const { switchToAppChain } = useSwitchToAppChain();
  const [pendingConnectorId, setPendingConnectorId] = useState<string>();
  const [error, setError] = useState<WalletErrorMessage | null>(null);

  const connectWallet = useCallback(
    async (connectorId: string, options: ConnectWalletOptions = {}) => {
      setError(null);
      setPendingConnectorId(connectorId);
      try {
        const connector = config.connectors.find((candidate) => candidate.id === connectorId);
        if (!connector) throw new UnknownConnectorError(connectorId);
        if (connectorId === DEV_WALLET_CONNECTOR_ID && options.devAccountIndex !== undefined) {
          await selectDevWalletAccount(config, options.devAccountIndex);
        }
        const { chainId } = await mutateAsync({ connector });
        if (chainId !== appChain.id) await switchToAppChain();
        return true;
      } catch (cause) {
        await config.storage?.removeItem("recentConnectorId");
        setError(mapWalletError(cause));
        return false;
      } finally {
        setPendingConnectorId(undefined);
      }
    },
    [appChain.id, config, mutateAsync, switchToAppChain],
  );

  const clearError = useCallback(() => setError(null), []);
  return { connectWallet, pendingConnectorId, error, clearError };
}
