export { useLiveRoundSummary, type LiveRoundState } from "./liveRound/useLiveRoundSummary.ts";
export type { LiveRoundSummary } from "./liveRound/model/summarizeLiveRound.ts";
export type { PredictionStatus } from "./data/model/PredictionMarket.ts";
export { formatCountdown } from "./page/model/formatCountdown.ts";
export { formatBnbAmount, formatPredictionPrice, formatPriceChange } from "./page/model/predictionFigures.ts";
