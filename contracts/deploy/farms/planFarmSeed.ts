import { parseEther } from "viem";
import type { LocalTokenDefinition, LocalTokenSymbol } from "../amm/localTokens.ts";
import { tokenAmountForUsd } from "../amm/tokenAmountForUsd.ts";
import { CAKE_PER_BLOCK } from "../staking/localStakingPools.ts";
import { stakeForApr, type PricedToken } from "../staking/stakeForApr.ts";
import { DEV_FARM_STAKE_PERCENT, type LocalFarmDefinition } from "./localFarms.ts";
import { UnreachableFarmAprError } from "./UnreachableFarmAprError.ts";

/**
 * Percent of its liquidity in a farm that the seed whale also holds in the quote token, to trade the
 * farm's pair with: planTradingHistory puts at most 80% of it into one round trip.
 */
export const TRADING_FLOAT_PERCENT = 1n;

/** Whole dollars as a token, so that stakeForApr answers in dollars of liquidity. */
const DOLLAR: PricedToken = { usdPrice: "1", decimals: 0 };

export interface PlannedFarm {
  /** MasterChef pid: catalogue order from 1. */
  readonly pid: number;
  readonly definition: LocalFarmDefinition;
  /** Allocation points once the seed is done: the catalogue's, or 0 for a finished farm. */
  readonly finalAllocPoint: bigint;
  /** Dollars per side of the liquidity each staking dev account adds; 0 for none. */
  readonly devLiquidityUsd: bigint;
  /** Dollars per side of the liquidity the whale adds and stakes; 0 in finished farms. */
  readonly whaleLiquidityUsd: bigint;
  /** Quote-token base units the whale holds to trade the farm's pair; 0 in finished farms. */
  readonly tradingFloat: bigint;
}

export interface FarmSeedPlan {
  /** MasterChef's total allocation points once the seed is done, the manual pool's included. */
  readonly totalAllocPoint: bigint;
  /** The manual CAKE pool's share of the emission once the seed is done, in CAKE base units. */
  readonly manualPoolRewardPerBlock: bigint;
  /** The catalogue in pid order. */
  readonly farms: readonly PlannedFarm[];
  /** Base units of each token the whale needs for its farm liquidity and trades; WBNB's as BNB. */
  readonly whaleFunding: ReadonlyMap<LocalTokenSymbol, bigint>;
}

export interface PlanFarmSeedParameters {
  readonly farms: readonly LocalFarmDefinition[];
  readonly tokenList: readonly LocalTokenDefinition[];
  readonly manualPoolAllocPoint: bigint;
  /** How many dev accounts add each farm's dev liquidity. */
  readonly devStakerCount: number;
}

/**
 * How the seed brings every live farm to its catalogue APR at the token list's prices: the app's
 * base APR (CAKE per block × blocks per year × pool weight × CAKE price over the dollars of LP staked
 * in MasterChef) solved for the staked dollars, of which the dev accounts stake their share and the
 * seed whale the rest. Pool weights are those after the seed, when finished farms have 0 points.
 * Throws UnreachableFarmAprError when the dev stakes alone pass what an APR allows.
 */
export function planFarmSeed({
  farms,
  tokenList,
  manualPoolAllocPoint,
  devStakerCount,
}: PlanFarmSeedParameters): FarmSeedPlan {
  const tokenOf = (symbol: LocalTokenSymbol): LocalTokenDefinition => {
    const token = tokenList.find((candidate) => candidate.symbol === symbol);
    if (token === undefined) throw new Error(`${symbol} is not in the token list`);
    return token;
  };
  const amountFor = (usd: bigint, symbol: LocalTokenSymbol): bigint => {
    const token = tokenOf(symbol);
    return tokenAmountForUsd(usd, token.usdPrice, token.decimals);
  };
  const cakePerBlock = parseEther(CAKE_PER_BLOCK.toString());
  const totalAllocPoint = farms.reduce(
    (sum, farm) => (farm.schedule === "live" ? sum + farm.allocPoint : sum),
    manualPoolAllocPoint,
  );

  const whaleFunding = new Map<LocalTokenSymbol, bigint>();
  const fund = (symbol: LocalTokenSymbol, amount: bigint): void => {
    whaleFunding.set(symbol, (whaleFunding.get(symbol) ?? 0n) + amount);
  };
  const planned = farms.map((definition, index): PlannedFarm => {
    const pid = index + 1;
    const devLiquidityUsd = definition.devLiquidityUsd ?? 0n;
    if (definition.schedule === "finished") {
      return {
        pid,
        definition,
        finalAllocPoint: 0n,
        devLiquidityUsd,
        whaleLiquidityUsd: 0n,
        tradingFloat: 0n,
      };
    }
    const stakedUsd = stakeForApr({
      rewardPerBlock: (cakePerBlock * definition.allocPoint) / totalAllocPoint,
      earningToken: tokenOf("CAKE"),
      stakingToken: DOLLAR,
      apr: definition.apr,
    });
    const devStakedPerSide = (devLiquidityUsd * BigInt(devStakerCount) * DEV_FARM_STAKE_PERCENT) / 100n;
    // An LP token is worth twice one side of it.
    const whaleLiquidityUsd = stakedUsd / 2n - devStakedPerSide;
    if (whaleLiquidityUsd <= 0n) {
      throw new UnreachableFarmAprError(
        pid,
        definition.apr,
        `the dev accounts stake $${devStakedPerSide} a side, at least the $${stakedUsd / 2n} it allows`,
      );
    }
    const tradingFloat = amountFor((whaleLiquidityUsd * TRADING_FLOAT_PERCENT) / 100n, definition.quote);
    fund(definition.token, amountFor(whaleLiquidityUsd, definition.token));
    fund(definition.quote, amountFor(whaleLiquidityUsd, definition.quote) + tradingFloat);
    return {
      pid,
      definition,
      finalAllocPoint: definition.allocPoint,
      devLiquidityUsd,
      whaleLiquidityUsd,
      tradingFloat,
    };
  });

  return {
    totalAllocPoint,
    manualPoolRewardPerBlock: (cakePerBlock * manualPoolAllocPoint) / totalAllocPoint,
    farms: planned,
    whaleFunding,
  };
}
