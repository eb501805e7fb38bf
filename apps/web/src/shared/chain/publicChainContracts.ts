import type { ChainContracts } from "./ChainContracts.ts";
import { BSC_MAINNET_CHAIN_ID, BSC_TESTNET_CHAIN_ID, type PublicChainId } from "./appChainId.ts";

/**
 * PancakeSwap's v2-compatible deployments on the public chains, with MasterChef v1, whose farm and pool
 * catalogues the app carries. PancakeSwap published no auto CAKE vault on the testnet, and no
 * prediction game or Chainlink BNB/USD feed there either (its own address book lists '0x').
 *
 * The mainnet prediction game is left out on purpose: PancakeSwap's block-based game (V1, retired,
 * 0x516ffd7D1e0Ca40b1879935B2De87cb20Fc1124b) differs from ours in `rounds` (no oracle ids, cancel
 * flag or rates) and in `claim` (one epoch), so the screen would misread it. Until a game
 * ABI-compatible with ours is deployed there, the page says the game is not on this network.
 *
 * PancakeSwap's lottery v2 (0x5aF6D33DE2ccEC94efb1bDF8f92Bd58085432d2c on mainnet) is left out for the
 * same reason: its viewUserInfoForLotteryId pages oldest first and it has no cancelled rounds or
 * refunds, so /lottery says the lottery is not on these networks.
 *
 * The profile area is left out too: the app carries the local collection's catalogue (names, images,
 * claims) and teams, not PancakeSwap's, so its pages say profiles are not on these networks.
 *
 * PancakeSwap's farm auction is left out as well: the page names whitelisted projects from the
 * deployment's own list, which these networks lack, so /farms/auction says auctions are not on these
 * networks. So is the trading competition: PancakeSwap's took its results from an admin, with no published root
 * for the page to check, so /competition says it is not on these networks.
 */
export const PUBLIC_CHAIN_CONTRACTS: Readonly<Record<PublicChainId, ChainContracts>> = {
  [BSC_MAINNET_CHAIN_ID]: {
    wbnb: "0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c",
    cake: "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82",
    router: "0x10ED43C718714eb63d5aA57B78B54704E256024E",
    factory: "0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73",
    // Multicall3, at the address every EVM chain shares.
    multicall: "0xcA11bde05977b3631167028862bE2a173976CA11",
    masterChef: "0x73feaa1eE314F8c655E354234017bE2193C9E24E",
    cakeVault: "0xa80240Eb5d7E05d3F250cF000eEc0891d00b51CC",
    prediction: undefined,
    lottery: undefined,
    profile: undefined,
    farmAuction: undefined,
    competition: undefined,
  },
  [BSC_TESTNET_CHAIN_ID]: {
    wbnb: "0xae13d989daC2f0dEbFf460aC112a837C89BAa7cd",
    cake: "0xFa60D973F7642B748046464e165A65B7323b0DEE",
    router: "0xD99D1c33F9fC3444f8101754aBC46c52416550D1",
    factory: "0x6725F303b657a9451d8BA641348b6761A6CC7a17",
    multicall: "0xcA11bde05977b3631167028862bE2a173976CA11",
    masterChef: "0x1d32c2945C8FDCBc7156c553B7cEa4325a17f4f9",
    cakeVault: undefined,
    prediction: undefined,
    lottery: undefined,
    profile: undefined,
    farmAuction: undefined,
    competition: undefined,
  },
};
