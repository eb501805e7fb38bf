import { parseUnits } from "viem";
import type { LocalTokenDefinition } from "../amm/localTokens.ts";
import { BLOCKS_PER_YEAR } from "./localStakingPools.ts";

/** What the APR arithmetic needs of a token: its list price and decimals. */
export type PricedToken = Pick<LocalTokenDefinition, "usdPrice" | "decimals">;

export interface StakeForAprParameters {
  /** Base units of the earning token the pool pays per block. */
  readonly rewardPerBlock: bigint;
  readonly earningToken: PricedToken;
  readonly stakingToken: PricedToken;
  /** Whole percent a year, above zero. */
  readonly apr: number;
}

const PRICE_DECIMALS = 18;

/**
 * Base units of the staking token at which a year of rewards (BLOCKS_PER_YEAR blocks) is worth `apr`
 * percent of the stake, both at the list's prices: the app's APR formula solved for the total staked.
 * Rounded down, so a pool staked with exactly this much shows at least `apr`.
 */
export function stakeForApr({
  rewardPerBlock,
  earningToken,
  stakingToken,
  apr,
}: StakeForAprParameters): bigint {
  if (!Number.isSafeInteger(apr) || apr <= 0)
    throw new RangeError(`An APR must be a whole percent above 0, got ${apr}`);
  const earningPrice = parseUnits(earningToken.usdPrice, PRICE_DECIMALS);
  const stakingPrice = parseUnits(stakingToken.usdPrice, PRICE_DECIMALS);
  // One division at the end, so no intermediate value loses precision.
  return (
    (rewardPerBlock * BLOCKS_PER_YEAR * earningPrice * 100n * 10n ** BigInt(stakingToken.decimals)) /
    (BigInt(apr) * stakingPrice * 10n ** BigInt(earningToken.decimals))
  );
}
