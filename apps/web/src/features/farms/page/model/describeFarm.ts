import type { Address } from "viem";
import { CAKE_DECIMALS } from "../../../../shared/chain/index.ts";
import { toUsdValue } from "../../../../shared/format/index.ts";
import type { Farm } from "../../model/Farm.ts";
import { buildAddLiquidityHref } from "./buildAddLiquidityHref.ts";
import { farmExplorerUrls, type FarmExplorerUrls } from "./farmExplorerUrls.ts";
import { hasFarmStake } from "./filterFarms.ts";

/** What every farm of the list needs from outside itself. */
export interface FarmListContext {
  /** US dollars per CAKE; null until known. */
  readonly cakePriceUsd: number | null;
  /** The chain's wrapped native coin, which links name as BNB. */
  readonly wrappedNative: Address;
  /** The block explorer's base URL; undefined on a chain without one. */
  readonly explorerUrl: string | undefined;
}

export interface FarmDescription {
  /** The add-liquidity page for the farm's pair: 'Get %symbol%' and 'Add %symbol%'. */
  readonly addLiquidityHref: string;
  readonly explorerUrls: FarmExplorerUrls;
  /** Raw CAKE the account has earned here; undefined without the account's data. */
  readonly earned: bigint | undefined;
  /** US dollars of `earned`; 0 when it or CAKE's price is unknown. */
  readonly earnedUsd: number;
  readonly hasStake: boolean;
}

/** Everything a row or card shows about `farm` beyond its own fields. */
export function describeFarm(farm: Farm, context: FarmListContext): FarmDescription {
  const earned = farm.userData?.earnings;
  return {
    addLiquidityHref: buildAddLiquidityHref(farm, context.wrappedNative),
    explorerUrls: farmExplorerUrls(context.explorerUrl, farm.lpAddress),
    earned,
    earnedUsd: earned === undefined ? 0 : (toUsdValue(earned, CAKE_DECIMALS, context.cakePriceUsd) ?? 0),
    hasStake: hasFarmStake(farm),
  };
}
