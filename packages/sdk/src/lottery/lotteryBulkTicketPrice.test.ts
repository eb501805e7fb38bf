import { describe, expect, it } from "vitest";
import { lotteryBulkTicketPrice } from "./lotteryBulkTicketPrice.ts";

const CAKE = 10n ** 18n;

describe("lotteryBulkTicketPrice", () => {
  it("takes the spec's linear discount: 2 tickets 0.05% off, 50 tickets 2.45%, 100 tickets 4.95%", () => {
    const full = (count: bigint) => 2n * CAKE * count;
    expect(lotteryBulkTicketPrice(2000n, 2n * CAKE, 1n)).toBe(full(1n));
    expect(lotteryBulkTicketPrice(2000n, 2n * CAKE, 2n)).toBe((full(2n) * 9995n) / 10000n);
    expect(lotteryBulkTicketPrice(2000n, 2n * CAKE, 50n)).toBe((full(50n) * 9755n) / 10000n);
    expect(lotteryBulkTicketPrice(2000n, 2n * CAKE, 100n)).toBe((full(100n) * 9505n) / 10000n);
  });

  it("rounds down as the contract does", () => {
    expect(lotteryBulkTicketPrice(3n, 10n, 2n)).toBe(13n);
  });

  it("refuses counts the formula has no price for", () => {
    expect(() => lotteryBulkTicketPrice(2000n, CAKE, 2001n)).toThrow(RangeError);
    expect(() => lotteryBulkTicketPrice(0n, CAKE, 1n)).toThrow(RangeError);
  });
});
