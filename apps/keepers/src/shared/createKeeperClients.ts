import { LOCAL_DEV_MNEMONIC, type DeploymentManifest } from "@griddle/sdk";
import { createPublicClient, createWalletClient, defineChain, http } from "viem";
import { mnemonicToAccount } from "viem/accounts";

/** How often receipts are polled: a local chain mines a sent transaction at once. */
const POLLING_INTERVAL_MS = 250;
/** No request waits longer: a keeper logs the failure and tries again next tick. */
const REQUEST_TIMEOUT_MS = 10_000;

/** The manifest's chain, read and signed for by dev account `addressIndex` of LOCAL_DEV_MNEMONIC. */
export function createKeeperClients(manifest: DeploymentManifest, addressIndex: number) {
  const chain = defineChain({
    id: manifest.chainId,
    name: "Griddle Local",
    nativeCurrency: { name: "BNB", symbol: "BNB", decimals: 18 },
    rpcUrls: { default: { http: [manifest.rpcUrl] } },
  });
  const transport = http(manifest.rpcUrl, { timeout: REQUEST_TIMEOUT_MS, retryCount: 0 });
  const account = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex });
  return {
    account,
    publicClient: createPublicClient({ chain, transport, pollingInterval: POLLING_INTERVAL_MS }),
    walletClient: createWalletClient({ chain, transport, account }),
  };
}

export type KeeperClients = ReturnType<typeof createKeeperClients>;
