import { useMemo } from "react";
import { useConnectors } from "wagmi";
import { listWalletOptions, type WalletOption } from "../model/listWalletOptions.ts";

function hasInjectedProvider(): boolean {
  return typeof window !== "undefined" && "ethereum" in window && window.ethereum !== undefined;
}

/** The wallets the connect modal offers, updated as browser wallets announce themselves (EIP-6963). */
export function useWalletOptions(): WalletOption[] {
  const connectors = useConnectors();
  return useMemo(
    () => listWalletOptions(connectors, { hasInjectedProvider: hasInjectedProvider() }),
    [connectors],
  );
}
