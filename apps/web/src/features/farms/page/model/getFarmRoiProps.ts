import type { TranslateFunction } from "../../../../shared/i18n/index.ts";
import type { RoiCalculatorModalProps } from "../../../roi/index.ts";
import type { Farm } from "../../model/Farm.ts";

/** Every pair's LP token has 18 decimals. */
export const LP_TOKEN_DECIMALS = 18;

export type FarmRoiProps = Omit<RoiCalculatorModalProps, "onDismiss">;

/**
 * The ROI calculator in farm mode for `farm`: its base APR with the LP rewards APR beside it (left out
 * while the indexer cannot tell it), the multiplier, and a link to get the LP. Undefined while the APR,
 * the LP price or CAKE's price is unknown: the calculator would only show zeros.
 */
export function getFarmRoiProps(
  farm: Farm,
  context: { readonly cakePriceUsd: number | null; readonly addLiquidityHref: string },
  t: TranslateFunction,
): FarmRoiProps | undefined {
  const { apr, lpTokenPriceUsd, lpRewardsApr, lpSymbol } = farm;
  if (apr === null || lpTokenPriceUsd === null || context.cakePriceUsd === null) return undefined;
  return {
    apr,
    lpRewardsApr: lpRewardsApr ?? undefined,
    earningTokenPrice: context.cakePriceUsd,
    stakingTokenPrice: lpTokenPriceUsd,
    stakingTokenSymbol: lpSymbol,
    earningTokenSymbol: "CAKE",
    stakingTokenBalance: farm.userData?.tokenBalance,
    stakingTokenDecimals: LP_TOKEN_DECIMALS,
    multiplier: farm.multiplier,
    linkLabel: t("Get %symbol%", { symbol: lpSymbol }),
    linkHref: context.addLiquidityHref,
    isFarm: true,
  };
}
