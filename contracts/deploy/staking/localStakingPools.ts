import type { PoolCategory } from "@griddle/sdk";
import type { LocalTokenSymbol } from "../amm/localTokens.ts";

/** CAKE emitted per block by MasterChef (spec 000 section 10), in whole CAKE. */
export const CAKE_PER_BLOCK = 40n;

/**
 * MasterChef allocation points of the manual CAKE pool: three quarters of the emission (30 CAKE a
 * block) once the farms' 10,000 points are added. Staked CAKE is the one thing the seed can supply
 * without limit, so the pool takes most of the emission: farms with a 40X CAKE-BNB then reach
 * believable APRs with tens of millions of dollars of liquidity rather than hundreds, which the
 * token supplies could not fund and which would leave a user's position too small to show a share.
 */
export const MANUAL_POOL_ALLOC_POINT = 30_000n;

/** Whole CAKE each seeded staker puts in the manual CAKE pool and in the auto vault. */
export const MANUAL_POOL_SEED_STAKE = "250";
export const VAULT_SEED_STAKE = "1000";

/**
 * The manual CAKE pool's APR in whole percent once the seed whale has staked: about 191M CAKE in pool
 * 0, which the vault compounds to an APY of about 790%, as on a busy mainnet rather than millions of
 * percent over a few thousand CAKE.
 */
export const MANUAL_POOL_APR = 220;

/** Percent of the whale's pool 0 CAKE that goes through the vault; the rest it stakes by hand. */
export const WHALE_VAULT_PERCENT = 80n;

/** Blocks in a 365-day year of 3-second blocks: how the app turns rewards per block into an APR. */
export const BLOCKS_PER_YEAR = 10_512_000n;

/** Blocks a live or upcoming pool rewards: 7 days of 3-second blocks. */
export const POOL_REWARD_BLOCKS = 201_600n;

/** How far ahead of the deployment upcoming pools start: 1 day of 3-second blocks. */
export const UPCOMING_POOL_DELAY_BLOCKS = 28_800n;

/**
 * How long finished pools reward from the deployment: enough blocks for every seeded stake to land
 * first (the seed sends about one transaction per block), after which the seed mines past the end.
 */
export const FINISHED_POOL_REWARD_BLOCKS = 300n;

/** When a pool rewards, relative to the deployment: live now, finished after the seed, or later. */
export type LocalPoolSchedule = "live" | "finished" | "upcoming";

interface LocalStakingPoolTerms {
  /** The staked token; "BNB" deploys a BnbStaking pool for the native coin. */
  readonly staking: LocalTokenSymbol | "BNB";
  readonly earning: LocalTokenSymbol;
  /** Whole earning tokens per block, as a decimal string. */
  readonly rewardPerBlock: string;
  /** Whole staking tokens one user may stake, absent for no limit. */
  readonly limit?: string;
  /** Whole staking tokens each seeded staker stakes, absent for none. */
  readonly seedStake?: string;
  readonly category: Exclude<PoolCategory, "Auto">;
}

export type LocalStakingPoolDefinition = LocalStakingPoolTerms &
  (
    | {
        readonly schedule: "live";
        /**
         * The APR in whole percent, at the token list's prices, that the seed whale's stake brings
         * the pool to on top of the seeded stakes. A limited pool reaches it within the whale's limit
         * only with a small enough reward, which planWhaleStakes checks.
         */
        readonly apr: number;
      }
    | { readonly schedule: Exclude<LocalPoolSchedule, "live"> }
  );

/**
 * The local pool catalogue after the manual CAKE pool, in sousId order from 1: CAKE staked for ten
 * partner tokens (live, finished with seeded stakes, and upcoming; some capped per user), BNB staked
 * for CAKE, and TWT staked for CAKE. Rewards are sized to a few percent of each token's supply at
 * most, so the deployer keeps enough to fund tests. Live pools' APRs range from 12% to 500%; the
 * BONDLY pools pay a 100-CAKE stake over 0.001 BONDLY a block, so earnings visibly grow. Limited pools
 * pay little, as a whale may stake no more than anyone. Appending keeps every earlier address.
 */
export const LOCAL_STAKING_POOLS: readonly LocalStakingPoolDefinition[] = [
  {
    staking: "CAKE",
    earning: "DOGE",
    rewardPerBlock: "20",
    schedule: "live",
    apr: 500,
    seedStake: "300",
    category: "Core",
  },
  {
    staking: "CAKE",
    earning: "BONDLY",
    rewardPerBlock: "5",
    schedule: "live",
    apr: 450,
    category: "Community",
  },
  {
    staking: "CAKE",
    earning: "DOT",
    rewardPerBlock: "0.2",
    schedule: "live",
    apr: 120,
    seedStake: "150",
    category: "Core",
  },
  {
    staking: "CAKE",
    earning: "LINK",
    rewardPerBlock: "0.000007",
    schedule: "live",
    apr: 95,
    limit: "100",
    seedStake: "100",
    category: "Core",
  },
  { staking: "CAKE", earning: "UNI", rewardPerBlock: "0.1", schedule: "live", apr: 35, category: "Core" },
  {
    staking: "CAKE",
    earning: "TWT",
    rewardPerBlock: "2",
    schedule: "live",
    apr: 75,
    seedStake: "200",
    category: "Core",
  },
  { staking: "CAKE", earning: "ETH", rewardPerBlock: "0.0004", schedule: "live", apr: 18, category: "Core" },
  {
    staking: "CAKE",
    earning: "BTCB",
    rewardPerBlock: "0.00000001",
    schedule: "live",
    apr: 300,
    limit: "500",
    seedStake: "250",
    category: "Core",
  },
  { staking: "CAKE", earning: "USDT", rewardPerBlock: "0.3", schedule: "live", apr: 28, category: "Core" },
  {
    staking: "CAKE",
    earning: "USDC",
    rewardPerBlock: "0.3",
    schedule: "live",
    apr: 55,
    seedStake: "120",
    category: "Core",
  },
  { staking: "CAKE", earning: "BUSD", rewardPerBlock: "0.5", schedule: "live", apr: 22, category: "Core" },
  {
    staking: "BNB",
    earning: "CAKE",
    rewardPerBlock: "0.02",
    schedule: "live",
    apr: 60,
    seedStake: "5",
    category: "Binance",
  },
  {
    staking: "TWT",
    earning: "CAKE",
    rewardPerBlock: "0.05",
    schedule: "live",
    apr: 95,
    seedStake: "1000",
    category: "Core",
  },
  {
    staking: "CAKE",
    earning: "DOGE",
    rewardPerBlock: "0.001",
    schedule: "live",
    apr: 330,
    limit: "200",
    category: "Community",
  },
  {
    staking: "CAKE",
    earning: "BONDLY",
    rewardPerBlock: "3",
    schedule: "live",
    apr: 300,
    category: "Community",
  },
  { staking: "CAKE", earning: "DOT", rewardPerBlock: "0.1", schedule: "live", apr: 45, category: "Core" },
  { staking: "CAKE", earning: "LINK", rewardPerBlock: "0.02", schedule: "live", apr: 12, category: "Core" },
  {
    staking: "CAKE",
    earning: "UNI",
    rewardPerBlock: "0.000002",
    schedule: "live",
    apr: 140,
    limit: "50",
    category: "Core",
  },
  {
    staking: "CAKE",
    earning: "TWT",
    rewardPerBlock: "1",
    schedule: "live",
    apr: 190,
    category: "Community",
  },
  {
    staking: "CAKE",
    earning: "DOGE",
    rewardPerBlock: "50",
    schedule: "finished",
    seedStake: "100",
    category: "Core",
  },
  {
    staking: "CAKE",
    earning: "BONDLY",
    rewardPerBlock: "20",
    schedule: "finished",
    seedStake: "80",
    category: "Core",
  },
  {
    staking: "CAKE",
    earning: "DOT",
    rewardPerBlock: "1",
    schedule: "finished",
    seedStake: "60",
    category: "Core",
  },
  {
    staking: "CAKE",
    earning: "LINK",
    rewardPerBlock: "0.5",
    schedule: "finished",
    limit: "100",
    seedStake: "100",
    category: "Core",
  },
  {
    staking: "CAKE",
    earning: "ETH",
    rewardPerBlock: "0.01",
    schedule: "finished",
    seedStake: "40",
    category: "Core",
  },
  { staking: "CAKE", earning: "BUSD", rewardPerBlock: "5", schedule: "finished", category: "Community" },
  {
    staking: "CAKE",
    earning: "USDT",
    rewardPerBlock: "5",
    schedule: "finished",
    seedStake: "50",
    category: "Core",
  },
  { staking: "CAKE", earning: "UNI", rewardPerBlock: "0.2", schedule: "upcoming", category: "Core" },
  {
    staking: "CAKE",
    earning: "TWT",
    rewardPerBlock: "3",
    schedule: "upcoming",
    limit: "100",
    category: "Core",
  },
  {
    staking: "CAKE",
    earning: "BTCB",
    rewardPerBlock: "0.00002",
    schedule: "upcoming",
    category: "Community",
  },
  { staking: "CAKE", earning: "ETH", rewardPerBlock: "0.0005", schedule: "upcoming", category: "Core" },
  {
    staking: "CAKE",
    earning: "USDC",
    rewardPerBlock: "0.2",
    schedule: "upcoming",
    limit: "250",
    category: "Core",
  },
  { staking: "CAKE", earning: "BUSD", rewardPerBlock: "0.4", schedule: "upcoming", category: "Core" },
];
