export { useFarms, type FarmsState } from "./data/useFarms.ts";
export {
  useHarvestAllFarms,
  type HarvestAllFarms,
  type HarvestAllProgress,
} from "./stakePanel/hooks/useHarvestAllFarms.ts";
export type { Farm, FarmToken, FarmUserData, PricedFarmToken } from "./model/Farm.ts";
