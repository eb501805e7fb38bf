import type { PlaceBidFlowInput } from "../hooks/usePlaceBidFlow.ts";
import { usePlaceBidFlow } from "../hooks/usePlaceBidFlow.ts";
import { PlaceBidCard, type PlaceBidCardProps } from "./PlaceBidCard.tsx";

export interface PlaceBidSectionProps {
  /** What the bid form needs, once a wallet is connected and its standing read; undefined before. */
  readonly input: PlaceBidFlowInput | undefined;
  readonly card: Omit<PlaceBidCardProps, "flow">;
}

/** The bid card, given its form's flow only once the wallet's standing is known. */
export function PlaceBidSection({ input, card }: PlaceBidSectionProps) {
  return input ? <PlaceBidWithFlow input={input} card={card} /> : <PlaceBidCard {...card} flow={undefined} />;
}

function PlaceBidWithFlow({
  input,
  card,
}: {
  readonly input: PlaceBidFlowInput;
  readonly card: PlaceBidSectionProps["card"];
}) {
  const flow = usePlaceBidFlow(input);
  return <PlaceBidCard {...card} flow={flow} />;
}
