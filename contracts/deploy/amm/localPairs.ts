import type { LocalTokenSymbol } from "./localTokens.ts";

export interface LocalPairDefinition {
  readonly tokenA: LocalTokenSymbol;
  readonly tokenB: LocalTokenSymbol;
  /** Dollar value of each side of the seeded pool; the two amounts follow from the tokens' prices. */
  readonly usdPerSide: bigint;
}

/**
 * The pools the local chain starts with. Every token is reachable; TWT only through CAKE, so the app
 * needs a multi-hop route for it. The WBNB sides add up to 8,800 BNB of the deployer's 10,000.
 */
export const LOCAL_PAIRS: readonly LocalPairDefinition[] = [
  { tokenA: "WBNB", tokenB: "BUSD", usdPerSide: 1_200_000n },
  { tokenA: "CAKE", tokenB: "WBNB", usdPerSide: 600_000n },
  { tokenA: "USDT", tokenB: "BUSD", usdPerSide: 2_000_000n },
  { tokenA: "USDC", tokenB: "BUSD", usdPerSide: 2_000_000n },
  { tokenA: "ETH", tokenB: "WBNB", usdPerSide: 600_000n },
  { tokenA: "BTCB", tokenB: "WBNB", usdPerSide: 600_000n },
  { tokenA: "DOGE", tokenB: "WBNB", usdPerSide: 300_000n },
  { tokenA: "SAFEMOON", tokenB: "WBNB", usdPerSide: 120_000n },
  { tokenA: "BONDLY", tokenB: "WBNB", usdPerSide: 60_000n },
  { tokenA: "DOT", tokenB: "WBNB", usdPerSide: 300_000n },
  { tokenA: "LINK", tokenB: "BUSD", usdPerSide: 1_000_000n },
  { tokenA: "UNI", tokenB: "WBNB", usdPerSide: 300_000n },
  { tokenA: "USDT", tokenB: "WBNB", usdPerSide: 600_000n },
  { tokenA: "TWT", tokenB: "CAKE", usdPerSide: 250_000n },
];

/**
 * The pools the farms need beyond LOCAL_PAIRS, seeded the same way after staking is deployed, so that
 * no address deployed before moves. None gives TWT or BONDLY a second pool, and there is no CAKE-BUSD,
 * DOT-LINK or DOGE-USDT pool: tests create those as new pools.
 */
export const LOCAL_FARM_PAIRS: readonly LocalPairDefinition[] = [
  { tokenA: "CAKE", tokenB: "USDT", usdPerSide: 200_000n },
  { tokenA: "BTCB", tokenB: "BUSD", usdPerSide: 250_000n },
  { tokenA: "ETH", tokenB: "USDT", usdPerSide: 200_000n },
  { tokenA: "LINK", tokenB: "USDT", usdPerSide: 100_000n },
  { tokenA: "DOT", tokenB: "CAKE", usdPerSide: 60_000n },
  { tokenA: "UNI", tokenB: "CAKE", usdPerSide: 60_000n },
  { tokenA: "UNI", tokenB: "BUSD", usdPerSide: 60_000n },
  { tokenA: "DOGE", tokenB: "CAKE", usdPerSide: 60_000n },
];

/**
 * Tokens without a WBNB or CAKE pair: the fee collector must route them through BUSD to buy CAKE.
 */
export const FEE_BRIDGES: readonly { readonly token: LocalTokenSymbol; readonly bridge: LocalTokenSymbol }[] =
  [
    { token: "USDC", bridge: "BUSD" },
    { token: "LINK", bridge: "BUSD" },
  ];
