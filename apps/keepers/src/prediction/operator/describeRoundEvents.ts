import { formatAmount } from "../../shared/formatAmount.ts";

/** The game's round events an operator transaction emits, as viem parses them. */
export type RoundEvent =
  | { readonly eventName: "StartRound"; readonly args: { readonly epoch: bigint } }
  | { readonly eventName: "CancelRound"; readonly args: { readonly epoch: bigint } }
  | {
      readonly eventName: "LockRound" | "EndRound";
      readonly args: { readonly epoch: bigint; readonly roundId: bigint; readonly price: bigint };
    };

/**
 * What an operator transaction did to the rounds, in the order it happened, for its log line:
 * 'round 7 closed at 601.2300 USD, round 8 locked at 601.2300 USD, round 9 started'.
 */
export function describeRoundEvents(events: readonly RoundEvent[], priceDecimals: number): string {
  const parts = events.map((event) => {
    const round = `round ${event.args.epoch}`;
    switch (event.eventName) {
      case "StartRound":
        return `${round} started`;
      case "CancelRound":
        return `${round} cancelled`;
      case "LockRound":
        return `${round} locked at ${formatAmount(event.args.price, priceDecimals)} USD`;
      case "EndRound":
        return `${round} closed at ${formatAmount(event.args.price, priceDecimals)} USD`;
    }
  });
  return parts.length === 0 ? "no round changed" : parts.join(", ");
}
