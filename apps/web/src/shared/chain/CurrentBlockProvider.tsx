import type { ReactNode } from "react";
import type { Config } from "@wagmi/core";
import type { AppChainConfig } from "./appChainConfig.ts";
import { CurrentBlockContext } from "./AppChainContext.ts";
import { useTrackedBlockNumber } from "./useTrackedBlockNumber.ts";

export function CurrentBlockProvider({
  config,
  appChain,
  children,
}: {
  config: Config;
  appChain: AppChainConfig;
  children: ReactNode;
}) {
  const blockNumber = useTrackedBlockNumber(config, appChain);
  return <CurrentBlockContext value={blockNumber}>{children}</CurrentBlockContext>;
}
