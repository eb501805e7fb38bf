import type { ReactNode } from "react";
import { useConnection } from "wagmi";
import { useAppChainConfig } from "../../../shared/chain/index.ts";
import { useReconnectLateWallet } from "../hooks/useReconnectLateWallet.ts";
import { isBlockedAddress } from "../model/isBlockedAddress.ts";
import { BlockedAddressPage } from "./BlockedAddressPage.tsx";
import { WrongNetworkBanner } from "./WrongNetworkBanner.tsx";

/**
 * Wraps the app: hides it entirely from a blocked account, and tells a wallet on the wrong network
 * how to get to the right one. Also catches wallets that inject themselves after the page loaded.
 */
export function WalletGate({ children }: { children: ReactNode }) {
  useReconnectLateWallet();
  const { address, chainId, status } = useConnection();
  const appChain = useAppChainConfig();

  if (isBlockedAddress(address, appChain.blockedAddresses)) return <BlockedAddressPage />;
  return (
    <>
      {status === "connected" && chainId !== appChain.chain.id && <WrongNetworkBanner />}
      {children}
    </>
  );
}
