/**
 * What `count` tickets at `priceTicketInCake` each cost in one purchase, as GriddleLottery (and
 * PancakeSwap's v2 lottery) charges it: price * count * (discountDivisor + 1 - count) / discountDivisor,
 * rounded down. The discount is linear: with a divisor of 2,000, 2 tickets are 0.05% off, 50 are 2.45%
 * off and 100 are 4.95% off (spec 001 section 9).
 */
export function lotteryBulkTicketPrice(
  discountDivisor: bigint,
  priceTicketInCake: bigint,
  count: bigint,
): bigint {
  if (discountDivisor <= 0n || count < 0n || count > discountDivisor) {
    throw new RangeError(`No bulk price for ${count} tickets with a discount divisor of ${discountDivisor}`);
  }
  return (priceTicketInCake * count * (discountDivisor + 1n - count)) / discountDivisor;
}
