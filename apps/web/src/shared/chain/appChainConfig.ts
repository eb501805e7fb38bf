import type { Address, Chain, Hex } from "viem";
import { LOCAL_CHAIN_ID, type DeployedToken, type DeploymentManifest } from "@griddle/sdk";
import { BSC_MAINNET_CHAIN_ID, BSC_TESTNET_CHAIN_ID, type AppChainId } from "./appChainId.ts";
import { bscMainnet, bscTestnet, createLocalChain, toWebSocketUrl } from "./chains.ts";

/** The contracts the app talks to on its chain: the one place that knows their addresses. */
export interface ChainContracts {
  readonly wbnb: Address;
  readonly cake: Address;
  readonly router: Address;
  readonly factory: Address;
  readonly multicall: Address;
}

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

const BLOCK_TIME_MS = 3000;

/** SDN OFAC addresses the spec's 'Blocked address' rule names for the public chains. */
const publicChainBlockedAddresses: readonly Address[] = [
  "0x7F367cC41522cE07553e823bf3be79A889DEbe1B",
  "0xd882cFc20F52f2599D84b8e8D58C7FB62cfE344b",
  "0x901bb9583b24D97e995513C6778dc6888AB6870e",
];

/** The init code hashes of PancakeSwap v2's pairs on the public chains. */
const publicChainPairInitCodeHashes: Record<typeof BSC_MAINNET_CHAIN_ID | typeof BSC_TESTNET_CHAIN_ID, Hex> =
  {
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

/** PancakeSwap v2-compatible deployments on the public chains. */
const publicChainContracts: Record<
  typeof BSC_MAINNET_CHAIN_ID | typeof BSC_TESTNET_CHAIN_ID,
  ChainContracts
> = {
  [BSC_MAINNET_CHAIN_ID]: {
    wbnb: "0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c",
    cake: "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82",
    router: "0x10ED43C718714eb63d5aA57B78B54704E256024E",
    factory: "0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73",
    multicall: "0xcA11bde05977b3631167028862bE2a173976CA11",
  },
  [BSC_TESTNET_CHAIN_ID]: {
    wbnb: "0xae13d989daC2f0dEbFf460aC112a837C89BAa7cd",
    cake: "0xFa60D973F7642B748046464e165A65B7323b0DEE",
    router: "0xD99D1c33F9fC3444f8101754aBC46c52416550D1",
    factory: "0x6725F303b657a9451d8BA641348b6761A6CC7a17",
    multicall: "0xcA11bde05977b3631167028862bE2a173976CA11",
  },
};

function publicChainTokens(contracts: ChainContracts): readonly DeployedToken[] {
  return [
    { address: contracts.wbnb, symbol: "WBNB", name: "Wrapped BNB", decimals: 18 },
    { address: contracts.cake, symbol: "CAKE", name: "PancakeSwap Token", decimals: 18 },
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
      publicChainContracts[chainId],
      publicChainPairInitCodeHashes[chainId],
    );
  }
  if (chainId === BSC_TESTNET_CHAIN_ID) {
    return publicChainConfig(
      bscTestnet,
      publicChainContracts[chainId],
      publicChainPairInitCodeHashes[chainId],
    );
  }
  if (manifest === null) throw new TypeError(`Chain ${LOCAL_CHAIN_ID} needs its deployment manifest`);
  const { wbnb, cake, router, factory, multicall } = manifest.contracts;
  return {
    chain: createLocalChain(manifest),
    rpcUrls: [manifest.rpcUrl],
    webSocketUrl: toWebSocketUrl(manifest.rpcUrl),
    pollingInterval: BLOCK_TIME_MS,
    contracts: { wbnb, cake, router, factory, multicall },
    pairInitCodeHash: manifest.initCodePairHash,
    tokens: manifest.tokens,
    blockedAddresses: manifest.blockedAddresses,
    swapNotices: manifest.notices,
  };
}
