import type { LocalTokenSymbol } from "../amm/localTokens.ts";

/** The sides farms are priced through, as on PancakeSwap; CAKE for community farms. */
export type FarmQuoteSymbol = Extract<LocalTokenSymbol, "WBNB" | "BUSD" | "USDT" | "CAKE">;

/**
 * Percent of the LP each staking dev account adds that it stakes; it keeps the rest in its wallet,
 * so that staking more and unstaking can both be tried from a seeded account.
 */
export const DEV_FARM_STAKE_PERCENT = 75n;

/**
 * Swaps the seed makes through the live farms' pairs after the stakes, so that the indexer has volume
 * for every farm's LP reward APR.
 */
export const TRADING_HISTORY_SWAPS = 300;

interface LocalFarmTerms {
  /** The pair's non-quote side. */
  readonly token: LocalTokenSymbol;
  readonly quote: FarmQuoteSymbol;
  /** MasterChef allocation points while the farm rewards: 100 per 'X' of multiplier. */
  readonly allocPoint: bigint;
  readonly isCommunity?: true;
  /**
   * Dollar value of each side of the liquidity each staking dev account adds, DEV_FARM_STAKE_PERCENT
   * of which it stakes; absent for none.
   */
  readonly devLiquidityUsd?: bigint;
}

export type LocalFarmDefinition = LocalFarmTerms &
  (
    | {
        readonly schedule: "live";
        /**
         * The base APR in whole percent, at the token list's prices, that the seed whale's staked
         * liquidity brings the farm to on top of the dev accounts' stakes.
         */
        readonly apr: number;
      }
    | {
        /**
         * Rewards during the seed at `allocPoint`, then is set to 0 points: the dev accounts' stakes
         * keep the CAKE they earned meanwhile, to harvest from the Finished tab.
         */
        readonly schedule: "finished";
      }
  );

/**
 * The local farm catalogue in pid order from 1 (pid 0 is the manual CAKE pool). Live farms' points
 * add up to 10,000 beside the manual pool's 30,000, so one point earns 0.001 CAKE a block; multipliers
 * run from 0.5X to 40X and base APRs from 35% to 250%. Every pair holds WBNB, BUSD, USDT or CAKE,
 * whose prices the indexer tracks. Appending keeps every pid.
 */
export const LOCAL_FARMS: readonly LocalFarmDefinition[] = [
  { token: "CAKE", quote: "WBNB", allocPoint: 4000n, schedule: "live", apr: 240, devLiquidityUsd: 1500n },
  { token: "BUSD", quote: "WBNB", allocPoint: 1200n, schedule: "live", apr: 150, devLiquidityUsd: 1000n },
  { token: "CAKE", quote: "USDT", allocPoint: 1000n, schedule: "live", apr: 180 },
  { token: "USDT", quote: "WBNB", allocPoint: 600n, schedule: "live", apr: 120 },
  { token: "ETH", quote: "WBNB", allocPoint: 500n, schedule: "live", apr: 60 },
  { token: "BTCB", quote: "WBNB", allocPoint: 500n, schedule: "live", apr: 50 },
  { token: "USDT", quote: "BUSD", allocPoint: 400n, schedule: "live", apr: 60 },
  { token: "BTCB", quote: "BUSD", allocPoint: 300n, schedule: "live", apr: 70 },
  { token: "DOT", quote: "WBNB", allocPoint: 200n, schedule: "live", apr: 100 },
  { token: "USDC", quote: "BUSD", allocPoint: 200n, schedule: "live", apr: 40 },
  { token: "ETH", quote: "USDT", allocPoint: 200n, schedule: "live", apr: 55 },
  { token: "DOGE", quote: "WBNB", allocPoint: 200n, schedule: "live", apr: 80 },
  { token: "UNI", quote: "WBNB", allocPoint: 200n, schedule: "live", apr: 70 },
  { token: "LINK", quote: "BUSD", allocPoint: 100n, schedule: "live", apr: 45 },
  { token: "LINK", quote: "USDT", allocPoint: 50n, schedule: "live", apr: 35 },
  {
    token: "TWT",
    quote: "CAKE",
    allocPoint: 200n,
    isCommunity: true,
    schedule: "live",
    apr: 150,
    devLiquidityUsd: 500n,
  },
  { token: "DOT", quote: "CAKE", allocPoint: 100n, isCommunity: true, schedule: "live", apr: 200 },
  { token: "UNI", quote: "CAKE", allocPoint: 50n, isCommunity: true, schedule: "live", apr: 250 },
  { token: "BONDLY", quote: "WBNB", allocPoint: 100n, schedule: "finished", devLiquidityUsd: 300n },
  { token: "UNI", quote: "BUSD", allocPoint: 50n, schedule: "finished" },
  { token: "DOGE", quote: "CAKE", allocPoint: 50n, isCommunity: true, schedule: "finished" },
];
