import { defineChain, type Chain } from "viem";
import { LOCAL_CHAIN_ID, type DeploymentManifest } from "@griddle/sdk";
import { BSC_MAINNET_CHAIN_ID, BSC_TESTNET_CHAIN_ID } from "./appChainId.ts";
import { PUBLIC_CHAIN_CONTRACTS } from "./publicChainContracts.ts";

const bnb = { name: "BNB", symbol: "BNB", decimals: 18 } as const;

export const bscMainnet = defineChain({
  id: BSC_MAINNET_CHAIN_ID,
  name: "BNB Smart Chain",
  nativeCurrency: bnb,
  rpcUrls: {
    // Three public nodes: the app's default provider fails over between them in this order.
    default: {
      http: [
        "https://bsc-dataseed.bnbchain.org",
        "https://bsc-dataseed1.defibit.io",
        "https://bsc-dataseed1.ninicoin.io",
      ],
    },
  },
  blockExplorers: { default: { name: "BscScan", url: "https://bscscan.com" } },
  contracts: {
    multicall3: { address: PUBLIC_CHAIN_CONTRACTS[BSC_MAINNET_CHAIN_ID].multicall, blockCreated: 15921452 },
  },
});

export const bscTestnet = defineChain({
  id: BSC_TESTNET_CHAIN_ID,
  name: "BNB Smart Chain Testnet",
  nativeCurrency: bnb,
  rpcUrls: {
    default: {
      http: [
        "https://data-seed-prebsc-1-s1.bnbchain.org:8545",
        "https://data-seed-prebsc-2-s1.bnbchain.org:8545",
        "https://data-seed-prebsc-1-s2.bnbchain.org:8545",
      ],
    },
  },
  blockExplorers: { default: { name: "BscScan", url: "https://testnet.bscscan.com" } },
  contracts: {
    multicall3: { address: PUBLIC_CHAIN_CONTRACTS[BSC_TESTNET_CHAIN_ID].multicall, blockCreated: 17422483 },
  },
  testnet: true,
});

/** The node answers JSON-RPC over WebSocket on the same host and port as over HTTP. */
export function toWebSocketUrl(rpcUrl: string): string {
  const url = new URL(rpcUrl);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}

/**
 * The local Hardhat chain as the deployment describes it. `contracts.multicall3` is what makes viem
 * batch reads into one call; without it every read silently becomes its own eth_call.
 */
export function createLocalChain(manifest: DeploymentManifest): Chain {
  return defineChain({
    id: LOCAL_CHAIN_ID,
    name: "Griddle Local",
    nativeCurrency: bnb,
    rpcUrls: { default: { http: [manifest.rpcUrl], webSocket: [toWebSocketUrl(manifest.rpcUrl)] } },
    contracts: { multicall3: { address: manifest.contracts.multicall, blockCreated: manifest.startBlock } },
    testnet: true,
  });
}
