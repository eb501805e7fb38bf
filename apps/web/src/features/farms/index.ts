export { useFarms, type FarmsState } from "./data/useFarms.ts";
export {
  useHarvestAllFarms,
  type HarvestAllFarms,
  type HarvestAllProgress,
} from "./stakePanel/hooks/useHarvestAllFarms.ts";
export type { Farm, FarmToken, FarmUserData, PricedFarmToken } from "./model/Farm.ts";
export { computeLpRewardsApr, LP_HOLDERS_FEE } from "./data/model/computeLpRewardsApr.ts";
export type { PairTradingHistory, VolumeBucket } from "./data/model/PairTradingHistory.ts";
