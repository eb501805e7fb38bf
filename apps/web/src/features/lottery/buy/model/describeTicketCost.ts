import { lotteryBulkTicketPrice } from "@griddle/sdk";

export interface TicketCost {
  /** What the contract charges: calculateTotalPriceForBulkTickets for `count` tickets. */
  readonly total: bigint;
  /** The same tickets at the full price. */
  readonly fullPrice: bigint;
  /** The bulk discount in basis points of a percent (245 = 2.45%), rounded down. */
  readonly discountBasisPoints: number;
}

/** The cost of `count` tickets, shown before buying, with the linear bulk discount (spec 001 section 9). */
export function describeTicketCost(
  count: number,
  priceTicketInCake: bigint,
  discountDivisor: bigint,
): TicketCost {
  const total = lotteryBulkTicketPrice(discountDivisor, priceTicketInCake, BigInt(count));
  const fullPrice = priceTicketInCake * BigInt(count);
  // The discount is (count - 1) / discountDivisor of the full price, whatever the price.
  const discountBasisPoints = Number((BigInt(count - 1) * 10_000n) / discountDivisor);
  return { total, fullPrice, discountBasisPoints };
}
