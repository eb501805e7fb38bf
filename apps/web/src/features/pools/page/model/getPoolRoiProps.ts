import type { TranslateFunction } from "../../../../shared/i18n/index.ts";
import type { RoiCalculatorModalProps } from "../../../roi/index.ts";
import { buildGetTokenHref } from "../../stakePanel/model/buildGetTokenHref.ts";
import { poolOf, type PoolListItem } from "./PoolListItem.ts";

/** The vault compounds by itself about 5000 times a day (spec 000 section 9). */
export const VAULT_AUTO_COMPOUND_FREQUENCY = 5000;

export type PoolRoiProps = Omit<RoiCalculatorModalProps, "onDismiss">;

/**
 * What the ROI calculator needs for a list entry, or undefined while the APR or a price is unknown
 * (the calculator would only show zeros). The vault's returns come from the manual CAKE pool's APR,
 * compounded by the vault and less its performance fee.
 */
export function getPoolRoiProps(item: PoolListItem, t: TranslateFunction): PoolRoiProps | undefined {
  const pool = poolOf(item);
  const { apr, stakingTokenPrice, earningTokenPrice, stakingToken, earningToken } = pool;
  if (apr === null || stakingTokenPrice === null || earningTokenPrice === null) return undefined;
  const common = {
    apr,
    earningTokenPrice,
    stakingTokenPrice,
    stakingTokenSymbol: stakingToken.symbol,
    earningTokenSymbol: earningToken.symbol,
    stakingTokenDecimals: stakingToken.decimals,
    linkLabel: t("Get %symbol%", { symbol: stakingToken.symbol }),
    linkHref: buildGetTokenHref(stakingToken, pool.isNativeStaking),
  };
  if (item.kind === "pool") return { ...common, stakingTokenBalance: pool.userData?.stakingTokenBalance };
  return {
    ...common,
    stakingTokenBalance: item.vault.userData?.cakeBalance,
    autoCompoundFrequency: VAULT_AUTO_COMPOUND_FREQUENCY,
    performanceFee: item.vault.fees.performanceFee / 100,
  };
}
