import { useState } from "react";
import { isMetaMaskProvider } from "../model/isMetaMaskProvider.ts";

/** Whether MetaMask injected its provider (spec 000: 'Add to Metamask' only with MetaMask present). */
export function useIsMetaMaskPresent(): boolean {
  // MetaMask injects before the page's scripts run, so one read is enough.
  const [present] = useState(() => isMetaMaskProvider((window as { ethereum?: unknown }).ethereum));
  return present;
}
