export { FullPositionCard, type FullPositionCardProps } from "./components/FullPositionCard.tsx";
export { MinimalPositionCard, type MinimalPositionCardProps } from "./components/MinimalPositionCard.tsx";
export { PositionList, type PositionListProps } from "./components/PositionList.tsx";
export { useLiquidityPositions, type LiquidityPositions } from "./hooks/useLiquidityPositions.ts";
