export { useLiveLotterySummary, type LiveLotterySummary } from "./liveRound/useLiveLotterySummary.ts";
export type { LotteryPhase } from "./page/model/lotteryPhase.ts";
export { formatCake, formatCakeUsd } from "./model/formatCake.ts";
export { formatDrawCountdown } from "./page/model/formatDrawCountdown.ts";
export { useChainClock } from "./data/useChainClock.ts";
