import type { Address } from "viem";
import { LOCAL_CHAIN_ID, type DeployedToken } from "@griddle/sdk";

/** The bases PancakeSwap suggests on BNB Smart Chain: BUSD, CAKE and BTCB. */
const COMMON_BASE_SYMBOLS = ["BUSD", "CAKE", "BTCB"] as const;

const publicChainCommonBases: Readonly<Record<number, readonly Address[]>> = {
  56: [
    "0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56",
    "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82",
    "0x7130d2A12B9BCbFAe4f2634d864A1Ee1Ce3Ead9c",
  ],
  97: ["0xeD24FC36d5Ee211Ea25A80239Fb8C4Cfd80f12Ee", "0xFa60D973F7642B748046464e165A65B7323b0DEE"],
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
