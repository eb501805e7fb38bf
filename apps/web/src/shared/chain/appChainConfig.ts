import type { Address, Chain, Hex } from "viem";
import { LOCAL_CHAIN_ID, type DeployedToken, type DeploymentManifest } from "@griddle/sdk";
import {
  BSC_MAINNET_CHAIN_ID,
  BSC_TESTNET_CHAIN_ID,
  type AppChainId,
  type PublicChainId,
} from "./appChainId.ts";
import type { ChainContracts } from "./ChainContracts.ts";
import { BLOCK_TIME_SECONDS, CAKE_DECIMALS } from "./chainConstants.ts";
import { bscMainnet, bscTestnet, createLocalChain, toWebSocketUrl } from "./chains.ts";
import { localChainContracts } from "./localChainContracts.ts";
import { PUBLIC_CHAIN_CONTRACTS } from "./publicChainContracts.ts";

/** Tokens the swap screen warns about (spec 000 section 2, Swap notices). */
export interface SwapNoticeTokens {
  /** Takes a 10% transfer fee: selling needs a slippage of 12% or more. */
  readonly feeOnTransferToken: Address;
  /** Compromised: holders are asked to remove their liquidity. */
  readonly compromisedToken: Address;
}

/** Everything the app needs to know about the one chain it targets. */
export interface AppChainConfig {
  readonly chain: Chain;
  /** HTTP JSON-RPC endpoints in failover order. */
  readonly rpcUrls: readonly string[];
  /** Where new blocks can be subscribed to; absent where only HTTP polling is available. */
  readonly webSocketUrl: string | undefined;
  /** Matches the chain's 3-second blocks, so reads refresh once per block. */
  readonly pollingInterval: number;
  readonly contracts: ChainContracts;
  /** keccak256 of the pair creation code: with the factory it gives every pair's address, no call needed. */
  readonly pairInitCodeHash: Hex;
  /** Tokens the wallet modal lists balances for, in display order. */
  readonly tokens: readonly DeployedToken[];
  /** Accounts the app refuses to serve ('Blocked address'). */
  readonly blockedAddresses: readonly Address[];
  readonly swapNotices: SwapNoticeTokens;
}

const BLOCK_TIME_MS = BLOCK_TIME_SECONDS * 1000;

/** SDN OFAC addresses the spec's 'Blocked address' rule names for the public chains. */
const publicChainBlockedAddresses: readonly Address[] = [
  "0x7F367cC41522cE07553e823bf3be79A889DEbe1B",
  "0xd882cFc20F52f2599D84b8e8D58C7FB62cfE344b",
  "0x901bb9583b24D97e995513C6778dc6888AB6870e",
];

/** The init code hashes of PancakeSwap v2's pairs on the public chains. */
const publicChainPairInitCodeHashes: Record<PublicChainId, Hex> = {
  [BSC_MAINNET_CHAIN_ID]: "0x00fb7f630766e6a796048ea87d01acd3068e8ff67d078148a3fa3f4a84f69bd5",
  [BSC_TESTNET_CHAIN_ID]: "0xd0d4c4cd0848c93cb4fd1f498d7013ee6bfb25783ea21593d5834f5d250ece66",
};

/**
 * PancakeSwap's notices name SAFEMOON (10% transfer fee) and BONDLY (compromised) on mainnet. The
 * testnet has neither token, so its notices point at mainnet addresses that match no testnet token.
 */
const publicChainSwapNotices: SwapNoticeTokens = {
  feeOnTransferToken: "0x8076C74C5e3F5852037F31Ff0093Eeb8c8ADd8D3",
  compromisedToken: "0x96058f8C3e16576D9BD68766f3836d9A33158f89",
};

function publicChainTokens(contracts: ChainContracts): readonly DeployedToken[] {
  return [
    { address: contracts.wbnb, symbol: "WBNB", name: "Wrapped BNB", decimals: 18 },
    { address: contracts.cake, symbol: "CAKE", name: "PancakeSwap Token", decimals: CAKE_DECIMALS },
  ];
}

function publicChainConfig(chain: Chain, contracts: ChainContracts, pairInitCodeHash: Hex): AppChainConfig {
  return {
    chain,
    rpcUrls: chain.rpcUrls.default.http,
    webSocketUrl: undefined,
    pollingInterval: BLOCK_TIME_MS,
    contracts,
    pairInitCodeHash,
    tokens: publicChainTokens(contracts),
    blockedAddresses: publicChainBlockedAddresses,
    swapNotices: publicChainSwapNotices,
  };
}

/**
 * Resolves the target chain's configuration. The local chain is described by its deployment
 * manifest; the public chains by the fixed facts above.
 */
export function resolveAppChainConfig(
  chainId: AppChainId,
  manifest: DeploymentManifest | null,
): AppChainConfig {
  if (chainId === BSC_MAINNET_CHAIN_ID) {
    return publicChainConfig(
      bscMainnet,
      PUBLIC_CHAIN_CONTRACTS[chainId],
      publicChainPairInitCodeHashes[chainId],
    );
  }
  if (chainId === BSC_TESTNET_CHAIN_ID) {
    return publicChainConfig(
      bscTestnet,
      PUBLIC_CHAIN_CONTRACTS[chainId],
      publicChainPairInitCodeHashes[chainId],
    );
  }
  if (manifest === null) throw new TypeError(`Chain ${LOCAL_CHAIN_ID} needs its deployment manifest`);
  return {
    chain: createLocalChain(manifest),
    rpcUrls: [manifest.rpcUrl],
    webSocketUrl: toWebSocketUrl(manifest.rpcUrl),
    pollingInterval: BLOCK_TIME_MS,
    contracts: localChainContracts(manifest),
    pairInitCodeHash: manifest.initCodePairHash,
    tokens: manifest.tokens,
    blockedAddresses: manifest.blockedAddresses,
    swapNotices: manifest.notices,
  };
}
