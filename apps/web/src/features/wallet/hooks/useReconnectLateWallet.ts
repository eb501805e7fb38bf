import { useEffect } from "react";
import { useConfig } from "wagmi";
import { reconnect, type Config } from "@wagmi/core";

/** How long after load a wallet may still inject itself and be reconnected. */
const LATE_INJECTION_WINDOW_MS = 3000;

function waitUntilSettled(config: Config): Promise<void> {
  const settled = () => config.state.status === "connected" || config.state.status === "disconnected";
  if (settled()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = config.subscribe(
      (state) => state.status,
      () => {
        if (!settled()) return;
        unsubscribe();
        resolve();
      },
    );
  });
}

/**
 * wagmi reconnects the stored wallet once, on load. Some wallets (Binance Wallet among them) inject
 * their provider later; for a short while this listens for their EIP-6963 announcement or the legacy
 * 'ethereum#initialized' event and then reconnects the stored wallet if it was not reconnected yet.
 */
export function useReconnectLateWallet(): void {
  const config = useConfig();
  useEffect(() => {
    let active = true;
    const controller = new AbortController();
    const stop = () => controller.abort();

    const retry = async () => {
      // Let wagmi turn the announcement into a connector first, and let a reconnect in flight finish.
      await new Promise((resolve) => setTimeout(resolve, 0));
      await waitUntilSettled(config);
      if (!active || config.state.status !== "disconnected") return;
      const recentConnectorId = await config.storage?.getItem("recentConnectorId");
      const connector = config.connectors.find((candidate) => candidate.id === recentConnectorId);
      if (!connector) return;
      const connections = await reconnect(config, { connectors: [connector] });
      if (connections.length > 0) stop();
    };

    const onProviderAppeared = () => void retry();
    window.addEventListener("eip6963:announceProvider", onProviderAppeared, { signal: controller.signal });
    window.addEventListener("ethereum#initialized", onProviderAppeared, { signal: controller.signal });
    const timer = setTimeout(stop, LATE_INJECTION_WINDOW_MS);
    return () => {
      active = false;
      stop();
      clearTimeout(timer);
    };
  }, [config]);
}
