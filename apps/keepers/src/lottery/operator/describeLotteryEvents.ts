import { formatAmount } from "../../shared/formatAmount.ts";

/** The lottery's round events a keeper transaction emits, as viem parses them. */
export type LotteryEvent =
  | {
      readonly eventName: "LotteryOpen";
      readonly args: {
        readonly lotteryId: bigint;
        readonly startTime: bigint;
        readonly endTime: bigint;
        readonly priceTicketInCake: bigint;
        readonly injectedAmount: bigint;
      };
    }
  | { readonly eventName: "RandomnessCommitted"; readonly args: { readonly bond: bigint } }
  | {
      readonly eventName: "LotteryInjection";
      readonly args: { readonly lotteryId: bigint; readonly injectedAmount: bigint };
    }
  | { readonly eventName: "LotteryClose"; readonly args: { readonly lotteryId: bigint } }
  | {
      readonly eventName: "LotteryNumberDrawn";
      readonly args: {
        readonly lotteryId: bigint;
        readonly finalNumber: bigint;
        readonly countWinningTickets: bigint;
      };
    }
  | {
      readonly eventName: "LotteryCancel";
      readonly args: { readonly lotteryId: bigint; readonly slashedBond: bigint };
    };

/** CAKE has 18 decimals. */
const CAKE_DECIMALS = 18;

/** A Unix time as the UTC clock shows it: '14:05:00 UTC'. */
function utcTime(seconds: bigint): string {
  return `${new Date(Number(seconds) * 1000).toISOString().slice(11, 19)} UTC`;
}

/**
 * What a keeper transaction did to the rounds, in the order it happened, for its log line: 'round 6
 * open until 14:05:00 UTC (300 s), tickets 2.0000 CAKE, 1234.5678 CAKE carried; bond 5000.0000 CAKE'.
 */
export function describeLotteryEvents(events: readonly LotteryEvent[]): string {
  const parts = events.map((event) => {
    switch (event.eventName) {
      case "LotteryOpen": {
        const { lotteryId, startTime, endTime, priceTicketInCake, injectedAmount } = event.args;
        return (
          `round ${lotteryId} open until ${utcTime(endTime)} (${endTime - startTime} s), ` +
          `tickets ${formatAmount(priceTicketInCake, CAKE_DECIMALS)} CAKE, ` +
          `${formatAmount(injectedAmount, CAKE_DECIMALS)} CAKE carried`
        );
      }
      case "RandomnessCommitted":
        return `seed committed with a bond of ${formatAmount(event.args.bond, CAKE_DECIMALS)} CAKE`;
      case "LotteryInjection":
        return `${formatAmount(event.args.injectedAmount, CAKE_DECIMALS)} CAKE injected into round ${event.args.lotteryId}`;
      case "LotteryClose":
        return `round ${event.args.lotteryId} closed`;
      case "LotteryNumberDrawn": {
        const { lotteryId, finalNumber, countWinningTickets } = event.args;
        return `round ${lotteryId} drew ${finalNumber}: ${countWinningTickets} winning tickets`;
      }
      case "LotteryCancel":
        return (
          `round ${event.args.lotteryId} cancelled, every ticket refundable; its bond of ` +
          `${formatAmount(event.args.slashedBond, CAKE_DECIMALS)} CAKE goes to the next round`
        );
    }
  });
  return parts.length === 0 ? "no round changed" : parts.join("; ");
}
