import { formatUnits } from "viem";
import type { Farm, FarmConfig, FarmUserData } from "../../model/Farm.ts";
import { computeFarmAmounts } from "./computeFarmAmounts.ts";
import { computeFarmApr } from "./computeFarmApr.ts";
import { formatFarmMultiplier } from "./formatFarmMultiplier.ts";
import type { FarmChainState } from "./parseFarmPublicReads.ts";
import type { MasterChefState } from "./parseMasterChefReads.ts";

export interface FarmPrices {
  /** US dollars per whole quote token; null when unknown. */
  readonly quoteTokenPriceUsd: number | null;
  readonly cakePriceUsd: number | null;
}

/** CAKE and every pair's LP token have 18 decimals. */
const DECIMALS = 18;

/**
 * One farm as the screens show it: PancakeSwap's amounts, pool weight and multiplier; the token
 * priced through its own pair against the quote token; liquidity as the staked LP's value in quote
 * token times the quote token's price; the base APR from MasterChef's emission; and the total APR
 * adding the LP fee rewards (left out while those are unknown).
 */
export function toFarm(
  config: FarmConfig,
  state: FarmChainState,
  masterChef: MasterChefState,
  prices: FarmPrices,
  lpRewardsApr: number | null,
  userData: FarmUserData | undefined,
): Farm {
  const amounts = computeFarmAmounts(config, state);
  const { quoteTokenPriceUsd } = prices;
  const poolWeight =
    masterChef.totalAllocPoint === 0n ? 0 : Number(state.allocPoint) / Number(masterChef.totalAllocPoint);
  const liquidityUsd = quoteTokenPriceUsd === null ? null : amounts.lpTotalInQuoteToken * quoteTokenPriceUsd;
  const lpTokenPriceUsd =
    quoteTokenPriceUsd === null || state.lpTotalSupply === 0n
      ? null
      : (amounts.quoteTokenAmountTotal * 2 * quoteTokenPriceUsd) /
        Number(formatUnits(state.lpTotalSupply, DECIMALS));
  const apr = computeFarmApr({
    cakePerBlock: Number(formatUnits(masterChef.cakePerBlock, DECIMALS)),
    poolWeight,
    cakePriceUsd: prices.cakePriceUsd,
    liquidityUsd,
  });
  return {
    pid: config.pid,
    lpSymbol: config.lpSymbol,
    lpAddress: config.lpAddress,
    isCommunity: config.isCommunity,
    token: {
      ...config.token,
      busdPrice:
        quoteTokenPriceUsd === null || amounts.tokenPriceVsQuote === 0
          ? null
          : amounts.tokenPriceVsQuote * quoteTokenPriceUsd,
    },
    quoteToken: { ...config.quoteToken, busdPrice: quoteTokenPriceUsd },
    ...amounts,
    lpTotalSupply: state.lpTotalSupply,
    lpStaked: state.lpStaked,
    allocPoint: Number(state.allocPoint),
    poolWeight,
    multiplier: formatFarmMultiplier(state.allocPoint),
    liquidityUsd,
    lpTokenPriceUsd,
    apr,
    lpRewardsApr,
    totalApr: apr === null ? null : apr + (lpRewardsApr ?? 0),
    isFinished: state.allocPoint === 0n,
    userData,
  };
}
