import type { Address } from "viem";
import { LOCAL_CHAIN_ID, type DeployedToken } from "@griddle/sdk";
import {
  BSC_MAINNET_CHAIN_ID,
  BSC_TESTNET_CHAIN_ID,
  PUBLIC_CHAIN_CONTRACTS,
} from "../../../shared/chain/index.ts";

/** The bases PancakeSwap suggests on BNB Smart Chain: BUSD, CAKE and BTCB. */
const COMMON_BASE_SYMBOLS = ["BUSD", "CAKE", "BTCB"] as const;

const publicChainCommonBases: Readonly<Record<number, readonly Address[]>> = {
  [BSC_MAINNET_CHAIN_ID]: [
    "0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56",
    PUBLIC_CHAIN_CONTRACTS[BSC_MAINNET_CHAIN_ID].cake,
    "0x7130d2A12B9BCbFAe4f2634d864A1Ee1Ce3Ead9c",
  ],
  [BSC_TESTNET_CHAIN_ID]: [
    "0xeD24FC36d5Ee211Ea25A80239Fb8C4Cfd80f12Ee",
    PUBLIC_CHAIN_CONTRACTS[BSC_TESTNET_CHAIN_ID].cake,
  ],
};

/**
 * The tokens of the common-bases row after the native coin. Chosen by address: on the local chain from
 * the deployment (trusted, unlike a list's symbols), on the public chains from fixed facts.
 */
export function commonBaseAddresses(
  chainId: number,
  deployedTokens: readonly DeployedToken[],
): readonly Address[] {
  if (chainId !== LOCAL_CHAIN_ID) return publicChainCommonBases[chainId] ?? [];
  return COMMON_BASE_SYMBOLS.flatMap((symbol) => {
    const token = deployedTokens.find((deployed) => deployed.symbol === symbol);
    return token ? [token.address] : [];
  });
}
