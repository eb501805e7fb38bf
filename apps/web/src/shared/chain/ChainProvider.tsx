import { useCallback, useMemo, useState, type ReactNode } from "react";
import type { Hex } from "viem";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { WagmiProvider } from "wagmi";
import type { Config } from "@wagmi/core";
import { LOCAL_CHAIN_ID, type DeploymentManifest } from "@griddle/sdk";
import { PageLoader } from "../ui/index.ts";
import { useTranslation } from "../i18n/index.ts";
import { parseAppChainId, type AppChainId } from "./appChainId.ts";
import { resolveAppChainConfig, type AppChainConfig } from "./appChainConfig.ts";
import { AppChainContext } from "./AppChainContext.ts";
import { ChainUnavailablePage } from "./ChainUnavailablePage.tsx";
import { createAppConnectors } from "./connectors/createAppConnectors.ts";
import { createAppWagmiConfig } from "./createAppWagmiConfig.ts";
import { CurrentBlockProvider } from "./CurrentBlockProvider.tsx";
import { LocalChainRestartContext } from "./connectivity/LocalChainRestartContext.ts";
import { useFollowLocalChain } from "./connectivity/useFollowLocalChain.ts";
import { useLocalDeployment } from "./useLocalDeployment.ts";

/**
 * One wagmi config per chain setup for the page's lifetime. A config registers window listeners
 * (EIP-6963 discovery) and storage subscriptions, so React re-running a memo (StrictMode, remounts)
 * must not create a second one.
 */
const wagmiConfigs = new Map<string, Config>();

function getWagmiConfig(appChain: AppChainConfig): Config {
  const key = JSON.stringify([appChain.chain.id, appChain.rpcUrls, appChain.contracts]);
  let config = wagmiConfigs.get(key);
  if (!config) {
    const connectors = createAppConnectors(appChain, {
      walletConnectProjectId: import.meta.env.VITE_WALLETCONNECT_PROJECT_ID,
      appUrl: window.location.origin,
    });
    config = createAppWagmiConfig(appChain, connectors);
    wagmiConfigs.set(key, config);
  }
  return config;
}

function ChainRuntime({
  chainId,
  deployment,
  onGenesisHash,
  children,
}: {
  chainId: AppChainId;
  deployment: DeploymentManifest | null;
  onGenesisHash?: ((genesisHash: Hex) => void) | undefined;
  children: ReactNode;
}) {
  const appChain = useMemo(() => resolveAppChainConfig(chainId, deployment), [chainId, deployment]);
  const config = useMemo(() => getWagmiConfig(appChain), [appChain]);
  const [queryClient] = useState(() => new QueryClient());
  const context = useMemo(() => ({ appChain, deployment }), [appChain, deployment]);

  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <AppChainContext value={context}>
          <CurrentBlockProvider config={config} appChain={appChain} onGenesisHash={onGenesisHash}>
            {children}
          </CurrentBlockProvider>
        </AppChainContext>
      </QueryClientProvider>
    </WagmiProvider>
  );
}

/** Called once the app runs on a restarted chain, with the chain's id: the old chain's records go. */
type OnChainRestart = (chainId: number) => void;

/**
 * The local chain, followed through restarts: when the node runs a new chain, the app waits for its
 * deployment, then starts afresh on it (a new runtime: new query cache, new block, new reads) and
 * shows a notice; the wallet connection, kept by the wagmi config, stays.
 */
function FollowedLocalChainRuntime({
  initialManifest,
  onChainRestart,
  children,
}: {
  initialManifest: DeploymentManifest;
  onChainRestart: OnChainRestart | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const onRestart = useCallback(() => onChainRestart?.(LOCAL_CHAIN_ID), [onChainRestart]);
  const { state, onGenesisHash } = useFollowLocalChain(initialManifest, onRestart);
  const [dismissedRestarts, setDismissedRestarts] = useState(0);
  const { restarts } = state;
  const notice = useMemo(
    () => ({ shown: restarts > dismissedRestarts, dismiss: () => setDismissedRestarts(restarts) }),
    [restarts, dismissedRestarts],
  );
  if (state.status === "restarting") {
    return (
      <ChainUnavailablePage
        title={t("The local chain was restarted. Waiting for its new deployment…")}
        detailLabel={t("The new chain's genesis block")}
        detail={state.genesisHash}
      />
    );
  }
  return (
    <LocalChainRestartContext value={notice}>
      <ChainRuntime
        key={restarts}
        chainId={LOCAL_CHAIN_ID}
        deployment={state.manifest}
        onGenesisHash={onGenesisHash}
      >
        {children}
      </ChainRuntime>
    </LocalChainRestartContext>
  );
}

function LocalChainRuntime({
  onChainRestart,
  children,
}: {
  onChainRestart: OnChainRestart | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const deployment = useLocalDeployment();
  if (deployment.status === "loading") return <PageLoader />;
  if (deployment.status === "failed") {
    return (
      <ChainUnavailablePage
        title={t("Local deployment not found. Start the local stack with npm start.")}
        detail={deployment.error.message}
      />
    );
  }
  return (
    <FollowedLocalChainRuntime initialManifest={deployment.manifest} onChainRestart={onChainRestart}>
      {children}
    </FollowedLocalChainRuntime>
  );
}

/**
 * Connects the app to the chain chosen at build time (VITE_CHAIN_ID: 31337 by default, 56 or 97):
 * wagmi and react-query providers, the chain's contracts and the current block. On the local chain
 * it first loads the deployment manifest the local stack serves.
 */
export function ChainProvider({
  onChainRestart,
  children,
}: {
  /** Drops what the app stored about a local chain that restarted (Recent Transactions). */
  onChainRestart?: OnChainRestart;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [target] = useState((): { chainId: AppChainId } | { error: Error } => {
    try {
      return { chainId: parseAppChainId(import.meta.env.VITE_CHAIN_ID) };
    } catch (error) {
      return { error: error instanceof Error ? error : new Error(String(error)) };
    }
  });
  if ("error" in target) {
    return (
      <ChainUnavailablePage
        title={t("This build targets an unsupported network.")}
        detail={target.error.message}
      />
    );
  }
  if (target.chainId === LOCAL_CHAIN_ID) {
    return <LocalChainRuntime onChainRestart={onChainRestart}>{children}</LocalChainRuntime>;
  }
  return (
    <ChainRuntime chainId={target.chainId} deployment={null}>
      {children}
    </ChainRuntime>
  );
}
