import type { ReactNode } from "react";
import type { Hex } from "viem";
import type { Config } from "@wagmi/core";
import type { AppChainConfig } from "./appChainConfig.ts";
import { CurrentBlockContext } from "./AppChainContext.ts";
import { ChainConnectivityContext } from "./connectivity/ChainConnectivityContext.ts";
import { useRefreshOnReconnect } from "./connectivity/useRefreshOnReconnect.ts";
import { useTrackedBlockNumber } from "./useTrackedBlockNumber.ts";

export function CurrentBlockProvider({
  config,
  appChain,
  onGenesisHash,
  children,
}: {
  config: Config;
  appChain: AppChainConfig;
  /** Receives the chain's genesis hash once per connection (see useTrackedBlockNumber). */
  onGenesisHash?: ((genesisHash: Hex) => void) | undefined;
  children: ReactNode;
}) {
  const { blockNumber, connectivity } = useTrackedBlockNumber(config, appChain, { onGenesisHash });
  useRefreshOnReconnect(connectivity.reconnections);
  return (
    <CurrentBlockContext value={blockNumber}>
      <ChainConnectivityContext value={connectivity}>{children}</ChainConnectivityContext>
    </CurrentBlockContext>
  );
}
