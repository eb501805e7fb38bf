export { usePair } from "./hooks/usePair.ts";
export { usePairs } from "./hooks/usePairs.ts";
export { useSavedPairs, type UseSavedPairsReturnType } from "./hooks/useSavedPairs.ts";
export { useTotalSupply } from "./hooks/useTotalSupply.ts";
export { useTrackedTokenPairs } from "./hooks/useTrackedTokenPairs.ts";
export { PairState } from "./model/PairState.ts";
